import type { SuperviseStatDimension } from "@otp/contract";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { supEvaluations, supStatRollup, supTaskMembers, supTasks } from "./supervise.tables.js";

/**
 * Aggregates for /supervise, read from the per-term roll-up (rollup.queries.ts) rather than
 * from every evaluation: one grouped statement over a few hundred rows per table.
 */

export interface StatFilter {
  termId?: number;
  orgId?: number;
}

type Grouped = Exclude<SuperviseStatDimension, "indicator" | "evaluator">;
const r = supStatRollup;

const inFilter = (dim: string, f: StatFilter) =>
  and(eq(r.dim, dim), f.termId ? eq(r.termId, f.termId) : undefined, f.orgId ? eq(r.orgId, f.orgId) : undefined);

const total = sql<number>`coalesce(sum(${r.count}), 0)::int`.mapWith(Number);
const avg10 = sql<number>`coalesce(round(sum(${r.sum10})::numeric / nullif(sum(${r.count}), 0))::int, 0)`.mapWith(
  Number,
);
const min10 = sql<number>`coalesce(min(${r.min10}), 0)`.mapWith(Number);
const max10 = sql<number>`coalesce(max(${r.max10}), 0)`.mapWith(Number);
const byAvg = sql`sum(${r.sum10})::numeric / nullif(sum(${r.count}), 0) desc`;

/** Key 0 in the roll-up is "not set" (a teacher and an evaluator always have one). */
const keyOf = (key: number) => (key === 0 ? null : key);

export async function grouped(db: DbOrTx, by: Grouped, f: StatFilter) {
  const rows = await db
    .select({ key: r.key, count: total, avg10, min10, max10 })
    .from(r)
    .where(inFilter(by, f))
    .groupBy(r.key)
    .orderBy(byAvg);
  return rows.map((x) => ({ ...x, key: keyOf(x.key) }));
}

export async function levelsBy(db: DbOrTx, by: Grouped, f: StatFilter) {
  const rows = await db
    .select({ key: r.key, level: r.level, count: total })
    .from(r)
    .where(inFilter(by, f))
    .groupBy(r.key, r.level);
  return rows.map((x) => ({ ...x, key: keyOf(x.key), level: x.level || null }));
}

/** Count per overall level of everything in the filter. */
export async function levels(db: DbOrTx, f: StatFilter) {
  const rows = await db.select({ level: r.level, count: total }).from(r).where(inFilter("term", f)).groupBy(r.level);
  return rows.map((x) => ({ ...x, level: x.level || null }));
}

export async function summary(db: DbOrTx, f: StatFilter) {
  const [term, teachers, evaluators] = await Promise.all([
    db.select({ count: total, avg10 }).from(r).where(inFilter("term", f)),
    db
      .select({ n: sql<number>`count(distinct ${r.key})::int`.mapWith(Number) })
      .from(r)
      .where(inFilter("teacher", f)),
    db
      .select({ n: sql<number>`count(distinct ${r.key})::int`.mapWith(Number) })
      .from(r)
      .where(inFilter("evaluator", f)),
  ]);
  return {
    count: term[0]?.count ?? 0,
    avg10: term[0]?.avg10 ?? 0,
    teachers: teachers[0]?.n ?? 0,
    evaluators: evaluators[0]?.n ?? 0,
  };
}

/** Average rate (‰) of each first-level indicator, by its name across templates. */
export function byIndicator(db: DbOrTx, f: StatFilter) {
  return db
    .select({ name: r.keyText, count: total, avg: avg10, min: min10, max: max10 })
    .from(r)
    .where(inFilter("indicator", f))
    .groupBy(r.keyText)
    .orderBy(byAvg);
}

/** Each evaluator's submitted evaluations and their average (roll-up), in the filter. */
export function workload(db: DbOrTx, f: StatFilter) {
  return db
    .select({ evaluatorId: r.key, submitted: total, avg10 })
    .from(r)
    .where(inFilter("evaluator", f))
    .groupBy(r.key);
}

/** Each evaluator's drafts in the filter (drafts are few: read from the evaluations). */
export function draftsByEvaluator(db: DbOrTx, f: StatFilter) {
  return db
    .select({ evaluatorId: supEvaluations.evaluatorId, drafts: count() })
    .from(supEvaluations)
    .where(
      and(
        eq(supEvaluations.status, "draft"),
        f.termId ? eq(supEvaluations.termId, f.termId) : undefined,
        f.orgId ? eq(supEvaluations.orgId, f.orgId) : undefined,
      ),
    )
    .groupBy(supEvaluations.evaluatorId);
}

/** What each evaluator's tasks ask of them (Σ quota) in the term. */
export function expectedByEvaluator(db: DbOrTx, f: StatFilter) {
  return db
    .select({ userId: supTaskMembers.userId, expected: sql<number>`sum(${supTasks.quota})`.mapWith(Number) })
    .from(supTaskMembers)
    .innerJoin(supTasks, eq(supTasks.id, supTaskMembers.taskId))
    .where(and(eq(supTaskMembers.role, "evaluator"), f.termId ? eq(supTasks.termId, f.termId) : undefined))
    .groupBy(supTaskMembers.userId);
}

/**
 * Mean submitted score (×10) and count per teacher, organization or course among `keys`, in a
 * term or every term: what AI research shows beside each unit's classroom measures.
 */
export async function meanScores(
  db: DbOrTx,
  by: "teacher" | "org" | "course",
  keys: number[],
  termId: number | undefined,
) {
  if (!keys.length) return [];
  const e = supEvaluations;
  const col = by === "teacher" ? e.teacherId : by === "org" ? e.orgId : e.courseId;
  return db
    .select({
      key: col,
      count: count(),
      avg10: sql<number>`avg(${e.score10})`.mapWith(Number),
    })
    .from(e)
    .where(
      and(
        eq(e.status, "submitted"),
        sql`${e.score10} is not null`,
        inArray(col, keys),
        termId ? eq(e.termId, termId) : undefined,
      ),
    )
    .groupBy(col);
}
