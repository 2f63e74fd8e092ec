import { type ActionType, type ProColumns, ProTable } from "@ant-design/pro-components";
import { Avatar, Popconfirm, Space, Typography } from "antd";
import { useRef, useState } from "react";
import { feedback } from "../../../../app/feedback";
import { ActionLink } from "../../../../components/ActionLink";
import { DateTimeCell } from "../../../../components/audit";
import { businessApi, type CommentRow, optionalText } from "../../business/api";
import { BatchDelete } from "../../business/BatchDelete";

/** 课程评论: every course comment, newest first; search and delete (one or many). */
export default function CourseCommentPage() {
  const action = useRef<ActionType>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const remove = async (ids: number[]) => {
    try {
      await businessApi.deleteComments(ids);
      feedback.success(`已删除 ${ids.length} 条评论`);
      setSelected([]);
      action.current?.reload();
    } catch {
      // message shown by the HTTP client
    }
  };
  const columns: ProColumns<CommentRow>[] = [
    { title: "关键字", dataIndex: "keyword", hideInTable: true, fieldProps: { placeholder: "评论内容、评论人或课程" } },
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
          <Avatar size="small" src={r.avatarUrl || undefined}>
            {r.userName?.slice(0, 1)}
          </Avatar>
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
    {
      title: "评论时间",
      dataIndex: "createdAt",
      width: 110,
      search: false,
      render: (_, r) => <DateTimeCell value={r.createdAt} />,
    },
    {
      title: "操作",
      valueType: "option",
      width: 80,
      render: (_, r) => (
        <Popconfirm
          title="确定删除这条评论？"
          description="删除后无法恢复"
          okButtonProps={{ danger: true }}
          onConfirm={() => remove([r.id])}
        >
          <ActionLink danger>删除</ActionLink>
        </Popconfirm>
      ),
    },
  ];
  return (
    <ProTable<CommentRow>
      tableLayout="fixed"
      headerTitle="课程评论"
      rowKey="id"
      actionRef={action}
      columns={columns}
      search={{ labelWidth: "auto", defaultCollapsed: false }}
      pagination={{ defaultPageSize: 20, showSizeChanger: true }}
      options={{ density: false, setting: false }}
      rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
      tableAlertRender={({ selectedRowKeys }) => `已选 ${selectedRowKeys.length} 条评论`}
      tableAlertOptionRender={() => (
        <Space>
          <BatchDelete count={selected.length} noun="评论" unit="条" onConfirm={() => remove(selected)} />
          <ActionLink onClick={() => setSelected([])}>取消选择</ActionLink>
        </Space>
      )}
      request={async (params) => {
        const { current = 1, pageSize = 20 } = params;
        try {
          const r = await businessApi.comments({ pageNo: current, pageSize, keyword: optionalText(params.keyword) });
          return { data: r.list, total: r.count, success: true };
        } catch {
          return { data: [], total: 0, success: false };
        }
      }}
    />
  );
}
