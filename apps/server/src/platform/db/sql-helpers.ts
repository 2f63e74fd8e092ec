import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/** `%keyword%` with LIKE wildcards escaped, so '%' and '_' typed by a user match literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Case-insensitive "contains" over several columns, in parentheses so that it stays one
 * condition inside and(...) (`a and b or c` would match c alone).
 */
export function anyContains(keyword: string, ...cols: AnyPgColumn[]): SQL {
  const p = containsPattern(keyword);
  const any = sql.join(
    cols.map((c) => sql`${c} ilike ${p}`),
    sql` or `,
  );
  return sql`(${any})`;
}

export function offsetOf(page: { pageNo: number; pageSize: number }): number {
  return (page.pageNo - 1) * page.pageSize;
}

export const countAll = sql<number>`count(*)::int`;
