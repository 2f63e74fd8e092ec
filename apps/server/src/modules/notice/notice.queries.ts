import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { type Page, pageOf, total } from "../../platform/db/paging.js";
import type { Notice } from "../../platform/notify/notifier.js";
import { noticeMutes, notices } from "./notice.tables.js";

/** Every SQL statement of the notice module: functions taking the database (or a transaction) first. */

export async function insertNotices(db: DbOrTx, items: Notice[]) {
  if (items.length) await db.insert(notices).values(items);
}

export async function unreadCount(db: DbOrTx, userId: number): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(notices)
    .where(and(eq(notices.userId, userId), isNull(notices.readAt)));
  return r?.n ?? 0;
}

/**
 * A page of one user's notices, newest first, with the total and the unread count carried on
 * every row: one statement.
 */
export async function pageOfUser(db: DbOrTx, userId: number, page: Page & { unread?: boolean }) {
  const { rows, count } = await pageOf(
    page,
    db
      .select({
        id: notices.id,
        title: notices.title,
        content: notices.content,
        category: notices.category,
        readAt: notices.readAt,
        createdAt: notices.createdAt,
        total,
        unread: sql<number>`count(*) filter (where ${notices.readAt} is null) over ()`.mapWith(Number),
      })
      .from(notices)
      .where(and(eq(notices.userId, userId), page.unread ? isNull(notices.readAt) : undefined))
      .orderBy(desc(notices.id))
      .$dynamic(),
  );
  // No notice at all means none unread; a page past the end has no row to carry it (null).
  const unread = rows[0]?.unread ?? (count === 0 ? 0 : null);
  return { rows: rows.map(({ unread: _u, ...r }) => r), count, unread };
}

/** Marks a user's unread notices read: all of them, or these ids (others' ids are ignored). */
export async function markRead(db: DbOrTx, userId: number, ids: number[] | "all") {
  const mine = and(eq(notices.userId, userId), isNull(notices.readAt));
  await db
    .update(notices)
    .set({ readAt: new Date() })
    .where(ids === "all" ? mine : and(mine, inArray(notices.id, ids)));
}

/** The categories one user switched off. */
export async function mutedOf(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db
    .select({ category: noticeMutes.category })
    .from(noticeMutes)
    .where(eq(noticeMutes.userId, userId));
  return rows.map((r) => r.category);
}

/** Which of these users switched off which of these categories, as `userId:category` keys. */
export async function mutedAmong(db: DbOrTx, userIds: number[], categories: string[]): Promise<Set<string>> {
  if (!userIds.length || !categories.length) return new Set();
  const rows = await db
    .select({ userId: noticeMutes.userId, category: noticeMutes.category })
    .from(noticeMutes)
    .where(and(inArray(noticeMutes.userId, userIds), inArray(noticeMutes.category, categories)));
  return new Set(rows.map((r) => `${r.userId}:${r.category}`));
}

/** Switches one category off (a row) or on (no row) for a user; repeating either is harmless. */
export async function setMuted(db: DbOrTx, userId: number, category: string, muted: boolean) {
  if (muted) await db.insert(noticeMutes).values({ userId, category }).onConflictDoNothing();
  else await db.delete(noticeMutes).where(and(eq(noticeMutes.userId, userId), eq(noticeMutes.category, category)));
}
