import type { Marks } from "@otp/contract";
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { updatedAt } from "../../platform/db/columns.js";
import { activities, activityWorks } from "./activity.tables.js";

/** 评委组: a named group of judges; works are assigned to a whole group. */
export const activityJudgeGroups = pgTable(
  "activity_judge_groups",
  {
    id: serial("id").primaryKey(),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 30 }).notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("activity_judge_groups_activity_idx").on(t.activityId)],
);

/** A judge of an activity (in one group), with the organization used for conflicts of interest. */
export const activityJudges = pgTable(
  "activity_judges",
  {
    id: serial("id").primaryKey(),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    groupId: integer("group_id")
      .notNull()
      .references(() => activityJudgeGroups.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull(),
    orgId: integer("org_id"),
  },
  (t) => [uniqueIndex("activity_judges_user_idx").on(t.activityId, t.userId)],
);

/** One judge's score sheet for one work: created on assignment, saved as a draft, then submitted. */
export const activityScores = pgTable(
  "activity_scores",
  {
    id: serial("id").primaryKey(),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    workId: integer("work_id")
      .notNull()
      .references(() => activityWorks.id, { onDelete: "cascade" }),
    judgeId: integer("judge_id").notNull(),
    /** 1, or 2 for the second round of the top works (same standard, a new sheet). */
    round: integer("round").notNull().default(1),
    /** assigned | draft | submitted (JudgeScoreStatus) */
    status: varchar("status", { length: 16 }).notNull().default("assigned"),
    marks: jsonb("marks").$type<Marks>().notNull().default({}),
    comments: jsonb("comments").$type<Record<string, string>>().notNull().default({}),
    total: doublePrecision("total"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("activity_scores_work_judge_round_idx").on(t.workId, t.judgeId, t.round),
    index("activity_scores_judge_idx").on(t.judgeId, t.status),
    index("activity_scores_activity_idx").on(t.activityId),
  ],
);
