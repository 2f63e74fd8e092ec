import { NOTICE_SWITCHES, type NoticeSwitch, type NoticeSwitchSaveInput } from "@otp/contract";
import type { Db } from "../../platform/db/client.js";
import type { Page } from "../../platform/db/paging.js";
import type { Notice, NoticeCategory, Notifier } from "../../platform/notify/notifier.js";
import * as q from "./notice.queries.js";

/** The categories a user may switch off; typed so each is one the Notifier knows. */
const SWITCHABLE: readonly NoticeCategory[] = NOTICE_SWITCHES.map((s) => s.category);

/** In-site notices (我的消息): other modules write them through the Notifier port. */
export class NoticeService implements Notifier {
  constructor(private readonly db: Db) {}

  /** Writes the notices, except those of a category their user switched off (消息设置). */
  async notify(items: Notice[]): Promise<void> {
    const switchable = items.filter((n) => SWITCHABLE.includes(n.category));
    const muted = await q.mutedAmong(
      this.db,
      [...new Set(switchable.map((n) => n.userId))],
      [...new Set(switchable.map((n) => n.category))],
    );
    await q.insertNotices(
      this.db,
      items.filter((n) => !muted.has(`${n.userId}:${n.category}`)),
    );
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

  /** The caller's switch per category; one never saved is on. */
  async switches(userId: number): Promise<NoticeSwitch[]> {
    const muted = new Set(await q.mutedOf(this.db, userId));
    return NOTICE_SWITCHES.map((s) => ({ ...s, on: !muted.has(s.category) }));
  }

  /** Turns one category on or off for the caller (later notices only; sent ones stay). */
  async saveSwitch(userId: number, input: NoticeSwitchSaveInput): Promise<NoticeSwitch[]> {
    await q.setMuted(this.db, userId, input.category, !input.on);
    return this.switches(userId);
  }
}
