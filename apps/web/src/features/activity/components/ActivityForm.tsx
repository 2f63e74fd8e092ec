import { ACTIVITY_AGGREGATIONS, type ActivityAggregation, type ActivityEdit, activitySaveSchema } from "@otp/contract";
import { Button, Card, DatePicker, Form, Input, Radio, Select, Space } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useElementOptions, useKvOptions } from "../../../api/kv";
import { asInstant, zodRule } from "../../../components/formRules";
import { RichTextEditor } from "../../../components/rich-text";
import { useSaveActivity } from "../api";
import { StageTag } from "./StageTag";

const shape = activitySaveSchema.shape;

/** The five dates, in order; each must follow the one before. */
const DATES = [
  ["registrationStart", "报名开始"],
  ["registrationEnd", "报名截止"],
  ["submissionEnd", "作品提交截止"],
  ["auditEnd", "作品审核截止"],
  ["judgingEnd", "评审截止"],
] as const;
type DateKey = (typeof DATES)[number][0];

type FormValues = {
  name: string;
  organizerOrgId: number | null;
  subjectId: number | null;
  aggregation: ActivityAggregation;
  intro: string;
  guide: string;
} & Record<DateKey, Dayjs | null>;

/** What the activity is and the dates of its phases (a new one is saved as a draft). */
export function ActivityForm({
  row,
  onDone,
  onCreated,
}: {
  row: ActivityEdit | null;
  onDone(): void;
  onCreated(id: number): void;
}) {
  const [form] = Form.useForm<FormValues>();
  const orgs = useKvOptions("org");
  const subjects = useElementOptions("SUBJECT");
  const save = useSaveActivity((id) => (row ? onDone() : onCreated(id)));
  const submit = async () => {
    let v: FormValues;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    const iso = (k: DateKey) => (v[k] as Dayjs).toISOString();
    await save.run({
      ...(row ? { id: row.id } : {}),
      name: v.name,
      organizerOrgId: v.organizerOrgId ?? null,
      subjectId: v.subjectId ?? null,
      aggregation: v.aggregation,
      intro: v.intro ?? "",
      guide: v.guide ?? "",
      registrationStart: iso("registrationStart"),
      registrationEnd: iso("registrationEnd"),
      submissionEnd: iso("submissionEnd"),
      auditEnd: iso("auditEnd"),
      judgingEnd: iso("judgingEnd"),
    });
  };
  const date = (v: string | undefined) => (v ? dayjs(v) : null);
  const initial: FormValues = {
    name: row?.name ?? "",
    organizerOrgId: row?.organizerOrgId ?? null,
    subjectId: row?.subjectId ?? null,
    aggregation: row?.aggregation ?? "mean",
    intro: row?.intro ?? "",
    guide: row?.guide ?? "",
    registrationStart: date(row?.registrationStart),
    registrationEnd: date(row?.registrationEnd),
    submissionEnd: date(row?.submissionEnd),
    auditEnd: date(row?.auditEnd),
    judgingEnd: date(row?.judgingEnd),
  };
  return (
    <Card
      title={
        <Space>
          {row ? "编辑活动" : "新建活动"}
          {row ? <StageTag stage={row.stage} /> : null}
        </Space>
      }
    >
      <Form form={form} layout="horizontal" labelCol={{ span: 4 }} wrapperCol={{ span: 18 }} initialValues={initial}>
        <Form.Item name="name" label="活动名称" rules={[zodRule(shape.name)]}>
          <Input maxLength={100} showCount placeholder="如：2026年春季微课大赛" />
        </Form.Item>
        <Form.Item name="organizerOrgId" label="主办单位">
          <Select allowClear showSearch optionFilterProp="label" options={orgs} placeholder="选择主办单位" />
        </Form.Item>
        <Form.Item name="subjectId" label="学科">
          <Select allowClear showSearch optionFilterProp="label" options={subjects} placeholder="不限学科" />
        </Form.Item>
        {DATES.map(([key, label], i) => (
          <Form.Item
            key={key}
            name={key}
            label={label}
            dependencies={i > 0 ? [DATES[i - 1]?.[0] as DateKey] : []}
            rules={[
              zodRule(shape[key], { as: asInstant }),
              ({ getFieldValue }) => ({
                validator: async (_r, v: Dayjs | null) => {
                  const prev = i > 0 ? (getFieldValue(DATES[i - 1]?.[0] as DateKey) as Dayjs | null) : null;
                  if (v && prev && !v.isAfter(prev)) throw new Error(`${label}须晚于${DATES[i - 1]?.[1]}`);
                },
              }),
            ]}
          >
            <DatePicker showTime={{ format: "HH:mm" }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
        ))}
        <Form.Item name="aggregation" label="计分规则">
          <Radio.Group options={ACTIVITY_AGGREGATIONS.map((a) => ({ value: a.value, label: a.label }))} />
        </Form.Item>
        <Form.Item name="intro" label="活动介绍">
          <RichTextEditor label="活动介绍" />
        </Form.Item>
        <Form.Item name="guide" label="活动指南">
          <RichTextEditor label="活动指南" />
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 4 }}>
          <Space>
            <Button type="primary" loading={save.busy} onClick={submit}>
              保存
            </Button>
            <Button onClick={onDone}>返回</Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
