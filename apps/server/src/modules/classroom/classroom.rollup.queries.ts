import { and, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { type LessonFacts, type RollupKey, rollupKeys } from "./classroom.research.present.js";
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

/** Whether done lessons exist that the roll-ups do not count (a database from before them). */
export async function needsRebuild(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({
      missing: sql<boolean>`exists (select 1 from ${a} where ${a.status} = 'done' and not exists (select 1 from ${f} where ${f.analysisId} = ${a.id}))`,
    })
    .from(sql`(select 1) as one`);
  return !!row?.missing;
}
