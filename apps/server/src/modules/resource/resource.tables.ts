import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../platform/db/columns.js";
import { tsvector } from "../../platform/db/tsvector.js";

export const resources = pgTable(
  "resources",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 100 }).notNull(),
    /** RESOURCE_KINDS id 1..7. */
    kind: smallint("kind").notNull(),
    /** RESOURCE_TYPES: VIDEO, MULTISCREEN, DOCUMENT, AUDIO, PICTURE. */
    type: varchar("type", { length: 16 }).notNull(),
    brief: text("brief").notNull().default(""),
    coverFileId: integer("cover_file_id"),
    ownerId: integer("owner_id").notNull(),
    /** The owner's user type when the resource was created ("student" resources have their own admin screen). */
    ownerType: varchar("owner_type", { length: 16 }).notNull().default("teacher"),
    orgId: integer("org_id"),
    subjectId: integer("subject_id"),
    termId: integer("term_id"),
    visibility: varchar("visibility", { length: 16 }).notNull().default("school"),
    allowDownload: boolean("allow_download").notNull().default(true),
    /** PUBLISH_STATUS: 0 draft, 1 pending audit, 2 published, 3 rejected. */
    status: smallint("status").notNull().default(0),
    rejectReason: varchar("reject_reason", { length: 500 }),
    duration: integer("duration"),
    visitCount: integer("visit_count").notNull().default(0),
    downloadCount: integer("download_count").notNull().default(0),
    searchDoc: tsvector("search_doc").notNull().default(sql`''::tsvector`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (t) => [
    index("resources_list_idx").on(t.status, t.kind, t.createdAt),
    index("resources_owner_idx").on(t.ownerId, t.kind),
    index("resources_owner_type_idx").on(t.ownerType, t.kind),
    // fastupdate off: new entries go straight into the index instead of a pending list that every
    // search scans linearly until a VACUUM (the embedded database has no autovacuum).
    index("resources_search_idx").using("gin", t.searchDoc).with({ fastupdate: false }),
  ],
);

/** Files of a resource in order; multi-screen resources label each screen. */
export const resourceFiles = pgTable(
  "resource_files",
  {
    id: serial("id").primaryKey(),
    resourceId: integer("resource_id").notNull(),
    fileId: integer("file_id").notNull(),
    label: varchar("label", { length: 20 }).notNull().default(""),
    /** WebVTT captions shown over a video (optional). */
    captionFileId: integer("caption_file_id"),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("resource_files_resource_idx").on(t.resourceId, t.sort), index("resource_files_file_idx").on(t.fileId)],
);

/** Knowledge-point notes: a moment of a resource with a caption (and a picture). */
export const resourceNotes = pgTable(
  "resource_notes",
  {
    id: serial("id").primaryKey(),
    resourceId: integer("resource_id").notNull(),
    courseId: integer("course_id"),
    sectionId: integer("section_id"),
    userId: integer("user_id").notNull(),
    second: integer("second").notNull().default(0),
    content: varchar("content", { length: 500 }).notNull(),
    imgFileId: integer("img_file_id"),
    searchDoc: tsvector("search_doc").notNull().default(sql`''::tsvector`),
    createdAt: createdAt(),
  },
  (t) => [
    index("resource_notes_resource_idx").on(t.resourceId),
    // fastupdate off: new entries go straight into the index instead of a pending list that every
    // search scans linearly until a VACUUM (the embedded database has no autovacuum).
    index("resource_notes_search_idx").using("gin", t.searchDoc).with({ fastupdate: false }),
  ],
);

export const downloads = pgTable(
  "downloads",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull(),
    resourceId: integer("resource_id").notNull(),
    fileId: integer("file_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("downloads_user_idx").on(t.userId, t.createdAt)],
);

/** Visits counted once per viewer per target per hour, so reloads do not inflate counts. */
export const visitMarks = pgTable(
  "visit_marks",
  {
    id: serial("id").primaryKey(),
    targetType: varchar("target_type", { length: 16 }).notNull(),
    targetId: integer("target_id").notNull(),
    viewer: varchar("viewer", { length: 64 }).notNull(),
    hour: integer("hour").notNull(),
  },
  (t) => [
    uniqueIndex("visit_marks_unique_idx").on(t.targetType, t.targetId, t.viewer, t.hour),
    // Old marks are purged by hour.
    index("visit_marks_hour_idx").on(t.hour),
  ],
);
