import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from "@ant-design/icons";
import { Button, Card, Empty, Select, Space, Table } from "antd";
import { useEffect, useState } from "react";
import { span, useManageTvChannels, useManageTvGuide, useSaveTvSchedule, useTvSchedule } from "../api";
import { GuideList } from "../components/GuideList";
import { VideoPicker } from "../components/VideoPicker";

interface Row {
  key: string;
  resourceId: number;
  name: string;
  duration: number;
}

/**
 * /campus-tv-station/manage (节目编排): a scheduled channel's programme list — library videos
 * added, reordered, removed; the list repeats around the clock from when it is saved.
 */
export default function TvSchedulePage() {
  const channels = useManageTvChannels();
  const scheduled = (channels.data ?? []).filter((c) => c.kind === "schedule");
  const [channelId, setChannelId] = useState<number | null>(null);
  const id = channelId ?? scheduled[0]?.id ?? null;
  const day = useManageTvGuide(id);
  const list = useTvSchedule(id);
  const [rows, setRows] = useState<Row[] | null>(null);
  const saveSchedule = useSaveTvSchedule();

  useEffect(() => {
    if (list.data) setRows(list.data.map((p) => ({ key: `p${p.id}`, ...p })));
  }, [list.data]);

  const move = (i: number, by: number) =>
    setRows((r) => {
      if (!r) return r;
      const next = [...r];
      const [it] = next.splice(i, 1);
      next.splice(i + by, 0, it as Row);
      return next;
    });
  const save = () => {
    if (id === null || !rows) return;
    void saveSchedule.run({ channelId: id, resourceIds: rows.map((r) => r.resourceId) });
  };

  if (!channels.isLoading && id === null) return <Empty description="请先在“频道设置”中添加轮播频道" />;
  const total = (rows ?? []).reduce((s, r) => s + r.duration, 0);
  return (
    <div className="tv-manage">
      <Space wrap className="tv-toolbar">
        <Select
          aria-label="频道"
          style={{ width: 200 }}
          value={id}
          loading={channels.isLoading}
          options={scheduled.map((c) => ({ value: c.id, label: c.name }))}
          onChange={(v) => {
            setChannelId(v);
            setRows(null);
          }}
        />
        <span>
          共 {rows?.length ?? 0} 个节目，一轮 {span(total)}，全天循环播出
        </span>
        <Button type="primary" loading={saveSchedule.busy} onClick={save} disabled={!rows}>
          保存节目单
        </Button>
      </Space>
      <div className="tv-manage-grid">
        <Card title="节目单" size="small">
          <Table<Row>
            size="small"
            rowKey="key"
            pagination={false}
            loading={list.isLoading}
            dataSource={rows ?? []}
            locale={{ emptyText: "从右侧资源库添加视频" }}
            columns={[
              { title: "序号", key: "i", width: 60, render: (_, __, i) => i + 1 },
              { title: "节目", dataIndex: "name" },
              { title: "时长", key: "d", width: 90, render: (_, r) => span(r.duration) },
              {
                title: "操作",
                key: "op",
                width: 130,
                render: (_, __, i) => (
                  <Space size={4}>
                    <Button
                      size="small"
                      aria-label="上移"
                      icon={<ArrowUpOutlined />}
                      disabled={i === 0}
                      onClick={() => move(i, -1)}
                    />
                    <Button
                      size="small"
                      aria-label="下移"
                      icon={<ArrowDownOutlined />}
                      disabled={i === (rows?.length ?? 0) - 1}
                      onClick={() => move(i, 1)}
                    />
                    <Button
                      size="small"
                      danger
                      aria-label="移除"
                      icon={<DeleteOutlined />}
                      onClick={() => setRows((r) => r?.filter((_, k) => k !== i) ?? r)}
                    />
                  </Space>
                ),
              },
            ]}
          />
        </Card>
        <Card title="资源库视频" size="small">
          <VideoPicker
            added={new Set((rows ?? []).map((r) => r.resourceId))}
            onAdd={(r) =>
              setRows((cur) => [
                ...(cur ?? []),
                { key: `n${Date.now()}-${r.id}`, resourceId: r.id, name: r.name, duration: r.duration ?? 0 },
              ])
            }
          />
        </Card>
      </div>
      <Card title="今日节目单（已保存）" size="small" className="tv-manage-guide">
        <GuideList programmes={day.data ?? []} nowMs={Date.now()} />
      </Card>
    </div>
  );
}
