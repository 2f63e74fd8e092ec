import type { noteRandSchema, noteSaveSchema, ResourceDetail, ResourceNote } from "@otp/contract";
import { asc, count, desc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { containsPattern, offsetOf } from "../../platform/db/sql-helpers.js";
import { badRequest, forbidden, notFound } from "../../platform/http/errors.js";
import { matches, rank } from "../../platform/search/text.js";
import { canView, isAdmin, publishedFor } from "./resource.access.js";
import { type FileFacts, imageUrl, isPicture } from "./resource.present.js";
import type { ResourceRow } from "./resource.queries.js";
import * as q from "./resource.queries.js";
import { noteSearchDoc } from "./resource.search-doc.js";
import { resourceNotes, resources } from "./resource.tables.js";

export interface NoteDeps {
  resource(id: number): Promise<ResourceRow | undefined>;
  files: { many(ids: number[]): Promise<FileFacts[]> };
  userNames(ids: number[]): Promise<Map<number, { account: string; realName: string }>>;
  usedIn(resourceId: number, viewer: Principal | null): Promise<ResourceDetail["usedIn"]>;
  coverUrls(rows: ResourceRow[]): Promise<Map<number, string | null>>;
}

const { searchDoc: _doc, ...noteColumns } = getTableColumns(resourceNotes);
type NoteRow = Omit<typeof resourceNotes.$inferSelect, "searchDoc">;

/** Knowledge points: a moment of a resource with a caption (and a picture), made by viewers. */
export class ResourceNotes {
  constructor(
    private readonly db: Db,
    private readonly deps: NoteDeps,
  ) {}

  /**
   * Notes of resources the viewer may see. With a content keyword: best matches first; for one
   * resource (key): in playback order; otherwise in random order ("surprise me" lists).
   */
  async listRand(input: z.infer<typeof noteRandSchema>, viewer: Principal | null) {
    const conds: (SQL | undefined)[] = [];
    if (input.key) {
      const r = await this.deps.resource(input.key);
      if (!r) throw notFound("资源不存在");
      if (!canView(viewer, r)) throw forbidden("没有查看该资源的权限");
      conds.push(eq(resourceNotes.resourceId, input.key));
    } else {
      conds.push(publishedFor(viewer));
    }
    const keyword = input.content?.trim();
    if (keyword) conds.push(contentCond(keyword));
    const order = keyword
      ? [desc(rank(resourceNotes.searchDoc, keyword)), desc(resourceNotes.id)]
      : input.key
        ? [asc(resourceNotes.second), asc(resourceNotes.id)]
        : [sql`random()`];
    return this.page(q.allOf(...conds), input, order, viewer);
  }

  /** For the search module. */
  async search(
    keyword: string,
    opts: { pageNo: number; pageSize: number; sort?: "relevance" | "new" | "hot" },
    viewer: Principal | null,
  ) {
    const match = matches(resourceNotes.searchDoc, keyword);
    if (!match) return { list: [] as ResourceNote[], count: 0 };
    const order =
      opts.sort === "new"
        ? [desc(resourceNotes.id)]
        : opts.sort === "hot"
          ? [desc(resources.visitCount), desc(resourceNotes.id)]
          : [desc(rank(resourceNotes.searchDoc, keyword)), desc(resourceNotes.id)];
    return this.page(q.allOf(publishedFor(viewer), match), opts, order, viewer);
  }

  /**
   * One statement for the page and its total (`count(*) over ()`): notes are searched or shuffled,
   * which reads every match anyway. Only a page past the end, with no row to carry the total,
   * counts separately.
   */
  private async page(
    where: SQL | undefined,
    page: { pageNo: number; pageSize: number },
    order: SQL[],
    viewer: Principal | null,
  ): Promise<{ list: ResourceNote[]; count: number }> {
    const found = await this.db
      .select({ ...noteColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(resourceNotes)
      .innerJoin(resources, eq(resources.id, resourceNotes.resourceId))
      .where(where)
      .orderBy(...order)
      .limit(page.pageSize)
      .offset(offsetOf(page));
    let total = found[0]?.total ?? 0;
    if (!found.length && page.pageNo > 1) {
      const [c] = await this.db
        .select({ n: count() })
        .from(resourceNotes)
        .innerJoin(resources, eq(resources.id, resourceNotes.resourceId))
        .where(where);
      total = c?.n ?? 0;
    }
    const rows: NoteRow[] = found.map(({ total: _t, ...row }) => row);
    return { list: await this.present(rows, viewer), count: total };
  }

  private async present(rows: NoteRow[], viewer: Principal | null): Promise<ResourceNote[]> {
    const res = await q.findResources(this.db, [...new Set(rows.map((r) => r.resourceId))]);
    const byId = new Map(res.map((r) => [r.id, r]));
    const [covers, names] = await Promise.all([
      this.deps.coverUrls(res.filter((r) => rows.some((n) => n.resourceId === r.id && !n.imgFileId))),
      this.deps.userNames(rows.map((r) => r.userId)),
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
        canDelete: !!viewer && (n.userId === viewer.userId || r?.ownerId === viewer.userId || isAdmin(viewer)),
      };
    });
  }

  /** Anyone who may view the resource adds notes to it; a note is edited by its author (or an administrator). */
  async save(input: z.infer<typeof noteSaveSchema>, user: Principal): Promise<{ id: number }> {
    const r = await this.deps.resource(input.resourceId);
    if (!r) throw notFound("资源不存在");
    if (!canView(user, r)) throw forbidden("没有查看该资源的权限");
    const note = input.id ? await this.find(input.id) : undefined;
    if (note) {
      if (note.userId !== user.userId && !isAdmin(user)) throw forbidden("只能修改自己的知识点");
      if (note.resourceId !== input.resourceId) throw badRequest("参数 resourceId：不能把知识点移到其他资源");
    }
    if (input.imgFileId && input.imgFileId !== note?.imgFileId) {
      const [img] = await this.deps.files.many([input.imgFileId]);
      if (!img) throw badRequest("参数 imgFileId：图片不存在，请重新上传");
      if (!isPicture(img)) throw badRequest("参数 imgFileId：必须是图片");
      if (img.ownerId !== user.userId) throw forbidden("参数 imgFileId：只能使用自己上传的图片");
    }
    if (input.courseId || input.sectionId) {
      const used = await this.deps.usedIn(r.id, user);
      const ok = used.some(
        (u) =>
          (!input.courseId || u.courseId === input.courseId) && (!input.sectionId || u.sectionId === input.sectionId),
      );
      if (!ok) throw badRequest("参数 sectionId：该资源不在此课程小节中");
    }
    const values = {
      resourceId: r.id,
      courseId: input.courseId ?? null,
      sectionId: input.sectionId ?? null,
      second: input.second,
      content: input.content,
      imgFileId: input.imgFileId ?? null,
      searchDoc: noteSearchDoc({ content: input.content, resourceName: r.name }),
    };
    if (note) {
      await this.db.update(resourceNotes).set(values).where(eq(resourceNotes.id, note.id));
      return { id: note.id };
    }
    const [row] = await this.db
      .insert(resourceNotes)
      .values({ ...values, userId: user.userId })
      .returning({ id: resourceNotes.id });
    return { id: row?.id as number };
  }

  /** The author, the resource's owner or an administrator. */
  async remove(id: number, user: Principal): Promise<void> {
    const note = await this.find(id);
    const r = await this.deps.resource(note.resourceId);
    if (note.userId !== user.userId && r?.ownerId !== user.userId && !isAdmin(user)) {
      throw forbidden("只能删除自己的知识点");
    }
    await this.db.delete(resourceNotes).where(eq(resourceNotes.id, id));
  }

  private async find(id: number): Promise<NoteRow> {
    const [row] = await this.db.select(noteColumns).from(resourceNotes).where(eq(resourceNotes.id, id));
    if (!row) throw notFound("知识点不存在");
    return row;
  }
}

/** As the resource keyword filter: the indexed document, a substring only for a keyword without words. */
function contentCond(keyword: string): SQL {
  return matches(resourceNotes.searchDoc, keyword) ?? sql`${resourceNotes.content} ilike ${containsPattern(keyword)}`;
}
