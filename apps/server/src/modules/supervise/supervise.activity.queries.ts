import { and, desc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { type Page, pageOf, total } from "../../platform/db/paging.js";
import { allOf, anyContains } from "../../platform/db/sql-helpers.js";
import { supActivities, supActivityAnswers, supActivityTargets } from "./supervise.activity.tables.js";

/** Statements of supervision activities, their offerings and the students' anonymous answers. */

export type ActivityDb = typeof supActivities.$inferSelect;
export type ActivityTargetDb = typeof supActivityTargets.$inferSelect;

// Qualified by hand: inside a subquery an unqualified "id" is the inner table's own id.
const targetCount =
  sql<number>`(select count(*) from sup_activity_targets g where g.activity_id = "sup_activities"."id")`.mapWith(
    Number,
  );
const answerCount =
  sql<number>`(select count(*) from sup_activity_answers a where a.activity_id = "sup_activities"."id")`.mapWith(
    Number,
  );

export function pageOfActivities(db: DbOrTx, page: Page & { keyword?: string; termId?: number }) {
  return pageOf(
    page,
    db
      .select({ a: supActivities, targets: targetCount, submissions: answerCount, total })
      .from(supActivities)
      .where(
        allOf(
          page.keyword ? anyContains(page.keyword, supActivities.name) : undefined,
          page.termId ? eq(supActivities.termId, page.termId) : undefined,
        ),
      )
      .orderBy(desc(supActivities.startAt), desc(supActivities.id))
      .$dynamic(),
  );
}

export async function findActivity(db: DbOrTx, id: number) {
  const [r] = await db
    .select({ a: supActivities, targets: targetCount, submissions: answerCount })
    .from(supActivities)
    .where(eq(supActivities.id, id));
  return r;
}

export async function insertActivity(db: DbOrTx, values: typeof supActivities.$inferInsert): Promise<number> {
  const [r] = await db.insert(supActivities).values(values).returning({ id: supActivities.id });
  return r?.id as number;
}

export async function updateActivity(db: DbOrTx, id: number, values: Partial<typeof supActivities.$inferInsert>) {
  await db.update(supActivities).set(values).where(eq(supActivities.id, id));
}

export async function deleteActivity(db: DbOrTx, id: number) {
  await db.delete(supActivityTargets).where(eq(supActivityTargets.activityId, id));
  await db.delete(supActivities).where(eq(supActivities.id, id));
}

export function targetsOf(db: DbOrTx, activityId: number) {
  return db
    .select()
    .from(supActivityTargets)
    .where(eq(supActivityTargets.activityId, activityId))
    .orderBy(supActivityTargets.id);
}

export async function addTargets(db: DbOrTx, rows: (typeof supActivityTargets.$inferInsert)[]) {
  if (rows.length) await db.insert(supActivityTargets).values(rows).onConflictDoNothing();
}

export async function removeTargets(db: DbOrTx, activityId: number, originIds: number[]) {
  if (!originIds.length) return;
  await db
    .delete(supActivityTargets)
    .where(and(eq(supActivityTargets.activityId, activityId), inArray(supActivityTargets.originId, originIds)));
}

/** Offerings of the activity that already have answers (they cannot be removed). */
export async function answeredOrigins(db: DbOrTx, activityId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ originId: supActivityTargets.originId })
    .from(supActivityTargets)
    .innerJoin(supActivityAnswers, eq(supActivityAnswers.targetId, supActivityTargets.id))
    .where(eq(supActivityTargets.activityId, activityId));
  return rows.map((r) => r.originId);
}

export async function findTarget(db: DbOrTx, targetId: number) {
  const [r] = await db
    .select({ target: supActivityTargets, activity: supActivities })
    .from(supActivityTargets)
    .innerJoin(supActivities, eq(supActivities.id, supActivityTargets.activityId))
    .where(eq(supActivityTargets.id, targetId));
  return r;
}

/** Offerings of a class in activities running at `now`. */
export function openTargetsOfClass(db: DbOrTx, classId: number, now: Date) {
  return db
    .select({ target: supActivityTargets, activity: supActivities })
    .from(supActivityTargets)
    .innerJoin(supActivities, eq(supActivities.id, supActivityTargets.activityId))
    .where(and(eq(supActivityTargets.classId, classId), lte(supActivities.startAt, now), gt(supActivities.endAt, now)));
}

/** Which of these offerings the student has evaluated. */
export async function doneTargets(db: DbOrTx, studentId: number, targetIds: number[]): Promise<Set<number>> {
  if (!targetIds.length) return new Set();
  const rows = await db
    .select({ id: supActivityAnswers.targetId })
    .from(supActivityAnswers)
    .where(and(eq(supActivityAnswers.studentId, studentId), inArray(supActivityAnswers.targetId, targetIds)));
  return new Set(rows.map((r) => r.id));
}

