import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../platform/db/columns.js";

/** 作业: set by a teacher for classes, with a due date, the file kinds allowed and a late policy. */
export const assignments = pgTable(
  "assignments",
  {
    id: serial("id").primaryKey(),
    title: varchar("title", { length: 100 }).notNull(),
    instructions: text("instructions").notNull(),
    ownerId: integer("owner_id").notNull(),
    classIds: integer("class_ids").array().notNull().default([]),
    /** A course section as the target instead of classes: the course's classes see it. */
    courseId: integer("course_id"),
    sectionId: integer("section_id"),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    /** Upload kinds a submission's files may be. */
    fileKinds: varchar("file_kinds", { length: 16 }).array().notNull().default([]),
    /** refuse | accept */
    latePolicy: varchar("late_policy", { length: 16 }).notNull().default("refuse"),
    attachmentIds: integer("attachment_ids").array().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("assignments_owner_idx").on(t.ownerId), index("assignments_section_idx").on(t.sectionId)],
);

/** A student's work on an assignment: one per student, revised after a return. */
export const submissions = pgTable(
  "assignment_submissions",
  {
    id: serial("id").primaryKey(),
    assignmentId: integer("assignment_id")
      .notNull()
      .references(() => assignments.id, { onDelete: "cascade" }),
    studentId: integer("student_id").notNull(),
    content: text("content").notNull().default(""),
    /** submitted | returned | scored */
    state: varchar("state", { length: 16 }).notNull().default("submitted"),
    late: boolean("late").notNull().default(false),
    score: smallint("score"),
    comment: varchar("comment", { length: 1000 }).notNull().default(""),
    recommended: boolean("recommended").notNull().default(false),
    /** The student agrees that the work may be shown publicly once recommended. */
    shareConsent: boolean("share_consent").notNull().default(false),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("assignment_submissions_one_idx").on(t.assignmentId, t.studentId)],
);

export const submissionFiles = pgTable(
  "assignment_submission_files",
  {
    submissionId: integer("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    fileId: integer("file_id").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.fileId] })],
);
