import type { SuperviseMyTask } from "@otp/contract";
import { SUPERVISE_TARGET_KINDS } from "@otp/contract";
import { Button, Card, Progress, Space, Table, Tag } from "antd";
import dayjs from "dayjs";
import { useNavigate } from "react-router";
import { QueryState } from "../../../components/QueryState";
import { FreeListening } from "../components/FreeListening";
import { useStartEvaluation } from "../evaluationApi";
import { useMySuperviseTasks } from "../taskApi";
import "../supervise.css";

const kindLabel = new Map<string, string>(SUPERVISE_TARGET_KINDS.map((k) => [k.value, k.label]));

/** /supervise-task and personal centre 听课任务: the evaluator's tasks with progress. */
export default function MyTasksPage() {
  const navigate = useNavigate();
  const query = useMySuperviseTasks();
  const start = useStartEvaluation((id) => navigate(`/supervisor-editor/${id}`));
  const open = (target: SuperviseMyTask["targets"][number]) => {
    if (target.status === "submitted") return navigate(`/supervisor-detail/${target.evaluationId}`);
    void start.run(target.id);
  };
  return (
    <div className="sup-page">
      <h2>我的听课任务</h2>
      <FreeListening />
      <QueryState query={query} empty="暂无听课任务">
        {(data) => (
          <Space direction="vertical" style={{ width: "100%" }}>
            {data.map((task) => (
              <Card
                key={task.id}
                title={
                  <Space>
                    {task.name}
                    {task.open ? <Tag color="green">进行中</Tag> : <Tag>未在任务时间内</Tag>}
                  </Space>
                }
                extra={`${dayjs(task.startAt).format("YYYY-MM-DD")} 至 ${dayjs(task.endAt).format("YYYY-MM-DD")}`}
              >
                <Space style={{ marginBottom: 12 }}>
                  <span>完成进度</span>
                  <Progress
                    aria-label={`${task.name} 完成进度`}
                    style={{ width: 240 }}
                    percent={Math.min(100, Math.round((task.mySubmitted / task.quota) * 100))}
                    format={() => `${task.mySubmitted}/${task.quota}`}
                  />
                  <span className="sup-item-desc">评价模板：{task.templateName}</span>
                </Space>
                <Table
                  size="small"
                  rowKey="id"
                  pagination={false}
                  dataSource={task.targets}
                  columns={[
                    { title: "听课对象", dataIndex: "title" },
                    { title: "方式", dataIndex: "kind", width: 120, render: (k: string) => kindLabel.get(k) },
                    { title: "授课教师", dataIndex: "teacherName", width: 120 },
                    {
                      title: "状态",
                      dataIndex: "status",
                      width: 140,
                      render: (_, t) =>
                        t.status === "submitted" ? (
                          <Tag color="green">已提交 {t.total}</Tag>
                        ) : t.status === "draft" ? (
                          <Tag color="orange">草稿</Tag>
                        ) : (
                          <Tag>未评价</Tag>
                        ),
                    },
                    {
                      title: "操作",
                      width: 110,
                      render: (_, t) => (
                        <Button type="link" onClick={() => open(t)} disabled={!task.open && t.status !== "submitted"}>
                          {t.status === "submitted" ? "查看评价" : t.status === "draft" ? "继续评价" : "开始听课"}
                        </Button>
                      ),
                    },
                  ]}
                />
              </Card>
            ))}
          </Space>
        )}
      </QueryState>
    </div>
  );
}
