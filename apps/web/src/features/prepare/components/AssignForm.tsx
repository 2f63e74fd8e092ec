import { ModalForm, ProFormDateTimePicker, ProFormSelect, ProFormText } from "@ant-design/pro-components";
import { type PrepareDetail, planAssignSchema } from "@otp/contract";
import { Button } from "antd";
import dayjs from "dayjs";
import { asInstant, zodRule } from "../../../components/formRules";
import { useAssignPlan } from "../api";

const shape = planAssignSchema.shape;

/** The leader gives one section's plan to a member with a deadline. */
export function AssignForm({ detail, onDone }: { detail: PrepareDetail; onDone(): void }) {
  const assign = useAssignPlan(onDone);
  return (
    <ModalForm<{ title: string; assigneeId: number; deadline: string }>
      title="分配章节"
      trigger={<Button size="small">分配章节</Button>}
      modalProps={{ destroyOnHidden: true }}
      width={480}
      onFinish={async (v) =>
        (await assign.run({
          prepareId: detail.id,
          title: v.title,
          assigneeId: v.assigneeId,
          deadline: dayjs(v.deadline).format(),
        })) !== undefined
      }
    >
      <ProFormText
        name="title"
        label="章节"
        placeholder="如：第五节 透镜"
        rules={[zodRule(shape.title)]}
        fieldProps={{ maxLength: 100 }}
      />
      <ProFormSelect
        name="assigneeId"
        label="负责人"
        rules={[zodRule(shape.assigneeId)]}
        options={detail.members.map((m) => ({ value: m.userId, label: m.realName }))}
      />
      <ProFormDateTimePicker
        name="deadline"
        label="截止时间"
        rules={[zodRule(shape.deadline, { as: asInstant })]}
        fieldProps={{ format: "YYYY-MM-DD HH:mm" }}
      />
    </ModalForm>
  );
}
