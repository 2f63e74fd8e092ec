import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";

/**
 * The roll-ups of AI research (issue 26, decision 0064). Each analysed lesson has one facts row
 * holding exactly what it adds to the roll-ups; the roll-up rows hold sums and counts per period
 * (term, week, day) and unit. A lesson finished, re-analysed or deleted adds or subtracts its
 * facts row in the same transaction as the change, so the dashboards read a few rows per unit
 * however many lessons accumulate, and a re-run changes them exactly.
 */

/** The additive part shared by a lesson's facts and the roll-up rows (sums and counts). */
const sums = {
  lessons: integer("lessons").notNull().default(0),
  durationSum: doublePrecision("duration_sum").notNull().default(0),
  attendanceSum: doublePrecision("attendance_sum").notNull().default(0),
  attendanceN: integer("attendance_n").notNull().default(0),
  headUpSum: doublePrecision("head_up_sum").notNull().default(0),
  headUpN: integer("head_up_n").notNull().default(0),
  concentrationSum: doublePrecision("concentration_sum").notNull().default(0),
  concentrationN: integer("concentration_n").notNull().default(0),
  audioN: integer("audio_n").notNull().default(0),
  lectureSum: doublePrecision("lecture_sum").notNull().default(0),
  teacherTalkSum: doublePrecision("teacher_talk_sum").notNull().default(0),
  studentTalkSum: doublePrecision("student_talk_sum").notNull().default(0),
  silenceSum: doublePrecision("silence_sum").notNull().default(0),
  stN: integer("st_n").notNull().default(0),
  rtSum: doublePrecision("rt_sum").notNull().default(0),
  chSum: doublePrecision("ch_sum").notNull().default(0),
  typePractice: integer("type_practice").notNull().default(0),
  typeLecture: integer("type_lecture").notNull().default(0),
  typeDialogue: integer("type_dialogue").notNull().default(0),
  typeMixed: integer("type_mixed").notNull().default(0),
  bodyN: integer("body_n").notNull().default(0),
  handUpSum: doublePrecision("hand_up_sum").notNull().default(0),
  standingSum: doublePrecision("standing_sum").notNull().default(0),
  headDownSum: doublePrecision("head_down_sum").notNull().default(0),
  warnAttendance: integer("warn_attendance").notNull().default(0),
  warnHeadUp: integer("warn_head_up").notNull().default(0),
  warnLecture: integer("warn_lecture").notNull().default(0),
};
export const ROLLUP_SUM_KEYS = Object.keys(sums) as Array<keyof typeof sums>;

/** One analysed lesson as the roll-ups see it (kept so it can be subtracted exactly). */
export const classroomLessonFacts = pgTable(
  "classroom_lesson_facts",
  {
    analysisId: integer("analysis_id").primaryKey(),
    /** The term whose dates hold the lesson (0: none). */
    termId: integer("term_id").notNull(),
    /** The lesson's school day and the Monday of its week (China time). */
    day: date("day", { mode: "string" }).notNull(),
    week: date("week", { mode: "string" }).notNull(),
    collegeId: integer("college_id").notNull(),
    departmentId: integer("department_id").notNull(),
    courseId: integer("course_id").notNull(),
    teacherId: integer("teacher_id").notNull(),
    classIds: jsonb("class_ids").$type<number[]>().notNull(),
    lessonAt: timestamp("lesson_at", { withTimezone: true }).notNull(),
    ...sums,
  },
  (t) => [
    index("classroom_lesson_facts_course_idx").on(t.courseId, t.termId),
    index("classroom_lesson_facts_teacher_idx").on(t.teacherId, t.termId),
    index("classroom_lesson_facts_term_idx").on(t.termId, t.lessonAt),
  ],
);

/**
 * Sums per (term, period, unit). `period` is "term" (start "1970-01-01"), "week" (its Monday) or
 * "day"; `unit` a RESEARCH_UNITS value with its id (school: 0); `orgId` the lesson's most specific
 * organization for course, teacher and class units (0 otherwise), so a leader's organization
 * filters them without a join.
 */
export const classroomRollups = pgTable(
  "classroom_rollups",
  {
    termId: integer("term_id").notNull(),
    period: varchar("period", { length: 8 }).notNull(),
    start: date("start", { mode: "string" }).notNull(),
    unit: varchar("unit", { length: 12 }).notNull(),
    unitId: integer("unit_id").notNull(),
    orgId: integer("org_id").notNull(),
    ...sums,
  },
  (t) => [
    primaryKey({ columns: [t.termId, t.period, t.unit, t.unitId, t.orgId, t.start] }),
    index("classroom_rollups_unit_idx").on(t.unit, t.unitId, t.period, t.start),
  ],
);

/** A row's sums as numbers. */
export type RollupSums = { [K in keyof typeof sums]: number };
