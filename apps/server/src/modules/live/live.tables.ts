import {
  boolean,
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

export interface Publisher {
  clientId: string;
  ip: string;
  since: string;
  /** Last sign of life (an HLS segment or a stats report). */
  seenAt: string;
  /** Incoming stream facts when the media server reports them. */
  stats?: { kbps?: number; width?: number; height?: number; fps?: number };
}

/** A scheduled live class (直播): one or more streams, recorded into a resource when it ends. */
export const lives = pgTable(
  "lives",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 100 }).notNull(),
    teacherId: integer("teacher_id").notNull(),
    orgId: integer("org_id"),
    courseId: integer("course_id"),
    sectionId: integer("section_id"),
    startAt: timestamp("start_at", { withTimezone: true }).notNull(),
    endAt: timestamp("end_at", { withTimezone: true }).notNull(),
    coverFileId: integer("cover_file_id"),
    /** Shown as a notice before the live starts. */
    openRemark: varchar("open_remark", { length: 500 }).notNull().default(""),
    intro: text("intro").notNull().default(""),
    /** LIVE_ACCESS: 0 all, 1 public (signed in), 2 secret. */
    access: smallint("access").notNull().default(0),
    classIds: jsonb("class_ids").$type<number[]>().notNull().default([]),
    userIds: jsonb("user_ids").$type<number[]>().notNull().default([]),
    /** Viewers the teacher muted in this live's discussion. */
    mutedUserIds: jsonb("muted_user_ids").$type<number[]>().notNull().default([]),
    /** The viewing password's argon2 hash (decision 0033); "" when none. */
    passwordHash: varchar("password", { length: 200 }).notNull().default(""),
    showVisitCount: boolean("show_visit_count").notNull().default(true),
    /** SOMOOC (entered by hand) or SOCLUSTER (pushed by a central-control system). */
    source: varchar("source", { length: 16 }).notNull().default("SOMOOC"),
    /** SOCLUSTER: the pushing system and its own id of this live (upserts are idempotent). */
    externalKey: varchar("external_key", { length: 120 }),
    /** LIVE_STREAM_KINDS in screen order. */
    streams: jsonb("streams").$type<string[]>().notNull().default(["teacher"]),
    /** Names of streams that are not LIVE_STREAM_KINDS (a meeting's venues), by kind. */
    streamLabels: jsonb("stream_labels").$type<Record<string, string>>().notNull().default({}),
    /** LIVE_STATE: 1 not started, 2 in progress, 3 ended, -1 in progress with the publisher lost. */
    status: smallint("status").notNull().default(1),
    cancelled: boolean("cancelled").notNull().default(false),
    visitCount: integer("visit_count").notNull().default(0),
    /** The resource the recording became (tab 3 plays its files). */
    recordingResourceId: integer("recording_resource_id"),
    /** The secret of the push address (rotatable); a publish must carry it until it expires. */
    streamKey: varchar("stream_key", { length: 40 }).notNull(),
    keyExpiresAt: timestamp("key_expires_at", { withTimezone: true }).notNull(),
    /** Who publishes each stream now (kind → media-server client), so a second publisher is refused. */
    publishers: jsonb("publishers").$type<Record<string, Publisher>>().notNull().default({}),
    /** When the last publisher went away (status -1); after the grace period the live ends. */
    lostAt: timestamp("lost_at", { withTimezone: true }),
    /** Recorded parts (media-server DVR files) in order, joined into one recording at the end. */
    recordParts: jsonb("record_parts").$type<string[]>().notNull().default([]),
    startedAt: timestamp("started_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("lives_status_idx").on(t.status, t.startAt),
    index("lives_teacher_idx").on(t.teacherId, t.startAt),
    index("lives_org_idx").on(t.orgId),
    uniqueIndex("lives_stream_key_idx").on(t.streamKey),
    uniqueIndex("lives_external_key_idx").on(t.externalKey),
  ],
);

/** Users who reserved an upcoming live; told in-site when it starts. */
export const liveReservations = pgTable(
  "live_reservations",
  {
    liveId: integer("live_id").notNull(),
    userId: integer("user_id").notNull(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.liveId, t.userId] }), index("live_reservations_user_idx").on(t.userId)],
);

/** The live discussion panel: messages viewers write, hidden by the teacher when needed. */
export const liveMessages = pgTable(
  "live_messages",
  {
    id: serial("id").primaryKey(),
    liveId: integer("live_id").notNull(),
    userId: integer("user_id").notNull(),
    content: varchar("content", { length: 300 }).notNull(),
    hidden: boolean("hidden").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("live_messages_live_idx").on(t.liveId, t.id)],
);
