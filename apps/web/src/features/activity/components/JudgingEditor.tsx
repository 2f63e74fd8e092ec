import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import type { ActivityJudging } from "@otp/contract";
import { Button, Card, Input, Progress, Select, Space, Switch, Table, Tag, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTeacherSearch } from "../api";
import {
  useActivityJudging,
  useAssignWorks,
  useSaveJudges,
  useSaveStandard,
  useStandardTemplates,
} from "../judgingApi";
import { Round2Card } from "./Round2Card";

interface GroupDraft {
  /** A stable React key while names are typed. */
  uid: number;
  name: string;
  judges: { value: number; label: string }[];
}

/** 评委 tab: judge groups, blind review, assignment by group, judging progress per judge and work. */
export function JudgingEditor({ activityId, locked }: { activityId: number; locked: boolean }) {
  const q = useActivityJudging(activityId);
  const [blind, setBlind] = useState(false);
  const [groups, setGroups] = useState<GroupDraft[]>([]);
  const [keyword, setKeyword] = useState("");
  const teachers = useTeacherSearch(keyword);
  useEffect(() => {
    if (!q.data) return;
    setBlind(q.data.blindReview);
    setGroups(
      q.data.groups.map((g) => ({
        uid: g.id,
        name: g.name,
        judges: g.judges.map((j) => ({
          value: j.userId,
          label: `${j.realName}${j.orgName ? `（${j.orgName}）` : ""}`,
        })),
      })),
    );
  }, [q.data]);
  const save = useSaveJudges(activityId);
  /** Per group index: the subject to assign (undefined = every subject). */
  const [subjectOf, setSubjectOf] = useState<Record<number, number | undefined>>({});
  const subjects = [
    ...new Map(
      (q.data?.works ?? []).filter((w) => w.subjectId !== null).map((w) => [w.subjectId as number, w.subjectName]),
    ),
  ].map(([value, label]) => ({ value, label }));
  const assign = useAssignWorks(activityId);
  const setGroup = (i: number, g: Partial<GroupDraft>) =>
    setGroups(groups.map((x, k) => (k === i ? { ...x, ...g } : x)));
  const options = (teachers.data?.list ?? []).map((u) => ({
    value: u.id,
    label: `${u.realName}${u.orgName ? `（${u.orgName}）` : ""}`,
  }));
  const names = new Map<number, string>(
    (q.data?.groups ?? []).flatMap((g) => g.judges.map((j) => [j.userId, j.realName] as [number, string])),
  );
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <Card
        title="评委组"
        extra={
          <Space>
            <span>盲评</span>
            <Switch checked={blind} onChange={setBlind} disabled={locked} aria-label="盲评" />
            <Button
              type="primary"
              loading={save.busy}
              disabled={locked}
              onClick={() =>
                save.run({
                  activityId,
                  blindReview: blind,
                  groups: groups.map((g) => ({ name: g.name, judgeIds: g.judges.map((j) => j.value) })),
                })
              }
            >
              保存评委设置
            </Button>
          </Space>
        }
      >
        <Typography.Paragraph type="secondary">
          评委不评审本单位教师的作品：按组分配时自动回避。保存后点击“分配作品”，把审核通过的作品分配给该组每位评委；选择学科时只分配该学科的作品（作品学科取其资源的学科，未设置时取活动学科）。开启单位推荐的活动只分配各单位推荐的作品，未获推荐的作品不参加评审。
        </Typography.Paragraph>
        {groups.map((g, i) => (
          <Space key={g.uid} align="start" style={{ display: "flex", marginBottom: 12 }} wrap>
            <Input
              aria-label="评委组名称"
              style={{ width: 160 }}
              value={g.name}
              maxLength={30}
              disabled={locked}
              onChange={(e) => setGroup(i, { name: e.target.value })}
            />
            <Select
              mode="multiple"
              labelInValue
              aria-label="评委"
              style={{ minWidth: 420 }}
              placeholder="搜索教师姓名添加评委"
              filterOption={false}
              onSearch={setKeyword}
              options={options}
              value={g.judges}
              disabled={locked}
              onChange={(v) => setGroup(i, { judges: v })}
            />
            <Select
              aria-label="分配学科"
              style={{ width: 130 }}
              allowClear
              placeholder="全部学科"
              options={subjects}
              value={subjectOf[i]}
              disabled={locked}
              onChange={(v) => setSubjectOf({ ...subjectOf, [i]: v })}
            />
            <Button
              disabled={locked || !q.data?.groups[i]}
              loading={assign.busy}
              onClick={() => assign.run({ groupIndex: i, subjectId: subjectOf[i] })}
            >
              分配作品
            </Button>
            <Button
              icon={<DeleteOutlined />}
              aria-label="删除评委组"
              disabled={locked}
              onClick={() => setGroups(groups.filter((_, k) => k !== i))}
            />
          </Space>
        ))}
        <Button
          icon={<PlusOutlined />}
          disabled={locked}
          onClick={() => setGroups([...groups, { uid: -Date.now(), name: `第${groups.length + 1}组`, judges: [] }])}
        >
          添加评委组
        </Button>
      </Card>
      {q.data ? <Round2Card activityId={activityId} locked={locked} judging={q.data} /> : null}
      <Card title="评审进度">
        <Table<ActivityJudging["progress"][number]>
          rowKey="userId"
          size="small"
          pagination={false}
          dataSource={q.data?.progress ?? []}
          locale={{ emptyText: "尚未分配评审任务" }}
          columns={[
            { title: "评委", dataIndex: "userId", render: (id: number) => names.get(id) ?? `#${id}` },
            { title: "分配作品", dataIndex: "assigned", width: 100 },
            {
              title: "已提交",
              dataIndex: "submitted",
              render: (_, r) => (
                <Progress
                  aria-label={`${names.get(r.userId) ?? ""}提交进度`}
                  percent={Math.round((r.submitted / Math.max(r.assigned, 1)) * 100)}
                  size="small"
                />
              ),
            },
          ]}
        />
        <Table<ActivityJudging["works"][number]>
          style={{ marginTop: 16 }}
          rowKey="id"
          size="small"
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          dataSource={q.data?.works ?? []}
          columns={[
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
                  {r.notRecommended ? (
                    <Tag style={{ marginLeft: 8 }} title="开启单位推荐时，只有获推荐的作品参加评审">
                      未获单位推荐，不参加评审
                    </Tag>
                  ) : null}
                </>
              ),
            },
            { title: "单位", dataIndex: "orgName", width: 140 },
            { title: "学科", dataIndex: "subjectName", width: 80 },
            {
              title: "第一轮得分",
              key: "r1",
              width: 100,
              render: (_, r) => (r.round === 2 ? r.round1Score?.toFixed(2) : r.finalScore?.toFixed(2)) ?? "—",
            },
            { title: "评委", key: "n", width: 110, render: (_, r) => `${r.submitted}/${r.judges} 已提交` },
            {
              title: "最终得分",
              dataIndex: "finalScore",
              width: 100,
              render: (v: number | null) => v?.toFixed(2) ?? "—",
            },
          ]}
        />
      </Card>
    </Space>
  );
}

