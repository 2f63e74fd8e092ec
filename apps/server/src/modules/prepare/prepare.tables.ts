import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../platform/db/columns.js";

/** A teaching group preparing one course together (集体备课). */
export const prepareCourses = pgTable(
  "prepare_courses",
  {
    id: serial("id").primaryKey(),
    groupId: integer("group_id").notNull(),
    courseId: integer("course_id").notNull(),
    createdBy: integer("created_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("prepare_courses_group_course_idx").on(t.groupId, t.courseId)],
);

/** One section's lesson plan, given by the leader to a member with a deadline. */
export const preparePlans = pgTable(
  "prepare_plans",
  {
    id: serial("id").primaryKey(),
    prepareId: integer("prepare_id")
      .notNull()
      .references(() => prepareCourses.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 100 }).notNull(),
    assigneeId: integer("assignee_id").notNull(),
    deadline: timestamp("deadline", { withTimezone: true }).notNull(),
    /** editing | submitted | approved | returned */
    status: varchar("status", { length: 16 }).notNull().default("editing"),
    remark: varchar("remark", { length: 500 }).notNull().default(""),
    /** ProseMirror JSON of the plan as published to students; null while unpublished. */
    publishedContent: text("published_content"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("prepare_plans_prepare_idx").on(t.prepareId), index("prepare_plans_assignee_idx").on(t.assigneeId)],
);

/** The persisted Yjs document of a plan: its whole state as one update, base64. */
export const preparePlanDocs = pgTable("prepare_plan_docs", {
  planId: integer("plan_id")
    .primaryKey()
    .references(() => preparePlans.id, { onDelete: "cascade" }),
  state: text("state").notNull(),
  updatedAt: updatedAt(),
});

/** A saved version (snapshot) of a plan's document, restorable. */
export const preparePlanVersions = pgTable(
  "prepare_plan_versions",
  {
    id: serial("id").primaryKey(),
    planId: integer("plan_id")
      .notNull()
      .references(() => preparePlans.id, { onDelete: "cascade" }),
    label: varchar("label", { length: 50 }).notNull().default(""),
    state: text("state").notNull(),
    createdBy: integer("created_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("prepare_plan_versions_plan_idx").on(t.planId)],
);

/** A student's "done" mark on a published plan (preview material). */
export const preparePreviewDone = pgTable(
  "prepare_preview_done",
  {
    planId: integer("plan_id")
      .notNull()
      .references(() => preparePlans.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull(),
    doneAt: timestamp("done_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("prepare_preview_done_idx").on(t.planId, t.userId)],
);

/**
 * A comment anchored to a passage of a plan: the passage is a pair of Yjs relative positions
 * (base64 of Y.encodeRelativePosition), which follow the text through everyone's edits.
 */
export const preparePlanComments = pgTable(
  "prepare_plan_comments",
  {
    id: serial("id").primaryKey(),
    planId: integer("plan_id")
      .notNull()
      .references(() => preparePlans.id, { onDelete: "cascade" }),
    authorId: integer("author_id").notNull(),
    quote: varchar("quote", { length: 200 }).notNull().default(""),
    body: varchar("body", { length: 500 }).notNull(),
    anchorFrom: text("anchor_from").notNull(),
    anchorTo: text("anchor_to").notNull(),
    resolved: boolean("resolved").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("prepare_plan_comments_plan_idx").on(t.planId)],
);

/** Library resources attached to a plan; students see those they may open with the published plan. */
export const preparePlanResources = pgTable(
  "prepare_plan_resources",
  {
    planId: integer("plan_id")
      .notNull()
      .references(() => preparePlans.id, { onDelete: "cascade" }),
    resourceId: integer("resource_id").notNull(),
    addedBy: integer("added_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.resourceId] })],
);
