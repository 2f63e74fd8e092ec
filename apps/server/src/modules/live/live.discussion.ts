import type { LiveMessage, LiveMessageEvent, LiveMessageSendInput, LiveMuteInput } from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { EventBus } from "../../platform/bus/bus.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, forbidden, notFound } from "../../platform/http/errors.js";
import { filteredField } from "../../platform/text/filter.js";
import { canEdit, watchRefusal } from "./live.access.js";
import type { LiveDeps } from "./live.ports.js";
import { shownStatus } from "./live.present.js";
import * as q from "./live.queries.js";

/** How many earlier messages a viewer gets when opening the panel. */
const HISTORY = 100;

/** The bus channel of a live's events. */
const channel = (liveId: number) => `live:${liveId}`;

/**
 * The live discussion panel: viewers who may watch write messages (through the sensitive-word
 * filter), everyone watching receives them in real time (SSE, over the platform's event bus: on
 * whichever instance they are connected to), and the teacher or a manager hides messages.
 */
export class LiveDiscussion {
  constructor(
    private readonly db: Db,
    private readonly deps: LiveDeps,
    private readonly bus: EventBus,
  ) {}

  private emit(liveId: number, event: LiveMessageEvent) {
    this.bus.publish(channel(liveId), event);
  }

  /** The live, when this viewer may watch it (404 unknown, 403 locked). */
  private async watchable(liveId: number, viewer: Principal | null) {
    const row = await q.find(this.db, liveId);
    if (!row || row.cancelled) throw notFound("直播不存在或已取消");
    const classId = viewer ? await this.deps.users.classOf(viewer.userId) : null;
    if (watchRefusal(viewer, classId, row)) throw forbidden("没有观看该直播的权限");
    return row;
  }

  private async shape(rows: { id: number; liveId: number; userId: number; content: string; createdAt: Date }[]) {
    const names = await this.deps.users.names(rows.map((r) => r.userId));
    return rows.map(
      (r): LiveMessage => ({
        id: r.id,
        liveId: r.liveId,
        userId: r.userId,
        userName: names.get(r.userId)?.realName ?? "",
        content: r.content,
        createdAt: r.createdAt.toISOString(),
      }),
    );
  }

  async list(liveId: number, viewer: Principal | null): Promise<LiveMessage[]> {
    await this.watchable(liveId, viewer);
    return this.shape(await q.latestMessages(this.db, liveId, HISTORY));
  }

  async send(input: LiveMessageSendInput, user: Principal): Promise<LiveMessage> {
    const row = await this.watchable(input.liveId, user);
    if (row.status === 3) throw badRequest("参数 liveId：直播已结束，不能再发言");
    if (row.mutedUserIds.includes(user.userId)) throw forbidden("你已被主讲教师禁言");
    const content = await filteredField(this.deps.textFilter, "content", input.content);
    const saved = await q.insertMessage(this.db, { liveId: row.id, userId: user.userId, content });
    const [message] = await this.shape([saved]);
    this.emit(row.id, { type: "message", message });
    return message as LiveMessage;
  }

  /** The teacher (or a manager) hides a message for everyone. */
  async hide(id: number, user: Principal) {
    const message = await q.findMessage(this.db, id);
    if (!message) throw notFound("消息不存在");
    const row = await q.find(this.db, message.liveId);
    if (!row || !canEdit(user, row)) throw forbidden("只有主讲教师可以管理讨论");
    await q.hideMessage(this.db, id);
    this.emit(row.id, { type: "hidden", id });
    return { hidden: true };
  }

  /** The teacher (or a manager) mutes a viewer in this live's discussion, or lets them speak again. */
  async mute(input: LiveMuteInput, user: Principal) {
    const row = await q.find(this.db, input.liveId);
    if (!row) throw notFound("直播不存在");
    if (!canEdit(user, row)) throw forbidden("只有主讲教师可以管理讨论");
    if (input.mute && input.userId === row.teacherId) throw badRequest("参数 userId：不能禁言主讲教师");
    const others = row.mutedUserIds.filter((id) => id !== input.userId);
    await q.update(this.db, row.id, { mutedUserIds: input.mute ? [...others, input.userId] : others });
    return { muted: input.mute };
  }

  /** Tells the open pages of a live its new state (they reload it: play addresses, recording). */
  async announceState(liveId: number): Promise<void> {
    const row = await q.find(this.db, liveId);
    if (!row) return;
    const { status, error } = shownStatus(row.status);
    this.emit(liveId, { type: "state", status, error });
  }

  /** Subscribes a viewer who may watch to a live's events; returns the unsubscribe function. */
  async subscribe(liveId: number, viewer: Principal | null, listener: (e: LiveMessageEvent) => void) {
    await this.watchable(liveId, viewer);
    return this.bus.subscribe(channel(liveId), (e) => listener(e as LiveMessageEvent));
  }
}
