import { z } from "zod";
import type { NamedId, StResult, TeachingType } from "./classroom.js";
import type { StThresholds, WarningRule } from "./classroom.settings.js";
import type { ListResult } from "./envelope.js";
import { idSchema, keywordSchema, pageNoSchema, pageSizeSchema } from "./validation.js";

/**
 * AI research across lessons (issue 26): the per-lesson measures of AI classroom analysis rolled
 * up per day, week and term and per unit (school, college, department, course, teacher, class),
 * for the management dashboards, comparisons, history and term reports. Who sees what: a
 * teacher their own lessons beside the school's anonymised averages; holders of the AI research
 * screen their organization (the whole school when they belong to none); administrators and
 * holders of the AI classroom analysis screen everything.
 */

/* ---------- units and measures ---------- */

/** The units lessons are rolled up into. */
export const RESEARCH_UNITS = ["school", "college", "department", "course", "teacher", "class"] as const;
export type ResearchUnit = (typeof RESEARCH_UNITS)[number];
export const RESEARCH_UNIT_NAMES: Record<ResearchUnit, string> = {
  school: "全校",
  college: "学院",
  department: "教研室",
  course: "课程",
  teacher: "教师",
  class: "班级",
};

/** The levels of /ai-research/multi/(college|department|course|teacher). */
export const MULTI_LEVELS = ["college", "department", "course", "teacher"] as const;
export type MultiLevel = (typeof MULTI_LEVELS)[number];

/**
 * The measures a unit is ranked by (the §2 dashboards): each is the mean over the unit's analysed
 * lessons that have it (a lesson without a class list has no attendance rate, one without audio
 * no talk shares), never a mean of means of sub-units.
 */
export const RESEARCH_METRICS = [
  "attendanceRate",
  "headUpRate",
  "concentration",
  "lectureShare",
  "teacherShare",
  "studentShare",
  "silenceShare",
  "rt",
  "ch",
  "handUp",
  "standing",
  "headDown",
  "warningsPerLesson",
] as const;
export type ResearchMetric = (typeof RESEARCH_METRICS)[number];

/** How a metric reads: its Chinese name, its unit and which way is better (null: neither). */
export const RESEARCH_METRIC_INFO: Record<
  ResearchMetric,
  { name: string; unit: "%" | "" | "人"; scale: number; better: "up" | "down" | null }
> = {
  attendanceRate: { name: "出勤率", unit: "%", scale: 100, better: "up" },
  headUpRate: { name: "抬头率", unit: "%", scale: 100, better: "up" },
  concentration: { name: "专注度", unit: "", scale: 1, better: "up" },
  lectureShare: { name: "讲授占比", unit: "%", scale: 100, better: null },
  teacherShare: { name: "教师语言占比", unit: "%", scale: 100, better: null },
  studentShare: { name: "学生语言占比", unit: "%", scale: 100, better: "up" },
  silenceShare: { name: "沉寂占比", unit: "%", scale: 100, better: null },
  rt: { name: "教师行为占有率 Rt", unit: "", scale: 1, better: null },
  ch: { name: "师生行为转换率 Ch", unit: "", scale: 1, better: null },
  handUp: { name: "平均举手人数", unit: "人", scale: 1, better: "up" },
  standing: { name: "平均起立人数", unit: "人", scale: 1, better: null },
  headDown: { name: "平均低头人数", unit: "人", scale: 1, better: "down" },
  warningsPerLesson: { name: "每节课预警数", unit: "", scale: 1, better: "down" },
};

/** A unit's rolled-up measures (means over its analysed lessons; null when none has the measure). */
export interface UnitMeasures {
  /** Analysed lessons. */
  lessons: number;
  /** Seconds of analysed lessons. */
  duration: number;
  attendanceRate: number | null;
  headUpRate: number | null;
  concentration: number | null;
  lectureShare: number | null;
  teacherShare: number | null;
  studentShare: number | null;
  silenceShare: number | null;
  rt: number | null;
  ch: number | null;
  handUp: number | null;
  standing: number | null;
  headDown: number | null;
  warningsPerLesson: number | null;
  /** Lessons of each S-T teaching type (lessons too short to code are not counted). */
  types: Record<TeachingType, number>;
  warnings: number;
  warningsByRule: Record<WarningRule, number>;
}

/* ---------- scope and options ---------- */

/** What the caller's research covers: everything, their organization, or their own lessons. */
export type ResearchView = "all" | "org" | "self";

export interface ResearchTerm extends NamedId {
  startDate: string;
  endDate: string;
  isCurrent: boolean;
  /** Analysed lessons of the term within the caller's scope. */
  lessons: number;
}
export interface ResearchScope {
  view: ResearchView;
  /** Why the view is what it is, shown under the page title. */
  viewText: string;
  terms: ResearchTerm[];
  /** The term the pages open on: the current term if it has lessons, else the latest with lessons. */
  defaultTermId: number | null;
  /**
   * Colleges and their departments the caller may look at; `selectable` is false for the college of
   * a department leader (listed for its departments, not readable as a whole).
   */
  colleges: Array<NamedId & { selectable: boolean; departments: NamedId[] }>;
  /** Lessons of the scope still queued or being analysed (the dashboards say so). */
  pending: number;
  /** The school's S-T thresholds: the Rt–Ch charts' regions. */
  thresholds: StThresholds;
}

