import { type ActionType, ProTable } from "@ant-design/pro-components";
import type { ListResult, SuperviseTaskDetail, SuperviseTaskListInput, SuperviseTaskRow } from "@otp/contract";
import { Button, Popconfirm, Progress, Space } from "antd";
import dayjs from "dayjs";
import { useRef, useState } from "react";
import { tableRequest } from "../../../api/table";
import { ActionLink } from "../../../components/ActionLink";
import { useOpenSuperviseTask, useRemoveSuperviseTask } from "../taskApi";
import { TaskDialog } from "./TaskForm";

/** Tasks with their progress: the back office (all tasks) and the assistant's personal-centre list. */
export function TaskTable(props: {
  title: string;
  load: (input: Partial<SuperviseTaskListInput>) => Promise<ListResult<SuperviseTaskRow>>;
  canCreate: boolean;
}) {
  const action = useRef<ActionType>(null);
  const [editing, setEditing] = useState<SuperviseTaskDetail | null | undefined>(undefined);
  const [keyword, setKeyword] = useState("");
  const open = useOpenSuperviseTask(setEditing);
  const remove = useRemoveSuperviseTask(() => action.current?.reload());
  return (
    <>
      <ProTable<SuperviseTaskRow>
        headerTitle={props.title}
        rowKey="id"
        actionRef={action}
        search={false}
        params={{ keyword }}
        request={tableRequest(props.load)}
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
                <ActionLink onClick={() => open.run(r.id)}>编辑</ActionLink>
                {props.canCreate ? (
                  <Popconfirm title="确定删除该任务？" onConfirm={() => remove.run(r.id)}>
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
