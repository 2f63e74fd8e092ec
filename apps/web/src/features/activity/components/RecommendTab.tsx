import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import type { ActivityRecommendBoard } from "@otp/contract";
import { Alert, Button, Card, Checkbox, Empty, InputNumber, Select, Skeleton, Space, Switch, Table, Tag } from "antd";
import { useEffect, useState } from "react";
import { useKvOptions } from "../../../api/kv";
import { useTeacherSearch } from "../api";
import { useActivityRecommend, useSaveRecommend, useSaveRecommendSettings } from "../judgingApi";

type Org = ActivityRecommendBoard["orgs"][number];

interface RecommenderDraft {
  uid: number;
  user: { value: number; label: string } | undefined;
  orgId: number | undefined;
}

/** The organiser's settings: unit recommendation on/off, the quota per organization, the recommenders. */
function Settings({ activityId, board }: { activityId: number; board: ActivityRecommendBoard }) {
  const [on, setOn] = useState(board.quota !== null);
  const [quota, setQuota] = useState(board.quota ?? 2);
  const [rows, setRows] = useState<RecommenderDraft[]>(
    board.recommenders.map((r) => ({ uid: r.userId, user: { value: r.userId, label: r.name }, orgId: r.orgId })),
  );
  const [keyword, setKeyword] = useState("");
  const orgs = useKvOptions("org");
  const teachers = useTeacherSearch(keyword);
  const set = (i: number, patch: Partial<RecommenderDraft>) =>
    setRows((rs) => rs.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  const save = useSaveRecommendSettings(activityId);
  return (
    <Card size="small" title="推荐设置">
      <Space direction="vertical" size={12} style={{ width: "100%" }}>
        <Space size={24} wrap>
          <Space>
            <Switch checked={on} onChange={setOn} disabled={!board.open} aria-label="启用单位推荐" />
            启用单位推荐（未获推荐的作品不进入评审）
          </Space>
          <Space>
            每个单位最多推荐
            <InputNumber
              aria-label="推荐名额"
              min={1}
              max={100}
              precision={0}
              value={quota}
              disabled={!on || !board.open}
              onChange={(v) => setQuota(v ?? 1)}
            />
            件
          </Space>
        </Space>
        {rows.map((r, i) => (
          <Space key={r.uid} wrap>
            <Select
              showSearch
              labelInValue
              aria-label="推荐人"
              style={{ width: 220 }}
              placeholder="搜索教师姓名"
              filterOption={false}
              onSearch={setKeyword}
              options={(teachers.data?.list ?? []).map((u) => ({
                value: u.id,
                label: `${u.realName}${u.orgName ? `（${u.orgName}）` : ""}`,
              }))}
              value={r.user}
              disabled={!board.open}
              onChange={(v) => set(i, { user: v })}
            />
            推荐单位
            <Select
              showSearch
              optionFilterProp="label"
              aria-label="推荐单位"
              style={{ width: 200 }}
              placeholder="选择单位"
              options={orgs}
              value={r.orgId}
              disabled={!board.open}
              onChange={(v) => set(i, { orgId: v })}
            />
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label="移除推荐人"
              disabled={!board.open}
              onClick={() => setRows((rs) => rs.filter((_, k) => k !== i))}
            />
          </Space>
        ))}
        <Space>
          <Button
            icon={<PlusOutlined />}
            disabled={!board.open}
            onClick={() => setRows((rs) => [...rs, { uid: Date.now(), user: undefined, orgId: undefined }])}
          >
            添加推荐人
          </Button>
          <Button
            type="primary"
            loading={save.busy}
            disabled={!board.open}
            onClick={() =>
              save.run({
                activityId,
                quota: on ? quota : null,
                recommenders: rows.flatMap((r) =>
                  r.user && r.orgId ? [{ userId: r.user.value, orgId: r.orgId }] : [],
                ),
              })
            }
          >
            保存设置
          </Button>
        </Space>
      </Space>
    </Card>
  );
}

/** One organization's works with the recommended ones ticked, within the quota. */
function OrgCard({ activityId, org, quota, open }: { activityId: number; org: Org; quota: number; open: boolean }) {
  const [chosen, setChosen] = useState<number[]>([]);
  useEffect(() => setChosen(org.works.filter((w) => w.recommended).map((w) => w.id)), [org]);
  const save = useSaveRecommend(activityId, org.orgName);
  const over = chosen.length > quota;
  return (
    <Card
      size="small"
      title={
        <Space>
          {org.orgName}
          <Tag color={over ? "red" : "blue"}>
            已推荐 {chosen.length} / {quota}
          </Tag>
        </Space>
      }
      extra={
        <Button
          type="primary"
          size="small"
          disabled={!open || over}
          loading={save.busy}
          onClick={() => save.run({ activityId, orgId: org.orgId, workIds: chosen })}
        >
          保存推荐
        </Button>
      }
    >
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={org.works}
        locale={{ emptyText: "本单位暂无审核通过的作品" }}
        columns={[
          {
            title: "推荐",
            key: "pick",
            width: 70,
            render: (_, w) => (
              <Checkbox
                aria-label={`推荐 ${w.title}`}
                checked={chosen.includes(w.id)}
                disabled={!open}
                onChange={(e) => setChosen((c) => (e.target.checked ? [...c, w.id] : c.filter((x) => x !== w.id)))}
              />
            ),
          },
          { title: "作品", dataIndex: "title" },
          { title: "作者", dataIndex: "authorName", width: 160 },
        ]}
      />
    </Card>
  );
}

/**
 * 单位推荐 tab (ucRecommend): organisers set the quota and recommenders and see every
 * organization; a recommender (who may not edit the activity) sees their own organization.
 */
export function RecommendTab({ activityId }: { activityId: number }) {
  const q = useActivityRecommend(activityId);
  if (q.isError) return <Alert type="warning" showIcon message="只有活动的组织者和单位推荐人可以查看单位推荐" />;
  if (!q.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const b = q.data;
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      {!b.open ? <Alert type="info" showIcon message="评审已开始，单位推荐不能再修改" /> : null}
      {b.canManage ? (
        <Settings
          key={`${b.quota}-${b.recommenders.map((r) => r.userId).join(",")}`}
          activityId={activityId}
          board={b}
        />
      ) : null}
      {b.quota === null ? (
        <Empty description="本活动未启用单位推荐：审核通过的作品全部进入评审" />
      ) : (
        b.orgs.map((o) => <OrgCard key={o.orgId} activityId={activityId} org={o} quota={b.quota ?? 0} open={b.open} />)
      )}
    </Space>
  );
}
