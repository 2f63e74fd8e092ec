import type {
  LessonMeasures,
  ResearchLesson,
  ResearchUnit,
  TeachingType,
  UnitMeasures,
  WarningRule,
} from "@otp/contract";
import type { RollupSums } from "./classroom.research.tables.js";

/**
 * Pure shaping of AI research (issue 26, decision 0064): what one analysed lesson adds to the
 * roll-ups, under which keys, and how sums become the means the pages show.
 */

export interface TermSpan {
  id: number;
  startDate: string;
  endDate: string;
}
export interface OrgNode {
  id: number;
  parentId: number | null;
}

/** A finished lesson as the analysis row holds it. */
export interface FinishedLesson {
  id: number;
  teacherId: number;
  courseId: number | null;
  orgId: number | null;
  termId: number | null;
  classIds: number[];
  lessonAt: Date;
}

export interface LessonFacts extends RollupSums {
  analysisId: number;
  termId: number;
  day: string;
  week: string;
  collegeId: number;
  departmentId: number;
  courseId: number;
  teacherId: number;
  classIds: number[];
  lessonAt: Date;
}

const CHINA_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** The school day (China time) of an instant, YYYY-MM-DD. */
export function schoolDay(at: Date): string {
  return new Date(at.getTime() + CHINA_MS).toISOString().slice(0, 10);
}

