import type { TeachTaskItemProgress, TeachTaskProgress, TeachTaskTeacherRow } from "@otp/contract";
import { Button, Card, Descriptions, Empty, Input, Modal, Popover, Progress, Space, Table, Typography } from "antd";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ActionLink } from "../../../components/ActionLink";
import { QueryState } from "../../../components/QueryState";
import { useRemindTeachers, useReviewEvidence, useTaskProgress } from "../api";
import { ItemStateTag } from "../components/ItemStateTag";
import { itemRequirement } from "../components/itemText";
import { PickTask, taskIdOf } from "../components/PickTask";

/** 完成情况: the manager's view of one task, by teaching group and by teacher; free items are confirmed here. */
export default function TaskProgressPage() {
  const [params] = useSearchParams();
  const id = taskIdOf(params.get("id")) ?? 0;
  const q = useTaskProgress(id);
  if (!id) return <PickTask title="请先选择要查看完成情况的任务" />;
  return (
    <QueryState query={q} failed={<Empty description="任务不存在或您无权查看" />}>
      {(d) => <ProgressView id={id} d={d} />}
    </QueryState>
  );
}

function ProgressView({ id, d }: { id: number; d: TeachTaskProgress }) {
  const [returning, setReturning] = useState<{ itemId: number; teacherId: number } | null>(null);
  const [remark, setRemark] = useState("");
  const reviewer = useReviewEvidence(id, () => {
    setReturning(null);
    setRemark("");
  });
  const reminder = useRemindTeachers(id);
  const review = (itemId: number, teacherId: number, pass: boolean, why?: string) =>
    reviewer.run({ itemId, teacherId, pass, remark: why });
  const remind = (teacherIds: number[] = []) => reminder.run(teacherIds);
  const cell = (row: TeachTaskTeacherRow, p: TeachTaskItemProgress, itemId: number) => {
    const item = d.task.items.find((i) => i.id === itemId);
    const text = item?.kind === "upload_resource" ? `${p.done}/${item.count}` : undefined;
    if (item?.kind !== "free" || p.state === "todo") return <ItemStateTag state={p.state} text={text} />;
    const evidence = (
      <Space direction="vertical" style={{ maxWidth: 320 }}>
        {p.content && <div>{p.content}</div>}
        {p.files.map((f) => (
          <a key={f.id} href={f.url} target="_blank" rel="noreferrer">
            {f.name}
          </a>
        ))}
        {p.remark && <Typography.Text type="warning">退回意见：{p.remark}</Typography.Text>}
      </Space>
    );
    return (
      <Space size={4} wrap>
        <Popover title="提交的材料" content={evidence}>
          <span>
            <ItemStateTag state={p.state} />
          </span>
        </Popover>
        {p.state === "submitted" && (
          <>
            <ActionLink onClick={() => review(itemId, row.teacherId, true)}>确认</ActionLink>
            <ActionLink onClick={() => setReturning({ itemId, teacherId: row.teacherId })}>退回</ActionLink>
          </>
        )}
      </Space>
    );
  };
  const t = d.task;
  return (
    <Space direction="vertical" style={{ width: "100%" }} size={16}>
      <Card
        title={`完成情况 · ${t.title}`}
        extra={
          <Space>
            <Button onClick={() => remind()}>提醒未完成的教师</Button>
            <Link to="/user/task">返回</Link>
          </Space>
        }
      >
        <Descriptions size="small" column={3}>
          <Descriptions.Item label="起止日期">
            {t.startDate} 至 {t.endDate}
          </Descriptions.Item>
          <Descriptions.Item label="对象">{t.targetName}</Descriptions.Item>
          <Descriptions.Item label="已全部完成">
            {t.finishedCount}/{t.teacherCount}人
          </Descriptions.Item>
        </Descriptions>
        <ol style={{ margin: 0, paddingLeft: 20 }}>
          {t.items.map((i) => (
            <li key={i.id}>
              {i.title}：{itemRequirement(i)}
            </li>
          ))}
        </ol>
      </Card>
      <Card title="按教研组">
        <Table
          size="small"
          rowKey={(g) => String(g.groupId)}
          pagination={false}
          dataSource={d.groups}
          columns={[
            { title: "教研组", dataIndex: "groupName" },
            { title: "教师数", dataIndex: "teacherCount", width: 90 },
            { title: "全部完成", dataIndex: "finishedCount", width: 90 },
            {
              title: "任务项完成率",
              width: 260,
              render: (_, g) => <Progress aria-label="任务项完成率" percent={g.percent} size="small" />,
            },
          ]}
        />
      </Card>
      <Card title="按教师">
        <Table<TeachTaskTeacherRow>
          size="small"
          rowKey="teacherId"
          dataSource={d.teachers}
          pagination={{ pageSize: 20 }}
          scroll={{ x: "max-content" }}
          columns={[
            { title: "教师", dataIndex: "realName", width: 100, fixed: "left" },
            { title: "教研组", width: 120, render: (_, r) => r.groupNames.join("、") || "—" },
            ...t.items.map((item, n) => ({
              title: item.title,
              key: `item-${item.id}`,
              width: 150,
              render: (_: unknown, r: TeachTaskTeacherRow) => {
                const p = r.progress[n];
                return p ? cell(r, p, item.id) : null;
              },
            })),
            {
              title: "进度",
              width: 150,
              render: (_, r) => (
                <Progress
                  aria-label="完成进度"
                  size="small"
                  percent={t.items.length ? Math.round((r.doneItems * 100) / t.items.length) : 0}
                  format={() => `${r.doneItems}/${t.items.length}`}
                />
              ),
            },
            {
              title: "操作",
              width: 80,
              render: (_, r) =>
                r.doneItems < t.items.length ? (
                  <ActionLink onClick={() => remind([r.teacherId])}>提醒</ActionLink>
                ) : null,
            },
          ]}
        />
      </Card>
      <Modal
        title="退回材料"
        open={returning !== null}
        onCancel={() => setReturning(null)}
        onOk={() => returning && review(returning.itemId, returning.teacherId, false, remark)}
        okButtonProps={{ disabled: !remark.trim() }}
      >
        <Input.TextArea
          rows={3}
          maxLength={200}
          showCount
          placeholder="请填写退回意见"
          aria-label="退回意见"
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
        />
      </Modal>
    </Space>
  );
}