/* ---------- research across units: /ai-research/multi/… ---------- */

export const researchUnitsSchema = z.object({
  level: z.enum(MULTI_LEVELS, { error: "层级必须是 college、department、course 或 teacher" }),
  /** Omitted: every term. */
  termId: idSchema.optional(),
  /** Narrow to a college or a department (drill-down). */
  orgId: idSchema.optional(),
  /** Narrow the teacher level to one course's teachers (drill-down from a course). */
  courseId: idSchema.optional(),
});
export type ResearchUnitsInput = z.infer<typeof researchUnitsSchema>;

export interface ResearchUnitRow {
  unit: ResearchUnit;
  id: number;
  name: string;
  /** The college or department it belongs to (courses, teachers), for the table. */
  orgName: string;
  measures: UnitMeasures;
  /** The supervision module's mean evaluation score (0–100) of the same unit and term; null without evaluations. */
  supervision: { average: number; count: number } | null;
}
export interface ResearchUnits {
  level: MultiLevel;
  termId: number | null;
  /** The scope the rows belong to, in words: "全校", "初中部", "初中部 › 初中数学教研组", "我的课堂". */
  scopeName: string;
  /** The scope as a whole (the course, the organization, the teacher, or the school). */
  measures: UnitMeasures;
  /** The school's norm for the same term: anonymised means over every analysed lesson. */
  school: UnitMeasures;
  rows: ResearchUnitRow[];
  /** Breadcrumb of the drill-down: the college, the department, the course. */
  path: Array<{ level: MultiLevel; id: number; name: string }>;
}

/* ---------- analysed lessons of a scope (the drill-down's last level, course research) ---------- */

export const researchLessonsSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(100, 20),
  termId: idSchema.optional(),
  orgId: idSchema.optional(),
  courseId: idSchema.optional(),
  teacherId: idSchema.optional(),
  classId: idSchema.optional(),
  keyword: keywordSchema.optional(),
});
export type ResearchLessonsInput = z.infer<typeof researchLessonsSchema>;

export interface ResearchLesson {
  id: number;
  title: string;
  lessonAt: string;
  duration: number;
  teacherId: number;
  teacherName: string;
  courseId: number | null;
  courseName: string;
  classNames: string[];
  termId: number | null;
  attendanceRate: number | null;
  headUpRate: number | null;
  concentration: number | null;
  lectureShare: number | null;
  teacherShare: number | null;
  studentShare: number | null;
  rt: number | null;
  ch: number | null;
  teachingType: TeachingType | null;
  warnings: number;
}
export type ResearchLessons = ListResult<ResearchLesson>;

/* ---------- course research: /ai-research/course and /ai-research/course/{courseId} ---------- */

export const researchCoursesSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(100, 20),
  termId: idSchema.optional(),
  orgId: idSchema.optional(),
  keyword: keywordSchema.optional(),
});
export type ResearchCoursesInput = z.infer<typeof researchCoursesSchema>;
export interface ResearchCourseRow {
  courseId: number;
  name: string;
  orgName: string;
  teacherNames: string[];
  lastLessonAt: string | null;
  measures: UnitMeasures;
}
export type ResearchCourses = ListResult<ResearchCourseRow>;

export const researchCourseSchema = z.object({ courseId: idSchema, termId: idSchema.optional() });
export type ResearchCourseInput = z.infer<typeof researchCourseSchema>;

/** A lesson that stands out in its course, with why in words. */
export interface Standout {
  lesson: ResearchLesson;
  kind: "best" | "worst";
  reason: string;
}
export interface ResearchCourse {
  courseId: number;
  name: string;
  orgName: string;
  teacherNames: string[];
  termId: number | null;
  measures: UnitMeasures;
  school: UnitMeasures;
  /** Every analysed lesson of the course in the term, oldest first (the trend lines). */
  lessons: ResearchLesson[];
  standouts: Standout[];
}

/* ---------- comparison: /ai-research/compare/…, /compare-analysis/… ---------- */

export const COMPARE_KINDS = ["lesson", "teacher", "class"] as const;
export type CompareKind = (typeof COMPARE_KINDS)[number];
export const COMPARE_KIND_NAMES: Record<CompareKind, string> = { lesson: "课堂", teacher: "教师", class: "班级" };

