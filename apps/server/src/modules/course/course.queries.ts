import type { CourseChapter } from "@otp/contract";
import { and, asc, count, eq, inArray, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.js";
import {
  courseClasses,
  courseComments,
  courseMembers,
  courseSections,
  courses,
  sectionResources,
} from "./course.tables.js";

export type CourseRow = typeof courses.$inferSelect;
/** A database handle or a transaction: queries here work with either. */
export type Tx = Pick<Db, "select" | "insert" | "update" | "delete" | "selectDistinct" | "execute">;

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

export async function findCourse(db: Tx, id: number): Promise<CourseRow | undefined> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  return row;
}

export async function members(db: Tx, courseIds: number[]) {
  if (!courseIds.length) return [];
  return db
    .select({ courseId: courseMembers.courseId, userId: courseMembers.userId, role: courseMembers.role })
    .from(courseMembers)
    .where(inArray(courseMembers.courseId, courseIds))
    .orderBy(asc(courseMembers.courseId), asc(courseMembers.sort));
}

export async function memberRole(db: Tx, courseId: number, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ role: courseMembers.role })
    .from(courseMembers)
    .where(and(eq(courseMembers.courseId, courseId), eq(courseMembers.userId, userId)));
  return row?.role ?? null;
}

export async function classIdsOf(db: Tx, courseId: number): Promise<number[]> {
  const rows = await db
    .select({ classId: courseClasses.classId })
    .from(courseClasses)
    .where(eq(courseClasses.courseId, courseId))
    .orderBy(asc(courseClasses.classId));
  return rows.map((r) => r.classId);
}

async function countsBy(db: Tx, courseIds: number[], kind: "sections" | "resources"): Promise<Map<number, number>> {
  if (!courseIds.length) return new Map();
  const rows =
    kind === "sections"
      ? await db
          .select({ courseId: courseSections.courseId, n: count() })
          .from(courseSections)
          .where(and(inArray(courseSections.courseId, courseIds), isNotNull(courseSections.parentId)))
          .groupBy(courseSections.courseId)
      : await db
          .select({ courseId: sectionResources.courseId, n: count() })
          .from(sectionResources)
          .where(inArray(sectionResources.courseId, courseIds))
          .groupBy(sectionResources.courseId);
  return new Map(rows.map((r) => [r.courseId, Number(r.n)]));
}

export const sectionCounts = (db: Tx, ids: number[]) => countsBy(db, ids, "sections");
export const resourceCounts = (db: Tx, ids: number[]) => countsBy(db, ids, "resources");

export async function commentCount(db: Tx, courseId: number): Promise<number> {
  const [r] = await db.select({ n: count() }).from(courseComments).where(eq(courseComments.courseId, courseId));
  return Number(r?.n ?? 0);
}

/** The chapter tree in order, each section with its number of attached resources. */
export async function chapters(db: Tx, courseId: number): Promise<CourseChapter[]> {
  const rows = await db
    .select({ id: courseSections.id, parentId: courseSections.parentId, title: courseSections.title })
    .from(courseSections)
    .where(eq(courseSections.courseId, courseId))
    .orderBy(asc(courseSections.sort), asc(courseSections.id));
  const counts = await db
    .select({ sectionId: sectionResources.sectionId, n: count() })
    .from(sectionResources)
    .where(eq(sectionResources.courseId, courseId))
    .groupBy(sectionResources.sectionId);
  const perSection = new Map(counts.map((c) => [c.sectionId, Number(c.n)]));
  const tree: CourseChapter[] = rows
    .filter((r) => r.parentId === null)
    .map((r) => ({ id: r.id, title: r.title, sections: [] }));
  const byId = new Map(tree.map((c) => [c.id, c]));
  for (const r of rows) {
    if (r.parentId === null) continue;
    byId.get(r.parentId)?.sections.push({ id: r.id, title: r.title, resourceCount: perSection.get(r.id) ?? 0 });
  }
  return tree;
}

export async function sectionRows(db: Tx, courseId: number) {
  return db
    .select({ id: courseSections.id, parentId: courseSections.parentId })
    .from(courseSections)
    .where(eq(courseSections.courseId, courseId));
}

/** A chapter or section to rename, reorder or move (parentId null: a chapter). */
export interface SectionMove {
  id: number;
  title: string;
  sort: number;
  parentId: number | null;
}

/**
 * Renames, reorders and moves many chapters and sections of one course in a single statement
 * (`update ... from (values ...)`), so saving a large tree holds the connection briefly.
 */
export async function moveSections(tx: Tx, courseId: number, rows: SectionMove[]) {
  if (!rows.length) return;
  const values = sql.join(
    rows.map((r) => sql`(${r.id}::int, ${r.title}::varchar, ${r.sort}::int, ${r.parentId}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${courseSections} set title = v.title, sort = v.sort, parent_id = v.parent_id
    from (values ${values}) as v(id, title, sort, parent_id)
    where ${courseSections.id} = v.id and ${courseSections.courseId} = ${courseId}`);
}

export async function attachedResourceIds(db: Tx, sectionId: number): Promise<number[]> {
  const rows = await db
    .select({ resourceId: sectionResources.resourceId })
    .from(sectionResources)
    .where(eq(sectionResources.sectionId, sectionId))
    .orderBy(asc(sectionResources.sort));
  return rows.map((r) => r.resourceId);
}

/** Removes courses with everything that hangs off them. */
export async function deleteCourses(tx: Tx, ids: number[]) {
  if (!ids.length) return;
  await tx.delete(sectionResources).where(inArray(sectionResources.courseId, ids));
  await tx.delete(courseSections).where(inArray(courseSections.courseId, ids));
  await tx.delete(courseMembers).where(inArray(courseMembers.courseId, ids));
  await tx.delete(courseClasses).where(inArray(courseClasses.courseId, ids));
  await tx.delete(courseComments).where(inArray(courseComments.courseId, ids));
  await tx.delete(courses).where(inArray(courses.id, ids));
}

/** Who is looking: a guest, a user (with their class), or an administrator who sees every course. */
export interface Viewer {
  userId: number | null;
  classId: number | null;
  admin: boolean;
}

/** Courses (published or not) this viewer's visibility settings let through. */
export function visibleTo(v: Viewer): SQL | undefined {
  if (v.admin) return undefined;
  if (v.userId === null) return eq(courses.visibility, "public");
  const parts: SQL[] = [inArray(courses.visibility, ["public", "school"]), isMember(v.userId)];
  if (v.classId !== null) {
    parts.push(and(eq(courses.visibility, "classes"), inClass(v.classId)) as SQL);
  }
  return or(...parts);
}

/** The course (outer query) has this user as a member, of the given role when set. */
export function isMember(userId: number, role?: "teacher" | "assistant"): SQL {
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
