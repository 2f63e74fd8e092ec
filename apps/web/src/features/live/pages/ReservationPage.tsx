import { Button, Card, Table, type TableColumnsType, Tag } from "antd";
import { useState } from "react";
import { useRouteTitle } from "../../../app/useRouteTitle";
import { formatTime, type LiveItem, statusText, useDropReservation, useReservations } from "../api";

const PAGE = 20;

/** 预约直播 (reservation-live): lives the user reserved; told in-site when each starts. */
export default function ReservationPage() {
  const title = useRouteTitle();
  const [pageNo, setPageNo] = useState(1);
  const q = useReservations(pageNo, PAGE);
  const drop = useDropReservation();
  const columns: TableColumnsType<LiveItem> = [
    { title: "直播名称", key: "name", render: (_, r) => <a href={`/live/${r.id}`}>{r.name}</a> },
    { title: "主讲教师", dataIndex: "teacherName", width: 120 },
    { title: "开始时间", key: "start", width: 160, render: (_, r) => formatTime(r.startTime) },
    { title: "状态", key: "status", width: 90, render: (_, r) => <Tag>{statusText(r)}</Tag> },
    {
      title: "操作",
      key: "actions",
      width: 100,
      render: (_, r) =>
        r.status === 1 ? (
          <Button type="link" size="small" onClick={() => void drop.run(r.id)}>
            取消预约
          </Button>
        ) : null,
    },
  ];
  return (
    <Card title={title}>
      <Table<LiveItem>
        rowKey="id"
        columns={columns}
        dataSource={q.data?.list ?? []}
        loading={q.isFetching}
        locale={{ emptyText: "还没有预约直播，在直播预告中点击“预约直播”" }}
        pagination={{
          current: pageNo,
          pageSize: PAGE,
          total: q.data?.count ?? 0,
          onChange: setPageNo,
          showSizeChanger: false,
        }}
      />
    </Card>
  );
}
