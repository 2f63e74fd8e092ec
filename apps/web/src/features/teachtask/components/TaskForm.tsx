import { MinusCircleOutlined, PlusOutlined } from "@ant-design/icons";
import {
  RESOURCE_KINDS,
  TEACH_TASK_ITEM_KINDS,
  TEACH_TASK_TARGETS,
  type TeachTaskItemKind,
  type TeachTaskTargetKind,
  teachTaskItemInputSchema,
  teachTaskSaveSchema,
} from "@otp/contract";
import { Button, DatePicker, Form, Input, InputNumber, Modal, Radio, Select, Space, Spin } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useEffect } from "react";
import { useKv } from "../../../api/kv";
import { asDay, zodRangeRule, zodRule } from "../../../components/formRules";
import { useSaveTask, useTaskChoices, useTaskDetail } from "../api";

interface Props {
  /** The task id being edited, "new", or null when closed. */
  editing: number | "new" | null;
  onClose(): void;
  onSaved(): void;
}

interface ItemValues {
  id?: number;
  kind: TeachTaskItemKind;
  title: string;
  resourceKind?: number | null;
  count?: number | null;
  activityId?: number | null;
}
interface Values {
  title: string;
  description?: string | null;
  range: [Dayjs, Dayjs];
  targetKind: TeachTaskTargetKind;
  orgId?: number | null;
  groupId?: number | null;
  teacherIds?: number[];
  items: ItemValues[];
}

const taskField = teachTaskSaveSchema.shape;
const itemField = teachTaskItemInputSchema.shape;

/** Gives or edits a task: title, window, who, and the items. */
export function TaskForm({ editing, onClose, onSaved }: Props) {
  const [form] = Form.useForm<Values>();
  const open = editing !== null;
  const choices = useTaskChoices(open);
  const teachers = useKv("teacher");
  const detail = useTaskDetail(typeof editing === "number" ? editing : null);
  const save = useSaveTask(onSaved);
  const targetKind = Form.useWatch("targetKind", form);
  useEffect(() => {
    if (!open) return;
    const d = detail.data;
    if (typeof editing === "number" && d) {
      form.setFieldsValue({
        title: d.title,
        description: d.description,
        range: [dayjs(d.startDate), dayjs(d.endDate)],
        targetKind: d.targetKind,
        orgId: d.orgId,
        groupId: d.groupId,
        teacherIds: d.teacherIds,
        items: d.items.map((i) => ({ ...i })),
      });
    } else if (editing === "new" && choices.data) {
      form.setFieldsValue({
        targetKind: choices.data.canTargetAll ? "org" : "group",
        groupId: choices.data.canTargetAll ? undefined : choices.data.groups[0]?.id,
        range: [dayjs(), dayjs().add(30, "day")],
        items: [{ kind: "free", title: "" }],
      });
    }
  }, [open, editing, detail.data, choices.data, form]);
  const finish = (v: Values) => {
    const { range, ...rest } = v;
    void save.run({
      ...rest,
      ...(typeof editing === "number" ? { id: editing } : {}),
      startDate: range[0].format("YYYY-MM-DD"),
      endDate: range[1].format("YYYY-MM-DD"),
    });
  };
  const c = choices.data;
  return (
    <Modal
      title={typeof editing === "number" ? "编辑任务" : "布置任务"}
      open={open}
      width={760}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.busy}
      destroyOnHidden
    >
      {!c ? (
        <Spin />
      ) : (
        <Form<Values> form={form} layout="vertical" onFinish={finish} preserve={false}>
          <Form.Item name="title" label="任务名称" rules={[zodRule(taskField.title)]}>
            <Input placeholder="如：本学期上传两节公开课视频" maxLength={100} />
          </Form.Item>
          <Form.Item name="description" label="任务说明">
            <Input.TextArea rows={3} maxLength={2000} showCount />
          </Form.Item>
          <Form.Item
            name="range"
            label="起止日期"
            rules={[zodRangeRule(taskField.startDate, taskField.endDate, asDay)]}
          >
            <DatePicker.RangePicker />
          </Form.Item>
          <Form.Item name="targetKind" label="任务对象">
            <Radio.Group
              options={TEACH_TASK_TARGETS.filter((t) => c.canTargetAll || t.value === "group").map((t) => ({
                label: t.label,
                value: t.value,
              }))}
            />
          </Form.Item>
          {targetKind === "org" && (
            <Form.Item name="orgId" label="单位" rules={[zodRule(taskField.orgId)]}>
              <Select
                showSearch
                optionFilterProp="label"
                options={c.orgs.map((o) => ({ value: o.id, label: o.name }))}
              />
            </Form.Item>
          )}
          {targetKind === "group" && (
            <Form.Item name="groupId" label="教研组" rules={[zodRule(taskField.groupId)]}>
              <Select options={c.groups.map((g) => ({ value: g.id, label: g.name }))} />
            </Form.Item>
          )}
          {targetKind === "teachers" && (
            <Form.Item name="teacherIds" label="教师" rules={[zodRule(taskField.teacherIds, { nonEmpty: true })]}>
              <Select
                mode="multiple"
                showSearch
                optionFilterProp="label"
                options={(teachers.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
              />
            </Form.Item>
          )}
          <Form.List name="items">
            {(fields, { add, remove }) => (
              <>
                <div className="ant-form-item-label">
                  <span>任务项（上传资源、参加活动由平台数据自动判定完成；提交材料由布置者确认）</span>
                </div>
                {fields.map((f) => (
                  <ItemRow key={f.key} name={f.name} onRemove={() => remove(f.name)} activities={c.activities} />
                ))}
                <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add({ kind: "free", title: "" })}>
                  添加任务项
                </Button>
              </>
            )}
          </Form.List>
        </Form>
      )}
    </Modal>
  );
}

