import { Button, Card, Descriptions, Input, Result, Skeleton, Space, Tag } from "antd";
import { useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { ChooseFirst, idOf } from "../components/ChooseFirst";
import { EvaluationFormView } from "../components/EvaluationFormView";
import { Workspace } from "../components/Workspace";
import { useReplyEvaluation, useSuperviseEvaluation } from "../evaluationApi";
import "../supervise.css";

/** /supervisor-detail/{id} and /supervise-task/playback?id=: a submitted evaluation beside the recording; the teacher replies here. */
export default function EvaluationDetailPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const id = idOf(params.id, search.get("id")) ?? 0;
  const { data, error } = useSuperviseEvaluation(id);
  const [reply, setReply] = useState("");
  const sendReply = useReplyEvaluation(id, () => setReply(""));
  if (!id)
    return <ChooseFirst title="请先选择要查看的听课评价" hint="从列表中打开一份评价，即可查看评价内容和课堂回放。" />;
  if (error) return <Result status="404" title="评价不存在或无权查看" />;
  if (!data) return <Skeleton active className="sup-page" />;
  const send = () => void sendReply.run(reply);
  return (
    <div className="sup-page">
      <Workspace detail={data} notes={data.notes}>
        <Card
          title={
            <Space>
              听课评价
              <Tag color={data.status === "submitted" ? "green" : "orange"}>
                {data.status === "submitted" ? "已提交" : "草稿"}
              </Tag>
            </Space>
          }
        >
          <Descriptions size="small" column={2} style={{ marginBottom: 12 }}>
            <Descriptions.Item label="评价人">{data.evaluatorName}</Descriptions.Item>
            <Descriptions.Item label="授课教师">{data.teacherName}</Descriptions.Item>
            <Descriptions.Item label="所属任务">{data.taskName || "自由听课"}</Descriptions.Item>
            <Descriptions.Item label="提交时间">
              {data.submittedAt ? new Date(data.submittedAt).toLocaleString("zh-CN") : "—"}
            </Descriptions.Item>
            <Descriptions.Item label="评价模板">{`${data.templateName} v${data.templateVersion}`}</Descriptions.Item>
          </Descriptions>
          <EvaluationFormView form={data.form} marks={data.marks} answers={data.answers} />
          <Card size="small" title="教师回复" style={{ marginTop: 12 }}>
            {data.reply ? <p>{data.reply}</p> : <p className="sup-item-desc">暂无回复</p>}
            {data.canReply ? (
              <Space.Compact style={{ width: "100%" }}>
                <Input.TextArea
                  aria-label="回复内容"
                  rows={2}
                  maxLength={1000}
                  value={reply}
                  onChange={(e) => setReply(e.target.value)}
                />
                <Button type="primary" onClick={send} disabled={!reply.trim()} loading={sendReply.busy}>
                  回复
                </Button>
              </Space.Compact>
            ) : null}
          </Card>
        </Card>
      </Workspace>
    </div>
  );
}
