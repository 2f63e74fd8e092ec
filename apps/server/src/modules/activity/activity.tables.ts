import type { EvaluationForm } from "@otp/contract";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../platform/db/columns.js";

/** 活动评比: a teaching contest with dated phases, run by an organiser. */
export const activities = pgTable(
  "activities",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 100 }).notNull(),
    ownerId: integer("owner_id").notNull(),
    organizerOrgId: integer("organizer_org_id"),
    subjectId: integer("subject_id"),
    /** Sanitised HTML. */
    intro: text("intro").notNull().default(""),
    guide: text("guide").notNull().default(""),
    /**
     * The organiser's position in the lifecycle (ActivityStage): draft until opened; closing a
     * phase early moves it on. The stage shown is the later of this and what the dates say.
     */
    stage: varchar("stage", { length: 16 }).notNull().default("draft"),
    registrationStart: timestamp("registration_start", { withTimezone: true }).notNull(),
    registrationEnd: timestamp("registration_end", { withTimezone: true }).notNull(),
    submissionEnd: timestamp("submission_end", { withTimezone: true }).notNull(),
    auditEnd: timestamp("audit_end", { withTimezone: true }).notNull(),
    judgingEnd: timestamp("judging_end", { withTimezone: true }).notNull(),
    /** mean | trimmed (ActivityAggregation). */
    aggregation: varchar("aggregation", { length: 16 }).notNull().default("mean"),
    resultsAt: timestamp("results_at", { withTimezone: true }),
    /** Judges see no author or school while judging. */
    blindReview: boolean("blind_review").notNull().default(false),
    /** The supervision template chosen as the standard, and its form copied (frozen) here. */
    templateId: integer("template_id"),
    standardName: varchar("standard_name", { length: 100 }),
    standard: jsonb("standard").$type<EvaluationForm>(),
    /** 单位推荐: works an organization may send to judging; null = no unit recommendation. */
    recommendQuota: integer("recommend_quota"),
    /** 第二轮: the top N asked for when round 2 was opened; null = one round only. */
    round2Top: integer("round2_top"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("activities_list_idx").on(t.stage, t.registrationStart)],
);

export const activityAnnouncements = pgTable(
  "activity_announcements",
  {
    id: serial("id").primaryKey(),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 100 }).notNull(),
    content: text("content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("activity_announcements_activity_idx").on(t.activityId)],
);

/** A teacher's registration, with the answers to the organiser's custom fields. */
export const activityRegistrations = pgTable(
  "activity_registrations",
  {
    id: serial("id").primaryKey(),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull(),
    orgId: integer("org_id"),
    /** pending | approved | rejected */
    status: varchar("status", { length: 16 }).notNull().default("pending"),
    fields: jsonb("fields").$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("activity_registrations_user_idx").on(t.activityId, t.userId)],
);

/**
 * 团队报名: the members of a team registration besides its leader (the registrant), teachers
 * chosen at registration. They see the registration and work in 我的活动 and are named on its
 * certificate; only the leader submits.
 */
export const activityRegistrationMembers = pgTable(
  "activity_registration_members",
  {
    id: serial("id").primaryKey(),
    registrationId: integer("registration_id")
      .notNull()
      .references(() => activityRegistrations.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [
    uniqueIndex("activity_registration_members_idx").on(t.registrationId, t.userId),
    index("activity_registration_members_user_idx").on(t.userId),
  ],
);

/** A submitted work: a resource (the upload pipeline made it) the preview dialog plays. */
export const activityWorks = pgTable(
  "activity_works",
  {
    id: serial("id").primaryKey(),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    registrationId: integer("registration_id").references(() => activityRegistrations.id, { onDelete: "cascade" }),
    ownerId: integer("owner_id").notNull(),
    orgId: integer("org_id"),
    title: varchar("title", { length: 100 }).notNull(),
    resourceId: integer("resource_id").notNull(),
    /** The subject judged in: the resource's subject, else the activity's (set on submission). */
    subjectId: integer("subject_id"),
    /** submitted | approved | returned */
    status: varchar("status", { length: 16 }).notNull().default("submitted"),
    returnReason: varchar("return_reason", { length: 200 }),
    /**
     * The score used by ranking and awards: round 2's for a work in round 2 (null until its
     * round-2 sheets are all submitted), otherwise round 1's.
     */
    finalScore: doublePrecision("final_score"),
    /** Round 1's aggregated score, kept when the work goes on to round 2; null = not in round 2. */
    round1Score: doublePrecision("round1_score"),
    awardLevelId: integer("award_level_id"),
    /** Chosen by its organization's recommender (used when the activity has a recommend quota). */
    recommended: boolean("recommended").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("activity_works_activity_idx").on(t.activityId, t.status),
    // One work per registration: submitting again replaces it.
    uniqueIndex("activity_works_registration_idx").on(t.registrationId),
  ],
);

/** Extra registration fields the organiser defines (text, choice, file), in order. */
export const activityProperties = pgTable(
  "activity_properties",
  {
    id: serial("id").primaryKey(),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 30 }).notNull(),
    /** text | choice | file */
    kind: varchar("kind", { length: 16 }).notNull(),
    required: boolean("required").notNull().default(false),
    options: jsonb("options").$type<string[]>().notNull().default([]),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("activity_properties_activity_idx").on(t.activityId)],
);

/** Award levels (一等奖…) with their quotas, in order. */
export const activityAwardLevels = pgTable(
  "activity_award_levels",
  {
    id: serial("id").primaryKey(),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 30 }).notNull(),
    quota: integer("quota").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("activity_award_levels_activity_idx").on(t.activityId)],
);

/** 单位推荐人: a user (a school's administrator) who recommends the works of their organization. */
export const activityRecommenders = pgTable(
  "activity_recommenders",
  {
    id: serial("id").primaryKey(),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull(),
    orgId: integer("org_id").notNull(),
  },
  (t) => [uniqueIndex("activity_recommenders_user_idx").on(t.activityId, t.userId)],
);
