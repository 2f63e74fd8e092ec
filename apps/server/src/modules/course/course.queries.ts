import { and, asc, count, eq, inArray, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { anyOf, preparedStatement } from "../../platform/db/shapes.js";
import type { Audience, Viewer } from "./course.access.js";
import {
  courseClasses,
  courseComments,
  courseMembers,
  courseSections,
  courses,
  sectionResources,
} from "./course.tables.js";

/**
 * The statements on a course row and what hangs off it directly (members, classes, counts).
 * Lists are in course.lists.queries.ts, the chapter tree in course.sections.queries.ts.
 */

export type CourseRow = typeof courses.$inferSelect;
export type CourseValues = typeof courses.$inferInsert;
export type MemberRole = "teacher" | "assistant";

/** Columns every list needs to build a CourseCard (search_doc is never read back). */
export const cardColumns = {
  id: courses.id,
  name: courses.name,
  kind: courses.kind,
  coverFileId: courses.coverFileId,
  orgId: courses.orgId,
  subjectId: courses.subjectId,
  courseTypeId: courses.courseTypeId,
  termId: courses.termId,
  visitCount: courses.visitCount,
  status: courses.status,
  visibility: courses.visibility,
  ownerId: courses.ownerId,
  rejectReason: courses.rejectReason,
  createdAt: courses.createdAt,
  updatedAt: courses.updatedAt,
};
export type CardRow = Pick<CourseRow, keyof typeof cardColumns>;

/*
 * The reads of a course's detail page are prepared statements built once (platform/db/shapes.ts):
 * the page runs fifteen, and building them was most of its time on the server's thread.
 */

const courseById = preparedStatement<{ id: number }, CourseRow[]>("course_by_id", (db, name) =>
  db
    .select()
    .from(courses)
    .where(eq(courses.id, sql.placeholder("id")))
    .limit(1)
    .prepare(name),
);

export async function findCourse(db: DbOrTx, id: number): Promise<CourseRow | undefined> {
  const [row] = await courseById(db, { id });
  return row;
}

/** Which of these ids are courses. */
export async function existingIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  const rows = await db.select({ id: courses.id }).from(courses).where(inArray(courses.id, ids));
  return rows.map((r) => r.id);
}

/** Name and cover of any courses, whatever their state. */
export function summaryRows(db: DbOrTx, ids: number[]) {
  return db
    .select({ id: courses.id, name: courses.name, coverFileId: courses.coverFileId })
    .from(courses)
    .where(inArray(courses.id, ids));
}

/** Organization and term of any courses, whatever their state. */
export function orgTermRows(db: DbOrTx, ids: number[]) {
  return db
    .select({ id: courses.id, orgId: courses.orgId, termId: courses.termId })
    .from(courses)
    .where(inArray(courses.id, ids));
}

export async function briefs(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: courses.id, brief: courses.brief }).from(courses).where(inArray(courses.id, ids));
  return new Map(rows.map((r) => [r.id, r.brief]));
}

const membersOf = preparedStatement<{ ids: number[] }, { courseId: number; userId: number; role: string }[]>(
  "course_members",
  (db, name) =>
    db
      .select({ courseId: courseMembers.courseId, userId: courseMembers.userId, role: courseMembers.role })
      .from(courseMembers)
      .where(anyOf(courseMembers.courseId, "ids"))
      .orderBy(asc(courseMembers.courseId), asc(courseMembers.sort))
      .prepare(name),
);

export async function members(db: DbOrTx, courseIds: number[]) {
  if (!courseIds.length) return [];
  return membersOf(db, { ids: courseIds });
}

const roleOfMember = preparedStatement<{ courseId: number; userId: number }, { role: string }[]>(
  "course_member_role",
  (db, name) =>
    db
      .select({ role: courseMembers.role })
      .from(courseMembers)
      .where(
        and(
          eq(courseMembers.courseId, sql.placeholder("courseId")),
          eq(courseMembers.userId, sql.placeholder("userId")),
        ),
      )
      .prepare(name),
);

export async function memberRole(db: DbOrTx, courseId: number, userId: number): Promise<string | null> {
  const [row] = await roleOfMember(db, { courseId, userId });
  return row?.role ?? null;
}

const classesOfCourse = preparedStatement<{ courseId: number }, { classId: number }[]>("course_classes", (db, name) =>
  db
    .select({ classId: courseClasses.classId })
    .from(courseClasses)
    .where(eq(courseClasses.courseId, sql.placeholder("courseId")))
    .orderBy(asc(courseClasses.classId))
    .prepare(name),
);

