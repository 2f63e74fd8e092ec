import { type JudgeAssignedWork, type Marks, scoreEvaluation } from "@otp/contract";
import { Button, Card, Drawer, Input, InputNumber, Space, Statistic, Table, Tag, Typography } from "antd";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useJudgeSheet, useJudgeWorks, useSaveScore } from "../judgingApi";

const STATUS: Record<JudgeAssignedWork["status"], { text: string; color: string }> = {
  assigned: { text: "待评分", color: "orange" },
  draft: { text: "已暂存", color: "blue" },
  submitted: { text: "已提交", color: "green" },
};

/** 个人中心 → 活动评审: the works assigned to me across activities; each opens its score sheet. */
export function JudgeWorksCard({ title }: { title: string }) {
  const q = useJudgeWorks();
  const [open, setOpen] = useState<JudgeAssignedWork | null>(null);
  return (
    <Card title={title}>
      <Table<JudgeAssignedWork>
        rowKey={(r) => `${r.workId}-${r.round}`}
        loading={q.isLoading}
        dataSource={q.data ?? []}
        locale={{ emptyText: "暂无分配给您的评审作品：活动组织者分配作品后会显示在这里" }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          {
            title: "活动",
            dataIndex: "activityName",
            render: (_, r) => <Link to={`/activity/${r.activityId}/introduction`}>{r.activityName}</Link>,
          },
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
          {
            title: "作者",
            key: "author",
            render: (_, r) => (r.author ? `${r.author}${r.orgName ? `（${r.orgName}）` : ""}` : <Tag>盲评</Tag>),
          },
          {
            title: "状态",
            dataIndex: "status",
            width: 90,
            render: (_, r) => <Tag color={STATUS[r.status].color}>{STATUS[r.status].text}</Tag>,
          },
          { title: "我的评分", dataIndex: "total", width: 90, render: (_, r) => r.total?.toFixed(1) ?? "—" },
          {
            title: "操作",
            key: "op",
            width: 90,
            render: (_, r) => (
              <Button type="link" onClick={() => setOpen(r)}>
                {r.open ? "评分" : "查看"}
              </Button>
            ),
          },
        ]}
      />
      <ScoreSheetDrawer work={open} onClose={() => setOpen(null)} />
    </Card>
  );
}

/** One score sheet: each item's points, a comment per indicator, the running total; save or submit. */
function ScoreSheetDrawer({ work, onClose }: { work: JudgeAssignedWork | null; onClose: () => void }) {
  const q = useJudgeSheet(work);
  const [marks, setMarks] = useState<Marks>({});
  const [comments, setComments] = useState<Record<string, string>>({});
  useEffect(() => {
    if (q.data) {
      setMarks(q.data.marks);
      setComments(q.data.comments);
    }
  }, [q.data]);
  const save = useSaveScore(onClose);
  const score = (submit: boolean) =>
    save.run({ workId: work?.workId as number, round: work?.round, marks, comments, submit });
  const form = q.data?.form;
  const editable = !!work?.open;
  const result = form ? scoreEvaluation(form, marks) : null;
  return (
    <Drawer
      open={!!work}
      onClose={onClose}
      width={640}
      title={work ? `${work.round === 2 ? "第二轮" : ""}评分：${work.title}` : ""}
      extra={
        editable ? (
          <Space>
            <Button loading={save.busy} onClick={() => score(false)}>
              暂存
            </Button>
            <Button type="primary" loading={save.busy} onClick={() => score(true)}>
              提交评分
            </Button>
          </Space>
        ) : null
      }
    >
      {work ? (
        <Typography.Paragraph>
          <Link to={`/activity/${work.activityId}/works`}>在活动页面观看作品</Link>
          {editable ? null : (
            <Tag style={{ marginLeft: 8 }}>{work.status === "submitted" ? "已提交" : "不在评审期"}</Tag>
          )}
        </Typography.Paragraph>
      ) : null}
      {result ? <Statistic title="总分（满分100）" value={result.total} precision={1} /> : null}
      {form?.indicators.map((ind, i) => (
        <Card
          key={ind.key}
          size="small"
          style={{ marginTop: 12 }}
          title={`${ind.name}（权重 ${ind.weight}%）`}
          extra={result?.indicators[i] ? `${result.indicators[i].score}/${result.indicators[i].max}` : null}
        >
          {ind.items.map((item) => (
            <div key={item.key} style={{ display: "flex", justifyContent: "space-between", marginBottom: 8 }}>
              <span>
                {item.name}
                <Typography.Text type="secondary">（满分 {item.maxScore}）</Typography.Text>
              </span>
              <InputNumber
                aria-label={item.name}
                min={0}
                max={item.maxScore}
                step={0.5}
                disabled={!editable}
                value={typeof marks[item.key] === "number" ? (marks[item.key] as number) : null}
                onChange={(v) => {
                  const next = { ...marks };
                  if (v === null || v === undefined) delete next[item.key];
                  else next[item.key] = v;
                  setMarks(next);
                }}
              />
            </div>
          ))}
          <Input.TextArea
            aria-label={`${ind.name}评语`}
            placeholder="评语（选填）"
            maxLength={500}
            autoSize={{ minRows: 2 }}
            disabled={!editable}
            value={comments[ind.key] ?? ""}
            onChange={(e) => setComments({ ...comments, [ind.key]: e.target.value })}
          />
        </Card>
      ))}
    </Drawer>
  );
}
