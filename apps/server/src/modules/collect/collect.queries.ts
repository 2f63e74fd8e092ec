import type { CollectTarget } from "@otp/contract";
import { and, desc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { type Page, pageOf, total } from "../../platform/db/paging.js";
import { anyOf, preparedStatement } from "../../platform/db/shapes.js";
import { collects } from "./collect.tables.js";

/** Every SQL statement of the collect module: functions taking the database (or a transaction) first. */

interface Entry {
  userId: number;
  targetType: CollectTarget;
  targetId: number;
}

const entry = (e: Entry) =>
  and(eq(collects.userId, e.userId), eq(collects.targetType, e.targetType), eq(collects.targetId, e.targetId));

/** Removes one entry; false when there was none. */
export async function removeEntry(db: DbOrTx, e: Entry): Promise<boolean> {
  const removed = await db.delete(collects).where(entry(e)).returning({ id: collects.targetId });
  return removed.length > 0;
}

export async function addEntry(db: DbOrTx, e: Entry): Promise<void> {
  await db.insert(collects).values(e).onConflictDoNothing();
}

/** A page of one user's entries, newest first, with the total: one statement. */
export function pageOfUser(db: DbOrTx, userId: number, page: Page, targetType?: CollectTarget | null) {
  return pageOf(
    page,
    db
      .select({ ...getTableColumns(collects), total })
      .from(collects)
      .where(and(eq(collects.userId, userId), targetType ? eq(collects.targetType, targetType) : undefined))
      .orderBy(desc(collects.createdAt), desc(collects.targetId))
      .$dynamic(),
  );
}

/** Which of these targets the user collected. */
export async function collectedAmong(
  db: DbOrTx,
  userId: number,
  type: CollectTarget,
  ids: number[],
): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await collectedOf(db, { userId, type, ids });
  return new Set(rows.map((r) => r.id));
}

// Every course and resource detail asks whether its viewer collected it: prepared once.
const collectedOf = preparedStatement<{ userId: number; type: CollectTarget; ids: number[] }, { id: number }[]>(
  "collected_among",
  (db, name) =>
    db
      .select({ id: collects.targetId })
      .from(collects)
      .where(
        and(
          eq(collects.userId, sql.placeholder("userId")),
          eq(collects.targetType, sql.placeholder("type")),
          anyOf(collects.targetId, "ids"),
        ),
      )
      .prepare(name),
);

/** Every id of this type the user collected, newest first. */
export async function collectedIds(db: DbOrTx, userId: number, type: CollectTarget): Promise<number[]> {
  const rows = await db
    .select({ id: collects.targetId })
    .from(collects)
    .where(and(eq(collects.userId, userId), eq(collects.targetType, type)))
    .orderBy(desc(collects.createdAt));
  return rows.map((r) => r.id);
}

/** Drops every user's entries of these targets. */
export async function removeTargets(db: DbOrTx, type: CollectTarget, ids: number[]): Promise<void> {
  if (ids.length) await db.delete(collects).where(and(eq(collects.targetType, type), inArray(collects.targetId, ids)));
}
