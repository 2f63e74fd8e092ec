import type { noteRandSchema, noteSaveSchema, ResourceNote } from "@otp/contract";
import type { z } from "zod";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import type { Page } from "../../platform/db/paging.js";
import { badRequest, forbidden, notFound } from "../../platform/http/errors.js";
import { queryText } from "../../platform/search/text.js";
import { allowAll, filteredField } from "../../platform/text/filter.js";
import { canDeleteNote, canEditNote, viewableOrThrow } from "./resource.access.js";
import type { ResourceCards } from "./resource.cards.js";
import * as nq from "./resource.notes.queries.js";
import type { ResourceDeps } from "./resource.ports.js";
import { imageUrl, isPicture } from "./resource.present.js";
import * as q from "./resource.queries.js";
import { noteSearchDoc } from "./resource.search-doc.js";

type NoteDeps = Pick<ResourceDeps, "files" | "users" | "courses" | "textFilter">;

/** Knowledge points: a moment of a resource with a caption (and a picture), made by viewers. */
export class ResourceNotes {
  constructor(
    private readonly db: Db,
    private readonly cards: ResourceCards,
    private readonly deps: NoteDeps,
  ) {}

  /**
   * Notes of resources the viewer may see. With a content keyword: best matches first; for one
   * resource (key): in playback order; otherwise in random order ("surprise me" lists).
   */
  async listRand(input: z.infer<typeof noteRandSchema>, viewer: Principal | null) {
    if (input.key) viewableOrThrow(viewer, await q.findResource(this.db, input.key));
    const keyword = input.content?.trim();
    const conds = [
      input.key ? nq.noteOf(input.key) : q.publishedFor(viewer),
      keyword ? nq.noteContains(keyword) : undefined,
    ];
    const order = keyword ? { relevance: keyword } : input.key ? "playback" : "random";
    return this.page(conds, order, input, viewer);
  }

  /** For the search module: notes of visible resources whose caption has the keyword's words. */
  async search(keyword: string, opts: Page & { sort?: "relevance" | "new" | "hot" }, viewer: Principal | null) {
    if (!queryText(keyword)) return { list: [] as ResourceNote[], count: 0 };
    const order = opts.sort === "new" || opts.sort === "hot" ? opts.sort : { relevance: keyword };
    return this.page([q.publishedFor(viewer), nq.noteContains(keyword)], order, opts, viewer);
  }

  private async page(
    conds: Parameters<typeof nq.pageOfNotes>[1],
    order: nq.NoteOrder,
    page: Page,
    viewer: Principal | null,
  ): Promise<{ list: ResourceNote[]; count: number }> {
    const { rows, count } = await nq.pageOfNotes(this.db, conds, order, page);
    return { list: await this.present(rows, viewer), count };
  }

  private async present(rows: nq.NoteRow[], viewer: Principal | null): Promise<ResourceNote[]> {
    const res = await q.findResources(this.db, [...new Set(rows.map((r) => r.resourceId))]);
    const byId = new Map(res.map((r) => [r.id, r]));
    const [covers, names] = await Promise.all([
      this.cards.coverUrls(res.filter((r) => rows.some((n) => n.resourceId === r.id && !n.imgFileId))),
      this.deps.users.names(rows.map((r) => r.userId)),
    ]);
    return rows.map((n) => {
      const r = byId.get(n.resourceId);
      return {
        id: n.id,
        courseId: n.courseId,
        sectionId: n.sectionId,
        resourceId: n.resourceId,
        resourceName: r?.name ?? "",
        content: n.content,
        second: n.second,
        imgUrl: n.imgFileId ? imageUrl(n.imgFileId) : (covers.get(n.resourceId) ?? null),
        userId: n.userId,
        userName: names.get(n.userId)?.realName ?? "",
        createdAt: n.createdAt.toISOString(),
        canDelete: canDeleteNote(viewer, n, r),
      };
    });
  }

  /** Anyone who may view the resource adds notes to it; a note is edited by its author (or an administrator). */
  async save(input: z.infer<typeof noteSaveSchema>, user: Principal): Promise<{ id: number }> {
    const r = viewableOrThrow(user, await q.findResource(this.db, input.resourceId));
    const note = input.id ? await this.find(input.id) : undefined;
    if (note) {
      if (!canEditNote(user, note)) throw forbidden("只能修改自己的知识点");
      if (note.resourceId !== input.resourceId) throw badRequest("参数 resourceId：不能把知识点移到其他资源");
    }
    if (input.imgFileId && input.imgFileId !== note?.imgFileId) {
      const [img] = await this.deps.files.many([input.imgFileId]);
      if (!img) throw badRequest("参数 imgFileId：图片不存在，请重新上传");
      if (!isPicture(img)) throw badRequest("参数 imgFileId：必须是图片");
      if (img.ownerId !== user.userId) throw forbidden("参数 imgFileId：只能使用自己上传的图片");
    }
    if (input.courseId || input.sectionId) {
      const used = await this.deps.courses.usedIn(r.id, user);
      const ok = used.some(
        (u) =>
          (!input.courseId || u.courseId === input.courseId) && (!input.sectionId || u.sectionId === input.sectionId),
      );
      if (!ok) throw badRequest("参数 sectionId：该资源不在此课程小节中");
    }
    const content = await filteredField(this.deps.textFilter ?? allowAll, "content", input.content);
    const values = {
      resourceId: r.id,
      courseId: input.courseId ?? null,
      sectionId: input.sectionId ?? null,
      second: input.second,
      content,
      imgFileId: input.imgFileId ?? null,
      searchDoc: noteSearchDoc({ content, resourceName: r.name }),
    };
    if (!note) return { id: await nq.insertNote(this.db, user.userId, values) };
    await nq.updateNote(this.db, note.id, values);
    return { id: note.id };
  }

  /** The author, the resource's owner or an administrator. */
  async remove(id: number, user: Principal): Promise<void> {
    const note = await this.find(id);
    if (!canDeleteNote(user, note, await q.findResource(this.db, note.resourceId))) {
      throw forbidden("只能删除自己的知识点");
    }
    await nq.deleteNote(this.db, id);
  }

  private async find(id: number): Promise<nq.NoteRow> {
    const row = await nq.findNote(this.db, id);
    if (!row) throw notFound("知识点不存在");
    return row;
  }
}
