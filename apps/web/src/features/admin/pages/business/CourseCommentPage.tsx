import type { ProColumns } from "@ant-design/pro-components";
import type { ManageComment } from "@otp/contract";
import { Avatar, Space, Typography } from "antd";
import { useRouteTitle } from "../../../../app/useRouteTitle";
import { businessApi, optionalText } from "../../business/api";
import { BusinessTable } from "../../business/BusinessTable";
import { dateColumn, keywordColumn } from "../../business/columns";

/** 课程评论: every course comment, newest first; search and delete (one or many). */
export default function CourseCommentPage() {
  const title = useRouteTitle();
  const columns: ProColumns<ManageComment>[] = [
    keywordColumn("评论内容、评论人或课程"),
    {
      title: "评论内容",
      dataIndex: "content",
      search: false,
      render: (_, r) => (
        <Typography.Paragraph
          style={{ margin: 0, whiteSpace: "pre-wrap" }}
          ellipsis={{ rows: 3, expandable: true, symbol: "展开" }}
        >
          {r.content}
        </Typography.Paragraph>
      ),
    },
    {
      title: "评论人",
      dataIndex: "userName",
      width: 140,
      search: false,
      render: (_, r) => (
        <Space size={6}>
          <Avatar size="small">{r.userName.slice(0, 1)}</Avatar>
          {r.userName}
        </Space>
      ),
    },
    {
      title: "所属课程",
      dataIndex: "courseName",
      width: 200,
      search: false,
      render: (_, r) =>
        r.courseId ? (
          <a href={`/course/${r.courseId}`} target="_blank" rel="noopener">
            {r.courseName || `课程 ${r.courseId}`}
          </a>
        ) : (
          "—"
        ),
    },
    dateColumn("评论时间", "createdAt"),
  ];
  return (
    <BusinessTable<ManageComment>
      headerTitle={title}
      noun="评论"
      unit="条"
      columns={columns}
      opWidth={80}
      deleteConfirm={() => ({ title: "确定删除这条评论？", description: "删除后无法恢复" })}
      load={(params, page) => businessApi.comments({ ...page, keyword: optionalText(params.keyword) })}
      deleteMany={businessApi.deleteComments}
    />
  );
}
