import { and, type SQL, sql } from "drizzle-orm";
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

/** Every condition that is set, joined with AND (undefined when none is). */
export function allOf(...conds: (SQL | undefined | null | false)[]): SQL | undefined {
  const list = conds.filter((c): c is SQL => !!c);
  return list.length ? and(...list) : undefined;
}

export const countAll = sql<number>`count(*)::int`;

/** @deprecated import from ./paging.js; kept while modules move to the paging helper. */
export { offsetOf } from "./paging.js";
