import {
  type SuperviseTaskDetail,
  type SuperviseTaskSaveInput,
  type SuperviseTaskTargetInput,
  superviseTaskSaveSchema,
} from "@otp/contract";
import { Button, Checkbox, DatePicker, Form, Input, InputNumber, Modal, Select, Space, Table } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { useKvOptions } from "../../../api/kv";
import { zodRangeRule, zodRule } from "../../../components/formRules";
import { useLessonCourses, useLessonOptions, useSaveSuperviseTask } from "../taskApi";
import { useReadyTemplates } from "../templateApi";

const f = superviseTaskSaveSchema.shape;
type Target = SuperviseTaskTargetInput & { label: string };

/** Create or edit a task: template, window, quota, evaluators, assistants and the lessons to listen to. */
export function TaskForm({ task, onDone }: { task: SuperviseTaskDetail | null; onDone: () => void }) {
  const [form] = Form.useForm();
  const teachers = useKvOptions("teacher");
  const terms = useKvOptions("term");
  const templates = useReadyTemplates();
  const [targets, setTargets] = useState<Target[]>(
    (task?.targets ?? []).map((t) => ({
      ...t,
      courseId: t.courseId ?? undefined,
      sectionId: t.sectionId ?? undefined,
      liveId: t.liveId ?? undefined,
      label: `${t.title}（${t.teacherName}）`,
    })),
  );
  const [keyword, setKeyword] = useState("");
  const [courseId, setCourseId] = useState<number | null>(null);
  const courses = useLessonCourses(keyword);
  const lesson = useLessonOptions(courseId);
  const saveTask = useSaveSuperviseTask(onDone);
  const save = async (v: Record<string, unknown>) => {
    const [start, end] = v.window as [Dayjs, Dayjs];
    const body: SuperviseTaskSaveInput = {
      ...(task ? { id: task.id } : {}),
      name: v.name as string,
      templateId: v.templateId as number,
      termId: (v.termId as number | undefined) ?? null,
      startAt: start.toISOString(),
      endAt: end.toISOString(),
      quota: v.quota as number,
      remark: (v.remark as string) ?? "",
      anonymous: !!v.anonymous,
      evaluatorIds: v.evaluatorIds as number[],
      assistantIds: (v.assistantIds as number[]) ?? [],
      targets: targets.map(({ label: _l, ...t }) => t),
    };
    await saveTask.run(body);
  };
  const addSection = (sectionId: number) => {
    const l = lesson.data;
    const s = l?.sections.find((x) => x.id === sectionId);
    if (!l || !s || targets.some((t) => t.sectionId === sectionId)) return;
    setTargets([
      ...targets,
      { kind: "section", courseId: l.courseId, sectionId, label: `${l.courseName} · ${s.title}（${l.teacherName}）` },
    ]);
  };
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={save}
      initialValues={
        task
          ? {
              ...task,
              window: [dayjs(task.startAt), dayjs(task.endAt)],
              evaluatorIds: task.evaluators.map((e) => e.id),
              assistantIds: task.assistants.map((e) => e.id),
            }
          : { quota: 4, window: [dayjs().startOf("day"), dayjs().add(30, "day").endOf("day")] }
      }
    >
      <Form.Item label="任务名称" name="name" rules={[zodRule(f.name)]}>
        <Input maxLength={60} />
      </Form.Item>
      <Space wrap>
        <Form.Item label="评价模板" name="templateId" rules={[zodRule(f.templateId)]}>
          <Select
            showSearch
            optionFilterProp="label"
            aria-label="评价模板"
            style={{ width: 260 }}
            options={(templates.data?.list ?? []).map((t) => ({ value: t.id, label: `${t.name}（v${t.version}）` }))}
          />
        </Form.Item>
        <Form.Item label="学期" name="termId">
          <Select style={{ width: 200 }} allowClear options={terms} />
        </Form.Item>
        <Form.Item label="每人听课次数" name="quota" rules={[zodRule(f.quota)]}>
          <InputNumber min={1} max={100} precision={0} />
        </Form.Item>
      </Space>
      <Form.Item label="任务时间" name="window" rules={[zodRangeRule(f.startAt, f.endAt)]}>
        <DatePicker.RangePicker showTime />
      </Form.Item>
      <Form.Item label="评价人（专家、督导、领导）" name="evaluatorIds" rules={[zodRule(f.evaluatorIds)]}>
        <Select mode="multiple" showSearch optionFilterProp="label" options={teachers} aria-label="评价人" />
      </Form.Item>
      <Form.Item label="任务助理" name="assistantIds">
        <Select mode="multiple" showSearch optionFilterProp="label" options={teachers} />
      </Form.Item>
      <Form.Item label="听课对象" required>
        <Space wrap style={{ marginBottom: 8 }}>
          <Select
            showSearch
            style={{ width: 300 }}
            placeholder="搜索课程"
            filterOption={false}
            onSearch={setKeyword}
            onChange={(v: number) => setCourseId(v)}
            options={(courses.data?.list ?? []).map((c) => ({
              value: c.id,
              label: `${c.name}（${c.teachers.map((x) => x.name).join("、")}）`,
            }))}
            aria-label="选择课程"
          />
          <Select
            style={{ width: 300 }}
            placeholder="选择小节，加入听课对象"
            disabled={!lesson.data}
            value={null}
            onChange={(v: number) => addSection(v)}
            options={(lesson.data?.sections ?? []).map((s) => ({ value: s.id, label: s.title }))}
            aria-label="选择小节"
          />
        </Space>
        <Table
          size="small"
          rowKey={(r) => r.label}
          pagination={false}
          dataSource={targets}
          locale={{ emptyText: "请添加听课对象" }}
          columns={[
            { title: "听课对象", dataIndex: "label" },
            {
              title: "操作",
              width: 80,
              render: (_, r) => (
                <Button type="link" danger onClick={() => setTargets(targets.filter((x) => x !== r))}>
                  移除
                </Button>
              ),
            },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="anonymous"
        valuePropName="checked"
        extra="勾选后，被评价教师看不到评价人姓名（不论督导设置如何）。"
      >
        <Checkbox>匿名评价</Checkbox>
      </Form.Item>
      <Form.Item label="备注" name="remark" rules={[zodRule(f.remark)]}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saveTask.busy}>
        保存任务
      </Button>
    </Form>
  );
}

/** The task form in a dialog. */
export function TaskDialog({
  task,
  open,
  onClose,
}: {
  task: SuperviseTaskDetail | null;
  open: boolean;
  onClose: (saved: boolean) => void;
}) {
  return (
    <Modal
      title={task ? "编辑督导任务" : "新建督导任务"}
      open={open}
      width={820}
      footer={null}
      destroyOnHidden
      onCancel={() => onClose(false)}
    >
      <TaskForm task={task} onDone={() => onClose(true)} />
    </Modal>
  );
}
