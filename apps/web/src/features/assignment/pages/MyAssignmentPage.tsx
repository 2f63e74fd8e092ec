import { type ActionType, ProTable } from "@ant-design/pro-components";
import type { AssignmentItem } from "@otp/contract";
import { Tag } from "antd";
import dayjs from "dayjs";
import { useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { ActionLink } from "../../../components/ActionLink";
import { studentAssignmentsRequest } from "../api";
import { StateTag } from "../components/StateTag";
import { SubmitDrawer } from "../components/SubmitDrawer";
import "../assignment.css";

/** Personal centre 我的作业: assignments set for the student's class, and handing them in. */
export default function MyAssignmentPage() {
  const action = useRef<ActionType>(null);
  // ?open=ID opens one assignment (the link from a course section's 本节作业).
  const [params] = useSearchParams();
  const [open, setOpen] = useState<number | null>(Number(params.get("open")) || null);
  return (
    <>
      <ProTable<AssignmentItem, { keyword?: string }>
        headerTitle="我的作业"
        rowKey="id"
        actionRef={action}
        options={false}
        search={{ labelWidth: "auto" }}
        request={studentAssignmentsRequest}
        locale={{ emptyText: "暂无布置给你的作业" }}
        columns={[
          { title: "作业标题", dataIndex: "keyword", hideInTable: true },
          { title: "作业标题", dataIndex: "title", search: false },
          { title: "教师", dataIndex: "teacherName", search: false, width: 110 },
          {
            title: "截止时间",
            dataIndex: "dueAt",
            search: false,
            width: 190,
            render: (_, a) => (
              <>
                {dayjs(a.dueAt).format("YYYY-MM-DD HH:mm")} {dayjs(a.dueAt).isBefore(dayjs()) && <Tag>已截止</Tag>}
              </>
            ),
          },
          {
            title: "状态",
            dataIndex: "myState",
            search: false,
            width: 110,
            render: (_, a) => <StateTag state={a.myState} />,
          },
          {
            title: "操作",
            valueType: "option",
            width: 100,
            render: (_, a) => (
              <ActionLink onClick={() => setOpen(a.id)}>
                {!a.myState || a.myState === "returned" ? "提交作业" : "查看"}
              </ActionLink>
            ),
          },
        ]}
      />
      <SubmitDrawer id={open} onClose={() => setOpen(null)} onChanged={() => action.current?.reload()} />
    </>
  );
}