export async function classIdsOf(db: DbOrTx, courseId: number): Promise<number[]> {
  const rows = await classesOfCourse(db, { courseId });
  return rows.map((r) => r.classId);
}

/** Teachers (not assistants) of any course of this subject, draft or published (ascending ids). */
export async function teachersOfSubject(db: DbOrTx, subjectId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: courseMembers.userId })
    .from(courseMembers)
    .innerJoin(courses, eq(courses.id, courseMembers.courseId))
    .where(and(eq(courses.subjectId, subjectId), eq(courseMembers.role, "teacher")))
    .orderBy(asc(courseMembers.userId));
  return rows.map((r) => r.userId);
}

/** The courses a class takes. */
export async function courseIdsOfClass(db: DbOrTx, classId: number): Promise<number[]> {
  const rows = await db
    .select({ courseId: courseClasses.courseId })
    .from(courseClasses)
    .where(eq(courseClasses.classId, classId));
  return rows.map((r) => r.courseId);
}

/** Sections (not chapters) per course. */
const sectionsPerCourse = preparedStatement<{ ids: number[] }, { courseId: number; n: number }[]>(
  "course_section_counts",
  (db, name) =>
    db
      .select({ courseId: courseSections.courseId, n: count() })
      .from(courseSections)
      .where(and(anyOf(courseSections.courseId, "ids"), isNotNull(courseSections.parentId)))
      .groupBy(courseSections.courseId)
      .prepare(name),
);

export async function sectionCounts(db: DbOrTx, courseIds: number[]): Promise<Map<number, number>> {
  if (!courseIds.length) return new Map();
  const rows = await sectionsPerCourse(db, { ids: courseIds });
  return new Map(rows.map((r) => [r.courseId, r.n]));
}

/** Attached resources per course. */
const resourcesPerCourse = preparedStatement<{ ids: number[] }, { courseId: number; n: number }[]>(
  "course_resource_counts",
  (db, name) =>
    db
      .select({ courseId: sectionResources.courseId, n: count() })
      .from(sectionResources)
      .where(anyOf(sectionResources.courseId, "ids"))
      .groupBy(sectionResources.courseId)
      .prepare(name),
);

export async function resourceCounts(db: DbOrTx, courseIds: number[]): Promise<Map<number, number>> {
  if (!courseIds.length) return new Map();
  const rows = await resourcesPerCourse(db, { ids: courseIds });
  return new Map(rows.map((r) => [r.courseId, r.n]));
}

/* ---------- writes ---------- */

/** A new course with its owner as first teacher, and its class when it belongs to one. */
export async function insertCourse(tx: DbOrTx, values: CourseValues, classId: number | null): Promise<number> {
  const [row] = await tx.insert(courses).values(values).returning({ id: courses.id });
  const courseId = (row as { id: number }).id;
  await tx.insert(courseMembers).values({ courseId, userId: values.ownerId, role: "teacher", sort: 0 });
  if (classId) await tx.insert(courseClasses).values({ courseId, classId });
  return courseId;
}

/**
 * Changes a course's own columns and marks it updated. Edits keep the publication state: a
 * published course stays published (docs/decisions-history.md), so no caller passes a status here.
 */
export async function updateCourse(db: DbOrTx, id: number, values: Omit<Partial<CourseValues>, "status"> = {}) {
  await db
    .update(courses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(courses.id, id));
}

/** Replaces the classes a course is open to. */
export async function replaceClasses(tx: DbOrTx, courseId: number, classIds: number[]) {
  await tx.delete(courseClasses).where(eq(courseClasses.courseId, courseId));
  if (classIds.length) await tx.insert(courseClasses).values(classIds.map((classId) => ({ courseId, classId })));
}

/** Replaces the teachers or the assistants of a course, in the given order. */
export async function replaceMembers(tx: DbOrTx, courseId: number, role: MemberRole, userIds: number[]) {
  await tx.delete(courseMembers).where(and(eq(courseMembers.courseId, courseId), eq(courseMembers.role, role)));
  if (userIds.length)
    await tx.insert(courseMembers).values(userIds.map((userId, sort) => ({ courseId, userId, role, sort })));
}

