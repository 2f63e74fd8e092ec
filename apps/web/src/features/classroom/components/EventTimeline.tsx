import type { AnalysisWarning, LessonMeasures } from "@otp/contract";
import { clock } from "../classroomFormat";

export interface TimelineMark {
  key: string;
  t: number;
  kind: "handUp" | "standing" | "headDown" | "warning";
  label: string;
}

const KIND_NAMES = { handUp: "举手高峰", standing: "起立高峰", headDown: "低头高峰", warning: "预警" } as const;

/** The marks under the player: each behaviour's peak and every warning tied to a moment. */
export function timelineMarks(m: LessonMeasures, warnings: readonly AnalysisWarning[]): TimelineMark[] {
  const marks: TimelineMark[] = [];
  for (const kind of ["handUp", "standing", "headDown"] as const) {
    const b = m.behaviours[kind];
    if (b.peakT !== null && b.peak > 0)
      marks.push({ key: kind, t: b.peakT, kind, label: `${KIND_NAMES[kind]} ${clock(b.peakT)}，${b.peak}人` });
  }
  for (const w of warnings)
    if (w.at !== null)
      marks.push({ key: `w${w.id}`, t: w.at, kind: "warning", label: `${w.ruleName} ${clock(w.at)}：${w.message}` });
  return marks.sort((a, b) => a.t - b.t);
}

/** A strip as long as the lesson with a button per mark; a click seeks the video there. */
export function EventTimeline({
  marks,
  duration,
  onSeek,
}: {
  marks: TimelineMark[];
  duration: number;
  onSeek(t: number): void;
}) {
  const total = Math.max(1, duration);
  return (
    <div className="ca-timeline">
      <fieldset className="ca-timeline-bar" aria-label="课堂事件时间轴">
        {marks.map((m) => (
          <button
            key={m.key}
            type="button"
            className={`ca-mark ca-mark-${m.kind}`}
            style={{ left: `${Math.min(100, (m.t / total) * 100)}%` }}
            title={m.label}
            aria-label={`${m.label}，跳转到该时刻`}
            data-kind={m.kind}
            data-t={m.t}
            onClick={() => onSeek(m.t)}
          />
        ))}
      </fieldset>
      <div className="ca-timeline-axis" aria-hidden="true">
        <span>0:00</span>
        <span>{clock(total / 2)}</span>
        <span>{clock(total)}</span>
      </div>
      <ul className="ca-timeline-legend">
        {marks.length === 0 ? <li>没有举手、起立、低头高峰或预警</li> : null}
        {marks.map((m) => (
          <li key={m.key}>
            <button type="button" className="ca-link" onClick={() => onSeek(m.t)}>
              <i className={`ca-dot ca-mark-${m.kind}`} aria-hidden="true" />
              {m.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
