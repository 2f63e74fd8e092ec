import { ProTable } from "@ant-design/pro-components";
import type { PatrolRow } from "@otp/contract";
import { Tag } from "antd";
import dayjs from "dayjs";
import { patrolApi } from "../api";
import "../supervise.css";

/** /supervise/supervise_patrol_class_detail: every patrol record (managers). */
export default function PatrolRecordsPage() {
  return (
    <div className="sup-page">
      <ProTable<PatrolRow>
        headerTitle="巡课记录"
        rowKey="id"
        search={false}
        options={false}
        request={async ({ current = 1, pageSize = 20 }) => {
          const r = await patrolApi.list({ pageNo: current, pageSize });
          return { data: r.list, total: r.count, success: true };
        }}
        columns={[
          {
            title: "时间",
            dataIndex: "createdAt",
            width: 150,
            render: (_, r) => dayjs(r.createdAt).format("YYYY-MM-DD HH:mm"),
          },
          { title: "教室", dataIndex: "room" },
          { title: "授课教师", dataIndex: "teacherName", width: 100 },
          { title: "巡课人", dataIndex: "patrollerName", width: 120 },
          { title: "方式", dataIndex: "liveId", width: 90, render: (_, r) => (r.liveId ? "在线巡课" : "进班巡课") },
          {
            title: "准时",
            dataIndex: "onTime",
            width: 70,
            render: (_, r) => (r.onTime ? "是" : <Tag color="red">否</Tag>),
          },
          { title: "课堂秩序", dataIndex: "order", width: 90 },
          { title: "教学状态", dataIndex: "teachingState", width: 90 },
          { title: "备注", dataIndex: "remark" },
        ]}
      />
    </div>
  );
}
