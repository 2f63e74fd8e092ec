import { and, between, desc, eq, gte, inArray, lte, max, min, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../platform/db/client.js";
import { visitDaily, visitDayTotals, visitEvents, visitRollup } from "./stats.tables.js";

/** Every SQL statement of the statistics module. */

export type NewVisitEvent = typeof visitEvents.$inferInsert;

export async function insertEvents(db: DbOrTx, rows: NewVisitEvent[]): Promise<void> {
  if (rows.length) await db.insert(visitEvents).values(rows);
}

/**
 * Folds new events into the daily tables: every day that has an event not yet folded is
 * recomputed whole from visit_events (so distinct visitors stay exact), in one transaction.
 * Returns the number of days recomputed.
 */
export async function rollup(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [state] = await tx.select().from(visitRollup).where(eq(visitRollup.id, 1)).for("update");
    const last = state?.lastEventId ?? 0;
    const [range] = await tx
      .select({ top: max(visitEvents.id), fromDay: min(visitEvents.day) })
      .from(visitEvents)
      .where(sql`${visitEvents.id} > ${last}`);
    const top = range?.top ? Number(range.top) : null;
    if (!top || !range?.fromDay) return 0;
    const fromDay = range.fromDay;
    await tx.delete(visitDaily).where(gte(visitDaily.day, fromDay));
    await tx.delete(visitDayTotals).where(gte(visitDayTotals.day, fromDay));
    await tx.execute(sql`
      insert into ${visitDaily} (day, kind, target_id, terminal, visits, visitors)
      select day, kind, target_id, terminal, count(*), count(distinct viewer)
      from ${visitEvents} where day >= ${fromDay} and id <= ${top}
      group by day, kind, target_id, terminal`);
    await tx.execute(sql`
      insert into ${visitDayTotals} (day, kind, terminal, visits, visitors)
      select day, kind, terminal, count(*), count(distinct viewer)
      from ${visitEvents} where day >= ${fromDay} and id <= ${top}
      group by day, kind, terminal`);
    await tx
      .insert(visitRollup)
      .values({ id: 1, lastEventId: top })
      .onConflictDoUpdate({ target: visitRollup.id, set: { lastEventId: top } });
    const [days] = await tx
      .select({ n: sql<number>`count(distinct ${visitDayTotals.day})`.mapWith(Number) })
      .from(visitDayTotals)
      .where(gte(visitDayTotals.day, fromDay));
    return days?.n ?? 0;
  });
}

export interface VisitFilter {
  kind: string;
  from: string;
  to: string;
  terminal?: string;
  /** Only these targets (a term's or organization's courses); undefined means all. */
  targetIds?: number[];
}

/** Visits per day and terminal in the range. */
export function trend(db: DbOrTx, f: VisitFilter) {
  if (f.targetIds) {
    return db
      .select({
        day: visitDaily.day,
        terminal: visitDaily.terminal,
        visits: sql<number>`sum(${visitDaily.visits})`.mapWith(Number),
        visitors: sql<number>`sum(${visitDaily.visitors})`.mapWith(Number),
      })
      .from(visitDaily)
      .where(
        and(
          eq(visitDaily.kind, f.kind),
          between(visitDaily.day, f.from, f.to),
          f.terminal ? eq(visitDaily.terminal, f.terminal) : undefined,
          inArray(visitDaily.targetId, f.targetIds.length ? f.targetIds : [-1]),
        ),
      )
      .groupBy(visitDaily.day, visitDaily.terminal)
      .orderBy(visitDaily.day);
  }
  return db
    .select({
      day: visitDayTotals.day,
      terminal: visitDayTotals.terminal,
      visits: visitDayTotals.visits,
      visitors: visitDayTotals.visitors,
    })
    .from(visitDayTotals)
    .where(
      and(
        eq(visitDayTotals.kind, f.kind),
        gte(visitDayTotals.day, f.from),
        lte(visitDayTotals.day, f.to),
        f.terminal ? eq(visitDayTotals.terminal, f.terminal) : undefined,
      ),
    )
    .orderBy(visitDayTotals.day);
}

/** The most visited targets in the range, with how many targets were visited at all. */
export function ranking(db: DbOrTx, f: VisitFilter, limit: number) {
  return db
    .select({
      targetId: visitDaily.targetId,
      visits: sql<number>`sum(${visitDaily.visits})`.mapWith(Number),
      visitors: sql<number>`sum(${visitDaily.visitors})`.mapWith(Number),
      targets: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(visitDaily)
    .where(
      and(
        eq(visitDaily.kind, f.kind),
        between(visitDaily.day, f.from, f.to),
        f.terminal ? eq(visitDaily.terminal, f.terminal) : undefined,
        f.targetIds ? inArray(visitDaily.targetId, f.targetIds.length ? f.targetIds : [-1]) : undefined,
      ),
    )
    .groupBy(visitDaily.targetId)
    .orderBy(desc(sql`sum(${visitDaily.visits})`), visitDaily.targetId)
    .limit(limit);
}

/** A primary-key lookup of one daily row (the benchmark's yardstick). */
export function dailyRow(db: DbOrTx, kind: string, day: string, targetId: number, terminal: string) {
  return db
    .select()
    .from(visitDaily)
    .where(
      and(
        eq(visitDaily.kind, kind),
        eq(visitDaily.day, day),
        eq(visitDaily.targetId, targetId),
        eq(visitDaily.terminal, terminal),
      ),
    );
}
