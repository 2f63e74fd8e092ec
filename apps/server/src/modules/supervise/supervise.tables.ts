import type { EvaluationForm, Marks, SuperviseSetting } from "@otp/contract";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../platform/db/columns.js";

/**
 * Evaluation templates (评价模板). `form` is the indicator tree; once an evaluation has started
 * with a template its form is frozen (evaluations also keep their own snapshot), and changes go
 * to a copy with the next `version`.
 */
export const supTemplates = pgTable("sup_templates", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 60 }).notNull(),
  courseTypeIds: jsonb("course_type_ids").$type<number[]>().notNull().default([]),
  evaluatorKinds: jsonb("evaluator_kinds").$type<string[]>().notNull().default([]),
  mode: varchar("mode", { length: 8 }).notNull(),
  description: text("description").notNull().default(""),
  form: jsonb("form").$type<EvaluationForm>().notNull(),
  ready: boolean("ready").notNull().default(false),
  version: integer("version").notNull().default(1),
  sourceId: integer("source_id"),
  createdBy: integer("created_by").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Common comment phrases evaluators insert with one click (常用评语). */
export const supPhrases = pgTable("sup_words", {
  id: serial("id").primaryKey(),
  content: varchar("content", { length: 200 }).notNull(),
  sort: integer("sort").notNull().default(0),
  createdAt: createdAt(),
});

/** The one settings row (id 1) of supervision (督导设置). */
export const supSettings = pgTable("sup_settings", {
  id: integer("id").primaryKey(),
  value: jsonb("value").$type<SuperviseSetting>().notNull(),
  updatedAt: updatedAt(),
});

/** A supervision task (督导任务): evaluators listen to these targets within a window, `quota` each. */
export const supTasks = pgTable(
  "sup_tasks",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 60 }).notNull(),
    templateId: integer("template_id").notNull(),
    termId: integer("term_id"),
    startAt: timestamp("start_at", { withTimezone: true }).notNull(),
    endAt: timestamp("end_at", { withTimezone: true }).notNull(),
    quota: integer("quota").notNull(),
    remark: text("remark").notNull().default(""),
    /** The teacher never sees who evaluated (whatever the global setting says). */
    anonymous: boolean("anonymous").notNull().default(false),
    createdBy: integer("created_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sup_tasks_term_idx").on(t.termId)],
);

/** People of a task: evaluators, and assistants who help arrange it. */
export const supTaskMembers = pgTable(
  "sup_task_members",
  {
    taskId: integer("task_id").notNull(),
    userId: integer("user_id").notNull(),
    role: varchar("role", { length: 12 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.userId, t.role] }), index("sup_task_members_user_idx").on(t.userId)],
);

/** What a task's evaluators listen to: a course section (its video), a live, or a teacher in the room. */
export const supTaskTargets = pgTable(
  "sup_task_targets",
  {
    id: serial("id").primaryKey(),
    taskId: integer("task_id").notNull(),
    kind: varchar("kind", { length: 12 }).notNull(),
    teacherId: integer("teacher_id").notNull(),
    courseId: integer("course_id"),
    sectionId: integer("section_id"),
    liveId: integer("live_id"),
    title: varchar("title", { length: 200 }).notNull(),
  },
  (t) => [index("sup_task_targets_task_idx").on(t.taskId)],
);

/**
 * One evaluator's evaluation of one lesson. `form` is the template's form as it was when the
 * evaluation started; `rev` increases on every save so two tabs cannot both write or submit.
 * Statistics read the denormalised columns (teacher, college, course type, term, score).
 */