/** The Monday of a school day's week. */
export function weekOf(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const back = (d.getUTCDay() + 6) % 7;
  return new Date(d.getTime() - back * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The term a lesson belongs to: the one whose dates hold its school day (a lesson is of the term
 * it was held in, whatever term its course was filed under); else the analysis's own term; 0 = none.
 */
export function termOf(day: string, terms: TermSpan[], fallback: number | null): number {
  return terms.find((t) => t.startDate <= day && day <= t.endDate)?.id ?? fallback ?? 0;
}

/**
 * The college and department of a lesson: its (course's) organization, a department's parent being
 * its college. A lesson filed under a college alone is the teacher's department when the teacher
 * belongs to one of that college's departments, and a lesson without an organization is the
 * teacher's: schools often file courses under the college while teachers sit in departments.
 */
export function orgPath(
  orgId: number | null,
  orgs: OrgNode[],
  teacherOrgId: number | null = null,
): { collegeId: number; departmentId: number } {
  const teacherOrg = teacherOrgId ? orgs.find((o) => o.id === teacherOrgId) : undefined;
  const org = orgId ? orgs.find((o) => o.id === orgId) : teacherOrg;
  if (!org) return { collegeId: 0, departmentId: 0 };
  if (org.parentId) return { collegeId: org.parentId, departmentId: org.id };
  const dept = teacherOrg?.parentId === org.id ? teacherOrg.id : 0;
  return { collegeId: org.id, departmentId: dept };
}

const TYPE_COLUMN: Record<TeachingType, keyof RollupSums> = {
  practice: "typePractice",
  lecture: "typeLecture",
  dialogue: "typeDialogue",
  mixed: "typeMixed",
};
const WARN_COLUMN: Record<WarningRule, keyof RollupSums> = {
  attendance: "warnAttendance",
  headUp: "warnHeadUp",
  lecture: "warnLecture",
};

/** Zero sums. */
export function emptySums(): RollupSums {
  return {
    lessons: 0,
    durationSum: 0,
    attendanceSum: 0,
    attendanceN: 0,
    headUpSum: 0,
    headUpN: 0,
    concentrationSum: 0,
    concentrationN: 0,
    audioN: 0,
    lectureSum: 0,
    teacherTalkSum: 0,
    studentTalkSum: 0,
    silenceSum: 0,
    stN: 0,
    rtSum: 0,
    chSum: 0,
    typePractice: 0,
    typeLecture: 0,
    typeDialogue: 0,
    typeMixed: 0,
    bodyN: 0,
    handUpSum: 0,
    standingSum: 0,
    headDownSum: 0,
    warnAttendance: 0,
    warnHeadUp: 0,
    warnLecture: 0,
  };
}

/** Mean people per frame of a behaviour series (its curve has one point per frame looked at). */
const perFrame = (s: { total: number; curve: unknown[] }) => s.total / s.curve.length;

/** Roll-up rows added together (a unit over several terms or organizations). */
export function addSums(rows: RollupSums[]): RollupSums {
  const total = emptySums();
  for (const row of rows) for (const k of Object.keys(total) as Array<keyof RollupSums>) total[k] += row[k];
  return total;
}

/** What one lesson adds: each measure it has, with a count of 1 for it. */
export function sumsOf(m: LessonMeasures, warnings: Array<{ rule: WarningRule }>): RollupSums {
  const s = emptySums();
  s.lessons = 1;
  s.durationSum = m.duration;
  if (m.attendance.rate !== null) {
    s.attendanceSum = m.attendance.rate;
    s.attendanceN = 1;
  }
  // A lesson with nobody in the picture has no head-up curve: it has no rate, not a rate of 0.
  if (m.headUp.curve.length) {
    s.headUpSum = m.headUp.average;
    s.headUpN = 1;
    s.headDownSum = perFrame(m.behaviours.headDown);
  }
  if (m.concentration.curve.length) {
    s.concentrationSum = m.concentration.average;
    s.concentrationN = 1;
  }
  if (m.audio.hasAudio) {
    s.audioN = 1;
    s.lectureSum = m.audio.lectureShare;
    s.teacherTalkSum = m.audio.teacherShare;
    s.studentTalkSum = m.audio.studentShare;
    s.silenceSum = m.audio.silenceShare;
  }
  if (m.st && m.st.n > 0) {
    s.stN = 1;
    s.rtSum = m.st.rt;
    s.chSum = m.st.ch;
    s[TYPE_COLUMN[m.st.type]] = 1;
  }
  if (m.behaviours.handUp.curve.length) {
    s.bodyN = 1;
    s.handUpSum = perFrame(m.behaviours.handUp);
    s.standingSum = perFrame(m.behaviours.standing);
  }
  for (const w of warnings) s[WARN_COLUMN[w.rule]] += 1;
  return s;
}

export interface FactContext {
  terms: TermSpan[];
  orgs: OrgNode[];
  /** The teacher's own organization (null: none or unknown). */
  teacherOrgId?: number | null;
}

export function factsOf(
  lesson: FinishedLesson,
  measures: LessonMeasures,
  warnings: Array<{ rule: WarningRule }>,
  ctx: FactContext,
): LessonFacts {
  const day = schoolDay(lesson.lessonAt);
  return {
    analysisId: lesson.id,
    termId: termOf(day, ctx.terms, lesson.termId),
    day,
    week: weekOf(day),
    ...orgPath(lesson.orgId, ctx.orgs, ctx.teacherOrgId ?? null),
    courseId: lesson.courseId ?? 0,
    teacherId: lesson.teacherId,
    classIds: [...new Set(lesson.classIds)],
    lessonAt: lesson.lessonAt,
    ...sumsOf(measures, warnings),
  };
}

export const TERM_START = "1970-01-01";

export interface RollupKey {
  termId: number;
  period: "term" | "week" | "day";
  start: string;
  unit: ResearchUnit;
  unitId: number;
  orgId: number;
}

/** Every roll-up row a lesson counts in: each unit it belongs to, per term, week and day. */
export function rollupKeys(f: LessonFacts): RollupKey[] {
  const org = f.departmentId || f.collegeId;
  const units: Array<[ResearchUnit, number, number]> = [["school", 0, 0]];
  if (f.collegeId) units.push(["college", f.collegeId, 0]);
  if (f.departmentId) units.push(["department", f.departmentId, 0]);
  if (f.courseId) units.push(["course", f.courseId, org]);
  units.push(["teacher", f.teacherId, org]);
  for (const c of f.classIds) units.push(["class", c, org]);
  const periods: Array<[RollupKey["period"], string]> = [
    ["term", TERM_START],
    ["week", f.week],
    ["day", f.day],
  ];
  return units.flatMap(([unit, unitId, orgId]) =>
    periods.map(([period, start]) => ({ termId: f.termId, period, start, unit, unitId, orgId })),
  );
}

const mean = (sum: number, n: number) => (n > 0 ? sum / n : null);

/** Sums into the means a page shows (each over the lessons that have the measure). */
export function measuresOf(s: RollupSums): UnitMeasures {
  return {
    lessons: s.lessons,
    duration: s.durationSum,
    attendanceRate: mean(s.attendanceSum, s.attendanceN),
    headUpRate: mean(s.headUpSum, s.headUpN),
    concentration: mean(s.concentrationSum, s.concentrationN),
    lectureShare: mean(s.lectureSum, s.audioN),
    teacherShare: mean(s.teacherTalkSum, s.audioN),
    studentShare: mean(s.studentTalkSum, s.audioN),
    silenceShare: mean(s.silenceSum, s.audioN),
    rt: mean(s.rtSum, s.stN),
    ch: mean(s.chSum, s.stN),
    handUp: mean(s.handUpSum, s.bodyN),
    standing: mean(s.standingSum, s.bodyN),
    headDown: mean(s.headDownSum, s.headUpN),
    warningsPerLesson: mean(s.warnAttendance + s.warnHeadUp + s.warnLecture, s.lessons),
    types: {
      practice: s.typePractice,
      lecture: s.typeLecture,
      dialogue: s.typeDialogue,
      mixed: s.typeMixed,
    },
    warnings: s.warnAttendance + s.warnHeadUp + s.warnLecture,
    warningsByRule: { attendance: s.warnAttendance, headUp: s.warnHeadUp, lecture: s.warnLecture },
  };
}

/** One lesson's facts read as a lesson row (names added by the caller). */
export function lessonOf(
  f: LessonFacts & { title: string },
  names: { teacherName: string; courseName: string; classNames: string[] },
): ResearchLesson {
  const m = measuresOf(f);
  const type = (Object.keys(TYPE_COLUMN) as TeachingType[]).find((t) => f[TYPE_COLUMN[t]] > 0) ?? null;
  return {
    id: f.analysisId,
    title: f.title,
    lessonAt: f.lessonAt.toISOString(),
    duration: f.durationSum,
    teacherId: f.teacherId,
    courseId: f.courseId || null,
    termId: f.termId || null,
    ...names,
    attendanceRate: m.attendanceRate,
    headUpRate: m.headUpRate,
    concentration: m.concentration,
    lectureShare: m.lectureShare,
    teacherShare: m.teacherShare,
    studentShare: m.studentShare,
    rt: m.rt,
    ch: m.ch,
    teachingType: type,
    warnings: m.warnings,
  };
}
