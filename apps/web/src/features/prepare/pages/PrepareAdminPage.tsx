import { ProTable } from "@ant-design/pro-components";
import type { PrepareItem } from "@otp/contract";
import { Progress, Tag } from "antd";
import dayjs from "dayjs";
import { Link } from "react-router";
import { allPreparesRequest, editorPath } from "../api";

const stateOf = (p: PrepareItem) =>
  p.planCount === 0
    ? { text: "待分配", color: "default" }
    : p.approvedCount === p.planCount
      ? { text: "已完成", color: "green" }
      : { text: "进行中", color: "blue" };

/** 业务管理 → 集体备课: every group's preparations with their progress. */
export default function PrepareAdminPage() {
  return (
    <ProTable<PrepareItem, { keyword?: string }>
      headerTitle="集体备课"
      rowKey="id"
      options={false}
      search={{ labelWidth: "auto" }}
      request={allPreparesRequest}
      locale={{ emptyText: "还没有集体备课" }}
      columns={[
        { title: "关键字", dataIndex: "keyword", hideInTable: true, fieldProps: { placeholder: "课程或备课组" } },
        { title: "备课组", dataIndex: "groupName", search: false },
        { title: "课程", dataIndex: "courseName", search: false },
        { title: "组长", dataIndex: "leaderName", search: false, width: 100 },
        { title: "章节数", dataIndex: "planCount", search: false, width: 80 },
        {
          title: "状态",
          search: false,
          width: 90,
          render: (_, p) => {
            const s = stateOf(p);
            return <Tag color={s.color}>{s.text}</Tag>;
          },
        },
        {
          title: "进度",
          search: false,
          width: 180,
          render: (_, p) => (
            <Progress
              size="small"
              aria-label={`${p.courseName}备课进度`}
              percent={p.planCount ? Math.round((p.approvedCount / p.planCount) * 100) : 0}
              format={() => `${p.approvedCount}/${p.planCount}`}
            />
          ),
        },
        {
          title: "发起时间",
          dataIndex: "createdAt",
          search: false,
          width: 150,
          render: (_, p) => dayjs(p.createdAt).format("YYYY-MM-DD HH:mm"),
        },
        {
          title: "操作",
          valueType: "option",
          width: 90,
          render: (_, p) => <Link to={editorPath(p.courseId, p.id)}>查看详情</Link>,
        },
      ]}
    />
  );
}
