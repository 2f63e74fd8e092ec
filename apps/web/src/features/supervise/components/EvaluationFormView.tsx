import { type EvaluationForm, type Marks, scoreEvaluation } from "@otp/contract";
import { Card, Descriptions, Input, InputNumber, Radio, Space, Statistic, Tag, Typography } from "antd";

export interface EvaluationFormViewProps {
  form: EvaluationForm;
  marks: Marks;
  answers: Record<string, string>;
  /** Without it the form is read-only (preview, a submitted evaluation). */
  onMark?: (key: string, value: number | string | undefined) => void;
  onAnswer?: (key: string, value: string) => void;
  /** Inserts a common phrase at the end of an answer. */
  extraForAnswer?: (key: string) => React.ReactNode;
}

/**
 * An evaluation form as the evaluator fills it in: indicators with their weights, an input per
 * item (points or a level), free-text questions, and the running total from the contract's
 * scoring engine (the same numbers the server stores).
 */
export function EvaluationFormView({
  form,
  marks,
  answers,
  onMark,
  onAnswer,
  extraForAnswer,
}: EvaluationFormViewProps) {
  const result = scoreEvaluation(form, marks);
  const readOnly = !onMark;
  return (
    <div className="sup-form">
      <section className="sup-form-total" aria-label="总分">
        <Statistic title="总分（满分100）" value={result.total} precision={1} />
        <Tag color="blue">{result.level}</Tag>
        {result.missing.length > 0 && !readOnly ? (
          <Typography.Text type="secondary">尚有 {result.missing.length} 项未评分</Typography.Text>
        ) : null}
      </section>
      {form.indicators.map((ind, i) => {
        const score = result.indicators[i];
        return (
          <Card
            key={ind.key}
            size="small"
            className="sup-indicator"
            title={`${ind.name}（权重 ${ind.weight}%）`}
            extra={score ? `${score.score}/${score.max} → ${score.weighted}` : null}
          >
            {ind.description ? <Typography.Paragraph type="secondary">{ind.description}</Typography.Paragraph> : null}
            {ind.items.map((item) => (
              <div key={item.key} className="sup-item">
                <div className="sup-item-head">
                  <strong>{item.name}</strong>
                  <span className="sup-item-max">满分 {item.maxScore}</span>
                </div>
                {item.description ? <div className="sup-item-desc">{item.description}</div> : null}
                {form.mode === "levels" ? (
                  <Radio.Group
                    disabled={readOnly}
                    value={marks[item.key]}
                    onChange={(e) => onMark?.(item.key, e.target.value)}
                    aria-label={item.name}
                  >
                    {form.levels.map((l) => (
                      <Radio key={l.name} value={l.name} title={item.anchors[l.name] ?? ""}>
                        {l.name}
                      </Radio>
                    ))}
                  </Radio.Group>
                ) : (
                  <InputNumber
                    aria-label={item.name}
                    disabled={readOnly}
                    min={0}
                    max={item.maxScore}
                    step={0.5}
                    precision={1}
                    value={typeof marks[item.key] === "number" ? (marks[item.key] as number) : null}
                    onChange={(v) => onMark?.(item.key, v ?? undefined)}
                    addonAfter={`/ ${item.maxScore}`}
                  />
                )}
                {result.invalid[item.key] ? (
                  <Typography.Text type="danger">{result.invalid[item.key]}</Typography.Text>
                ) : null}
              </div>
            ))}
          </Card>
        );
      })}
      {form.questions.length ? (
        <Card size="small" title="文字评价" className="sup-indicator">
          <Space direction="vertical" style={{ width: "100%" }}>
            {form.questions.map((qu) => (
              <div key={qu.key}>
                <div className="sup-item-head">
                  <strong>
                    {qu.title}
                    {qu.required ? <span className="sup-required">*</span> : null}
                  </strong>
                  {extraForAnswer?.(qu.key)}
                </div>
                {readOnly ? (
                  <Descriptions.Item>{answers[qu.key] || "（未填写）"}</Descriptions.Item>
                ) : (
                  <Input.TextArea
                    aria-label={qu.title}
                    rows={3}
                    maxLength={2000}
                    value={answers[qu.key] ?? ""}
                    onChange={(e) => onAnswer?.(qu.key, e.target.value)}
                  />
                )}
              </div>
            ))}
          </Space>
        </Card>
      ) : null}
    </div>
  );
}
