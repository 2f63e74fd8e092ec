import { ACTIVITY_STAGE_VALUES, type ActivityStage, activityStageLabel } from "@otp/contract";
import dayjs from "dayjs";

/** A date as lists show it. */
export const day = (iso: string | null) => (iso ? dayjs(iso).format("YYYY-MM-DD") : "—");
/** A moment as phase dates show it. */
export const minute = (iso: string | null) => (iso ? dayjs(iso).format("YYYY-MM-DD HH:mm") : "—");

/** The next stage and what moving there is called. */
export function nextStep(stage: ActivityStage): { to: ActivityStage; label: string } | null {
  const to = ACTIVITY_STAGE_VALUES[ACTIVITY_STAGE_VALUES.indexOf(stage) + 1];
  if (!to) return null;
  if (stage === "draft") return { to, label: "发布活动" };
  if (to === "results") return { to, label: "公布结果" };
  if (to === "archived") return { to, label: "归档" };
  return { to, label: `结束${activityStageLabel(stage)}` };
}
