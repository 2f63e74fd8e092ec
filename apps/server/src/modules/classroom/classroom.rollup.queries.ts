import { and, eq, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { type LessonFacts, type RollupKey, rollupKeys, TERM_START } from "./classroom.research.present.js";
import {
  classroomLessonFacts as f,
  ROLLUP_SUM_KEYS,
  type RollupSums,
  classroomRollups as r,
} from "./classroom.research.tables.js";
import { classroomAnalyses as a } from "./classroom.tables.js";

/**
 * The statements that keep the AI research roll-ups (decision 0064). They run in the caller's
 * transaction with the change that causes them: a lesson finished adds its facts, a re-run
 * claimed or a lesson deleted subtracts them, so the roll-ups always equal the sum over the
 * lessons that are done.
 */

const pick = (s: RollupSums, sign: 1 | -1): RollupSums =>
  Object.fromEntries(ROLLUP_SUM_KEYS.map((k) => [k, sign * s[k]])) as RollupSums;

/** Adds (sign 1) or subtracts (−1) one lesson's sums under every key; rows left with no lesson go. */
async function apply(tx: DbOrTx, facts: LessonFacts, sign: 1 | -1) {
  const keys = rollupKeys(facts);
  const delta = pick(facts, sign);
  const set = Object.fromEntries(ROLLUP_SUM_KEYS.map((k) => [k, sql`${r[k]} + excluded.${sql.identifier(r[k].name)}`]));
  await tx
    .insert(r)
    .values(keys.map((k) => ({ ...k, ...delta })))
    .onConflictDoUpdate({ target: [r.termId, r.period, r.unit, r.unitId, r.orgId, r.start], set });
  if (sign < 0) await tx.delete(r).where(and(lte(r.lessons, 0), or(...keys.map(keyWhere))));
}

const keyWhere = (k: RollupKey) =>
  and(
    eq(r.termId, k.termId),
    eq(r.period, k.period),
    eq(r.unit, k.unit),
    eq(r.unitId, k.unitId),
    eq(r.orgId, k.orgId),
    eq(r.start, k.start),
  );

/** A lesson finished: its facts saved and added (a lesson already counted is subtracted first). */
export async function addLesson(tx: DbOrTx, facts: LessonFacts) {
  await removeLessons(tx, [facts.analysisId]);
  await tx.insert(f).values(facts);
  await apply(tx, facts, 1);
}

/** Lessons re-run or deleted: their facts subtracted and removed (lessons never counted are skipped). */
export async function removeLessons(tx: DbOrTx, analysisIds: number[]) {
  if (!analysisIds.length) return;
  const rows = await tx.delete(f).where(inArray(f.analysisId, analysisIds)).returning();
  for (const row of rows) await apply(tx, row as LessonFacts, -1);
}

/** Serialises rebuilds (a transaction-scoped advisory lock, released at commit). */
export async function lockRebuild(tx: DbOrTx) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('classroom_rollups_rebuild'))`);
}

/** Everything counted is dropped (a rebuild starts over). */
export async function clearRollups(tx: DbOrTx) {
  await tx.delete(r);
  await tx.delete(f);
}

/** Done lessons (id order, after `afterId`) with their warnings' rules, for a rebuild. */
export async function doneLessons(db: DbOrTx, afterId: number, limit: number) {
  return db
    .select({
      id: a.id,
      teacherId: a.teacherId,
      courseId: a.courseId,
      orgId: a.orgId,
      termId: a.termId,
      classIds: a.classIds,
      lessonAt: a.lessonAt,
      measures: a.measures,
      rules: sql<
        string[]
      >`coalesce((select jsonb_agg(w.rule) from classroom_warnings w where w.analysis_id = ${a.id}), '[]'::jsonb)`,
    })
    .from(a)
    .where(and(eq(a.status, "done"), sql`${a.id} > ${afterId}`, sql`${a.measures} is not null`))
    .orderBy(a.id)
    .limit(limit);
}

/** The teachers of done lessons (a rebuild reads their organizations first). */
export async function doneTeacherIds(db: DbOrTx): Promise<number[]> {
  const rows = await db.selectDistinct({ id: a.teacherId }).from(a).where(eq(a.status, "done"));
  return rows.map((r) => r.id);
}

/** Whether done lessons exist that the roll-ups do not count (a database from before them). */
export async function needsRebuild(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({
      missing: sql<boolean>`exists (select 1 from ${a} where ${a.status} = 'done' and not exists (select 1 from ${f} where ${f.analysisId} = ${a.id}))`,
    })
    .from(sql`(select 1) as one`);
  return !!row?.missing;
}

/** Facts rows saved as they are (a rebuild; the roll-ups are then summed from them at once). */
export async function insertFacts(tx: DbOrTx, facts: LessonFacts[]) {
  if (facts.length) await tx.insert(f).values(facts);
}

/**
 * The roll-ups summed from every facts row in one statement per unit and period: what the
 * increments add, lesson by lesson, for the same keys as `rollupKeys` (kept beside it; the
 * rebuild test compares the two).
 */
export async function rollupFromFacts(tx: DbOrTx) {
  const org = sql`coalesce(nullif(${f.departmentId}, 0), ${f.collegeId})`;
  const units: Array<{ unit: string; id: SQL; orgId: SQL; where?: SQL; from?: SQL }> = [
    { unit: "school", id: sql`0`, orgId: sql`0` },
    { unit: "college", id: sql`${f.collegeId}`, orgId: sql`0`, where: sql`${f.collegeId} > 0` },
    { unit: "department", id: sql`${f.departmentId}`, orgId: sql`0`, where: sql`${f.departmentId} > 0` },
    { unit: "course", id: sql`${f.courseId}`, orgId: org, where: sql`${f.courseId} > 0` },
    { unit: "teacher", id: sql`${f.teacherId}`, orgId: org },
    {
      unit: "class",
      id: sql`(c.value)::int`,
      orgId: org,
      from: sql`, jsonb_array_elements_text(${f.classIds}) as c(value)`,
    },
  ];
  const periods: Array<[string, SQL]> = [
    ["term", sql`${TERM_START}::date`],
    ["week", sql`${f.week}`],
    ["day", sql`${f.day}`],
  ];
  const cols = sql.join(
    ROLLUP_SUM_KEYS.map((k) => sql.identifier(r[k].name)),
    sql`, `,
  );
  const sums = sql.join(
    ROLLUP_SUM_KEYS.map((k) => sql`sum(${f[k]})`),
    sql`, `,
  );
  for (const u of units) {
    for (const [period, start] of periods) {
      await tx.execute(sql`
        insert into ${r} (term_id, period, start, unit, unit_id, org_id, ${cols})
        select ${f.termId}, ${period}, ${start}, ${u.unit}, ${u.id}, ${u.orgId}, ${sums}
        from ${f}${u.from ?? sql``}
        ${u.where ? sql`where ${u.where}` : sql``}
        group by 1, 2, 3, 4, 5, 6`);
    }
  }
}
