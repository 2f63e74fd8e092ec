import { ArrowLeftOutlined } from "@ant-design/icons";
import { type ActionType, ProTable } from "@ant-design/pro-components";
import { SUBMISSION_STATES, type SubmissionItem } from "@otp/contract";
import { Button, Result, Space, Tag } from "antd";
import dayjs from "dayjs";
import { useRef } from "react";
import { Link, useParams } from "react-router";
import { ApiError } from "../../../api/http";
import { submissionsRequest, useAssignmentDetail } from "../api";
import { StateTag } from "../components/StateTag";
import "../assignment.css";

/** /task/res/{Id}: every submission of one assignment, for the teacher who set it. */
export default function SubmissionsPage() {
  const id = Number(useParams().Id);
  const action = useRef<ActionType>(null);
  const a = useAssignmentDetail(id, { retry: false });
  const back = (
    <Link to="/user/assignment">
      <Button icon={<ArrowLeftOutlined />}>返回作业管理</Button>
    </Link>
  );
  if (a.error instanceof ApiError) return <Result status="403" title={a.error.message} extra={back} />;
  return (
    <div className="asg-page">
      <Space style={{ marginBottom: 16 }}>
        {back}
        <h2 style={{ margin: 0 }}>{a.data?.title ?? "作业批阅"}</h2>
        {a.data && (
          <span className="asg-muted">
            截止 {dayjs(a.data.dueAt).format("YYYY-MM-DD HH:mm")} · {a.data.classNames.join("、")}
          </span>
        )}
      </Space>
      <ProTable<SubmissionItem, { state?: string }>
        headerTitle="学生提交"
        rowKey="id"
        actionRef={action}
        options={false}
        search={{ labelWidth: "auto" }}
        request={submissionsRequest(id)}
        locale={{ emptyText: "还没有学生提交" }}
        columns={[
          { title: "学生", dataIndex: "studentName", search: false },
          { title: "班级", dataIndex: "className", search: false },
          {
            title: "状态",
            dataIndex: "state",
            valueType: "select",
            valueEnum: Object.fromEntries(SUBMISSION_STATES.map((s) => [s.value, { text: s.label }])),
            render: (_, s) => <StateTag state={s.state} late={s.late} />,
          },
          { title: "得分", dataIndex: "score", search: false, width: 80, render: (_, s) => s.score ?? "-" },
          {
            title: "优秀",
            dataIndex: "recommended",
            search: false,
            width: 80,
            render: (_, s) => (s.recommended ? <Tag color="gold">优秀</Tag> : "-"),
          },
          {
            title: "提交时间",
            dataIndex: "submittedAt",
            search: false,
            width: 160,
            render: (_, s) => dayjs(s.submittedAt).format("YYYY-MM-DD HH:mm"),
          },
          {
            title: "操作",
            valueType: "option",
            width: 80,
            render: (_, s) => <Link to={`/task/res1/${s.id}`}>{s.state === "submitted" ? "批阅" : "查看"}</Link>,
          },
        ]}
      />
    </div>
  );
}
