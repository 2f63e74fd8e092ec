import { boolean, date, index, integer, pgTable, serial, smallint, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "../../platform/db/columns.js";

export const terms = pgTable("terms", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 50 }).notNull().unique(),
  startDate: date("start_date").notNull(),
  endDate: date("end_date").notNull(),
  isCurrent: boolean("is_current").notNull().default(false),
});

/** Colleges and their departments (parentId). */
export const orgs = pgTable("orgs", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 50 }).notNull(),
  code: varchar("code", { length: 30 }),
  parentId: integer("parent_id"),
  sort: integer("sort").notNull().default(0),
});

/** Administrative classes (kind admin) and teaching classes (kind teaching). */
export const classes = pgTable(
  "classes",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 50 }).notNull(),
    grade: varchar("grade", { length: 20 }).notNull(),
    orgId: integer("org_id"),
    kind: varchar("kind", { length: 16 }).notNull().default("admin"),
    teacherId: integer("teacher_id"),
  },
  (t) => [index("classes_org_idx").on(t.orgId)],
);

/** Dictionaries: subjects, course types and categories, score levels, resource tags and kinds, terminals. */
export const elements = pgTable(
  "elements",
  {
    id: serial("id").primaryKey(),
    type: varchar("type", { length: 32 }).notNull(),
    name: varchar("name", { length: 50 }).notNull(),
    code: varchar("code", { length: 30 }),
    parentId: integer("parent_id"),
    sort: integer("sort").notNull().default(0),
    remark: varchar("remark", { length: 200 }),
  },
  (t) => [uniqueIndex("elements_type_name_idx").on(t.type, t.name)],
);

/** Course offerings of the academic system ("origin courses"): a course taught by a teacher in a term. */
export const originCourses = pgTable(
  "origin_courses",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 100 }).notNull(),
    code: varchar("code", { length: 30 }),
    termId: integer("term_id").notNull(),
    teacherId: integer("teacher_id").notNull(),
    orgId: integer("org_id"),
    classId: integer("class_id"),
    credit: smallint("credit").notNull().default(2),
    createdAt: createdAt(),
  },
  (t) => [index("origin_courses_term_idx").on(t.termId), index("origin_courses_teacher_idx").on(t.teacherId)],
);
