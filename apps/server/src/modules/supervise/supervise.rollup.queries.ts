import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { supEvaluations, supStatRollup } from "./supervise.tables.js";

/** Statements maintaining the statistics roll-up (sup_stat_rollup) from submitted evaluations. */

export type RollupDim = "teacher" | "org" | "courseType" | "term" | "evaluator" | "indicator";

/** What the roll-up needs of one submitted evaluation. */
export interface Submitted {
  teacherId: number;
  orgId: number | null;
  courseTypeId: number | null;
  termId: number | null;
  evaluatorId: number;
  score10: number;
  level: string | null;
  indicators: { name: string; rate: number }[];
}

type RollupRow = typeof supStatRollup.$inferInsert;

/** The roll-up rows one submission adds (indicators of the same name merged). */
export function rowsOf(e: Submitted): RollupRow[] {
  const where = { termId: e.termId ?? 0, orgId: e.orgId ?? 0 };
  const score = { count: 1, sum10: e.score10, min10: e.score10, max10: e.score10 };
  const keyed: [RollupDim, number][] = [
    ["teacher", e.teacherId],
    ["org", e.orgId ?? 0],
    ["courseType", e.courseTypeId ?? 0],
    ["term", e.termId ?? 0],
    ["evaluator", e.evaluatorId],
  ];
  const rows: RollupRow[] = keyed.map(([dim, key]) => ({
    dim,
    key,
    keyText: "",
    level: e.level ?? "",
    ...where,
    ...score,
  }));
  const byName = new Map<string, RollupRow>();
  for (const i of e.indicators) {
    const name = i.name.slice(0, 100);
    const had = byName.get(name);
    if (!had) {
      byName.set(name, {
        dim: "indicator",
        key: 0,
        keyText: name,
        level: "",
        ...where,
        count: 1,
        sum10: i.rate,
        min10: i.rate,
        max10: i.rate,
      });
      continue;
    }
    had.count = (had.count ?? 0) + 1;
    had.sum10 = (had.sum10 ?? 0) + i.rate;
    had.min10 = Math.min(had.min10 ?? i.rate, i.rate);
    had.max10 = Math.max(had.max10 ?? i.rate, i.rate);
  }
  return [...rows, ...byName.values()];
}

/** Adds one submission to the roll-up; run in the submit's transaction. */
export async function addSubmission(db: DbOrTx, e: Submitted) {
  const r = supStatRollup;
  await db
    .insert(r)
    .values(rowsOf(e))
    .onConflictDoUpdate({
      target: [r.dim, r.termId, r.orgId, r.key, r.keyText, r.level],
      set: {
        count: sql`${r.count} + excluded.count`,
        sum10: sql`${r.sum10} + excluded.sum10`,
        min10: sql`least(${r.min10}, excluded.min10)`,
        max10: sql`greatest(${r.max10}, excluded.max10)`,
      },
    });
}

const KEY_OF: Record<Exclude<RollupDim, "indicator">, string> = {
  teacher: "teacher_id",
  org: "coalesce(org_id, 0)",
  courseType: "coalesce(course_type_id, 0)",
  term: "coalesce(term_id, 0)",
  evaluator: "evaluator_id",
};

/** Rebuilds the whole roll-up from the submitted evaluations (after a bulk load, or the first start). */
export async function rebuild(db: DbOrTx) {
  await db.delete(supStatRollup);
  for (const [dim, key] of Object.entries(KEY_OF)) {
    await db.execute(sql`
      insert into ${supStatRollup} (dim, key, key_text, term_id, org_id, level, count, sum10, min10, max10)
      select ${dim}, ${sql.raw(key)}, '', coalesce(term_id, 0), coalesce(org_id, 0), coalesce(level, ''),
        count(*), sum(coalesce(score10, 0)), min(coalesce(score10, 0)), max(coalesce(score10, 0))
      from ${supEvaluations} where status = 'submitted'
      group by 2, 4, 5, 6`);
  }
  await db.execute(sql`
    insert into ${supStatRollup} (dim, key, key_text, term_id, org_id, level, count, sum10, min10, max10)
    select 'indicator', 0, left(i->>'name', 100), coalesce(term_id, 0), coalesce(org_id, 0), '',
      count(*), sum((i->>'rate')::int), min((i->>'rate')::int), max((i->>'rate')::int)
    from ${supEvaluations}, jsonb_array_elements(${supEvaluations.indicators}) i where status = 'submitted'
    group by 3, 4, 5`);
}

/** Whether submitted evaluations exist that the roll-up has never seen (an empty roll-up). */
export async function needsRebuild(db: DbOrTx): Promise<boolean> {
  const res = await db.execute<{ missing: boolean }>(sql`
    select exists (select 1 from ${supEvaluations} where status = 'submitted')
      and not exists (select 1 from ${supStatRollup}) as missing`);
  return !!res.rows[0]?.missing;
}
