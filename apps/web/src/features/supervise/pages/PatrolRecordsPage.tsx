import { ProTable } from "@ant-design/pro-components";
import type { SupervisePatrolRow } from "@otp/contract";
import { Descriptions, Image, Modal, Tag } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { tableRequest } from "../../../api/table";
import { ActionLink } from "../../../components/ActionLink";
import { QueryState } from "../../../components/QueryState";
import { listPatrols, usePatrolRecord } from "../patrolApi";
import "../supervise.css";

/** One record with its photo at full size (detail route of the list). */
function PatrolDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const query = usePatrolRecord(id);
  return (
    <Modal open title="巡课记录" onCancel={onClose} footer={null} width={720}>
      <QueryState query={query}>
        {(data) => (
          <>
            <Descriptions column={2} size="small" bordered>
              <Descriptions.Item label="时间">{dayjs(data.createdAt).format("YYYY-MM-DD HH:mm")}</Descriptions.Item>
              <Descriptions.Item label="方式">{data.liveId ? "在线巡课" : "进班巡课"}</Descriptions.Item>
              <Descriptions.Item label="教室">{data.room}</Descriptions.Item>
              <Descriptions.Item label="授课教师">{data.teacherName || "—"}</Descriptions.Item>
              <Descriptions.Item label="巡课人">{data.patrollerName}</Descriptions.Item>
              <Descriptions.Item label="准时上课">{data.onTime ? "是" : "否"}</Descriptions.Item>
              <Descriptions.Item label="课堂秩序">{data.order}</Descriptions.Item>
              <Descriptions.Item label="教学状态">{data.teachingState}</Descriptions.Item>
              <Descriptions.Item label="备注" span={2}>
                {data.remark || "—"}
              </Descriptions.Item>
            </Descriptions>
            {data.photoUrl ? (
              <Image
                src={data.photoUrl}
                alt="巡课抓拍"
                width="100%"
                className="sup-grab-photo"
                style={{ marginTop: 16 }}
              />
            ) : null}
          </>
        )}
      </QueryState>
    </Modal>
  );
}

/** /supervise/supervise_patrol_class_detail: every patrol record (managers). */
export default function PatrolRecordsPage() {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className="sup-page">
      <ProTable<SupervisePatrolRow>
        headerTitle="巡课记录"
        rowKey="id"
        search={false}
        options={false}
        request={tableRequest(listPatrols)}
        columns={[
          {
            title: "时间",
            dataIndex: "createdAt",
            width: 150,
            render: (_, r) => dayjs(r.createdAt).format("YYYY-MM-DD HH:mm"),
          },
          {
            title: "照片",
            dataIndex: "photoUrl",
            width: 96,
            render: (_, r) =>
              r.photoUrl ? (
                <Image src={r.photoUrl} alt="巡课抓拍" width={80} height={45} className="sup-patrol-thumb" />
              ) : (
                "—"
              ),
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
          { title: "备注", dataIndex: "remark", ellipsis: true },
          {
            title: "操作",
            valueType: "option",
            width: 70,
            render: (_, r) => <ActionLink onClick={() => setOpen(r.id)}>详情</ActionLink>,
          },
        ]}
      />
      {open ? <PatrolDetail id={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
