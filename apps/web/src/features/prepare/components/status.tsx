import { PLAN_STATUSES, type PreparePlanItem } from "@otp/contract";
import { Tag } from "antd";

const COLORS: Record<string, string> = { editing: "blue", submitted: "orange", approved: "green", returned: "red" };

/** 编写中 / 待审核 / 已通过 / 已退回, and 已发布 once students see it. */
export function PlanStatusTag({ plan }: { plan: Pick<PreparePlanItem, "status" | "published"> }) {
  if (plan.published) return <Tag color="purple">已发布</Tag>;
  return <Tag color={COLORS[plan.status]}>{PLAN_STATUSES.find((s) => s.value === plan.status)?.label}</Tag>;
}
