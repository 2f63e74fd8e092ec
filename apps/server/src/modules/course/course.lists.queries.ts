import { type CourseSort, PUBLISH_STATUS } from "@otp/contract";
import { and, asc, desc, eq, inArray, isNotNull, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../platform/db/client.js";
import { type Page, paginate, total } from "../../platform/db/paging.js";
import { ShapeMemo, shapeOf } from "../../platform/db/shapes.js";
import { allOf } from "../../platform/db/sql-helpers.js";
import { matches, rank } from "../../platform/search/text.js";
import type { Audience, Viewer } from "./course.access.js";
import { type CardRow, cardColumns, inClass, isMember, seenBy, visibleTo } from "./course.queries.js";
import { courseClasses, courseMembers, courseSections, courses, sectionResources } from "./course.tables.js";

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

/** What a card shows beside its row, read in the statement of the page. */
export interface CardFacts {
  sectionCount: number;
  resourceCount: number;
  /** The course's teachers (not assistants), in their order. */
  teacherIds: number[];
}

export type CardPageRow = CardRow & CardFacts;

/**
 * One page of cards, its total and each card's counts and teachers in one statement. The total is
 * `count(*) over ()` (card columns are narrow and a school's courses few). The page is cut first
 * (`found`, numbered in its order), then the counts and teachers of just its rows are grouped in
 * one pass each: no sub-plan run per row.
 */
function pageOfCards(db: DbOrTx, page: Page, where: SQL | undefined, order: SQL[]) {
  return paginate(page, (limit, offset) => cardsPage(db, where, order, limit, offset).then(numbered));
}

type Bound = number | Placeholder;

function cardsPage(db: DbOrTx, where: SQL | undefined, order: SQL[], limit: Bound, offset: Bound) {
  const found = db.$with("found").as(
    db
      .select({
        ...cardColumns,
        total: total.as("total"),
        pos: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as("pos"),
      })
      .from(courses)
      .where(where)
      .orderBy(...order)
      .limit(limit as number)
      .offset(offset as number),
  );
  const pageIds = () => db.select({ id: found.id }).from(found);
  const sectionN = db
    .select({ courseId: courseSections.courseId, n: sql<string>`count(*)`.as("section_count") })
    .from(courseSections)
    .where(and(inArray(courseSections.courseId, pageIds()), isNotNull(courseSections.parentId)))
    .groupBy(courseSections.courseId)
    .as("section_n");
  const resourceN = db
    .select({ courseId: sectionResources.courseId, n: sql<string>`count(*)`.as("resource_count") })
    .from(sectionResources)
    .where(inArray(sectionResources.courseId, pageIds()))
    .groupBy(sectionResources.courseId)
    .as("resource_n");
  const teacherIds = db
    .select({
      courseId: courseMembers.courseId,
      ids: sql<number[]>`array_agg(${courseMembers.userId} order by ${courseMembers.sort})`.as("teacher_ids"),
    })
    .from(courseMembers)
    .where(and(inArray(courseMembers.courseId, pageIds()), eq(courseMembers.role, "teacher")))
    .groupBy(courseMembers.courseId)
    .as("course_teachers");
  return db
    .with(found)
    .select({
      ...found._.selectedFields,
      sectionCount: sql<string | null>`${sectionN.n}`,
      resourceCount: sql<string | null>`${resourceN.n}`,
      teacherIds: sql<number[] | null>`${teacherIds.ids}`,
    })
    .from(found)
    .leftJoin(sectionN, eq(sectionN.courseId, found.id))
    .leftJoin(resourceN, eq(resourceN.courseId, found.id))
    .leftJoin(teacherIds, eq(teacherIds.courseId, found.id))
    .orderBy(asc(found.pos));
}

type CardsPageRow = Awaited<ReturnType<typeof cardsPage>>[number];

/** Counts arrive as text (bigint) through the subqueries; absent ones are zero. */
function numbered(rows: CardsPageRow[]): (CardPageRow & { total: number })[] {
  return rows.map(({ pos: _p, total: n, sectionCount, resourceCount, teacherIds, ...r }) => ({
    ...r,
    total: Number(n),
    sectionCount: Number(sectionCount ?? 0),
    resourceCount: Number(resourceCount ?? 0),
    teacherIds: (teacherIds ?? []).map(Number),
  }));
}

/**
 * Published courses an audience sees (the catalogue and the search module). Without a keyword
 * the statement is built once per shape (the filters' presence, the sort, the audience's kind)
 * and kept prepared; a keyword search is built per call (its words are found in JS).
 */
export function pageOfCatalogue(db: DbOrTx, audience: Audience, f: CatalogueFilter, sort: CourseSort, page: Page) {
  if (f.keyword) return pageOfCards(db, page, catalogueWhere(seenBy(audience), f), orderOf(sort, f.keyword));
  const { termId, orgIds, subjectId, courseTypeId, categoryId, teacherId } = f;
  const shape = shapeOf({ termId, orgIds, subjectId, courseTypeId, categoryId, teacherId });
  const query = catalogueShapes.get(db, `${shape.key}|${sort}|${audience.kind}`, (name) =>
    cardsPage(
      db,
      catalogueWhere(seenBy(audience, sql`${courses.id} = any(${sql.placeholder("extra")}::int[])`), shape.filter),
      orderOf(sort, undefined),
      sql.placeholder("limit"),
      sql.placeholder("offset"),
    ).prepare(name),
  );
  const extra = audience.kind === "users" ? { extra: audience.extra } : {};
  return paginate(page, (limit, offset) => query.execute({ ...shape.values, ...extra, limit, offset }).then(numbered));
}

const catalogueShapes = new ShapeMemo<CardsPageRow[]>("course_catalogue");

function catalogueWhere(seen: SQL | undefined, f: CatalogueFilter): SQL | undefined {
  return allOf(
    published(),
    seen,
    f.termId ? eq(courses.termId, f.termId) : undefined,
    f.orgIds ? inArray(courses.orgId, f.orgIds) : undefined,
    f.subjectId ? eq(courses.subjectId, f.subjectId) : undefined,
    f.courseTypeId ? eq(courses.courseTypeId, f.courseTypeId) : undefined,
    f.categoryId ? eq(courses.categoryId, f.categoryId) : undefined,
    f.teacherId ? isMember(f.teacherId, "teacher") : undefined,
    keywordCond(f.keyword),
  );
}

/**
 * Who sees each published "classes" course beside the public and school ones: its members
 * (`member` true, `ref` a user id) and its listed classes (`ref` a class id), in one statement
 * (read once per version of the catalogue).
 */
export function classCourseLinks(db: DbOrTx) {
  const open = and(published(), eq(courses.visibility, "classes"));
  const members = db
    .select({ courseId: courses.id, member: sql<boolean>`true`.as("member"), ref: courseMembers.userId })
    .from(courses)
    .innerJoin(courseMembers, eq(courseMembers.courseId, courses.id))
    .where(open);
  const classes = db
    .select({ courseId: courses.id, member: sql<boolean>`false`.as("member"), ref: courseClasses.classId })
    .from(courses)
    .innerJoin(courseClasses, eq(courseClasses.courseId, courses.id))
    .where(open);
  return unionAll(members, classes);
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
