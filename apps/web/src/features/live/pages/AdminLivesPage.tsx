import { LIVE_SOURCE_NAMES, LIVE_SOURCES } from "@otp/contract";
import { Button, Card, Input, Popconfirm, Select, Space, Table, type TableColumnsType, Tag } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useKvOptions } from "../../../api/kv";
import { useRouteTitle } from "../../../app/useRouteTitle";
import { formatTime, type LiveItem, statusText, useManageLives, useStopLive } from "../api";
import "../live.css";

const PAGE = 20;

/** Admin business 直播管理: every live, filters, force-stop, details, binding to a course section. */
export default function AdminLivesPage() {
  const title = useRouteTitle();
  const navigate = useNavigate();
  const orgs = useKvOptions("org");
  const [f, setF] = useState<{
    pageNo: number;
    keyword?: string;
    status?: 1 | 2 | 3 | null;
    organizationId?: number | null;
    source?: (typeof LIVE_SOURCES)[number] | null;
  }>({ pageNo: 1 });
  const q = useManageLives({ ...f, pageSize: PAGE });
  const stop = useStopLive();
  const columns: TableColumnsType<LiveItem> = [
    { title: "直播名称", key: "name", render: (_, r) => <a href={`/live/${r.id}`}>{r.name}</a> },
    { title: "主讲教师", dataIndex: "teacherName", width: 110 },
    { title: "机构", dataIndex: "organizationName", width: 140 },
    {
      title: "时间",
      key: "time",
      width: 210,
      render: (_, r) => `${formatTime(r.startTime)} - ${formatTime(r.endTime).slice(11)}`,
    },
    { title: "来源", key: "source", width: 90, render: (_, r) => LIVE_SOURCE_NAMES[r.source] },
    {
      title: "状态",
      key: "status",
      width: 110,
      render: (_, r) => (
        <Space size={4} wrap>
          <Tag color={r.status === 2 && !r.cancelled ? "red" : "default"}>{statusText(r)}</Tag>
          {r.recordIncomplete ? (
            <Tag color="orange" title={r.recordIncomplete}>
              录像不完整
            </Tag>
          ) : null}
        </Space>
      ),
    },
    { title: "观看", dataIndex: "visitCount", width: 70 },
    {
      title: "操作",
      key: "actions",
      width: 200,
      render: (_, r) => (
        <Space size="small">
          <Button type="link" size="small" onClick={() => navigate(`/admin/business/live/${r.id}`)}>
            详情
          </Button>
          <Button type="link" size="small" onClick={() => navigate(`/admin/business/live/${r.id}/course`)}>
            绑定课程
          </Button>
          {r.status === 2 && !r.cancelled ? (
            <Popconfirm title={`确定强制结束直播“${r.name}”？`} onConfirm={() => stop.run(r.id)}>
              <Button type="link" size="small" danger>
                结束
              </Button>
            </Popconfirm>
          ) : null}
        </Space>
      ),
    },
  ];
  return (
    <Card title={title}>
      <Space className="live-toolbar" wrap>
        <Select
          allowClear
          placeholder="全部机构"
          style={{ width: 180 }}
          options={orgs}
          onChange={(v) => setF({ ...f, pageNo: 1, organizationId: v ?? null })}
        />
        <Select
          allowClear
          placeholder="全部状态"
          style={{ width: 120 }}
          onChange={(v) => setF({ ...f, pageNo: 1, status: v ?? null })}
          options={[
            { value: 1, label: "未开始" },
            { value: 2, label: "直播中" },
            { value: 3, label: "已结束" },
          ]}
        />
        <Select
          allowClear
          placeholder="全部来源"
          style={{ width: 120 }}
          onChange={(v) => setF({ ...f, pageNo: 1, source: v ?? null })}
          options={LIVE_SOURCES.map((s) => ({ value: s, label: LIVE_SOURCE_NAMES[s] }))}
        />
        <Input.Search
          allowClear
          placeholder="搜索直播名称"
          style={{ width: 240 }}
          onSearch={(v) => setF({ ...f, pageNo: 1, keyword: v.trim() || undefined })}
        />
      </Space>
      <Table<LiveItem>
        rowKey="id"
        columns={columns}
        dataSource={q.data?.list ?? []}
        loading={q.isFetching}
        pagination={{
          current: f.pageNo,
          pageSize: PAGE,
          total: q.data?.count ?? 0,
          onChange: (p) => setF({ ...f, pageNo: p }),
          showSizeChanger: false,
        }}
      />
    </Card>
  );
}
