import type { SubmissionState } from "@otp/contract";

const STATES: Record<SubmissionState, { text: string; tone: string }> = {
  submitted: { text: "待批阅", tone: "me-tag-blue" },
  returned: { text: "已退回", tone: "me-tag-orange" },
  scored: { text: "已批阅", tone: "me-tag-green" },
};

/** Where the student's work stands; not handed in yet is its own state. */
export function StateTag({ state, late }: { state: SubmissionState | null; late?: boolean }) {
  const s = state ? STATES[state] : { text: "未提交", tone: "me-tag-red" };
  return (
    <>
      <span className={`me-tag ${s.tone}`}>{s.text}</span>
      {late ? <span className="me-tag me-tag-orange">迟交</span> : null}
    </>
  );
}
