import { type EvaluationForm, type LectureDetail, type Marks, scoreEvaluation } from "@otp/contract";
import { Alert, Button, Card, Input, InputNumber, List, Select, Statistic, Tag, Typography } from "antd";
import { useState } from "react";
import { useEvaluateLecture } from "../api";

/** What an evaluation panel shows: a lecture's or a seminar meeting's form, own result and everyone's. */
export type Evaluable = Pick<
  LectureDetail,
  "id" | "canEvaluate" | "cannotEvaluate" | "templateName" | "evaluations" | "mine"
> & { form: EvaluationForm | null };

/** The lecture's evaluation: the form to fill once (with its running total), then everyone's results. */
export function LectureEvaluation({ d }: { d: LectureDetail }) {
  const evaluate = useEvaluateLecture(d.id);
  return <EvaluationPanel d={d} title="评价说课" guestHint="登录后，教师可对说课进行评价" evaluate={evaluate} />;
}

/** The form to fill once (with its running total), then everyone's results (lectures and meetings). */
export function EvaluationPanel({
  d,
  title,
  guestHint,
  evaluate,
}: {
  d: Evaluable;
  title: string;
  guestHint: string;
  /** The scoring call as an action (its success message and refetch included). */
  evaluate: { run: (input: { id: number; marks: Marks; comment: string }) => Promise<unknown>; busy: boolean };
}) {
  const [marks, setMarks] = useState<Marks>({});
  const [comment, setComment] = useState("");
  const form = d.form;
  const score = form ? scoreEvaluation(form, marks) : null;
  const mark = (key: string, v: number | string | null | undefined) =>
    setMarks((m) => {
      const next = { ...m };
      if (v === null || v === undefined || v === "") delete next[key];
      else next[key] = v;
      return next;
    });
  return (
    <>
      {d.canEvaluate && form && score ? (
        <Card title={title} className="lc-eval">
          <Typography.Text type="secondary">评价模板：{d.templateName}</Typography.Text>
          <Statistic title="总分（满分100）" value={score.total} precision={1} suffix={<Tag>{score.level}</Tag>} />
          {form.indicators.map((ind) => (
            <div key={ind.key}>
              <Typography.Title level={5}>
                {ind.name}（权重 {ind.weight}）
              </Typography.Title>
              {ind.items.map((item) => (
                <div className="lc-item" key={item.key}>
                  <span>{item.name}</span>
                  {form.mode === "levels" ? (
                    <Select
                      aria-label={item.name}
                      placeholder="等级"
                      style={{ width: 110 }}
                      value={marks[item.key] as string | undefined}
                      options={form.levels.map((l) => ({ value: l.name, label: l.name }))}
                      onChange={(v) => mark(item.key, v)}
                    />
                  ) : (
                    <InputNumber
                      aria-label={item.name}
                      min={0}
                      max={item.maxScore}
                      step={0.5}
                      placeholder={`0-${item.maxScore}`}
                      value={marks[item.key] as number | undefined}
                      onChange={(v) => mark(item.key, v)}
                    />
                  )}
                </div>
              ))}
            </div>
          ))}
          <Input.TextArea
            aria-label="评语"
            placeholder="请输入评语"
            rows={3}
            maxLength={500}
            showCount
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
          <Button
            type="primary"
            style={{ marginTop: 12 }}
            block
            loading={evaluate.busy}
            disabled={score.missing.length > 0 || !comment.trim()}
            onClick={() => void evaluate.run({ id: d.id, marks, comment })}
          >
            {score.missing.length > 0 ? `还有 ${score.missing.length} 项未评分` : "提交评价"}
          </Button>
        </Card>
      ) : d.mine ? (
        <Alert
          type="success"
          showIcon
          message={`您已评价：${d.mine.total.toFixed(1)} 分（${d.mine.level}）`}
          description={d.mine.comment}
        />
      ) : d.cannotEvaluate ? (
        <Alert type="info" showIcon message={d.cannotEvaluate} />
      ) : (
        <Alert type="info" showIcon message={guestHint} />
      )}
      <Card title={`评价记录（${d.evaluations.length}）`} style={{ marginTop: 16 }}>
        <List
          dataSource={d.evaluations}
          locale={{ emptyText: "暂无评价" }}
          renderItem={(e) => (
            <List.Item>
              <List.Item.Meta
                title={
                  <span>
                    {e.evaluatorName} <Tag color="blue">{e.total.toFixed(1)} 分</Tag>
                    <Tag>{e.level}</Tag>
                  </span>
                }
                description={e.comment}
              />
            </List.Item>
          )}
        />
      </Card>
    </>
  );
}
