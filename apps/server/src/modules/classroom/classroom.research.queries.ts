import type { ResearchUnit } from "@otp/contract";
import { and, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { type Page, pageOf, total } from "../../platform/db/paging.js";
import { anyContains } from "../../platform/db/sql-helpers.js";
import type { Visible } from "./classroom.research.access.js";
import {
  classroomLessonFacts as f,
  ROLLUP_SUM_KEYS,
  type RollupSums,
  classroomRollups as r,
} from "./classroom.research.tables.js";
import { classroomAnalyses as a } from "./classroom.tables.js";

/**
 * Reads of AI research (issue 26, decision 0064): sums of the roll-up rows grouped by unit or
 * period, and the analysed lessons' facts for the drill-down's last level. Each reads at most a
 * few hundred roll-up rows, however many lessons there are.
 */

const sumsOf = <T extends Record<string, unknown>>(table: T) =>
  Object.fromEntries(
    ROLLUP_SUM_KEYS.map((k) => [k, sql<number>`coalesce(sum(${table[k] as SQL}), 0)`.mapWith(Number)]),
  ) as { [K in keyof RollupSums]: SQL.Aliased<number> | SQL<number> };

const rollupSums = () => sumsOf(r as unknown as Record<string, unknown>);
const factSums = () => sumsOf(f as unknown as Record<string, unknown>);

/** A roll-up row is visible: org units by their own id, the others by the lesson's organization. */
function rollupVisible(unit: ResearchUnit, v: Visible): SQL | undefined {
  if (v.kind === "all") return undefined;
  if (v.kind === "teacher") return unit === "teacher" ? eq(r.unitId, v.teacherId) : sql`false`;
  if (!v.orgIds.length) return sql`false`;
  return unit === "college" || unit === "department" ? inArray(r.unitId, v.orgIds) : inArray(r.orgId, v.orgIds);
}

/** A lesson's facts row is visible. */
export function factVisible(v: Visible): SQL | undefined {
  if (v.kind === "all") return undefined;
  if (v.kind === "teacher") return eq(f.teacherId, v.teacherId);
  if (!v.orgIds.length) return sql`false`;
  return or(inArray(f.departmentId, v.orgIds), inArray(f.collegeId, v.orgIds));
}

/** Sums per unit of one kind over a term (or every term), optionally among `unitIds`. */
export async function unitSums(
  db: DbOrTx,
  q: { unit: ResearchUnit; termId?: number; unitIds?: number[]; orgIds?: number[]; visible: Visible },
) {
  return db
    .select({ unitId: r.unitId, orgId: sql<number>`max(${r.orgId})`.mapWith(Number), ...rollupSums() })
    .from(r)
    .where(
      and(
        eq(r.unit, q.unit),
        eq(r.period, "term"),
        q.termId ? eq(r.termId, q.termId) : undefined,
        q.unitIds ? inArray(r.unitId, q.unitIds.length ? q.unitIds : [-1]) : undefined,
        q.orgIds ? inArray(r.orgId, q.orgIds.length ? q.orgIds : [-1]) : undefined,
        rollupVisible(q.unit, q.visible),
      ),
    )
    .groupBy(r.unitId);
}

/** Sums of one unit per period: weeks of a term, or terms. */
export async function periodSums(
  db: DbOrTx,
  q: { unit: ResearchUnit; unitId: number; by: "week" | "term"; termId?: number; visible: Visible },
) {
  const key = q.by === "week" ? sql<string>`${r.start}::text` : sql<string>`${r.termId}::text`;
  return db
    .select({ key, ...rollupSums() })
    .from(r)
    .where(
      and(
        eq(r.unit, q.unit),
        eq(r.unitId, q.unitId),
        eq(r.period, q.by),
        q.by === "week" && q.termId ? eq(r.termId, q.termId) : undefined,
        q.unit === "school" ? undefined : rollupVisible(q.unit, q.visible),
      ),
    )
    .groupBy(key)
    .orderBy(key);
}

/** Analysed lessons per term within what is visible (the term select's counts). */
export async function lessonsPerTerm(db: DbOrTx, visible: Visible) {
  return db
    .select({ termId: f.termId, lessons: sql<number>`count(*)`.mapWith(Number) })
    .from(f)
    .where(factVisible(visible))
    .groupBy(f.termId);
}

/** Lessons of the scope queued or being analysed (the dashboards say they are still coming). */
export async function pendingCount(db: DbOrTx, visible: Visible) {
  const where =
    visible.kind === "all"
      ? undefined
      : visible.kind === "teacher"
        ? eq(a.teacherId, visible.teacherId)
        : inArray(a.orgId, visible.orgIds.length ? visible.orgIds : [-1]);
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(a)
    .where(and(inArray(a.status, ["queued", "running"]), where));
  return row?.n ?? 0;
}

export interface FactFilter {
  termId?: number;
  /** A college or a department: lessons of it (a college's include its departments'). */
  orgId?: number;
  courseId?: number;
  teacherId?: number;
  classId?: number;
  keyword?: string;
  ids?: number[];
  visible: Visible;
}

function factWhere(q: FactFilter) {
  return and(
    q.termId ? eq(f.termId, q.termId) : undefined,
    q.orgId ? or(eq(f.collegeId, q.orgId), eq(f.departmentId, q.orgId)) : undefined,
    q.courseId ? eq(f.courseId, q.courseId) : undefined,
    q.teacherId ? eq(f.teacherId, q.teacherId) : undefined,
    q.classId ? sql`${f.classIds} @> ${JSON.stringify([q.classId])}::jsonb` : undefined,
    q.ids ? inArray(f.analysisId, q.ids.length ? q.ids : [-1]) : undefined,
    q.keyword ? anyContains(q.keyword, a.title) : undefined,
    factVisible(q.visible),
  );
}

const factColumns = { facts: f, title: a.title };

/** A page of analysed lessons, newest first. */
export function factPage(db: DbOrTx, page: Page, q: FactFilter) {
  return pageOf(
    page,
    db
      .select({ ...factColumns, total })
      .from(f)
      .innerJoin(a, eq(a.id, f.analysisId))
      .where(factWhere(q))
      .orderBy(desc(f.lessonAt), desc(f.analysisId))
      .$dynamic(),
  );
}

/** The lessons a course page or a report lists at most (the newest; their sums count every lesson). */
export const FACT_LIST_MAX = 2000;

/** The newest analysed lessons of a filter (at most `limit`), oldest first: a course's or a report's. */
export async function factList(db: DbOrTx, q: FactFilter, limit = FACT_LIST_MAX) {
  const rows = await db
    .select(factColumns)
    .from(f)
    .innerJoin(a, eq(a.id, f.analysisId))
    .where(factWhere(q))
    .orderBy(desc(f.lessonAt), desc(f.analysisId))
    .limit(limit);
  return rows.reverse();
}

/** Facts with each lesson's measures (the comparison's curves), by analysis id. */
export function factsWithMeasures(db: DbOrTx, ids: number[]) {
  return db
    .select({ ...factColumns, measures: a.measures, courseId: a.courseId, orgId: a.orgId })
    .from(f)
    .innerJoin(a, eq(a.id, f.analysisId))
    .where(inArray(f.analysisId, ids.length ? ids : [-1]));
}

/** Sums per teacher of one course's lessons (the drill-down from a course to its teachers). */
export function teacherSumsOfCourse(db: DbOrTx, q: { courseId: number; termId?: number; visible: Visible }) {
  return db
    .select({
      unitId: f.teacherId,
      orgId: sql<number>`max(coalesce(nullif(${f.departmentId}, 0), ${f.collegeId}))`.mapWith(Number),
      ...factSums(),
    })
    .from(f)
    .where(and(eq(f.courseId, q.courseId), q.termId ? eq(f.termId, q.termId) : undefined, factVisible(q.visible)))
    .groupBy(f.teacherId);
}

/** Sums of the lessons of a filter in one row (a course's measures, a report's). */
export async function sumsWhere(db: DbOrTx, q: FactFilter) {
  const [row] = await db.select(factSums()).from(f).innerJoin(a, eq(a.id, f.analysisId)).where(factWhere(q));
  return row as RollupSums | undefined;
}

/**
 * Courses with analysed lessons in a term (or every term) within what is visible, most lessons
 * first: a page of course roll-ups (organization `orgIds` narrows to a college or department).
 */
export function coursePage(
  db: DbOrTx,
  page: Page,
  q: { termId?: number; orgIds?: number[]; courseIds?: number[]; visible: Visible },
) {
  return pageOf(
    page,
    db
      .select({
        unitId: r.unitId,
        orgId: sql<number>`max(${r.orgId})`.mapWith(Number),
        total,
        ...rollupSums(),
      })
      .from(r)
      .where(
        and(
          eq(r.unit, "course"),
          eq(r.period, "term"),
          q.termId ? eq(r.termId, q.termId) : undefined,
          q.orgIds ? inArray(r.orgId, q.orgIds.length ? q.orgIds : [-1]) : undefined,
          q.courseIds ? inArray(r.unitId, q.courseIds.length ? q.courseIds : [-1]) : undefined,
          rollupVisible("course", q.visible),
        ),
      )
      .groupBy(r.unitId)
      .orderBy(sql`sum(${r.lessons}) desc`, r.unitId)
      .$dynamic(),
  );
}

/**
 * The same page from the lessons' facts, for a teacher: the course roll-ups hold every teacher's
 * lessons, a teacher's research only their own (few rows, read by the teacher index).
 */
export function courseFactPage(
  db: DbOrTx,
  page: Page,
  q: { termId?: number; orgIds?: number[]; courseIds?: number[]; visible: Visible },
) {
  const org = sql<number>`coalesce(nullif(${f.departmentId}, 0), ${f.collegeId})`;
  return pageOf(
    page,
    db
      .select({ unitId: f.courseId, orgId: sql<number>`max(${org})`.mapWith(Number), total, ...factSums() })
      .from(f)
      .where(
        and(
          sql`${f.courseId} > 0`,
          q.termId ? eq(f.termId, q.termId) : undefined,
          q.orgIds ? inArray(org, q.orgIds.length ? q.orgIds : [-1]) : undefined,
          q.courseIds ? inArray(f.courseId, q.courseIds.length ? q.courseIds : [-1]) : undefined,
          factVisible(q.visible),
        ),
      )
      .groupBy(f.courseId)
      .orderBy(sql`sum(${f.lessons}) desc`, f.courseId)
      .$dynamic(),
  );
}

/** The teachers and the latest lesson of each of these courses (a page of the course list). */
export function courseTeachers(db: DbOrTx, courseIds: number[], q: { termId?: number; visible: Visible }) {
  return db
    .select({
      courseId: f.courseId,
      lastAt: sql<string>`max(${f.lessonAt})`,
      teacherIds: sql<number[]>`jsonb_agg(distinct ${f.teacherId})`,
    })
    .from(f)
    .where(
      and(
        inArray(f.courseId, courseIds.length ? courseIds : [-1]),
        q.termId ? eq(f.termId, q.termId) : undefined,
        factVisible(q.visible),
      ),
    )
    .groupBy(f.courseId);
}
