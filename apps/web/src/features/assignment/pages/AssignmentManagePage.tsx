import { type ActionType, ProTable } from "@ant-design/pro-components";
import type { AssignmentDetail, AssignmentItem } from "@otp/contract";
import { Button, Popconfirm, Space, Tag } from "antd";
import dayjs from "dayjs";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { ActionLink } from "../../../components/ActionLink";
import { myAssignmentsRequest, useDeleteAssignment, useEditAssignment } from "../api";
import { AssignmentForm } from "../components/AssignmentForm";
import { targetText } from "../components/targetText";

/** Personal centre 作业管理: the assignments a teacher set, with how many wait for review. */
export default function AssignmentManagePage() {
  const action = useRef<ActionType>(null);
  const [editing, setEditing] = useState<Partial<AssignmentDetail> | null>(null);
  const reload = () => action.current?.reload();
  const edit = useEditAssignment(setEditing);
  const remove = useDeleteAssignment(reload);
  return (
    <>
      <ProTable<AssignmentItem, { keyword?: string }>
        headerTitle="作业管理"
        rowKey="id"
        actionRef={action}
        options={false}
        search={{ labelWidth: "auto" }}
        request={myAssignmentsRequest}
        toolBarRender={() => [
          <Button key="add" type="primary" onClick={() => setEditing({})}>
            布置作业
          </Button>,
        ]}
        columns={[
          { title: "作业标题", dataIndex: "keyword", hideInTable: true },
          { title: "作业标题", dataIndex: "title", search: false },
          { title: "布置对象", dataIndex: "classNames", search: false, render: (_, a) => targetText(a) },
          {
            title: "截止时间",
            dataIndex: "dueAt",
            search: false,
            width: 170,
            render: (_, a) => {
              const over = dayjs(a.dueAt).isBefore(dayjs());
              return (
                <Space>
                  {dayjs(a.dueAt).format("YYYY-MM-DD HH:mm")}
                  {over && <Tag>已截止</Tag>}
                </Space>
              );
            },
          },
          { title: "已提交", dataIndex: "submittedCount", search: false, width: 80 },
          {
            title: "待批阅",
            dataIndex: "pendingCount",
            search: false,
            width: 80,
            render: (_, a) => (a.pendingCount ? <Tag color="orange">{a.pendingCount}</Tag> : 0),
          },
          {
            title: "操作",
            valueType: "option",
            width: 180,
            render: (_, a) => (
              <Space>
                <Link to={`/task/res/${a.id}`}>批阅</Link>
                <ActionLink onClick={() => edit.run(a.id)}>编辑</ActionLink>
                <Popconfirm title={`确定删除“${a.title}”及其全部提交？`} onConfirm={() => remove.run(a.id)}>
                  <ActionLink>删除</ActionLink>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <AssignmentForm
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
