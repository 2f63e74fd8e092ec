import { and, count, desc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { Db } from "../../platform/db/client.js";
import { offsetOf } from "../../platform/db/sql-helpers.js";
import { notices } from "./notice.tables.js";

export interface NoticeInput {
  userId: number;
  category: "account" | "security" | "role" | "audit";
  title: string;
  content: string;
}

/** What other modules use to tell a user something. */
export interface Notifier {
  notify(items: NoticeInput[]): Promise<void>;
}

export class NoticeService implements Notifier {
  constructor(private readonly db: Db) {}

  async notify(items: NoticeInput[]): Promise<void> {
    if (items.length) await this.db.insert(notices).values(items);
  }

  private unread(userId: number) {
    return this.db
      .select({ n: count() })
      .from(notices)
      .where(and(eq(notices.userId, userId), isNull(notices.readAt)))
      .then((r) => r[0]?.n ?? 0);
  }

  async list(userId: number, q: { pageNo: number; pageSize: number; unread?: boolean }) {
    const where: SQL[] = [eq(notices.userId, userId)];
    if (q.unread) where.push(isNull(notices.readAt));
    const cond = and(...where);
    const [list, [c], unread] = await Promise.all([
      this.db
        .select({
          id: notices.id,
          title: notices.title,
          content: notices.content,
          category: notices.category,
          readAt: notices.readAt,
          createdAt: notices.createdAt,
        })
        .from(notices)
        .where(cond)
        .orderBy(desc(notices.id))
        .limit(q.pageSize)
        .offset(offsetOf(q)),
      this.db.select({ n: count() }).from(notices).where(cond),
      this.unread(userId),
    ]);
    return { list, count: c?.n ?? 0, unread };
  }

  /** Marks the caller's own notices read; ids of other users' notices are ignored. */
  async read(userId: number, target: { ids?: number[]; all?: boolean }) {
    const mine = and(eq(notices.userId, userId), isNull(notices.readAt));
    const where = target.all ? mine : and(mine, inArray(notices.id, target.ids ?? []));
    await this.db.update(notices).set({ readAt: new Date() }).where(where);
    return { unread: await this.unread(userId) };
  }
}
