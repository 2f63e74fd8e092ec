import { type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/** A page request as every list call takes it (pageNo from 1). */
export interface Page {
  pageNo: number;
  pageSize: number;
}

export interface Paged<T> {
  rows: T[];
  count: number;
}

export function offsetOf(page: Page): number {
  return (page.pageNo - 1) * page.pageSize;
}

/**
 * The total of every row the query matches, carried on each row of the page: select it beside
 * the page's columns (`{ ...columns, total }`) and hand the query to `paginate`. A window
 * function is computed before LIMIT, so the page and its count come back in one statement.
 */
export const total = sql<number>`count(*) over ()`.mapWith(Number);

/**
 * The total as a scalar subquery, `(select count(*) from table where …)`: PostgreSQL runs it once
 * per statement (an InitPlan), and the page itself can stop after its rows (an index scan in
 * order, LIMIT) — where `total`'s window first reads, keeps and sorts every matching row with all
 * its columns. Pass the same `where` as the page's; select it as `total` beside the columns.
 */
export function countOf(table: PgTable, where: SQL | undefined) {
  return sql<number>`(select count(*) from ${table}${where ? sql` where ${where}` : sql``})`.mapWith(Number);
}

/**
 * One page and the total in one round trip. `fetch(limit, offset)` runs the query (whose rows
 * carry `total`) for that window; a dynamic drizzle query is `(l, o) => q.limit(l).offset(o)`.
 * Only a page past the end, which has no row to carry the total, asks again for the first row.
 */
export async function paginate<R extends { total: number }>(
  page: Page,
  fetch: (limit: number, offset: number) => PromiseLike<R[]>,
): Promise<Paged<Omit<R, "total">>> {
  const found = await fetch(page.pageSize, offsetOf(page));
  let count = found[0]?.total ?? 0;
  if (!found.length && page.pageNo > 1) count = (await fetch(1, 0))[0]?.total ?? 0;
  return { rows: found.map(({ total: _t, ...row }) => row), count };
}

/** A query builder that can still take a limit and an offset (drizzle's `.$dynamic()`). */
interface Windowed<R> {
  limit(n: number): { offset(n: number): PromiseLike<R[]> };
}

/** `paginate` for a dynamic drizzle select: `pageOf(page, db.select({...cols, total}).from(t).where(w).orderBy(o).$dynamic())`. */
export function pageOf<R extends { total: number }>(page: Page, query: Windowed<R>): Promise<Paged<Omit<R, "total">>> {
  return paginate(page, (limit, offset) => query.limit(limit).offset(offset));
}
