import {
  date,
  index,
  integer,
  jsonb,
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

/** 教学任务: a task the school (administrators) or a group leader gives teachers, for a window of dates. */
export const teachTasks = pgTable(
  "teach_tasks",
  {
    id: serial("id").primaryKey(),
    title: varchar("title", { length: 100 }).notNull(),
    description: text("description").notNull().default(""),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    /** org | group | teachers (TeachTaskTargetKind). */
    targetKind: varchar("target_kind", { length: 16 }).notNull(),
    orgId: integer("org_id"),
    groupId: integer("group_id"),
    createdBy: integer("created_by").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("teach_tasks_group_idx").on(t.groupId), index("teach_tasks_creator_idx").on(t.createdBy)],
);

/** What a task asks for, in order. */
export const teachTaskItems = pgTable(
  "teach_task_items",
  {
    id: serial("id").primaryKey(),
    taskId: integer("task_id")
      .notNull()
      .references(() => teachTasks.id, { onDelete: "cascade" }),
    sort: integer("sort").notNull().default(0),
    /** upload_resource | join_activity | free (TeachTaskItemKind). */
    kind: varchar("kind", { length: 20 }).notNull(),
    title: varchar("title", { length: 100 }).notNull(),
    resourceKind: smallint("resource_kind"),
    count: integer("count"),
    activityId: integer("activity_id"),
  },
  (t) => [index("teach_task_items_task_idx").on(t.taskId, t.sort)],
);

/**
 * The teachers a task was given to, resolved when it is saved: a teacher who joins the
 * organization or group later does not inherit a running task.
 */
export const teachTaskAssignees = pgTable(
  "teach_task_assignees",
  {
    taskId: integer("task_id")
      .notNull()
      .references(() => teachTasks.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.userId] }), index("teach_task_assignees_user_idx").on(t.userId)],
);

/** A teacher's evidence for a free item, and the manager's decision on it. */
export const teachTaskEvidence = pgTable(
  "teach_task_evidence",
  {
    id: serial("id").primaryKey(),
    itemId: integer("item_id")
      .notNull()
      .references(() => teachTaskItems.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull(),
    /** submitted | returned | done */
    status: varchar("status", { length: 16 }).notNull().default("submitted"),
    content: text("content").notNull().default(""),
    fileIds: jsonb("file_ids").$type<number[]>().notNull().default([]),
    remark: varchar("remark", { length: 200 }).notNull().default(""),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewerId: integer("reviewer_id"),
  },
  (t) => [uniqueIndex("teach_task_evidence_item_user_idx").on(t.itemId, t.userId)],
);
