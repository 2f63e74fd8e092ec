import { type MyTeachTask, type MyTeachTaskList, RESOURCE_KINDS } from "@otp/contract";
import { Alert, Card, Descriptions, List, Progress, Space, Typography } from "antd";
import dayjs from "dayjs";
import { Link, useSearchParams } from "react-router";
import { QueryState } from "../../../components/QueryState";
import { useMyTasks } from "../api";
import { EvidenceForm } from "../components/EvidenceForm";
import { ItemStateTag } from "../components/ItemStateTag";
import { itemRequirement } from "../components/itemText";
import { PickTask, taskIdOf } from "../components/PickTask";

/** 任务详情: one task given to the caller, each item with its state and what to do next. */
export default function TaskItemPage() {
  const [params] = useSearchParams();
  const id = taskIdOf(params.get("id"));
  const q = useMyTasks();
  const find = (d: MyTeachTaskList) => d.list.find((t) => t.id === id);
  if (!id) return <PickTask title="请先选择要查看的任务" />;
  return (
    <QueryState query={q} empty="任务不存在或没有布置给您" isEmpty={(d) => !find(d)}>
      {(d) => <TaskItems task={find(d) as MyTeachTask} />}
    </QueryState>
  );
}

function TaskItems({ task }: { task: MyTeachTask }) {
  const closed = dayjs().isAfter(dayjs(task.endDate).endOf("day"));
  return (
    <Card title={task.title} extra={<Link to="/user/task">返回我的任务</Link>}>
      <Descriptions size="small" column={3} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="起止日期">
          {task.startDate} 至 {task.endDate}
        </Descriptions.Item>
        <Descriptions.Item label="布置人">{task.creatorName}</Descriptions.Item>
        <Descriptions.Item label="完成进度">
          <Progress
            aria-label="完成进度"
            style={{ width: 160, margin: 0 }}
            size="small"
            percent={task.items.length ? Math.round((task.doneItems * 100) / task.items.length) : 0}
            format={() => `${task.doneItems}/${task.items.length}`}
          />
        </Descriptions.Item>
      </Descriptions>
      {task.description && <Typography.Paragraph>{task.description}</Typography.Paragraph>}
      {closed && <Alert type="warning" showIcon message="任务已截止，不能再提交材料" style={{ marginBottom: 12 }} />}
      <List
        bordered
        dataSource={task.items}
        renderItem={(item, n) => {
          const p = task.progress[n];
          if (!p) return null;
          const kindPath = RESOURCE_KINDS.find((k) => k.id === item.resourceKind);
          return (
            <List.Item>
              <Space direction="vertical" style={{ width: "100%" }}>
                <Space wrap>
                  <Typography.Text strong>
                    {n + 1}. {item.title}
                  </Typography.Text>
                  <ItemStateTag state={p.state} />
                  <Typography.Text type="secondary">{itemRequirement(item)}</Typography.Text>
                </Space>
                {item.kind === "upload_resource" && (
                  <Space>
                    <span>
                      已发布 {p.done} / {item.count}
                    </span>
                    {p.state !== "done" && kindPath && (
                      <Link to={`/user/resource${kindPath.id}`}>去上传{kindPath.name}</Link>
                    )}
                  </Space>
                )}
                {item.kind === "join_activity" && p.state !== "done" && item.activityId && (
                  <Link to={`/activity/${item.activityId}`}>去报名</Link>
                )}
                {item.kind === "free" && (
                  <>
                    {p.state === "returned" && <Alert type="warning" showIcon message={`被退回：${p.remark}`} />}
                    {p.content && <div>完成说明：{p.content}</div>}
                    {p.files.length > 0 && (
                      <Space wrap>
                        材料：
                        {p.files.map((f) => (
                          <a key={f.id} href={f.url} target="_blank" rel="noreferrer">
                            {f.name}
                          </a>
                        ))}
                      </Space>
                    )}
                    {!closed && (p.state === "todo" || p.state === "returned") && <EvidenceForm itemId={item.id} />}
                  </>
                )}
              </Space>
            </List.Item>
          );
        }}
      />
    </Card>
  );
}
