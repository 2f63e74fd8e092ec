import { type ActivityStage, activityStageLabel } from "@otp/contract";
import { Tag } from "antd";

const COLOR: Record<ActivityStage, string> = {
  draft: "default",
  registration: "green",
  submission: "cyan",
  audit: "orange",
  judging: "purple",
  results: "blue",
  archived: "default",
};

/** An activity's stage as a coloured tag. */
export function StageTag({ stage }: { stage: ActivityStage }) {
  return <Tag color={COLOR[stage]}>{activityStageLabel(stage)}</Tag>;
}
