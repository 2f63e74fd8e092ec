import { ProTable } from "@ant-design/pro-components";
import type { ListResult, SuperviseEvaluationListInput, SuperviseEvaluationRow } from "@otp/contract";
import { Tag } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { Link } from "react-router";
import { tableRequest } from "../../../api/table";

/** A list of evaluations (written, received, all experts' work, the back office's list). */
export function EvaluationTable(props: {
  title: string;
  load: (input: Partial<SuperviseEvaluationListInput>) => Promise<ListResult<SuperviseEvaluationRow>>;
  showEvaluator?: boolean;
}) {
  const [keyword, setKeyword] = useState("");
  return (
    <ProTable<SuperviseEvaluationRow>
      headerTitle={props.title}
      rowKey="id"
      search={false}
      params={{ keyword }}
      request={tableRequest(props.load)}
      options={{
        density: false,
        setting: false,
        search: {
          placeholder: "搜索课堂",
          onSearch: (v: string) => {
            setKeyword(v.trim());
            return true;
          },
        },
      }}
      columns={[
        {
          title: "听课课堂",
          dataIndex: "title",
          render: (_, r) => (
            <Link to={r.status === "draft" ? `/supervisor-editor/${r.id}` : `/supervisor-detail/${r.id}`}>
              {r.title}
            </Link>
          ),
        },
        { title: "授课教师", dataIndex: "teacherName", width: 110 },
        ...(props.showEvaluator === false ? [] : [{ title: "评价人", dataIndex: "evaluatorName", width: 120 }]),
        { title: "任务", dataIndex: "taskName", render: (_, r) => r.taskName || "自由听课" },
        {
          title: "得分",
          dataIndex: "total",
          width: 120,
          render: (_, r) => (r.total == null ? "—" : `${r.total}（${r.level}）`),
        },
        {
          title: "状态",
          dataIndex: "status",
          width: 110,
          render: (_, r) =>
            r.status === "draft" ? (
              <Tag color="orange">草稿</Tag>
            ) : (
              <Tag color="green">{r.hasReply ? "已回复" : "已提交"}</Tag>
            ),
        },
        {
          title: "时间",
          dataIndex: "updatedAt",
          width: 160,
          render: (_, r) => dayjs(r.submittedAt ?? r.updatedAt).format("YYYY-MM-DD HH:mm"),
        },
      ]}
    />
  );
}
