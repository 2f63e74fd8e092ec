import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../platform/db/columns.js";

/** 通知公告: school announcements written in the back office. */
export const announcements = pgTable(
  "announcements",
  {
    id: serial("id").primaryKey(),
    title: varchar("title", { length: 100 }).notNull(),
    /** Sanitised HTML (never stored as typed). */
    content: text("content").notNull(),
    /** Plain-text start of the content for lists. */
    summary: varchar("summary", { length: 200 }).notNull().default(""),
    ownerId: integer("owner_id").notNull(),
    /** all | teacher | student | org */
    audience: varchar("audience", { length: 16 }).notNull().default("all"),
    /** The chosen organizations when audience is "org". */
    orgIds: integer("org_ids").array().notNull().default([]),
    /** Published by its author (false: a draft). */
    published: boolean("published").notNull().default(false),
    /** When it appears to readers: the publish time, or the scheduled time. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    expireAt: timestamp("expire_at", { withTimezone: true }),
    pinned: boolean("pinned").notNull().default(false),
    /** Distinct signed-in readers (announcement_reads holds who). */
    readCount: integer("read_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The reader's list: published, pinned first, newest first.
    index("announcements_list_idx").on(t.published, t.pinned, t.publishAt),
  ],
);

export const announcementFiles = pgTable(
  "announcement_files",
  {
    announcementId: integer("announcement_id")
      .notNull()
      .references(() => announcements.id, { onDelete: "cascade" }),
    fileId: integer("file_id").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.fileId] })],
);

/** Who has read an announcement: one row per signed-in reader, so the count is of people. */
export const announcementReads = pgTable(
  "announcement_reads",
  {
    announcementId: integer("announcement_id")
      .notNull()
      .references(() => announcements.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.userId] })],
);
