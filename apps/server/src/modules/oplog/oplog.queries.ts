import { and, desc, eq, getTableColumns, gte, inArray, lt } from "drizzle-orm";
import type { AuditEntry } from "../../platform/access/audit.js";
import type { DbOrTx } from "../../platform/db/client.js";
import { type Page, pageOf, total } from "../../platform/db/paging.js";
import { allOf, anyContains } from "../../platform/db/sql-helpers.js";
import { opLogs } from "./oplog.tables.js";

/** Every SQL statement of the operation log: functions taking the database (or a transaction) first. */

/** Writes one entry, each text cut to its column. */
export async function insertEntry(db: DbOrTx, e: AuditEntry): Promise<void> {
  await db.insert(opLogs).values({
    category: e.category,
    userId: e.userId,
    account: e.account.slice(0, 64),
    action: e.action.slice(0, 100),
    target: (e.target ?? "").slice(0, 200),
    detail: e.detail ?? null,
    success: e.success ?? true,
    ip: e.ip.slice(0, 64),
    userAgent: e.userAgent.slice(0, 300),
  });
}

export interface LogFilter {
  category?: AuditEntry["category"];
  keyword?: string;
  /** Whole days, from the start of `from` to the end of `to` (server time). */
  from?: string;
  to?: string;
}

/** A page of entries, newest first, with the total: one statement. */
export function pageOfEntries(db: DbOrTx, page: Page, f: LogFilter) {
  const dayAfter = (day: string) => new Date(new Date(`${day}T00:00:00`).getTime() + 86_400_000);
  return pageOf(
    page,
    db
      .select({ ...getTableColumns(opLogs), total })
      .from(opLogs)
      .where(
        allOf(
          f.category ? eq(opLogs.category, f.category) : undefined,
          f.keyword ? anyContains(f.keyword, opLogs.account, opLogs.action, opLogs.target, opLogs.ip) : undefined,
          f.from ? gte(opLogs.createdAt, new Date(`${f.from}T00:00:00`)) : undefined,
          f.to ? lt(opLogs.createdAt, dayAfter(f.to)) : undefined,
        ),
      )
      .orderBy(desc(opLogs.id))
      .$dynamic(),
  );
}

/** The latest successful entries of these actions (the audit centre's recent decisions). */
export function recentOf(db: DbOrTx, actions: string[], limit: number) {
  return db
    .select({
      id: opLogs.id,
      account: opLogs.account,
      action: opLogs.action,
      detail: opLogs.detail,
      createdAt: opLogs.createdAt,
    })
    .from(opLogs)
    .where(and(inArray(opLogs.action, actions), eq(opLogs.success, true)))
    .orderBy(desc(opLogs.id))
    .limit(limit);
}
