import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/** `%keyword%` with LIKE wildcards escaped, so '%' and '_' typed by a user match literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Case-insensitive "contains" over several columns. */
export function anyContains(keyword: string, ...cols: AnyPgColumn[]): SQL {
  const p = containsPattern(keyword);
  return sql.join(
    cols.map((c) => sql`${c} ilike ${p}`),
    sql` or `,
  );
}

export function offsetOf(page: { pageNo: number; pageSize: number }): number {
  return (page.pageNo - 1) * page.pageSize;
}

export const countAll = sql<number>`count(*)::int`;
