import type { SuperviseActivityResults } from "@otp/contract";
import { Button, Card, List, Modal, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { QueryState } from "../../../components/QueryState";
import { useMySuperviseActivities, useMySuperviseActivityResult } from "../activityApi";
import { ActivityResultsView } from "../components/ActivityResultsView";
import { ActivityStateTag, activityWindow } from "../components/activityState";
import "../supervise.css";

/**
 * Personal centre 学生评教: a student's open activities (to evaluate their teachers), a teacher's
 * ended activities with the anonymous result of their own teaching.
 */
export default function MyActivitiesPage() {
  const navigate = useNavigate();
  const query = useMySuperviseActivities();
  const [result, setResult] = useState<SuperviseActivityResults | null>(null);
  const myResult = useMySuperviseActivityResult(setResult);
  const showResult = (id: number) => void myResult.run(id);
  return (
    <div className="sup-page">
      <h2>学生评教</h2>
      <QueryState query={query} empty="暂无评教活动" isEmpty={(d) => !d.toEvaluate.length && !d.results.length}>
        {(data) => (
          <Space direction="vertical" style={{ width: "100%" }}>
            {data.toEvaluate.length ? (
              <Card title="待参加的评教">
                <List
                  dataSource={data.toEvaluate}
                  renderItem={(a) => (
                    <List.Item
                      actions={[
                        <Button key="go" type="primary" onClick={() => navigate(`/supervise-activity?id=${a.id}`)}>
                          {a.pending ? "去评价" : "查看"}
                        </Button>,
                      ]}
                    >
                      <List.Item.Meta
                        title={
                          <Space>
                            {a.name}
                            <ActivityStateTag state={a.state} />
                            {a.pending ? (
                              <Tag color="orange">待评 {a.pending} 门</Tag>
                            ) : (
                              <Tag color="green">已全部评价</Tag>
                            )}
                          </Space>
                        }
                        description={`${activityWindow(a)}　${a.remark}`}
                      />
                    </List.Item>
                  )}
                />
              </Card>
            ) : null}
            {data.results.length ? (
              <Card title="我的评教结果">
                <Typography.Paragraph type="secondary">
                  学生匿名评价，活动结束后可查看汇总结果与意见，不显示评价学生。
                </Typography.Paragraph>
                <List
                  dataSource={data.results}
                  renderItem={(a) => (
                    <List.Item
                      actions={[
                        <Button key="view" onClick={() => showResult(a.id)}>
                          查看结果
                        </Button>,
                      ]}
                    >
                      <List.Item.Meta
                        title={a.name}
                        description={`${a.termName}　参评学生 ${a.count} 人　平均分 ${a.count ? a.avg : "—"}`}
                      />
                    </List.Item>
                  )}
                />
              </Card>
            ) : null}
          </Space>
        )}
      </QueryState>
      <Modal
        title={result ? `评教结果 · ${result.name}` : ""}
        open={!!result}
        width={720}
        footer={null}
        destroyOnHidden
        onCancel={() => setResult(null)}
      >
        {result ? <ActivityResultsView results={result} single /> : null}
      </Modal>
    </div>
  );
}
