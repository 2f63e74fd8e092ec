import { type ActionType, ProTable } from "@ant-design/pro-components";
import { type MyTeachTask, TEACH_TASK_TARGETS, type TeachTaskListInput, type TeachTaskSummary } from "@otp/contract";
import { Button, Card, List, Popconfirm, Progress, Space, Spin, Tabs, Typography } from "antd";
import { useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { tableRequest } from "../../../api/table";
import { ActionLink } from "../../../components/ActionLink";
import { QueryState } from "../../../components/QueryState";
import { listManagedTasks, useManagedProbe, useMyTasks, useRemoveTask } from "../api";
import { TaskForm } from "../components/TaskForm";

const targetLabel = (k: string) => TEACH_TASK_TARGETS.find((t) => t.value === k)?.label ?? k;

function MyTasks() {
  const q = useMyTasks();
  return (
    <QueryState query={q} empty="暂无布置给您的教学任务">
      {(d) => <MyTaskList list={d.list} />}
    </QueryState>
  );
}

function MyTaskList({ list }: { list: MyTeachTask[] }) {
  return (
    <List<MyTeachTask>
      dataSource={list}
      renderItem={(t) => (
        <List.Item
          actions={[
            <Link key="go" to={`/user/task/item?id=${t.id}`}>
              查看并完成
            </Link>,
          ]}
        >
          <List.Item.Meta
            title={<Link to={`/user/task/item?id=${t.id}`}>{t.title}</Link>}
            description={
              <Space direction="vertical" size={2}>
                <span>
                  {t.startDate} 至 {t.endDate} · 布置人 {t.creatorName} · {targetLabel(t.targetKind)}
                  {t.targetName && t.targetKind !== "teachers" ? `（${t.targetName}）` : ""}
                </span>
                {t.description && <Typography.Text type="secondary">{t.description}</Typography.Text>}
              </Space>
            }
          />
          <div style={{ width: 220 }}>
            <Progress
              aria-label="完成进度"
              percent={t.items.length ? Math.round((t.doneItems * 100) / t.items.length) : 0}
              format={() => `${t.doneItems}/${t.items.length}项`}
              status={t.doneItems === t.items.length ? "success" : "active"}
            />
          </div>
        </List.Item>
      )}
    />
  );
}

function ManagedTasks() {
  const action = useRef<ActionType>(null);
  const [canCreate, setCanCreate] = useState(false);
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const reload = () => action.current?.reload();
  const remover = useRemoveTask(reload);
  const remove = (t: TeachTaskSummary) => remover.run(t.id);
  return (
    <>
      <ProTable<TeachTaskSummary, { keyword?: string }>
        rowKey="id"
        actionRef={action}
        options={false}
        search={{ labelWidth: "auto" }}
        request={tableRequest(async (input: TeachTaskListInput) => {
          const r = await listManagedTasks(input);
          setCanCreate(r.canCreate);
          return r;
        })}
        toolBarRender={() =>
          canCreate
            ? [
                <Button key="add" type="primary" onClick={() => setEditing("new")}>
                  布置任务
                </Button>,
              ]
            : []
        }
        locale={{ emptyText: "还没有布置任务" }}
        scroll={{ x: 720 }}
        columns={[
          { title: "任务名称", dataIndex: "keyword", hideInTable: true },
          {
            title: "任务名称",
            dataIndex: "title",
            search: false,
            width: 190,
            render: (_, t) => <Link to={`/user/task/activity?id=${t.id}`}>{t.title}</Link>,
          },
          {
            title: "对象",
            search: false,
            width: 120,
            render: (_, t) => (t.targetKind === "teachers" ? "指定教师" : t.targetName),
          },
          {
            title: "起止日期",
            search: false,
            width: 110,
            render: (_, t) => (
              <>
                <div>{t.startDate}</div>
                <div>{t.endDate}</div>
              </>
            ),
          },
          {
            title: "完成情况",
            search: false,
            width: 150,
            render: (_, t) => (
              <Progress
                aria-label="完成进度"
                size="small"
                percent={t.teacherCount ? Math.round((t.finishedCount * 100) / t.teacherCount) : 0}
                format={() => `${t.finishedCount}/${t.teacherCount}人`}
              />
            ),
          },
          {
            title: "操作",
            valueType: "option",
            width: 150,
            render: (_, t) => (
              <Space>
                <Link to={`/user/task/activity?id=${t.id}`}>完成情况</Link>
                <ActionLink onClick={() => setEditing(t.id)}>编辑</ActionLink>
                <Popconfirm title={`确定删除“${t.title}”？`} onConfirm={() => remove(t)}>
                  <ActionLink>删除</ActionLink>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <TaskForm
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          reload();
        }}
      />
    </>
  );
}

/** 教学任务: my tasks; administrators and group leaders also give tasks and follow them. */
export default function TaskPage() {
  const [params, setParams] = useSearchParams();
  const managed = useManagedProbe();
  const mine = useMyTasks();
  if (!managed.data || !mine.data) return <Spin style={{ width: "100%", marginTop: 48 }} />;
  const manages = managed.data.canCreate || managed.data.count > 0;
  // A manager with no task of their own (the administrator) starts on 任务管理.
  const fallback = manages && mine.data.count === 0 ? "manage" : "mine";
  return (
    <Card title="教学任务">
      <Tabs
        activeKey={params.get("tab") ?? fallback}
        onChange={(tab) => setParams({ tab }, { replace: true })}
        items={[
          { key: "mine", label: "我的任务", children: <MyTasks /> },
          ...(manages ? [{ key: "manage", label: "任务管理", children: <ManagedTasks /> }] : []),
        ]}
      />
    </Card>
  );
}
