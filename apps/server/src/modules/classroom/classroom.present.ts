import type {
  AnalysedFrame,
  AnalysisRow,
  AnalysisWarning,
  DetectedFace,
  DetectedPerson,
  LessonSource,
  WarningRow,
} from "@otp/contract";
import { WARNING_RULE_NAMES } from "@otp/contract";
import type { AnalysisRecord, WarningRecord } from "./classroom.queries.js";

/** Pure shaping of classroom rows into the contract's types. */

export interface Names {
  users: Map<number, { realName: string }>;
  courses: Map<number, string>;
  classes: Map<number, string>;
  orgs: Map<number, string>;
  terms: Map<number, string>;
}

const round = (v: number, digits = 4) => Math.round(v * 10 ** digits) / 10 ** digits;

export function toRow(r: AnalysisRecord, names: Names, warningCount: number, canRun: boolean): AnalysisRow {
  const m = r.measures;
  return {
    id: r.id,
    resourceId: r.resourceId,
    source: r.source as LessonSource,
    liveId: r.liveId,
    title: r.title,
    teacherId: r.teacherId,
    teacherName: names.users.get(r.teacherId)?.realName ?? "",
    courseId: r.courseId,
    courseName: r.courseId ? (names.courses.get(r.courseId) ?? "") : "",
    classNames: r.classIds.flatMap((id) => names.classes.get(id) ?? []),
    orgName: r.orgId ? (names.orgs.get(r.orgId) ?? "") : "",
    termName: r.termId ? (names.terms.get(r.termId) ?? "") : "",
    lessonAt: r.lessonAt.toISOString(),
    duration: round(r.duration, 1),
    status: r.status as AnalysisRow["status"],
    progress: r.progress,
    stage: r.stage,
    error: r.error,
    finishedAt: r.finishedAt ? r.finishedAt.toISOString() : null,
    attendanceRate: m?.attendance.rate ?? null,
    detected: m ? m.attendance.detected : null,
    headUpRate: m && m.samples > 0 ? m.headUp.average : null,
    concentration: m && m.samples > 0 ? m.concentration.average : null,
    // No S-T codes (audio shorter than one 30 s step): no teaching type to show.
    teachingType: m?.st?.n ? m.st.type : null,
    lectureShare: m?.audio.hasAudio ? m.audio.lectureShare : null,
    warningCount,
    canRun,
  };
}

export function toWarning(w: WarningRecord): AnalysisWarning {
  return {
    id: w.id,
    rule: w.rule,
    ruleName: WARNING_RULE_NAMES[w.rule] ?? w.rule,
    at: w.at,
    value: w.value,
    threshold: w.threshold,
    message: w.message,
    createdAt: w.createdAt.toISOString(),
  };
}

export function toWarningRow(w: WarningRecord, title: string, names: Names): WarningRow {
  return {
    ...toWarning(w),
    analysisId: w.analysisId,
    title,
    teacherName: names.users.get(w.teacherId)?.realName ?? "",
    classNames: w.classIds.flatMap((id) => names.classes.get(id) ?? []),
    lessonAt: w.lessonAt.toISOString(),
  };
}

export function toFrame(s: {
  id: number;
  t: number;
  width: number;
  height: number;
  data: Record<string, unknown>;
  frameKey: string | null;
}): AnalysedFrame {
  return {
    sampleId: s.id,
    t: s.t,
    width: s.width,
    height: s.height,
    hasImage: !!s.frameKey,
    faces: (s.data.faces as DetectedFace[] | undefined) ?? [],
    persons: (s.data.persons as DetectedPerson[] | undefined) ?? [],
    body: s.data.body !== false,
    teacher: (s.data.teacher as { box: AnalysedFrame["teacher"] } | null | undefined)?.box ?? null,
  };
}

/** YYYY-MM-DD of an instant in China time (the school's calendar). */
export function chinaDay(d: Date): string {
  return new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

/** Counts of `key` over rows, largest first. */
export function countBy<T>(rows: T[], key: (r: T) => string[]): Array<{ name: string; count: number }> {
  const m = new Map<string, number>();
  for (const r of rows) for (const k of key(r)) m.set(k, (m.get(k) ?? 0) + 1);
  return [...m]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}