/** Inserts a student's answer once: false when they had already answered this offering. */
export async function insertAnswer(db: DbOrTx, values: typeof supActivityAnswers.$inferInsert): Promise<boolean> {
  const r = await db
    .insert(supActivityAnswers)
    .values(values)
    .onConflictDoNothing({ target: [supActivityAnswers.targetId, supActivityAnswers.studentId] })
    .returning({ id: supActivityAnswers.id });
  return r.length > 0;
}

/** Per teacher of an activity: count, average, lowest and highest total (×10). */
export function teacherTotals(db: DbOrTx, activityId: number, teacherId?: number) {
  return db
    .select({
      teacherId: supActivityAnswers.teacherId,
      count: sql<number>`count(*)`.mapWith(Number),
      avg10: sql<number>`avg(${supActivityAnswers.score10})`.mapWith(Number),
      min10: sql<number>`min(${supActivityAnswers.score10})`.mapWith(Number),
      max10: sql<number>`max(${supActivityAnswers.score10})`.mapWith(Number),
    })
    .from(supActivityAnswers)
    .where(
      allOf(
        eq(supActivityAnswers.activityId, activityId),
        teacherId ? eq(supActivityAnswers.teacherId, teacherId) : undefined,
      ),
    )
    .groupBy(supActivityAnswers.teacherId);
}

/** Per teacher and overall level: how many answers. */
export function teacherLevels(db: DbOrTx, activityId: number, teacherId?: number) {
  return db
    .select({
      teacherId: supActivityAnswers.teacherId,
      level: supActivityAnswers.level,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(supActivityAnswers)
    .where(
      allOf(
        eq(supActivityAnswers.activityId, activityId),
        teacherId ? eq(supActivityAnswers.teacherId, teacherId) : undefined,
      ),
    )
    .groupBy(supActivityAnswers.teacherId, supActivityAnswers.level);
}

/** Per teacher and first-level indicator: the average rate (‰). */
export async function teacherIndicators(db: DbOrTx, activityId: number, teacherId?: number) {
  const rows = await db.execute<{ teacher_id: number; name: string; rate: string }>(sql`
    select a.teacher_id, i->>'name' as name, avg((i->>'rate')::numeric) as rate
    from sup_activity_answers a, jsonb_array_elements(a.indicators) as i
    where a.activity_id = ${activityId} ${teacherId ? sql`and a.teacher_id = ${teacherId}` : sql``}
    group by a.teacher_id, i->>'name'`);
  return rows.rows.map((r) => ({ teacherId: Number(r.teacher_id), name: r.name, rate: Number(r.rate) }));
}

/** The free-text answers (never who wrote them), newest first. */
export function teacherComments(db: DbOrTx, activityId: number, teacherId?: number) {
  return db
    .select({ teacherId: supActivityAnswers.teacherId, answers: supActivityAnswers.answers })
    .from(supActivityAnswers)
    .where(
      allOf(
        eq(supActivityAnswers.activityId, activityId),
        teacherId ? eq(supActivityAnswers.teacherId, teacherId) : undefined,
        sql`${supActivityAnswers.answers} <> '{}'::jsonb`,
      ),
    )
    .orderBy(desc(supActivityAnswers.id))
    .limit(2000);
}

/** How many offerings each student of the activity has evaluated. */
export async function doneByStudent(db: DbOrTx, activityId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ studentId: supActivityAnswers.studentId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(supActivityAnswers)
    .where(eq(supActivityAnswers.activityId, activityId))
    .groupBy(supActivityAnswers.studentId);
  return new Map(rows.map((r) => [r.studentId, r.n]));
}

/** Activities that have ended in which the teacher took part, with their answer count and average. */
export function teacherActivities(db: DbOrTx, teacherId: number, now: Date) {
  return db
    .select({
      a: supActivities,
      targets: targetCount,
      submissions: answerCount,
      count:
        sql<number>`(select count(*) from sup_activity_answers x where x.activity_id = "sup_activities"."id" and x.teacher_id = ${teacherId})`.mapWith(
          Number,
        ),
      avg10:
        sql<number>`(select coalesce(avg(x.score10), 0) from sup_activity_answers x where x.activity_id = "sup_activities"."id" and x.teacher_id = ${teacherId})`.mapWith(
          Number,
        ),
    })
    .from(supActivities)
    .where(
      and(
        lte(supActivities.endAt, now),
        sql`exists (select 1 from sup_activity_targets g where g.activity_id = "sup_activities"."id" and g.teacher_id = ${teacherId})`,
      ),
    )
    .orderBy(desc(supActivities.endAt));
}

export async function activitiesUsingTemplates(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectDistinct({ id: supActivities.templateId })
    .from(supActivities)
    .where(inArray(supActivities.templateId, ids));
  return rows.map((r) => r.id);
}
