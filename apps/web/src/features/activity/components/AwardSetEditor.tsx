import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import type { ActivityAwardBoard } from "@otp/contract";
import { Alert, Button, Card, Input, InputNumber, Popconfirm, Select, Space, Table, Tag } from "antd";
import { useEffect, useState } from "react";
import {
  useActivityAwards,
  useProposeAwards,
  usePublishAwards,
  useSaveAwardLevels,
  useSaveAwards,
} from "../judgingApi";

type Row = ActivityAwardBoard["works"][number];

/**
 * 奖项设置 tab: levels with quotas, a proposal from the ranking (second-round works first, by
 * their round-2 score; tie rule: best single judge score, then earlier submission), the
 * organiser's adjustment, and publishing the results.
 */
export function AwardSetEditor({ activityId }: { activityId: number }) {
  const q = useActivityAwards(activityId);
  const [levels, setLevels] = useState<{ key: number; name: string; quota: number }[]>([]);
  const [awards, setAwards] = useState<Record<number, number | null>>({});
  useEffect(() => {
    if (!q.data) return;
    setLevels(q.data.levels.map((l) => ({ key: l.id, name: l.name, quota: l.quota })));
    setAwards(Object.fromEntries(q.data.works.map((w) => [w.id, w.levelId])));
  }, [q.data]);
  const version = q.data?.version ?? "";
  const saveLevels = useSaveAwardLevels();
  const propose = useProposeAwards();
  const save = useSaveAwards();
  const publish = usePublishAwards();
  const locked = !!q.data?.published;
  const levelOptions = [
    { value: 0, label: "不获奖" },
    ...(q.data?.levels ?? []).map((l) => ({ value: l.id, label: `${l.name}（${l.quota}名）` })),
  ];
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      {locked ? <Alert type="info" showIcon message="评比结果已公布，获奖名单不能再修改" /> : null}
      <Card
        title="奖项与名额"
        extra={
          <Button
            type="primary"
            disabled={locked}
            loading={saveLevels.busy}
            onClick={() =>
              saveLevels.run({ activityId, version, levels: levels.map(({ name, quota }) => ({ name, quota })) })
            }
          >
            保存奖项
          </Button>
        }
      >
        {levels.map((l, i) => (
          <Space key={l.key} style={{ display: "flex", marginBottom: 8 }}>
            <Input
              aria-label="奖项名称"
              style={{ width: 180 }}
              value={l.name}
              maxLength={30}
              disabled={locked}
              onChange={(e) => setLevels(levels.map((x, k) => (k === i ? { ...x, name: e.target.value } : x)))}
            />
            <InputNumber
              aria-label="名额"
              min={0}
              addonAfter="名"
              value={l.quota}
              disabled={locked}
              onChange={(v) => setLevels(levels.map((x, k) => (k === i ? { ...x, quota: v ?? 0 } : x)))}
            />
            <Button
              icon={<DeleteOutlined />}
              aria-label="删除奖项"
              disabled={locked}
              onClick={() => setLevels(levels.filter((_, k) => k !== i))}
            />
          </Space>
        ))}
        <Button
          icon={<PlusOutlined />}
          disabled={locked}
          onClick={() => setLevels([...levels, { key: -Date.now(), name: "", quota: 1 }])}
        >
          添加奖项
        </Button>
      </Card>
      <Card
        title="获奖名单"
        extra={
          <Space>
            <Button disabled={locked} loading={propose.busy} onClick={() => propose.run({ activityId, version })}>
              按排名生成
            </Button>
            <Button
              disabled={locked}
              loading={save.busy}
              onClick={() =>
                save.run({
                  activityId,
                  version,
                  awards: Object.entries(awards).map(([id, levelId]) => ({ workId: Number(id), levelId })),
                })
              }
            >
              保存调整
            </Button>
            <Popconfirm
              title="公布后获奖名单不能再修改，确定公布？"
              onConfirm={() => publish.run({ activityId, version })}
              disabled={locked}
            >
              <Button type="primary" disabled={locked || (q.data?.unjudged ?? 0) > 0} loading={publish.busy}>
                公布结果
              </Button>
            </Popconfirm>
          </Space>
        }
      >
        {(q.data?.unjudged ?? 0) > 0 ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            message={`还有${q.data?.unjudged}件作品未完成评审，评审完成后才能公布结果`}
          />
        ) : null}
        <Table<Row>
          rowKey="id"
          size="small"
          loading={q.isLoading}
          dataSource={q.data?.works ?? []}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          columns={[
            { title: "名次", key: "rank", width: 60, render: (_, r, i) => (r.finalScore === null ? "—" : i + 1) },
            {
              title: "作品",
              dataIndex: "title",
              render: (_, r) => (
                <>
                  {r.title}
                  {r.round === 2 ? (
                    <Tag color="purple" style={{ marginLeft: 8 }}>
                      第二轮
                    </Tag>
                  ) : null}
                </>
              ),
            },
            { title: "作者", dataIndex: "author", width: 100 },
            { title: "单位", dataIndex: "orgName", width: 140 },
            {
              title: "第一轮",
              dataIndex: "round1Score",
              width: 80,
              render: (_, r) => (r.round === 2 ? r.round1Score?.toFixed(2) : r.finalScore?.toFixed(2)) ?? "—",
            },
            {
              title: "最终得分",
              dataIndex: "finalScore",
              width: 90,
              render: (v: number | null) => v?.toFixed(2) ?? "未评完",
            },
            {
              title: "最高单评",
              dataIndex: "maxJudgeScore",
              width: 90,
              render: (v: number | null) => v?.toFixed(1) ?? "—",
            },
            {
              title: "奖项",
              key: "level",
              width: 160,
              render: (_, r) =>
                locked || r.finalScore === null ? (
                  (q.data?.levels.find((l) => l.id === awards[r.id])?.name ?? "—")
                ) : (
                  <Select
                    aria-label={`${r.title}的奖项`}
                    style={{ width: 150 }}
                    value={awards[r.id] ?? 0}
                    options={levelOptions}
                    onChange={(v) => setAwards({ ...awards, [r.id]: v === 0 ? null : v })}
                  />
                ),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
