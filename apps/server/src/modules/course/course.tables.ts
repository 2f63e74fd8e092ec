import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../platform/db/columns.js";
import { tsvector } from "../../platform/db/tsvector.js";

export interface CourseColumnRow {
  title: string;
  content: string;
}
export interface TextbookRow {
  name: string;
  author: string;
  publisher: string;
  isbn: string;
  coverFileId: number | null;
}

export const courses = pgTable(
  "courses",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 100 }).notNull(),
    /** open: a public course; academic: built from an academic-system offering (origin course). */
    kind: varchar("kind", { length: 16 }).notNull().default("open"),
    originCourseId: integer("origin_course_id"),
    termId: integer("term_id"),
    orgId: integer("org_id"),
    subjectId: integer("subject_id"),
    courseTypeId: integer("course_type_id"),
    categoryId: integer("category_id"),
    coverFileId: integer("cover_file_id"),
    brief: text("brief").notNull().default(""),
    columns: jsonb("columns").$type<CourseColumnRow[]>().notNull().default([]),
    textbook: jsonb("textbook").$type<TextbookRow | null>(),
    visibility: varchar("visibility", { length: 16 }).notNull().default("public"),
    /** PUBLISH_STATUS: 0 draft, 1 pending audit, 2 published, 3 rejected. */
    status: smallint("status").notNull().default(0),
    rejectReason: varchar("reject_reason", { length: 500 }),
    ownerId: integer("owner_id").notNull(),
    visitCount: integer("visit_count").notNull().default(0),
    searchDoc: tsvector("search_doc").notNull().default(sql`''::tsvector`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (t) => [
    index("courses_status_idx").on(t.status, t.updatedAt),
    // fastupdate off: new entries go straight into the index instead of a pending list that every
    // search scans linearly until a VACUUM (the embedded database has no autovacuum).
    index("courses_search_idx").using("gin", t.searchDoc).with({ fastupdate: false }),
    index("courses_owner_idx").on(t.ownerId),
  ],
);

/** Teachers and assistants of a course; they (and administrators) may edit it. */
export const courseMembers = pgTable(
  "course_members",
  {
    courseId: integer("course_id").notNull(),
    userId: integer("user_id").notNull(),
    role: varchar("role", { length: 16 }).notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId] }), index("course_members_user_idx").on(t.userId)],
);

/** Classes that may view a course with visibility "classes" (and whose students learn it). */
export const courseClasses = pgTable(
  "course_classes",
  {
    courseId: integer("course_id").notNull(),
    classId: integer("class_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.classId] }), index("course_classes_class_idx").on(t.classId)],
);

/** Chapters (parentId null) and their sections, ordered by sort within the parent. */
export const courseSections = pgTable(
  "course_sections",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id").notNull(),
    parentId: integer("parent_id"),
    title: varchar("title", { length: 100 }).notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("course_sections_course_idx").on(t.courseId, t.parentId, t.sort)],
);

export const sectionResources = pgTable(
  "section_resources",
  {
    sectionId: integer("section_id").notNull(),
    resourceId: integer("resource_id").notNull(),
    courseId: integer("course_id").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.sectionId, t.resourceId] }),
    index("section_resources_resource_idx").on(t.resourceId),
    index("section_resources_course_idx").on(t.courseId),
  ],
);

export const courseComments = pgTable(
  "course_comments",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id").notNull(),
    userId: integer("user_id").notNull(),
    content: varchar("content", { length: 500 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("course_comments_course_idx").on(t.courseId, t.createdAt)],
);

/** What each cloned menu /menu1../menu20 lists. */
export const courseMenus = pgTable("course_menus", {
  menu: smallint("menu").primaryKey(),
  title: varchar("title", { length: 20 }).notNull(),
  binding: varchar("binding", { length: 16 }).notNull(),
  targetId: integer("target_id").notNull(),
});
