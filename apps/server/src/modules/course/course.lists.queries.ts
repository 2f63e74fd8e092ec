import { type CourseSort, PUBLISH_STATUS } from "@otp/contract";
import { and, asc, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { type Page, pageOf, total } from "../../platform/db/paging.js";
import { allOf } from "../../platform/db/sql-helpers.js";
import { matches, rank } from "../../platform/search/text.js";
import type { Viewer } from "./course.access.js";
import { type CardRow, cardColumns, inClass, isMember, visibleTo } from "./course.queries.js";
import { courses } from "./course.tables.js";

/** The course lists: the catalogue, the caller's courses, the learn list, the admin lists. */

/** Catalogue filters; `orgIds` is a college with its departments. */
export interface CatalogueFilter {
  termId?: number | null;
  orgIds?: number[];
  subjectId?: number | null;
  courseTypeId?: number | null;
  categoryId?: number | null;
  teacherId?: number | null;
  keyword?: string;
}

/** Filters of the personal-centre and admin lists (every state). */
export interface ManageFilter {
  status?: number | null;
  kind?: string | null;
  termId?: number | null;
  orgIds?: number[];
  keyword?: string;
}

const published = () => eq(courses.status, PUBLISH_STATUS.PUBLISHED);
const latestFirst = () => [desc(courses.updatedAt), desc(courses.id)];

/** Keyword condition; a keyword without any word (only punctuation) matches nothing. */
function keywordCond(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  return matches(courses.searchDoc, keyword) ?? sql`false`;
}

function orderOf(sort: CourseSort, keyword: string | undefined): SQL[] {
  switch (sort) {
    case "relevance":
      return keyword ? [sql`${rank(courses.searchDoc, keyword)} desc`, ...latestFirst()] : latestFirst();
    case "hot":
      return [desc(courses.visitCount), ...latestFirst()];
    case "name":
      return [asc(courses.name), asc(courses.id)];
    default:
      return [sql`${courses.publishedAt} desc nulls last`, ...latestFirst()];
  }
}

/**
 * One page of cards and its total in one statement (`count(*) over ()`; card columns are narrow
 * and a school's courses few, so carrying the total on every row costs less than a second
 * statement that finds every match again).
 */
function pageOfCards(db: DbOrTx, page: Page, where: SQL | undefined, order: SQL[]) {
  return pageOf<CardRow & { total: number }>(
    page,
    db
      .select({ ...cardColumns, total })
      .from(courses)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
  );
}

/** Published courses this viewer may see (the catalogue and the search module). */
export function pageOfCatalogue(db: DbOrTx, viewer: Viewer, f: CatalogueFilter, sort: CourseSort, page: Page) {
  const where = allOf(
    published(),
    visibleTo(viewer),
    f.termId ? eq(courses.termId, f.termId) : undefined,
    f.orgIds ? inArray(courses.orgId, f.orgIds) : undefined,
    f.subjectId ? eq(courses.subjectId, f.subjectId) : undefined,
    f.courseTypeId ? eq(courses.courseTypeId, f.courseTypeId) : undefined,
    f.categoryId ? eq(courses.categoryId, f.categoryId) : undefined,
    f.teacherId ? isMember(f.teacherId, "teacher") : undefined,
    keywordCond(f.keyword),
  );
  return pageOfCards(db, page, where, orderOf(sort, f.keyword));
}

function manageCond(f: ManageFilter): SQL | undefined {
  return allOf(
    f.status != null ? eq(courses.status, f.status) : undefined,
    f.kind ? eq(courses.kind, f.kind) : undefined,
    f.termId ? eq(courses.termId, f.termId) : undefined,
    f.orgIds ? inArray(courses.orgId, f.orgIds) : undefined,
    keywordCond(f.keyword),
  );
}

/** Courses this user teaches or assists, in any state. */
export function pageOfMine(db: DbOrTx, userId: number, f: ManageFilter, page: Page) {
  return pageOfCards(db, page, and(isMember(userId), manageCond(f)), latestFirst());
}

/** Every course (admin business and audit lists). */
export function pageOfManaged(db: DbOrTx, f: ManageFilter, page: Page) {
  return pageOfCards(db, page, manageCond(f), latestFirst());
}

/**
 * Published courses this viewer may see that are open to their class or that they collected;
 * none, without a statement, for a viewer with neither.
 */
export async function pageOfLearn(db: DbOrTx, viewer: Viewer, collected: number[], page: Page) {
  const mine = or(
    viewer.classId !== null ? inClass(viewer.classId) : undefined,
    collected.length ? inArray(courses.id, collected) : undefined,
  );
  if (!mine) return { rows: [], count: 0 };
  return pageOfCards(db, page, and(published(), visibleTo(viewer), mine), latestFirst());
}

/** Which of these courses are published and visible to this viewer. */
export async function visibleIds(db: DbOrTx, viewer: Viewer, ids: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(inArray(courses.id, ids), published(), visibleTo(viewer)));
  return rows.map((r) => r.id);
}

/** Courses of a term and/or organization with the facts the statistics dashboards count. */
export function statsRows(db: DbOrTx, filter: { termId?: number; orgId?: number }) {
  return db
    .select({
      id: courses.id,
      name: courses.name,
      kind: courses.kind,
      status: courses.status,
      orgId: courses.orgId,
      termId: courses.termId,
      ownerId: courses.ownerId,
      visitCount: courses.visitCount,
      createdAt: courses.createdAt,
    })
    .from(courses)
    .where(
      and(
        filter.termId ? eq(courses.termId, filter.termId) : undefined,
        filter.orgId ? eq(courses.orgId, filter.orgId) : undefined,
      ),
    );
}
