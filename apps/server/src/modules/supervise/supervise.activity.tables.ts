import type { EvaluationForm, Marks } from "@otp/contract";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "../../platform/db/columns.js";

/**
 * Supervision activities (督导活动): a term's campaign in which the students of chosen teaching
 * classes evaluate their teachers with one template. `form` is the template's form frozen when
 * the activity was saved, so a later template edit never changes what students answer.
 */
export const supActivities = pgTable(
  "sup_activities",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 60 }).notNull(),
    termId: integer("term_id").notNull(),
    templateId: integer("template_id").notNull(),
    templateVersion: integer("template_version").notNull(),
    form: jsonb("form").$type<EvaluationForm>().notNull(),
    startAt: timestamp("start_at", { withTimezone: true }).notNull(),
    endAt: timestamp("end_at", { withTimezone: true }).notNull(),
    remark: text("remark").notNull().default(""),
    createdBy: integer("created_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sup_activities_term_idx").on(t.termId)],
);

/** An offering (开课) taking part: a teacher teaching a class, evaluated by that class's students. */
export const supActivityTargets = pgTable(
  "sup_activity_targets",
  {
    id: serial("id").primaryKey(),
    activityId: integer("activity_id").notNull(),
    originId: integer("origin_id").notNull(),
    teacherId: integer("teacher_id").notNull(),
    classId: integer("class_id"),
    title: varchar("title", { length: 200 }).notNull(),
  },
  (t) => [
    uniqueIndex("sup_activity_targets_origin_idx").on(t.activityId, t.originId),
    index("sup_activity_targets_class_idx").on(t.classId),
  ],
);

/**
 * A student's anonymous evaluation of one offering. `studentId` exists only to keep one
 * submission per student per offering and to count participation; no read path joins it to
 * the marks and answers.
 */
export const supActivityAnswers = pgTable(
  "sup_activity_answers",
  {
    id: serial("id").primaryKey(),
    activityId: integer("activity_id").notNull(),
    targetId: integer("target_id").notNull(),
    teacherId: integer("teacher_id").notNull(),
    studentId: integer("student_id").notNull(),
    marks: jsonb("marks").$type<Marks>().notNull(),
    answers: jsonb("answers").$type<Record<string, string>>().notNull().default({}),
    /** Total ×10. */
    score10: integer("score10").notNull(),
    level: varchar("level", { length: 10 }).notNull(),
    indicators: jsonb("indicators").$type<{ name: string; rate: number }[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("sup_activity_answers_once_idx").on(t.targetId, t.studentId),
    index("sup_activity_answers_activity_idx").on(t.activityId, t.teacherId),
    index("sup_activity_answers_student_idx").on(t.studentId),
  ],
);
