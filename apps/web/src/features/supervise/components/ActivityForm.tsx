import {
  type SuperviseActivityDetail,
  type SuperviseActivitySaveInput,
  superviseActivitySaveSchema,
} from "@otp/contract";
import { Button, DatePicker, Form, Input, Modal, Select, Space, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useKvOptions } from "../../../api/kv";
import { zodRangeRule, zodRule } from "../../../components/formRules";
import { useOriginChoices, useSaveSuperviseActivity } from "../activityApi";
import { useReadyTemplates } from "../templateApi";

const f = superviseActivitySaveSchema.shape;

/** Create or edit an activity: term, student template, window, and the offerings taking part. */
function ActivityForm({ activity, onDone }: { activity: SuperviseActivityDetail | null; onDone: () => void }) {
  const [form] = Form.useForm();
  const terms = useKvOptions("term");
  const teachers = useKvOptions("teacher");
  const teacherName = new Map(teachers.map((t) => [t.value, t.label]));
  const termId = Form.useWatch("termId", form) as number | undefined;
  const templates = useReadyTemplates();
  const origins = useOriginChoices(termId);
  const saveActivity = useSaveSuperviseActivity(onDone);
  const save = async (v: Record<string, unknown>) => {
    const [start, end] = v.window as [Dayjs, Dayjs];
    const body: SuperviseActivitySaveInput = {
      ...(activity ? { id: activity.id } : {}),
      name: v.name as string,
      termId: v.termId as number,
      templateId: v.templateId as number,
      startAt: start.toISOString(),
      endAt: end.toISOString(),
      remark: (v.remark as string) ?? "",
      originIds: (v.originIds as number[]) ?? [],
    };
    await saveActivity.run(body);
  };
  const studentTemplates = (templates.data?.list ?? []).filter((t) => t.evaluatorKinds.includes("student"));
  const originOptions = (origins.data ?? []).map((o) => ({
    value: o.id,
    label: `${o.name}${o.code ? `（${o.code}）` : ""} · ${teacherName.get(o.teacherId) ?? ""}`,
  }));
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={save}
      initialValues={
        activity
          ? { ...activity, window: [dayjs(activity.startAt), dayjs(activity.endAt)] }
          : { window: [dayjs().startOf("day"), dayjs().add(14, "day").endOf("day")] }
      }
    >
      <Form.Item label="活动名称" name="name" rules={[zodRule(f.name)]}>
        <Input maxLength={60} placeholder="如：2026年春季学期学生评教" />
      </Form.Item>
      <Space wrap>
        <Form.Item label="学期" name="termId" rules={[zodRule(f.termId)]}>
          <Select
            style={{ width: 220 }}
            options={terms}
            aria-label="学期"
            onChange={() => form.setFieldValue("originIds", [])}
          />
        </Form.Item>
        <Form.Item label="评价模板（适用于学生）" name="templateId" rules={[zodRule(f.templateId)]}>
          <Select
            style={{ width: 280 }}
            aria-label="评价模板"
            options={studentTemplates.map((t) => ({ value: t.id, label: `${t.name}（v${t.version}）` }))}
          />
        </Form.Item>
      </Space>
      <Form.Item label="评价时间" name="window" rules={[zodRangeRule(f.startAt, f.endAt)]}>
        <DatePicker.RangePicker showTime />
      </Form.Item>
      <Form.Item
        label="参评课程（开课）"
        name="originIds"
        rules={[zodRule(f.originIds)]}
        extra="每门开课的教学班学生匿名评价该课任课教师，每人每门课一次。"
      >
        <Select
          mode="multiple"
          showSearch
          optionFilterProp="label"
          aria-label="参评课程"
          placeholder={termId ? "选择参评课程" : "请先选择学期"}
          options={originOptions}
          maxTagCount={8}
        />
      </Form.Item>
      {termId && originOptions.length ? (
        <Typography.Link
          onClick={() =>
            form.setFieldValue(
              "originIds",
              originOptions.map((o) => o.value),
            )
          }
        >
          选择本学期全部 {originOptions.length} 门开课
        </Typography.Link>
      ) : null}
      <Form.Item label="活动说明" name="remark" rules={[zodRule(f.remark)]} style={{ marginTop: 12 }}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saveActivity.busy}>
        保存活动
      </Button>
    </Form>
  );
}

/** The activity form in a dialog. */
export function ActivityDialog({
  activity,
  open,
  onClose,
}: {
  activity: SuperviseActivityDetail | null;
  open: boolean;
  onClose: (saved: boolean) => void;
}) {
  return (
    <Modal
      title={activity ? "编辑督导活动" : "新建督导活动"}
      open={open}
      width={760}
      footer={null}
      destroyOnHidden
      onCancel={() => onClose(false)}
    >
      <ActivityForm activity={activity} onDone={() => onClose(true)} />
    </Modal>
  );
}