export const supEvaluations = pgTable(
  "sup_evaluations",
  {
    id: serial("id").primaryKey(),
    taskId: integer("task_id"),
    targetId: integer("target_id"),
    evaluatorId: integer("evaluator_id").notNull(),
    evaluatorKind: varchar("evaluator_kind", { length: 8 }).notNull(),
    teacherId: integer("teacher_id").notNull(),
    orgId: integer("org_id"),
    courseTypeId: integer("course_type_id"),
    termId: integer("term_id"),
    courseId: integer("course_id"),
    sectionId: integer("section_id"),
    liveId: integer("live_id"),
    title: varchar("title", { length: 200 }).notNull(),
    templateId: integer("template_id").notNull(),
    templateVersion: integer("template_version").notNull(),
    form: jsonb("form").$type<EvaluationForm>().notNull(),
    marks: jsonb("marks").$type<Marks>().notNull().default({}),
    answers: jsonb("answers").$type<Record<string, string>>().notNull().default({}),
    notes: jsonb("notes").$type<{ second: number; text: string }[]>().notNull().default([]),
    /** Total ×10 (one decimal kept exactly). */
    score10: integer("score10"),
    level: varchar("level", { length: 10 }),
    /** Per first-level indicator: its rate (score / max, ×1000) — statistics by indicator read it. */
    indicators: jsonb("indicators").$type<{ name: string; rate: number }[]>().notNull().default([]),
    status: varchar("status", { length: 10 }).notNull().default("draft"),
    rev: integer("rev").notNull().default(0),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("sup_evaluations_target_evaluator_idx").on(t.targetId, t.evaluatorId),
    index("sup_evaluations_evaluator_idx").on(t.evaluatorId, t.status),
    index("sup_evaluations_teacher_idx").on(t.teacherId, t.status),
    index("sup_evaluations_stats_idx").on(t.status, t.termId, t.orgId),
    index("sup_evaluations_template_idx").on(t.templateId),
  ],
);

/**
 * Per-term roll-up of submitted evaluations, read by /supervise statistics instead of scanning
 * every evaluation. One row per dimension (`dim`: teacher, org, courseType, term, evaluator,
 * indicator), its key (`key`, 0 = not set; `keyText` for an indicator's name), term, college
 * and overall level. Submitted evaluations are never changed or deleted, so the row is
 * maintained by adding each submission in the submit's own transaction (min/max stay exact).
 * Scores are ×10 (indicator rows: rate ‰).
 */
export const supStatRollup = pgTable(
  "sup_stat_rollup",
  {
    dim: varchar("dim", { length: 12 }).notNull(),
    key: integer("key").notNull().default(0),
    keyText: varchar("key_text", { length: 100 }).notNull().default(""),
    termId: integer("term_id").notNull().default(0),
    orgId: integer("org_id").notNull().default(0),
    level: varchar("level", { length: 10 }).notNull().default(""),
    count: integer("count").notNull(),
    sum10: bigint("sum10", { mode: "number" }).notNull(),
    min10: integer("min10").notNull(),
    max10: integer("max10").notNull(),
  },
  (t) => [primaryKey({ columns: [t.dim, t.termId, t.orgId, t.key, t.keyText, t.level] })],
);

/** A patrol record (巡课记录) of one classroom visit, live or in the room. */
export const supPatrols = pgTable(
  "sup_patrols",
  {
    id: serial("id").primaryKey(),
    patrollerId: integer("patroller_id").notNull(),
    liveId: integer("live_id"),
    teacherId: integer("teacher_id"),
    room: varchar("room", { length: 100 }).notNull(),
    onTime: boolean("on_time").notNull(),
    order: varchar("order", { length: 10 }).notNull(),
    teachingState: varchar("teaching_state", { length: 10 }).notNull(),
    photoFileId: integer("photo_file_id"),
    remark: text("remark").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    index("sup_patrols_created_idx").on(t.createdAt),
    // A grabbed photo belongs to one record.
    uniqueIndex("sup_patrols_photo_idx").on(t.photoFileId),
  ],
);

/**
 * A photo grabbed from a patrolled live stream (巡课抓拍). Kept apart from the file so the file
 * module's public picture route can refuse it, and so a grabbed photo belongs to its patroller
 * until a patrol record (`sup_patrols.photo_file_id`) takes it.
 */
export const supPatrolPhotos = pgTable("sup_patrol_photos", {
  fileId: integer("file_id").primaryKey(),
  patrollerId: integer("patroller_id").notNull(),
  liveId: integer("live_id").notNull(),
  createdAt: createdAt(),
});
