import { PlusOutlined } from "@ant-design/icons";
import { Button, Card, Input, Popconfirm, Select, Space, Table, type TableColumnsType, Tag } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useRouteTitle } from "../../../app/useRouteTitle";
import { formatTime, type LiveItem, statusText, useCancelLive, useMyLives } from "../api";
import "../live.css";

const PAGE = 20;

/** 我的直播 (live-course): the teacher's lives; schedule, edit, cancel, open. */
export default function MyLivesPage() {
  const title = useRouteTitle();
  const navigate = useNavigate();
  const [pageNo, setPageNo] = useState(1);
  const [keyword, setKeyword] = useState("");
  const [status, setStatus] = useState<1 | 2 | 3 | null>(null);
  const q = useMyLives({ pageNo, pageSize: PAGE, keyword: keyword || undefined, status });
  const cancel = useCancelLive();
  const columns: TableColumnsType<LiveItem> = [
    {
      title: "直播名称",
      key: "name",
      render: (_, r) => (
        <a href={`/live/${r.id}`} target="_blank" rel="noopener">
          {r.name}
        </a>
      ),
    },
    {
      title: "时间",
      key: "time",
      width: 230,
      render: (_, r) => `${formatTime(r.startTime)} - ${formatTime(r.endTime).slice(11)}`,
    },
    {
      title: "状态",
      key: "status",
      width: 90,
      render: (_, r) => <Tag color={r.cancelled ? "default" : r.status === 2 ? "red" : "blue"}>{statusText(r)}</Tag>,
    },
    { title: "观看", dataIndex: "visitCount", width: 70 },
    {
      title: "操作",
      key: "actions",
      width: 200,
      render: (_, r) => (
        <Space size="small">
          <Button type="link" size="small" onClick={() => navigate(`/user/live-course/${r.id}`)}>
            {r.status === 1 && !r.cancelled ? "编辑" : "查看"}
          </Button>
          {r.status !== 3 && !r.cancelled ? (
            <Button type="link" size="small" onClick={() => navigate(`/user/live-course/${r.id}/stream`)}>
              推流
            </Button>
          ) : null}
          {r.status === 1 && !r.cancelled ? (
            <Popconfirm
              title={`确定取消直播“${r.name}”？`}
              description="已预约的用户会收到通知"
              onConfirm={() => cancel.run(r.id)}
            >
              <Button type="link" size="small" danger>
                取消
              </Button>
            </Popconfirm>
          ) : null}
        </Space>
      ),
    },
  ];
  return (
    <Card
      title={title}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate("/user/live-course/new")}>
          新建直播
        </Button>
      }
    >
      <Space className="live-toolbar" wrap>
        <Select
          allowClear
          placeholder="全部状态"
          style={{ width: 140 }}
          value={status ?? undefined}
          onChange={(v) => {
            setStatus(v ?? null);
            setPageNo(1);
          }}
          options={[
            { value: 1, label: "未开始" },
            { value: 2, label: "直播中" },
            { value: 3, label: "已结束" },
          ]}
        />
        <Input.Search
          allowClear
          placeholder="搜索直播名称"
          style={{ width: 240 }}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPageNo(1);
          }}
        />
      </Space>
      <Table<LiveItem>
        rowKey="id"
        columns={columns}
        dataSource={q.data?.list ?? []}
        loading={q.isFetching}
        locale={{ emptyText: keyword || status ? "没有符合条件的直播" : "还没有直播，点击“新建直播”安排一场" }}
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
