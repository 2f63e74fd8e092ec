import { SUBMISSION_STATES, type SubmissionState } from "@otp/contract";
import { Tag } from "antd";

const COLORS: Record<SubmissionState, string> = { submitted: "orange", returned: "red", scored: "green" };

/** A submission's state; null: not handed in. */
export function StateTag({ state, late }: { state: SubmissionState | null; late?: boolean }) {
  if (!state) return <Tag>未提交</Tag>;
  return (
    <>
      <Tag color={COLORS[state]}>{SUBMISSION_STATES.find((s) => s.value === state)?.label}</Tag>
      {late && <Tag color="volcano">迟交</Tag>}
    </>
  );
}