export const researchCompareSchema = z.object({
  kind: z.enum(COMPARE_KINDS, { error: "对比对象必须是 lesson、teacher 或 class" }),
  ids: z
    .array(idSchema, { error: "参数 ids：请选择要对比的对象" })
    .min(2, "参数 ids：请选择两到三个对比对象")
    .max(3, "参数 ids：最多对比三个对象")
    .refine((ids) => new Set(ids).size === ids.length, "参数 ids：不能与自身对比，请选择不同的对象"),
  /** Teachers and classes: the term compared (omitted: every term). */
  termId: idSchema.optional(),
});
export type ResearchCompareInput = z.infer<typeof researchCompareSchema>;

/** A lesson's curves over its seconds; 抬头率, 专注度 and attendance on 0–1 (专注度 divided by 100), behaviours in people. */
export interface CurveSet {
  headUp: Array<{ t: number; value: number }>;
  concentration: Array<{ t: number; value: number }>;
  attendance: Array<{ t: number; value: number }>;
  handUp: Array<{ t: number; value: number }>;
  headDown: Array<{ t: number; value: number }>;
}
export interface CompareItem {
  kind: CompareKind;
  id: number;
  name: string;
  /** Teacher, course and date (lesson); organization (teacher, class). */
  subtitle: string;
  measures: UnitMeasures;
  /** Lesson: its own curves over the lesson's minutes (teachers and classes: null). */
  curves: CurveSet | null;
  /** Lesson: its S-T result; teachers and classes: null (their lessons are in `points`). */
  st: StResult | null;
  /** Every lesson's (Rt, Ch) on the Rt–Ch chart: one point for a lesson, each lesson for a teacher or class. */
  points: Array<{ lessonId: number; title: string; rt: number; ch: number; type: TeachingType }>;
  /** Teachers and classes: the weekly means (the history lines), oldest first. */
  weeks: Array<{ week: string; measures: UnitMeasures }>;
}
export interface ResearchCompare {
  kind: CompareKind;
  items: CompareItem[];
  /** The differences named in words, largest first. */
  differences: string[];
  school: UnitMeasures;
  /** The school's S-T thresholds: the Rt–Ch chart's regions (the points' types were coded with them). */
  thresholds: StThresholds;
}

/* ---------- history: /historical-data/… ---------- */

export const HISTORY_TOPICS = ["attendance", "teaching", "activity", "concentration"] as const;
export type HistoryTopic = (typeof HISTORY_TOPICS)[number];
export const HISTORY_TOPIC_NAMES: Record<HistoryTopic, string> = {
  attendance: "出勤",
  teaching: "教学",
  activity: "学生活动",
  concentration: "专注度",
};
/** The metrics each history page plots. */
export const HISTORY_TOPIC_METRICS: Record<HistoryTopic, ResearchMetric[]> = {
  attendance: ["attendanceRate"],
  teaching: ["lectureShare", "teacherShare", "rt", "ch"],
  activity: ["studentShare", "handUp", "standing", "headDown"],
  concentration: ["headUpRate", "concentration"],
};

export const HISTORY_PERIODS = ["week", "term"] as const;
export type HistoryPeriod = (typeof HISTORY_PERIODS)[number];

export const researchHistorySchema = z.object({
  unit: z.enum(RESEARCH_UNITS, { error: "范围类型不正确" }).default("school"),
  /** The unit's id (not for school). */
  unitId: idSchema.optional(),
  by: z.enum(HISTORY_PERIODS, { error: "周期必须是 week 或 term" }).default("week"),
  /** Weeks: the term shown (omitted: the default term). Terms: ignored, every term is shown. */
  termId: idSchema.optional(),
});
export type ResearchHistoryInput = z.infer<typeof researchHistorySchema>;

export interface HistoryPoint {
  /** Week: the Monday (YYYY-MM-DD); term: the term's id as text. */
  key: string;
  /** 第3周 (09-15)、2025-2026学年第二学期. */
  label: string;
  measures: UnitMeasures;
  /** The school's norm over the same period. */
  school: UnitMeasures;
}
export interface ResearchHistory {
  unit: ResearchUnit;
  unitId: number | null;
  unitName: string;
  by: HistoryPeriod;
  termId: number | null;
  points: HistoryPoint[];
}

/* ---------- term report: /historical-data/report ---------- */

export const REPORT_UNITS = ["teacher", "class", "college"] as const;
export type ReportUnit = (typeof REPORT_UNITS)[number];

export const researchReportSchema = z.object({
  unit: z.enum(REPORT_UNITS, { error: "报告对象必须是 teacher、class 或 college" }),
  unitId: idSchema,
  termId: idSchema,
});
export type ResearchReportInput = z.infer<typeof researchReportSchema>;

export interface ResearchReport {
  unit: ReportUnit;
  unitId: number;
  unitName: string;
  termId: number;
  termName: string;
  /** When the report was assembled. */
  madeAt: string;
  measures: UnitMeasures;
  school: UnitMeasures;
  /** The previous term's measures of the same unit (null: no lesson then). */
  previous: UnitMeasures | null;
  weeks: HistoryPoint[];
  lessons: ResearchLesson[];
  standouts: Standout[];
  /** The report's paragraphs: summary, strengths, what to watch. */
  paragraphs: string[];
}