/** 评价标准 tab: a supervision template, copied into the activity; fixed once judges have saved. */
export function StandardEditor({ activityId, locked }: { activityId: number; locked: boolean }) {
  const q = useActivityJudging(activityId);
  const choices = useStandardTemplates(activityId);
  const [templateId, setTemplateId] = useState<number | undefined>();
  const save = useSaveStandard(activityId);
  const form = q.data?.standard.form;
  return (
    <Card
      title={`评价标准${q.data?.standard.name ? `：${q.data.standard.name}` : ""}`}
      extra={
        <Space>
          <Select
            aria-label="评价模板"
            style={{ width: 260 }}
            placeholder="选择评价模板"
            value={templateId}
            onChange={setTemplateId}
            options={(choices.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
            disabled={locked}
          />
          <Button
            type="primary"
            disabled={locked || !templateId}
            loading={save.busy}
            onClick={() => templateId && save.run(templateId)}
          >
            使用该模板
          </Button>
        </Space>
      }
    >
      {form ? (
        <Table
          rowKey="key"
          size="small"
          pagination={false}
          dataSource={form.indicators}
          columns={[
            { title: "一级指标", dataIndex: "name", width: 180 },
            { title: "权重", dataIndex: "weight", width: 80, render: (w: number) => `${w}%` },
            {
              title: "二级指标（满分）",
              key: "items",
              render: (_, ind) => ind.items.map((x) => `${x.name}（${x.maxScore}）`).join("；"),
            },
          ]}
        />
      ) : (
        <Typography.Text type="secondary">
          尚未设置评价标准：从督导评价模板中选择一个，评委按其指标逐项打分。
        </Typography.Text>
      )}
    </Card>
  );
}
