import { TEACH_TASK_ITEM_STATES, type TeachTaskItemState } from "@otp/contract";
import { Tag } from "antd";

const COLORS: Record<TeachTaskItemState, string> = {
  todo: "default",
  submitted: "blue",
  returned: "orange",
  done: "green",
};

/** One item's state for one teacher. */
export function ItemStateTag({ state, text }: { state: TeachTaskItemState; text?: string }) {
  return <Tag color={COLORS[state]}>{text ?? TEACH_TASK_ITEM_STATES.find((s) => s.value === state)?.label}</Tag>;
}
