import type { StatDimension } from "@otp/contract";
import { and, count, countDistinct, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { supEvaluations, supTaskMembers, supTasks } from "./supervise.tables.js";

/** Aggregates over submitted evaluations: one grouped statement per table of /supervise. */

export interface StatFilter {
  termId?: number;
  orgId?: number;
}

type Grouped = Exclude<StatDimension, "indicator" | "evaluator">;
const COLUMN = {
  teacher: supEvaluations.teacherId,
  org: supEvaluations.orgId,
  courseType: supEvaluations.courseTypeId,
  term: supEvaluations.termId,
} as const;

const submitted = (f: StatFilter) =>
  and(
    eq(supEvaluations.status, "submitted"),
    f.termId ? eq(supEvaluations.termId, f.termId) : undefined,
    f.orgId ? eq(supEvaluations.orgId, f.orgId) : undefined,
  );

const avg10 = sql<number>`coalesce(round(avg(${supEvaluations.score10}))::int, 0)`.mapWith(Number);
const min10 = sql<number>`coalesce(min(${supEvaluations.score10}), 0)`.mapWith(Number);
const max10 = sql<number>`coalesce(max(${supEvaluations.score10}), 0)`.mapWith(Number);

export function grouped(db: DbOrTx, by: Grouped, f: StatFilter) {
  const col = COLUMN[by];
  return db
    .select({ key: col, count: count(), avg10, min10, max10 })
    .from(supEvaluations)
    .where(submitted(f))
    .groupBy(col)
    .orderBy(sql`avg(${supEvaluations.score10}) desc`);
}

export function levelsBy(db: DbOrTx, by: Grouped, f: StatFilter) {
  const col = COLUMN[by];
  return db
    .select({ key: col, level: supEvaluations.level, count: count() })
    .from(supEvaluations)
    .where(submitted(f))
    .groupBy(col, supEvaluations.level);
}

/** Count per overall level of everything in the filter. */
export function levels(db: DbOrTx, f: StatFilter) {
  return db
    .select({ level: supEvaluations.level, count: count() })
    .from(supEvaluations)
    .where(submitted(f))
    .groupBy(supEvaluations.level);
}

export async function summary(db: DbOrTx, f: StatFilter) {
  const [r] = await db
    .select({
      count: count(),
      avg10,
      teachers: countDistinct(supEvaluations.teacherId),
      evaluators: countDistinct(supEvaluations.evaluatorId),
    })
    .from(supEvaluations)
    .where(submitted(f));
  return r ?? { count: 0, avg10: 0, teachers: 0, evaluators: 0 };
}

/** Average rate (‰) of each first-level indicator, by its name across templates. */
export async function byIndicator(db: DbOrTx, f: StatFilter) {
  const rows = await db.execute<{ name: string; count: number; avg: number; min: number; max: number }>(sql`
    select ind->>'name' as name, count(*)::int as count,
      round(avg((ind->>'rate')::int))::int as avg, min((ind->>'rate')::int) as min, max((ind->>'rate')::int) as max
    from ${supEvaluations}, jsonb_array_elements(${supEvaluations.indicators}) ind
    where ${submitted(f)}
    group by 1 order by 3 desc`);
  return rows.rows.map((r) => ({
    ...r,
    count: Number(r.count),
    avg: Number(r.avg),
    min: Number(r.min),
    max: Number(r.max),
  }));
}

/** Each evaluator's submitted and draft evaluations (every status) in the filter. */
export function workload(db: DbOrTx, f: StatFilter) {
  return db
    .select({
      evaluatorId: supEvaluations.evaluatorId,
      submitted: sql<number>`count(*) filter (where ${supEvaluations.status} = 'submitted')`.mapWith(Number),
      drafts: sql<number>`count(*) filter (where ${supEvaluations.status} = 'draft')`.mapWith(Number),
      avg10:
        sql<number>`coalesce(round(avg(${supEvaluations.score10}) filter (where ${supEvaluations.status} = 'submitted'))::int, 0)`.mapWith(
          Number,
        ),
    })
    .from(supEvaluations)
    .where(
      and(
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
