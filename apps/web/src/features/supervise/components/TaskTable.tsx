import { type ActionType, ProTable } from "@ant-design/pro-components";
import type { ListResult, TaskDetail, TaskRow } from "@otp/contract";
import { Button, Popconfirm, Progress, Space } from "antd";
import dayjs from "dayjs";
import { useRef, useState } from "react";
import { feedback } from "../../../app/feedback";
import { ActionLink } from "../../../components/ActionLink";
import { taskApi } from "../api";
import { TaskDialog } from "./TaskForm";

/** Tasks with their progress: the back office (all tasks) and the assistant's personal-centre list. */
export function TaskTable(props: {
  title: string;
  load: (input: { pageNo: number; pageSize: number; keyword?: string }) => Promise<ListResult<TaskRow>>;
  canCreate: boolean;
}) {
  const action = useRef<ActionType>(null);
  const [editing, setEditing] = useState<TaskDetail | null | undefined>(undefined);
  const [keyword, setKeyword] = useState("");
  const open = async (id: number) => {
    try {
      setEditing(await taskApi.detail(id));
    } catch {
      // shown by the HTTP client
    }
  };
  return (
    <>
      <ProTable<TaskRow>
        headerTitle={props.title}
        rowKey="id"
        actionRef={action}
        search={false}
        params={{ keyword }}
        request={async ({ current = 1, pageSize = 20 }) => {
          const r = await props.load({ pageNo: current, pageSize, ...(keyword ? { keyword } : {}) });
          return { data: r.list, total: r.count, success: true };
        }}
        options={{
          density: false,
          setting: false,
          search: {
            placeholder: "搜索任务名称",
            onSearch: (v: string) => {
              setKeyword(v.trim());
              return true;
            },
          },
        }}
        toolBarRender={() =>
          props.canCreate
            ? [
                <Button key="add" type="primary" onClick={() => setEditing(null)}>
                  新建任务
                </Button>,
              ]
            : []
        }
        columns={[
          { title: "任务名称", dataIndex: "name" },
          { title: "学期", dataIndex: "termName", width: 150 },
          { title: "评价模板", dataIndex: "templateName" },
          {
            title: "时间",
            dataIndex: "startAt",
            width: 200,
            render: (_, r) => `${dayjs(r.startAt).format("MM-DD")} 至 ${dayjs(r.endAt).format("MM-DD")}`,
          },
          { title: "评价人", dataIndex: "evaluators", render: (_, r) => r.evaluators.map((e) => e.name).join("、") },
          { title: "听课对象", dataIndex: "targetCount", width: 90 },
          {
            title: "完成情况",
            dataIndex: "submitted",
            width: 180,
            render: (_, r) => (
              <Progress
                aria-label={`${r.name} 完成情况`}
                size="small"
                percent={r.expected ? Math.min(100, Math.round((r.submitted / r.expected) * 100)) : 0}
                format={() => `${r.submitted}/${r.expected}`}
              />
            ),
          },
          {
            title: "操作",
            valueType: "option",
            width: 120,
            render: (_, r) => (
              <Space>
                <ActionLink onClick={() => open(r.id)}>编辑</ActionLink>
                {props.canCreate ? (
                  <Popconfirm
                    title="确定删除该任务？"
                    onConfirm={async () => {
                      try {
                        await taskApi.remove(r.id);
                        feedback.success("已删除");
                        action.current?.reload();
                      } catch {
                        // shown by the HTTP client
                      }
                    }}
                  >
                    <ActionLink>删除</ActionLink>
                  </Popconfirm>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <TaskDialog
        task={editing ?? null}
        open={editing !== undefined}
        onClose={(saved) => {
          setEditing(undefined);
          if (saved) action.current?.reload();
        }}
      />
    </>
  );
}
