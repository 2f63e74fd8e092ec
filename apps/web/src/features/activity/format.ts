import { ACTIVITY_STAGE_VALUES, type ActivityStage } from "@otp/contract";
import dayjs from "dayjs";

/** A date as lists show it. */
export const day = (iso: string | null) => (iso ? dayjs(iso).format("YYYY-MM-DD") : "—");
/** A moment as phase dates show it. */
export const minute = (iso: string | null) => (iso ? dayjs(iso).format("YYYY-MM-DD HH:mm") : "—");

const STEP_LABELS: Record<ActivityStage, string> = {
  draft: "发布活动",
  registration: "结束报名",
  submission: "结束作品提交",
  audit: "结束作品审核",
  judging: "公布结果",
  results: "归档",
  archived: "",
};

/** The next stage and what moving there is called. */
export function nextStep(stage: ActivityStage): { to: ActivityStage; label: string } | null {
  const to = ACTIVITY_STAGE_VALUES[ACTIVITY_STAGE_VALUES.indexOf(stage) + 1];
  if (!to) return null;
  return { to, label: STEP_LABELS[stage] };
}
