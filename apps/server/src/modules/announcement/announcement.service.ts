import type {
  AnnouncementAdminListInput,
  AnnouncementDetail,
  AnnouncementEdit,
  AnnouncementListInput,
  announcementSaveSchema,
} from "@otp/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, notFound } from "../../platform/http/errors.js";
import { filteredField } from "../../platform/text/filter.js";
import { plainText, sanitizeRichText } from "../../platform/text/html.js";
import { managesAnnouncements } from "./announcement.access.js";
import type { AnnouncementDeps } from "./announcement.ports.js";
import { stateOf, summaryOf, toAdminItem, toAttachments, toCard } from "./announcement.present.js";
import * as q from "./announcement.queries.js";

type SaveInput = z.infer<typeof announcementSaveSchema>;

/** A scheduled time may be this far behind the clock (the form was filled a moment ago). */
const SCHEDULE_GRACE_MS = 60_000;

/** 通知公告: written in the back office, read on the portal by their audience, counted per reader. */
export class AnnouncementService {
  constructor(
    private readonly db: Db,
    private readonly deps: AnnouncementDeps,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private async reader(user: Principal | null): Promise<q.Reader> {
    if (!user) return { userType: null, orgId: null, everyAudience: false };
    if (managesAnnouncements(user)) return { userType: user.userType, orgId: null, everyAudience: true };
    return { userType: user.userType, orgId: await this.deps.users.orgOf(user.userId), everyAudience: false };
  }

  async list(input: AnnouncementListInput, user: Principal | null) {
    const { rows, count } = await q.pageShown(this.db, input, await this.reader(user), this.clock());
    return { list: rows.map(toCard), count };
  }

  /** One announcement as its reader sees it; a signed-in reader's first visit counts. */
  async detail(id: number, user: Principal | null): Promise<AnnouncementDetail> {
    if (!(await q.isShown(this.db, id, await this.reader(user), this.clock()))) throw notFound("公告不存在或已下线");
    if (user) await q.markRead(this.db, id, user.userId);
    const row = (await q.find(this.db, id)) as q.AnnouncementRow;
    const [names, attachments] = await Promise.all([this.deps.users.names([row.ownerId]), this.attachmentsOf(id)]);
    return {
      ...toCard({ ...row, attachmentCount: attachments.length }),
      content: row.content,
      authorName: names.get(row.ownerId)?.realName ?? "",
      expireAt: row.expireAt?.toISOString() ?? null,
      attachments,
    };
  }

  /** An attachment, to a reader the announcement is shown to. */
  async sendFile(req: FastifyRequest, reply: FastifyReply, id: number, fileId: number, user: Principal | null) {
    const shown = await q.isShown(this.db, id, await this.reader(user), this.clock());
    if (!shown || !(await q.hasFile(this.db, id, fileId))) throw notFound("附件不存在");
    return this.deps.files.send(req, reply, fileId);
  }

  async adminList(input: AnnouncementAdminListInput) {
    const now = this.clock();
    const { rows, count } = await q.pageAll(this.db, input, now);
    const names = await this.deps.users.names([...new Set(rows.map((r) => r.ownerId))]);
    return { list: rows.map((r) => toAdminItem(r, names, now)), count };
  }

  async get(id: number): Promise<AnnouncementEdit> {
    const row = await this.load(id);
    const [names, attachments] = await Promise.all([this.deps.users.names([row.ownerId]), this.attachmentsOf(id)]);
    return {
      ...toAdminItem({ ...row, attachmentCount: attachments.length }, names, this.clock()),
      content: row.content,
      attachments,
    };
  }

  /** Creates or edits; `publish` publishes now (or at the scheduled time), otherwise the state stays. */
  async save(input: SaveInput, user: Principal): Promise<{ id: number }> {
    const now = this.clock();
    const existing = input.id ? await this.load(input.id) : undefined;
    const title = await filteredField(this.deps.text, "title", input.title);
    const content = sanitizeRichText(input.content);
    const text = plainText(content);
    if (!text && !/<img\b/i.test(content)) throw badRequest("参数 content：正文不能为空（不安全的内容已被移除）");

    const publishAt = input.publishAt ? new Date(input.publishAt) : null;
    const expireAt = input.expireAt ? new Date(input.expireAt) : null;
    const scheduleChanged = publishAt?.getTime() !== existing?.publishAt?.getTime();
    if (publishAt && scheduleChanged && publishAt.getTime() < now.getTime() - SCHEDULE_GRACE_MS) {
      throw badRequest("参数 publishAt：定时发布时间不能早于当前时间");
    }
    if (expireAt && expireAt <= (publishAt ?? now)) throw badRequest("参数 expireAt：过期时间须晚于发布时间");

    const orgIds = input.audience === "org" ? [...new Set(input.orgIds)] : [];
    if (orgIds.length && (await this.deps.orgs.names(orgIds)).size !== orgIds.length) {
      throw badRequest("参数 orgIds：所选院系不存在");
    }
    const fileIds = [...new Set(input.attachmentIds)];
    if ((await this.deps.files.many(fileIds)).length !== fileIds.length) {
      throw badRequest("参数 attachmentIds：附件不存在，请重新上传");
    }

    const published = input.publish || (existing?.published ?? false);
    const values = {
      title,
      content,
      summary: summaryOf(text),
      audience: input.audience,
      orgIds,
      published,
      // Published without a schedule: shown from now on; a draft keeps what the form said.
      publishAt: publishAt ?? (published ? (existing?.publishAt ?? now) : null),
      expireAt,
      pinned: input.pinned,
      ownerId: existing?.ownerId ?? user.userId,
    };
    return this.db.transaction(async (tx) => {
      const id = existing ? existing.id : await q.insert(tx, values);
      if (existing) await q.update(tx, id, values);
      await q.replaceFiles(tx, id, fileIds);
      return { id };
    });
  }

  /** Publishes drafts: shown from their scheduled time, or from now. */
  async publish(ids: number[]) {
    const rows = await this.loadAll(ids);
    const now = this.clock();
    await this.db.transaction(async (tx) => {
      for (const r of rows) {
        if (!r.published) await q.update(tx, r.id, { published: true, publishAt: r.publishAt ?? now });
      }
    });
  }

  /** Takes announcements back to drafts (readers no longer see them). */
  async withdraw(ids: number[]) {
    const rows = await this.loadAll(ids);
    await this.db.transaction(async (tx) => {
      for (const r of rows) {
        if (stateOf(r, this.clock()) !== "draft") await q.update(tx, r.id, { published: false });
      }
    });
  }

  async pin(id: number, pinned: boolean) {
    await this.load(id);
    await q.setPinned(this.db, id, pinned);
  }

  async remove(ids: number[]) {
    await this.loadAll(ids);
    await q.remove(this.db, ids);
  }

  private async load(id: number) {
    const row = await q.find(this.db, id);
    if (!row) throw notFound("公告不存在");
    return row;
  }

  private async loadAll(ids: number[]) {
    const rows = await Promise.all([...new Set(ids)].map((id) => this.load(id)));
    return rows;
  }

  private async attachmentsOf(id: number) {
    const order = await q.fileIdsOf(this.db, id);
    return toAttachments(id, order, await this.deps.files.many(order));
  }
}
