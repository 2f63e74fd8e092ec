import type { PreparePlanItem } from "@otp/contract";
import { Button, Input, Modal, Space } from "antd";
import { useState } from "react";
import { feedback } from "../../../app/feedback";
import { useSession } from "../../../app/session";
import { usePlanReview } from "../api";

interface Props {
  plan: PreparePlanItem;
  /** The viewer leads the group (or administers the platform). */
  canManage: boolean;
  onChanged(): void;
  size?: "small" | "middle";
}

/** The review step of one plan: the assignee submits; the leader approves, returns, publishes. */
export function PlanActions({ plan, canManage, onChanged, size = "small" }: Props) {
  const me = useSession((s) => s.user?.id);
  const [returning, setReturning] = useState(false);
  const [remark, setRemark] = useState("");
  const { submit, review, publish } = usePlanReview(plan.id, onChanged);
  const mine = plan.assigneeId === me;
  return (
    <Space size={4} wrap>
      {mine && (plan.status === "editing" || plan.status === "returned") && (
        <Button size={size} type="primary" loading={submit.busy} onClick={() => void submit.run(undefined)}>
          提交审核
        </Button>
      )}
      {canManage && plan.status === "submitted" && (
        <>
          <Button size={size} type="primary" loading={review.busy} onClick={() => void review.run({ approve: true })}>
            通过
          </Button>
          <Button size={size} danger onClick={() => setReturning(true)}>
            退回
          </Button>
        </>
      )}
      {canManage && plan.status === "approved" && (
        <Button size={size} loading={publish.busy} onClick={() => void publish.run(!plan.published)}>
          {plan.published ? "撤回发布" : "发布给学生"}
        </Button>
      )}
      <Modal
        title={`退回“${plan.title}”`}
        open={returning}
        okText="退回"
        okButtonProps={{ danger: true }}
        onCancel={() => setReturning(false)}
        onOk={async () => {
          if (!remark.trim()) {
            feedback.error("请填写审核意见");
            return;
          }
          if ((await review.run({ approve: false, remark: remark.trim() })) !== undefined) {
            setReturning(false);
            setRemark("");
          }
        }}
      >
        <Input.TextArea
          rows={4}
          maxLength={500}
          showCount
          placeholder="请写明需要修改的地方"
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
          aria-label="审核意见"
        />
      </Modal>
    </Space>
  );
}
