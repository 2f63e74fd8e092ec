import type { ClassroomSettings, LessonMeasures, LessonSource, WarningRule } from "@otp/contract";
import {
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../platform/db/columns.js";

/**
 * One lesson recording's analysis (AI 课堂分析). One row per recording (resource): a re-run resets
 * it under a new `runToken`, so a worker still busy with the old run can no longer write.
 */
export const classroomAnalyses = pgTable(
  "classroom_analyses",
  {
    id: serial("id").primaryKey(),
    resourceId: integer("resource_id").notNull(),
    source: varchar("source", { length: 16 }).$type<LessonSource>().notNull().default("resource"),
    liveId: integer("live_id"),
    teacherId: integer("teacher_id").notNull(),
    courseId: integer("course_id"),
    sectionId: integer("section_id"),
    classIds: jsonb("class_ids").$type<number[]>().notNull().default([]),
    orgId: integer("org_id"),
    termId: integer("term_id"),
    title: varchar("title", { length: 200 }).notNull(),
    lessonAt: timestamp("lesson_at", { withTimezone: true }).notNull(),
    /** Seconds (from the probe of the recording). */
    duration: real("duration").notNull().default(0),
    /** ANALYSIS_STATUSES. */
    status: varchar("status", { length: 16 }).notNull().default("queued"),
    progress: smallint("progress").notNull().default(0),
    stage: varchar("stage", { length: 100 }).notNull().default(""),
    error: varchar("error", { length: 500 }),
    /** Changes on every run or re-run; workers write only while it still matches. */
    runToken: varchar("run_token", { length: 32 }).notNull(),
    jobId: integer("job_id"),
    requestedBy: integer("requested_by"),
    /** Storage file ids of the analysed cameras (student; teacher = the same file for one-camera recordings). */
    studentFileId: integer("student_file_id"),
    teacherFileId: integer("teacher_file_id"),
    /** The sampling and thresholds the run used (a later settings change does not rewrite old reports). */
    settings: jsonb("settings").$type<
      Pick<ClassroomSettings, "studentEverySec" | "teacherEverySec" | "st"> & { bodyEverySec?: number }
    >(),
    measures: jsonb("measures").$type<LessonMeasures>(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("classroom_analyses_resource_idx").on(t.resourceId),
    index("classroom_analyses_teacher_idx").on(t.teacherId, t.lessonAt),
    index("classroom_analyses_term_idx").on(t.termId, t.orgId, t.lessonAt),
  ],
);

/**
 * What the model found in one sampled frame, saved as soon as it is made so a crashed or
 * stopped job resumes after its last sample. `frameKey` is the storage key of the JPEG,
 * cleared when the retention period ends (the detections stay).
 */
export const classroomSamples = pgTable(
  "classroom_samples",
  {
    id: serial("id").primaryKey(),
    analysisId: integer("analysis_id").notNull(),
    runToken: varchar("run_token", { length: 32 }).notNull(),
    /** "student" or "teacher". */
    camera: varchar("camera", { length: 8 }).notNull(),
    /** Seconds from the start of the recording. */
    t: real("t").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** Student camera: faces and persons; teacher camera: the teacher's position. */
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    frameKey: varchar("frame_key", { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("classroom_samples_point_idx").on(t.analysisId, t.runToken, t.camera, t.t),
    index("classroom_samples_created_idx").on(t.createdAt),
  ],
);

/** A person's FIAS coding of one lesson (one per coder; re-saving replaces it). */
export const classroomFias = pgTable(
  "classroom_fias",
  {
    id: serial("id").primaryKey(),
    analysisId: integer("analysis_id").notNull(),
    coderId: integer("coder_id").notNull(),
    codes: jsonb("codes").$type<number[]>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("classroom_fias_coder_idx").on(t.analysisId, t.coderId)],
);

/** A classroom warning raised by a rule on an analysed lesson (replaced when the lesson is re-analysed). */
export const classroomWarnings = pgTable(
  "classroom_warnings",
  {
    id: serial("id").primaryKey(),
    analysisId: integer("analysis_id").notNull(),
    rule: varchar("rule", { length: 16 }).$type<WarningRule>().notNull(),
    teacherId: integer("teacher_id").notNull(),
    orgId: integer("org_id"),
    termId: integer("term_id"),
    classIds: jsonb("class_ids").$type<number[]>().notNull().default([]),
    lessonAt: timestamp("lesson_at", { withTimezone: true }).notNull(),
    at: real("at"),
    value: real("value").notNull(),
    threshold: real("threshold").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("classroom_warnings_analysis_idx").on(t.analysisId),
    index("classroom_warnings_lesson_idx").on(t.lessonAt, t.rule),
    index("classroom_warnings_teacher_idx").on(t.teacherId, t.lessonAt),
  ],
);

/**
 * The latest analysed frame of each live classroom (the patrol wall's head-up rate), with the face
 * counts of its last frames: the baseline the rate is read against (null until there are enough).
 */
export const classroomLiveFrames = pgTable("classroom_live_frames", {
  liveId: integer("live_id").primaryKey(),
  faceCount: integer("face_count").notNull(),
  headUpRate: real("head_up_rate"),
  /** Face counts of the last frames, oldest first, the latest included. */
  recentCounts: jsonb("recent_counts").$type<number[]>().notNull().default([]),
  at: timestamp("at", { withTimezone: true }).notNull(),
});

/** The school's classroom-analysis settings: one row (id 1). */
export const classroomSettings = pgTable("classroom_settings", {
  id: smallint("id").primaryKey(),
  value: jsonb("value").$type<ClassroomSettings>().notNull(),
  updatedAt: updatedAt(),
});
