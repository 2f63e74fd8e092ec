import { and, between, desc, eq, gte, inArray, lte, max, min, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../platform/db/client.js";
import { visitDaily, visitDayTotals, visitEvents, visitMonthly, visitRollup } from "./stats.tables.js";

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
    // Months from the first recomputed day's month on, summed from the daily rows.
    const fromMonth = monthStart(fromDay);
    await tx.delete(visitMonthly).where(gte(visitMonthly.month, fromMonth));
    await tx.execute(sql`
      insert into ${visitMonthly} (month, kind, target_id, terminal, visits, visitors)
      select date_trunc('month', day)::date, kind, target_id, terminal, sum(visits), sum(visitors)
      from ${visitDaily} where day >= ${fromMonth}
      group by 1, kind, target_id, terminal`);
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

/** The first day of the month of a YYYY-MM-DD day. */
export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** The day after a YYYY-MM-DD day (UTC arithmetic on the calendar date). */
function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/**
 * The whole calendar months inside [from, to] (first days of the first and last), or null when
 * the range holds none: those are read from visit_monthly, the edges from visit_daily. A range
 * reaching `today` takes the current month whole: no visit lies after today, so the month so
 * far is what its monthly row holds.
 */
export function wholeMonths(from: string, to: string, today?: string): { first: string; last: string } | null {
  const first = from.endsWith("-01") ? from : monthStart(addDays(monthStart(from), 32));
  const afterTo = addDays(to, 1);
  const monthDone = afterTo.endsWith("-01") || (today !== undefined && to >= today);
  const last = monthDone ? monthStart(to) : monthStart(addDays(monthStart(to), -1));
  return first <= last ? { first, last } : null;
}

/**
 * The most visited targets in the range, with how many targets were visited at all. Ranges with
 * whole months read them from visit_monthly and only the partial months at the edges from
 * visit_daily (a year: 12 monthly rows per target instead of 365 daily ones).
 */
export function ranking(db: DbOrTx, f: VisitFilter, limit: number, today?: string) {
  const months = wholeMonths(f.from, f.to, today);
  if (!months) return rankingOfDays(db, f, limit);
  const ids = f.targetIds ? (f.targetIds.length ? f.targetIds : [-1]) : null;
  const targets = ids
    ? sql`(${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : null;
  const daily = (from: string, to: string) => sql`
    select target_id, visits, visitors from ${visitDaily}
    where kind = ${f.kind} and day between ${from} and ${to}
    ${f.terminal ? sql`and terminal = ${f.terminal}` : sql``}
    ${targets ? sql`and target_id in ${targets}` : sql``}`;
  const monthEnd = addDays(monthStart(addDays(months.last, 32)), -1);
  const parts = [
    sql`select target_id, visits, visitors from ${visitMonthly}
        where kind = ${f.kind} and month between ${months.first} and ${months.last}
        ${f.terminal ? sql`and terminal = ${f.terminal}` : sql``}
        ${targets ? sql`and target_id in ${targets}` : sql``}`,
  ];
  if (f.from < months.first) parts.push(daily(f.from, addDays(months.first, -1)));
  if (monthEnd < f.to) parts.push(daily(addDays(monthEnd, 1), f.to));
  return db
    .execute<{ target_id: number; visits: string; visitors: string; targets: string }>(sql`
      select target_id, sum(visits) as visits, sum(visitors) as visitors, count(*) over () as targets
      from (${sql.join(parts, sql` union all `)}) v
      group by target_id
      order by sum(visits) desc, target_id
      limit ${limit}`)
    .then((r) =>
      r.rows.map((x) => ({
        targetId: Number(x.target_id),
        visits: Number(x.visits),
        visitors: Number(x.visitors),
        targets: Number(x.targets),
      })),
    );
}

function rankingOfDays(db: DbOrTx, f: VisitFilter, limit: number) {
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