function ItemRow({
  name,
  onRemove,
  activities,
}: {
  name: number;
  onRemove(): void;
  activities: { id: number; name: string }[];
}) {
  const kind = Form.useWatch(["items", name, "kind"]);
  return (
    <Space align="start" wrap style={{ display: "flex", marginBottom: 4 }}>
      <Form.Item name={[name, "id"]} hidden>
        <Input />
      </Form.Item>
      <Form.Item name={[name, "kind"]} style={{ width: 120 }}>
        <Select
          aria-label="任务项类型"
          options={TEACH_TASK_ITEM_KINDS.map((k) => ({ value: k.value, label: k.label }))}
        />
      </Form.Item>
      <Form.Item name={[name, "title"]} rules={[zodRule(itemField.title)]} style={{ width: 220 }}>
        <Input placeholder="任务项名称" aria-label="任务项名称" maxLength={100} />
      </Form.Item>
      {kind === "upload_resource" && (
        <>
          <Form.Item name={[name, "resourceKind"]} rules={[zodRule(itemField.resourceKind)]}>
            <Select
              style={{ width: 120 }}
              placeholder="资源类别"
              options={RESOURCE_KINDS.map((k) => ({ value: k.id, label: k.name }))}
            />
          </Form.Item>
          <Form.Item name={[name, "count"]} rules={[zodRule(itemField.count)]}>
            <InputNumber min={1} max={100} placeholder="数量" addonAfter="个" style={{ width: 110 }} />
          </Form.Item>
        </>
      )}
      {kind === "join_activity" && (
        <Form.Item name={[name, "activityId"]} rules={[zodRule(itemField.activityId)]}>
          <Select
            style={{ width: 240 }}
            showSearch
            optionFilterProp="label"
            placeholder="选择活动"
            options={activities.map((a) => ({ value: a.id, label: a.name }))}
          />
        </Form.Item>
      )}
      <Button type="text" aria-label="删除任务项" icon={<MinusCircleOutlined />} onClick={onRemove} />
    </Space>
  );
}