/** Counts one visit; returns the new count. */
const visitCounted = preparedStatement<{ id: number }, { visitCount: number }[]>("course_count_visit", (db, name) =>
  db
    .update(courses)
    .set({ visitCount: sql`${courses.visitCount} + 1` })
    .where(eq(courses.id, sql.placeholder("id")))
    .returning({ visitCount: courses.visitCount })
    .prepare(name),
);

export async function countVisit(db: DbOrTx, id: number): Promise<number | undefined> {
  const [r] = await visitCounted(db, { id });
  return r?.visitCount;
}

/** Removes courses with everything that hangs off them. */
export async function deleteCourses(tx: DbOrTx, ids: number[]) {
  if (!ids.length) return;
  await tx.delete(sectionResources).where(inArray(sectionResources.courseId, ids));
  await tx.delete(courseSections).where(inArray(courseSections.courseId, ids));
  await tx.delete(courseMembers).where(inArray(courseMembers.courseId, ids));
  await tx.delete(courseClasses).where(inArray(courseClasses.courseId, ids));
  await tx.delete(courseComments).where(inArray(courseComments.courseId, ids));
  await tx.delete(courses).where(inArray(courses.id, ids));
}

/* ---------- search documents ---------- */

/** What a course's search document is made of (names are looked up by the caller). */
export function searchDocSources(db: DbOrTx, ids?: number[]) {
  return db
    .select({
      id: courses.id,
      name: courses.name,
      brief: courses.brief,
      orgId: courses.orgId,
      subjectId: courses.subjectId,
      courseTypeId: courses.courseTypeId,
      categoryId: courses.categoryId,
    })
    .from(courses)
    .where(ids ? inArray(courses.id, ids) : undefined);
}

/**
 * A school's courses fit in one statement; a larger reindex takes one per this many courses, so
 * a statement stays below PostgreSQL's 65,535 bind parameters (a document takes up to nine) and
 * a few megabytes of text.
 */
const DOCS_PER_STATEMENT = 1_000;

/** Writes many search documents with one `update ... from (values ...)` per batch, not one per course. */
export async function setSearchDocs(db: DbOrTx, docs: { id: number; doc: SQL }[]) {
  for (let i = 0; i < docs.length; i += DOCS_PER_STATEMENT) {
    const values = sql.join(
      docs.slice(i, i + DOCS_PER_STATEMENT).map((d) => sql`(${d.id}::int, (${d.doc})::tsvector)`),
      sql`, `,
    );
    await db.execute(sql`
      update ${courses} set search_doc = v.doc
      from (values ${values}) as v(id, doc)
      where ${courses.id} = v.id`);
  }
}

/* ---------- visibility, as SQL ---------- */

/**
 * Courses (published or not) whose visibility lets this viewer through: the SQL form of
 * `viewVerdict` in course.access.ts for published courses (members and course admins see
 * every course; guests public ones; users school ones and their class's).
 */
export function visibleTo(v: Viewer): SQL | undefined {
  if (v.admin) return undefined;
  if (v.userId === null) return eq(courses.visibility, "public");
  const parts: SQL[] = [inArray(courses.visibility, ["public", "school"]), isMember(v.userId)];
  if (v.classId !== null) {
    parts.push(and(eq(courses.visibility, "classes"), inClass(v.classId)) as SQL);
  }
  return or(...parts);
}

/**
 * Courses an audience sees besides their state (`visibleTo` for each of its viewers). `extra`
 * stands for the audience's own "classes" courses in a kept statement (an int[] placeholder).
 */
export function seenBy(a: Audience, extra?: SQL): SQL | undefined {
  if (a.kind === "all") return undefined;
  if (a.kind === "guests") return eq(courses.visibility, "public");
  const own = extra ?? (a.extra.length ? inArray(courses.id, a.extra) : undefined);
  return or(inArray(courses.visibility, ["public", "school"]), own);
}

/** The course (outer query) has this user as a member, of the given role when set. */
export function isMember(userId: number, role?: MemberRole): SQL {
  const cond = and(
    eq(courseMembers.courseId, courses.id),
    eq(courseMembers.userId, userId),
    role ? eq(courseMembers.role, role) : undefined,
  );
  return sql`exists (select 1 from ${courseMembers} where ${cond})`;
}

/** The course (outer query) is open to this class. */
export function inClass(classId: number): SQL {
  const cond = and(eq(courseClasses.courseId, courses.id), eq(courseClasses.classId, classId));
  return sql`exists (select 1 from ${courseClasses} where ${cond})`;
}
