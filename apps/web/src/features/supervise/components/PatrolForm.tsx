import { PATROL_ORDERS, PATROL_STATES, type PatrolSaveInput, patrolSaveSchema } from "@otp/contract";
import { Button, Form, Input, Radio, Select } from "antd";
import { useKvOptions } from "../../../api/kv";
import { feedback } from "../../../app/feedback";
import { zodRule } from "../../../components/formRules";
import { patrolApi } from "../api";

const f = patrolSaveSchema.shape;

/** A patrol record: on time, order, teaching state, remark (a live classroom or a room visit). */
export function PatrolForm({ liveId, room, onSaved }: { liveId?: number; room?: string; onSaved: () => void }) {
  const teachers = useKvOptions("teacher");
  const save = async (v: PatrolSaveInput) => {
    try {
      await patrolApi.save({ ...v, ...(liveId ? { liveId } : {}) });
      feedback.success("巡课记录已保存");
      onSaved();
    } catch {
      // shown by the HTTP client
    }
  };
  return (
    <Form
      layout="vertical"
      onFinish={save}
      initialValues={{ room: room ?? "", onTime: true, order: "良好", teachingState: "正常" }}
    >
      <Form.Item label="教室" name="room" rules={[zodRule(f.room)]}>
        <Input maxLength={100} />
      </Form.Item>
      {liveId ? null : (
        <Form.Item label="授课教师" name="teacherId">
          <Select showSearch optionFilterProp="label" options={teachers} allowClear />
        </Form.Item>
      )}
      <Form.Item label="准时上课" name="onTime">
        <Radio.Group
          options={[
            { value: true, label: "是" },
            { value: false, label: "否" },
          ]}
        />
      </Form.Item>
      <Form.Item label="课堂秩序" name="order" rules={[zodRule(f.order)]}>
        <Radio.Group options={PATROL_ORDERS.map((o) => ({ value: o, label: o }))} />
      </Form.Item>
      <Form.Item label="教学状态" name="teachingState" rules={[zodRule(f.teachingState)]}>
        <Radio.Group options={PATROL_STATES.map((o) => ({ value: o, label: o }))} />
      </Form.Item>
      <Form.Item label="备注" name="remark" rules={[zodRule(f.remark)]}>
        <Input.TextArea rows={3} maxLength={500} />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        保存巡课记录
      </Button>
    </Form>
  );
}
