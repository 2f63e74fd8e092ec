import type { Db } from "../../platform/db/client.js";
import type { Page } from "../../platform/db/paging.js";
import type { Notice, Notifier } from "../../platform/notify/notifier.js";
import * as q from "./notice.queries.js";

/** In-site notices (我的消息): other modules write them through the Notifier port. */
export class NoticeService implements Notifier {
  constructor(private readonly db: Db) {}

  notify(items: Notice[]): Promise<void> {
    return q.insertNotices(this.db, items);
  }

  async list(userId: number, page: Page & { unread?: boolean }) {
    const { rows, count, unread } = await q.pageOfUser(this.db, userId, page);
    return { list: rows, count, unread: unread ?? (await q.unreadCount(this.db, userId)) };
  }

  /** Marks the caller's own notices read; ids of other users' notices are ignored. */
  async read(userId: number, target: { ids?: number[]; all?: boolean }) {
    await q.markRead(this.db, userId, target.all ? "all" : (target.ids ?? []));
    return { unread: await q.unreadCount(this.db, userId) };
  }
}
