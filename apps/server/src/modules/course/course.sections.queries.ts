import { PUBLISH_STATUS } from "@otp/contract";
import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { preparedStatement } from "../../platform/db/shapes.js";
import type { Viewer } from "./course.access.js";
import { visibleTo } from "./course.queries.js";
import { courseMembers, courseSections, courses, sectionResources } from "./course.tables.js";

/** The chapter tree of a course and the resources attached to its sections. */

export type SectionInsert = typeof courseSections.$inferInsert;

// The course detail page's reads, prepared once (platform/db/shapes.ts).
const sectionsOfCourse = preparedStatement<
  { courseId: number },
  { id: number; parentId: number | null; title: string }[]
>("course_tree", (db, name) =>
  db
    .select({ id: courseSections.id, parentId: courseSections.parentId, title: courseSections.title })
    .from(courseSections)
    .where(eq(courseSections.courseId, sql.placeholder("courseId")))
    .orderBy(asc(courseSections.sort), asc(courseSections.id))
    .prepare(name),
);
const resourcesPerSection = preparedStatement<{ courseId: number }, { sectionId: number; n: number }[]>(
  "course_section_resource_counts",
  (db, name) =>
    db
      .select({ sectionId: sectionResources.sectionId, n: count() })
      .from(sectionResources)
      .where(eq(sectionResources.courseId, sql.placeholder("courseId")))
      .groupBy(sectionResources.sectionId)
      .prepare(name),
);
const attachmentsOfCourse = preparedStatement<{ courseId: number }, { sectionId: number; resourceId: number }[]>(
  "course_attachments",
  (db, name) =>
    db
      .select({ sectionId: sectionResources.sectionId, resourceId: sectionResources.resourceId })
      .from(sectionResources)
      .where(eq(sectionResources.courseId, sql.placeholder("courseId")))
      .prepare(name),
);

/** Every chapter and section of a course in order, and the number of resources per section. */
export async function treeRows(db: DbOrTx, courseId: number) {
  const [rows, counts] = await Promise.all([sectionsOfCourse(db, { courseId }), resourcesPerSection(db, { courseId })]);
  return { rows, resourceCounts: new Map(counts.map((c) => [c.sectionId, c.n])) };
}

/** Every resource attachment of a course: which resource sits in which section. */
export function attachments(db: DbOrTx, courseId: number) {
  return attachmentsOfCourse(db, { courseId });
}

/** Every resource attachment of these courses. */
export function attachmentsOf(db: DbOrTx, courseIds: number[]) {
  if (!courseIds.length) return Promise.resolve([]);
  return db
    .select({ courseId: sectionResources.courseId, resourceId: sectionResources.resourceId })
    .from(sectionResources)
    .where(inArray(sectionResources.courseId, courseIds));
}

export async function hasChapters(db: DbOrTx, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: courseSections.id })
    .from(courseSections)
    .where(and(eq(courseSections.courseId, courseId), isNull(courseSections.parentId)))
    .limit(1);
  return !!row;
}

/** Ids and parents of a course's chapters (parentId null) and sections. */
export function sectionRows(db: DbOrTx, courseId: number) {
  return db
    .select({ id: courseSections.id, parentId: courseSections.parentId })
    .from(courseSections)
    .where(eq(courseSections.courseId, courseId));
}

/** New chapters; returns their ids with their sort, which is unique within one save. */
export function insertChapters(tx: DbOrTx, rows: SectionInsert[]) {
  if (!rows.length) return Promise.resolve([]);
  return tx.insert(courseSections).values(rows).returning({ id: courseSections.id, sort: courseSections.sort });
}

export async function insertSections(tx: DbOrTx, rows: SectionInsert[]) {
  if (rows.length) await tx.insert(courseSections).values(rows);
}

/** Deletes chapters or sections with their attachments. */
export async function deleteSections(tx: DbOrTx, ids: number[]) {
  if (!ids.length) return;
  await tx.delete(sectionResources).where(inArray(sectionResources.sectionId, ids));
  await tx.delete(courseSections).where(inArray(courseSections.id, ids));
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
export async function moveSections(tx: DbOrTx, courseId: number, rows: SectionMove[]) {
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

export async function attachedResourceIds(db: DbOrTx, sectionId: number): Promise<number[]> {
  const rows = await db
    .select({ resourceId: sectionResources.resourceId })
    .from(sectionResources)
    .where(eq(sectionResources.sectionId, sectionId))
    .orderBy(asc(sectionResources.sort));
  return rows.map((r) => r.resourceId);
}

/** Sets a section's resources, in this order. */
export async function replaceSectionResources(tx: DbOrTx, courseId: number, sectionId: number, resourceIds: number[]) {
  await tx.delete(sectionResources).where(eq(sectionResources.sectionId, sectionId));
  if (resourceIds.length)
    await tx
      .insert(sectionResources)
      .values(resourceIds.map((resourceId, sort) => ({ sectionId, courseId, resourceId, sort })));
}

/** The published courses this viewer may see, and their sections, these resources are attached to. */
export function usedInRows(db: DbOrTx, viewer: Viewer, resourceIds: number[]) {
  return db
    .select({
      resourceId: sectionResources.resourceId,
      courseId: courses.id,
      courseName: courses.name,
      sectionId: courseSections.id,
      sectionTitle: courseSections.title,
    })
    .from(sectionResources)
    .innerJoin(courses, eq(courses.id, sectionResources.courseId))
    .innerJoin(courseSections, eq(courseSections.id, sectionResources.sectionId))
    .where(
      and(
        inArray(sectionResources.resourceId, resourceIds),
        eq(courses.status, PUBLISH_STATUS.PUBLISHED),
        visibleTo(viewer),
      ),
    )
    .orderBy(asc(courses.id), asc(courseSections.sort));
}

/** Deleted resources leave every section. */
export async function detachResources(db: DbOrTx, resourceIds: number[]) {
  if (resourceIds.length) await db.delete(sectionResources).where(inArray(sectionResources.resourceId, resourceIds));
}

/** Sections (not chapters) with their course, for the assignment module's targets. */
export function sectionTargets(db: DbOrTx, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ id: courseSections.id, title: courseSections.title, courseId: courses.id, courseName: courses.name })
    .from(courseSections)
    .innerJoin(courses, eq(courses.id, courseSections.courseId))
    .where(and(inArray(courseSections.id, ids), isNotNull(courseSections.parentId)));
}

/** The sections of the courses a user teaches or assists, in course and tree order. */
export function memberSections(db: DbOrTx, userId: number) {
  return db
    .select({ id: courseSections.id, title: courseSections.title, courseId: courses.id, courseName: courses.name })
    .from(courseMembers)
    .innerJoin(courses, eq(courses.id, courseMembers.courseId))
    .innerJoin(courseSections, and(eq(courseSections.courseId, courses.id), isNotNull(courseSections.parentId)))
    .where(eq(courseMembers.userId, userId))
    .orderBy(asc(courses.id), asc(courseSections.parentId), asc(courseSections.sort), asc(courseSections.id));
}

/** Where a resource is used first: the lowest course id it is attached to, its first section there. */
export async function firstPlaceOf(
  db: DbOrTx,
  resourceId: number,
): Promise<{ courseId: number; sectionId: number } | null> {
  const [row] = await db
    .select({ courseId: sectionResources.courseId, sectionId: sectionResources.sectionId })
    .from(sectionResources)
    .where(eq(sectionResources.resourceId, resourceId))
    .orderBy(asc(sectionResources.courseId), asc(sectionResources.sort))
    .limit(1);
  return row ?? null;
}
