import {
  type AuditSettings,
  type ManageResourceItem,
  type myResourceListSchema,
  PUBLISH_STATUS,
  type PublishStatus,
  RESOURCE_TYPE_NAMES,
  type ResourceCard,
  type ResourceDetail,
  type ResourceKind,
  type ResourceListInput,
  type ResourceSaveInput,
  type ResourceSearchItem,
  type ResourceType,
  streamUrl,
  type Visibility,
} from "@otp/contract";
import { and, count, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { offsetOf } from "../../platform/db/sql-helpers.js";
import { badRequest, forbidden, notFound } from "../../platform/http/errors.js";
import { matches, rank } from "../../platform/search/text.js";
import type { SendSource } from "../../platform/storage/send-file.js";
import { canEdit, canManage, canView, isAdmin, publishedFor } from "./resource.access.js";
import { ResourceAdmin } from "./resource.admin.js";
import { ResourceNotes } from "./resource.notes.js";
import {
  docPlay,
  excerpt,
  type FileFacts,
  type FilePublicity,
  isOpenImage,
  isPicture,
  type MediaFacts,
  pictureUrl,
  presentFile,
  previewedFiles,
} from "./resource.present.js";
import type { ResourceRow } from "./resource.queries.js";
import * as q from "./resource.queries.js";
import { resourceSearchDoc } from "./resource.search-doc.js";
import { downloads, resourceFiles, resourceNotes, resources, visitMarks } from "./resource.tables.js";

/** A notice to one user (the notice module's notify). */
export interface NoticeItem {
  userId: number;
  category: string;
  title: string;
  content: string;
}

/** What this module needs from other modules, passed in as callbacks at start-up (app.ts). */
export interface ResourceDeps {
  files: {
    /** File rows by id; unknown ids are left out. */
    many(ids: number[]): Promise<FileFacts[]>;
    /** What sendFile needs to serve a stored file (with ranges). */
    source(file: FileFacts): Promise<SendSource>;
  };
  media: {
    /** Processing facts of files (absent: never processed). */
    facts(fileIds: number[]): Promise<Map<number, MediaFacts>>;
    /** For a rendition, thumbnail or converted PDF: the uploaded file it was made from; else null. */
    sourceFileId(fileId: number): Promise<number | null>;
    /** An OnlyOffice Document Server is configured. */
    officeEnabled(): boolean;
  };
  users: {
    names(ids: number[]): Promise<Map<number, { account: string; realName: string }>>;
  };
  base: {
    orgNames(ids: number[]): Promise<Map<number, string>>;
    subjectNames(ids: number[]): Promise<Map<number, string>>;
    orgExists(id: number): Promise<boolean>;
    subjectExists(id: number): Promise<boolean>;
    termExists(id: number): Promise<boolean>;
  };
  /** The site module's key-value properties (audit settings live there). */
  properties: {
    property(key: string): Promise<string | null>;
    saveProperty(key: string, value: string): Promise<void>;
  };
  notifier: { notify(items: NoticeItem[]): Promise<void> };
  courses: {
    /** Published courses the viewer may see, and their sections, this resource is attached to. */
    usedIn(resourceId: number, viewer: Principal | null): Promise<ResourceDetail["usedIn"]>;
    /** Takes deleted resources out of course sections. */
    detachResources(resourceIds: number[]): Promise<void>;
  };
  collects: {
    collectedSet(userId: number, targetType: "resource", ids: number[]): Promise<Set<number>>;
    forget(targetType: "resource", ids: number[]): Promise<void>;
  };
}

/** The name a collect list shows for a resource the viewer may no longer open. */
export const UNAVAILABLE_RESOURCE = "资源已下架";

/** Which upload kinds each preview type accepts, with the Chinese name for messages. */
const TYPE_FILES: Record<ResourceType, { kinds: string[]; label: string }> = {
  VIDEO: { kinds: ["video"], label: "视频" },
  MULTISCREEN: { kinds: ["video"], label: "视频" },
  AUDIO: { kinds: ["audio"], label: "音频" },
  DOCUMENT: { kinds: ["document"], label: "文档" },
  PICTURE: { kinds: ["image"], label: "图片" },
};

type MyListInput = z.infer<typeof myResourceListSchema>;

export class ResourceService {
  readonly notes: ResourceNotes;
  /** Audit settings and queue, admin business lists. */
  readonly admin: ResourceAdmin;

  constructor(
    private readonly db: Db,
    private readonly deps: ResourceDeps,
  ) {
    this.notes = new ResourceNotes(db, {
      resource: (id) => q.findResource(db, id),
      files: deps.files,
      userNames: deps.users.names,
      usedIn: deps.courses.usedIn,
      coverUrls: (rows) => this.coverUrls(rows),
    });
    this.admin = new ResourceAdmin(db, {
      properties: deps.properties,
      notifier: deps.notifier,
      items: (rows) => this.manageItems(rows),
      remove: (ids) => this.remove(ids),
    });
  }

  /* ---------- audit settings (shared with the course module) ---------- */

  auditSettings(): Promise<AuditSettings> {
    return this.admin.settings();
  }

  /** Whether publishing a course, or a resource of this kind, needs an auditor's approval. */
  async auditRequired(target: "course" | ResourceKind): Promise<boolean> {
    const s = await this.admin.settings();
    return target === "course" ? s.course : (s.resource[String(target)] ?? true);
  }

  /* ---------- visits ---------- */

  /** True on the viewer's first view of the target this hour; the course module uses it too. */
  markVisit(targetType: string, id: number, viewerKey: string): Promise<boolean> {
    return q.markVisit(this.db, targetType, id, viewerKey);
  }

  /* ---------- writes ---------- */

  async save(input: ResourceSaveInput, user: Principal): Promise<{ id: number }> {
    const existing = input.id ? await q.findResource(this.db, input.id) : undefined;
    if (input.id) {
      if (!existing) throw notFound("资源不存在");
      if (!canEdit(user, existing)) throw forbidden("只能修改自己的资源");
    }
    await this.checkRefs(input);
    const links = existing ? await q.linksOf(this.db, [existing.id]) : [];
    // Files already on this resource stay usable by whoever edits it (an administrator, say).
    const onResource = new Set<number>(
      links.flatMap((l) => (l.captionFileId ? [l.fileId, l.captionFileId] : [l.fileId])),
    );
    if (existing?.coverFileId) onResource.add(existing.coverFileId);

    const fileIds = input.files.map((f) => f.fileId);
    if (new Set(fileIds).size !== fileIds.length) throw badRequest("参数 files：同一文件不能重复添加");
    const captionIds = input.files.flatMap((f) => (f.captionFileId ? [f.captionFileId] : []));
    const rows = await this.deps.files.many([
      ...new Set([...fileIds, ...captionIds, ...(input.coverFileId ? [input.coverFileId] : [])]),
    ]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const usable = (id: number, field: string): FileFacts => {
      const f = byId.get(id);
      if (!f) throw badRequest(`参数 ${field}：文件不存在，请重新上传`);
      if (f.ownerId !== user.userId && !onResource.has(id)) throw forbidden(`参数 ${field}：只能使用自己上传的文件`);
      return f;
    };

    const rule = TYPE_FILES[input.type];
    const files = input.files.map((f) => usable(f.fileId, "files"));
    if (files.some((f) => !rule.kinds.includes(f.kind) || (input.type === "DOCUMENT" && f.ext === "vtt"))) {
      throw badRequest(`参数 files：${RESOURCE_TYPE_NAMES[input.type]}资源只能包含${rule.label}文件`);
    }
    if (input.type === "MULTISCREEN") {
      if (files.length < 2) throw badRequest("参数 files：多屏视频需要2至6个视频");
      if (input.files.some((f) => !f.label)) throw badRequest("参数 files：请填写每个画面的名称");
    }
    if (captionIds.length && input.type !== "VIDEO" && input.type !== "MULTISCREEN") {
      throw badRequest("参数 captionFileId：只有视频可以添加字幕");
    }
    for (const id of captionIds) {
      const c = usable(id, "captionFileId");
      if (c.ext !== "vtt") throw badRequest("参数 captionFileId：字幕必须是WebVTT（.vtt）文件");
    }
    if (input.coverFileId) {
      const cover = usable(input.coverFileId, "coverFileId");
      if (!isPicture(cover)) throw badRequest("参数 coverFileId：封面必须是图片");
    }

    const media = await this.deps.media.facts(fileIds);
    const duration = durationOf(input.type, fileIds, media);
    const ownerId = existing?.ownerId ?? user.userId;
    const doc = await this.searchDoc({ ...input, ownerId, fileNames: files.map((f) => f.name) });

    let status: PublishStatus = (existing?.status ?? PUBLISH_STATUS.DRAFT) as PublishStatus;
    // A changed published or pending resource goes back through audit unless an administrator changed it.
    if (
      existing &&
      (status === PUBLISH_STATUS.PUBLISHED || status === PUBLISH_STATUS.PENDING) &&
      !isAdmin(user) &&
      (await this.auditRequired(input.kind))
    ) {
      status = PUBLISH_STATUS.DRAFT;
    }
    const values = {
      name: input.name,
      kind: input.kind,
      type: input.type,
      brief: input.brief,
      // Left out: the saved cover stays; null removes it.
      coverFileId: input.coverFileId === undefined ? (existing?.coverFileId ?? null) : input.coverFileId,
      orgId: input.orgId ?? null,
      subjectId: input.subjectId ?? null,
      termId: input.termId ?? null,
      visibility: input.visibility,
      allowDownload: input.allowDownload,
      status,
      duration,
      searchDoc: doc,
      updatedAt: new Date(),
    };
    return this.db.transaction(async (tx) => {
      let id: number;
      if (existing) {
        id = existing.id;
        await tx.update(resources).set(values).where(eq(resources.id, id));
        await tx.delete(resourceFiles).where(eq(resourceFiles.resourceId, id));
      } else {
        const [row] = await tx
          .insert(resources)
          .values({ ...values, ownerId, ownerType: user.userType })
          .returning({ id: resources.id });
        id = row?.id as number;
      }
      await tx.insert(resourceFiles).values(
        input.files.map((f, i) => ({
          resourceId: id,
          fileId: f.fileId,
          label: f.label,
          captionFileId: f.captionFileId ?? null,
          sort: i,
        })),
      );
      return { id };
    });
  }

  private async checkRefs(input: ResourceSaveInput) {
    const { base } = this.deps;
    if (input.orgId && !(await base.orgExists(input.orgId))) throw badRequest("参数 orgId：所属机构不存在");
    if (input.subjectId && !(await base.subjectExists(input.subjectId))) throw badRequest("参数 subjectId：学科不存在");
    if (input.termId && !(await base.termExists(input.termId))) throw badRequest("参数 termId：学期不存在");
  }

  /** The resource's search document (resource.search-doc.ts) with the owner, subject and org names. */
  private async searchDoc(r: {
    name: string;
    brief: string;
    ownerId: number;
    orgId?: number | null;
    subjectId?: number | null;
    fileNames: string[];
  }): Promise<SQL> {
    const [owners, orgs, subjects] = await Promise.all([
      this.deps.users.names([r.ownerId]),
      this.deps.base.orgNames(r.orgId ? [r.orgId] : []),
      this.deps.base.subjectNames(r.subjectId ? [r.subjectId] : []),
    ]);
    return resourceSearchDoc({
      name: r.name,
      brief: r.brief,
      ownerName: owners.get(r.ownerId)?.realName,
      subjectName: r.subjectId ? subjects.get(r.subjectId) : null,
      orgName: r.orgId ? orgs.get(r.orgId) : null,
      fileNames: r.fileNames,
    });
  }

  async submit(id: number, user: Principal): Promise<{ status: PublishStatus }> {
    const row = await q.findResource(this.db, id);
    if (!row) throw notFound("资源不存在");
    if (!canEdit(user, row)) throw forbidden("只能提交自己的资源");
    if (row.status === PUBLISH_STATUS.PENDING || row.status === PUBLISH_STATUS.PUBLISHED) {
      return { status: row.status as PublishStatus };
    }
    const pending = await this.auditRequired(row.kind as ResourceKind);
    const status = pending ? PUBLISH_STATUS.PENDING : PUBLISH_STATUS.PUBLISHED;
    await this.db
      .update(resources)
      .set({ status, rejectReason: null, publishedAt: pending ? row.publishedAt : new Date(), updatedAt: new Date() })
      .where(eq(resources.id, id));
    return { status };
  }

  async delete(id: number, user: Principal): Promise<void> {
    const row = await q.findResource(this.db, id);
    if (!row) throw notFound("资源不存在");
    if (!canEdit(user, row)) throw forbidden("只能删除自己的资源");
    await this.remove([id]);
  }

  /**
   * Deletes resources with their file links, notes, downloads and visit marks in one
   * transaction, then takes them out of courses and collections (other modules, so after it;
   * those modules also ignore ids that no longer exist).
   */
  async remove(ids: number[]): Promise<void> {
    if (!ids.length) return;
    await this.db.transaction(async (tx) => {
      await tx.delete(resourceFiles).where(inArray(resourceFiles.resourceId, ids));
      await tx.delete(resourceNotes).where(inArray(resourceNotes.resourceId, ids));
      await tx.delete(downloads).where(inArray(downloads.resourceId, ids));
      await tx.delete(visitMarks).where(and(eq(visitMarks.targetType, "resource"), inArray(visitMarks.targetId, ids)));
      await tx.delete(resources).where(inArray(resources.id, ids));
    });
    await this.deps.courses.detachResources(ids);
    await this.deps.collects.forget("resource", ids);
  }

  /* ---------- reads ---------- */

  async detail(id: number, viewer: Principal | null, viewerKey: string): Promise<ResourceDetail> {
    const row = await q.findResource(this.db, id);
    if (!row) throw notFound("资源不存在");
    if (!canView(viewer, row)) {
      throw forbidden(
        !viewer && row.status === PUBLISH_STATUS.PUBLISHED ? "该资源仅限校内用户登录后查看" : "没有查看该资源的权限",
      );
    }
    if (row.status === PUBLISH_STATUS.PUBLISHED && (await this.markVisit("resource", id, viewerKey))) {
      await this.db
        .update(resources)
        .set({ visitCount: sql`${resources.visitCount} + 1` })
        .where(eq(resources.id, id));
      row.visitCount += 1;
    }
    const [detail] = await this.present([row], viewer);
    const usedIn = await this.deps.courses.usedIn(id, viewer);
    return { ...(detail as ResourceDetail), usedIn };
  }

  /**
   * For the course module: details of these resources in the given order, only those the
   * viewer may see (missing or hidden ids are left out). usedIn is left empty here.
   */
  async details(ids: number[], viewer: Principal | null): Promise<ResourceDetail[]> {
    const rows = await q.findResources(this.db, [...new Set(ids)]);
    const visible = new Map(rows.filter((r) => canView(viewer, r)).map((r) => [r.id, r]));
    const ordered = ids.flatMap((id) => {
      const r = visible.get(id);
      if (!r) return [];
      visible.delete(id);
      return [r];
    });
    return this.present(ordered, viewer);
  }

  /** For the course module: which of these ids the user may attach to a section (own, or published). */
  async attachable(ids: number[], user: Principal): Promise<number[]> {
    const rows = await q.findResources(this.db, [...new Set(ids)]);
    const ok = new Set(
      rows
        .filter((r) => r.ownerId === user.userId || isAdmin(user) || r.status === PUBLISH_STATUS.PUBLISHED)
        .map((r) => r.id),
    );
    return ids.filter((id) => ok.has(id));
  }

  /** Published resources the viewer may see. */
  async list(input: ResourceListInput, viewer: Principal | null) {
    const where = q.allOf(publishedFor(viewer), ...this.filters(input));
    const { rows, count } = await q.pageOf(this.db, where, input, q.orderOf(input.sort), { matched: !!input.keyword });
    return { list: await this.cards(rows), count };
  }

  /** The caller's own resources in any state. */
  async myList(input: MyListInput, user: Principal) {
    const where = q.allOf(
      eq(resources.ownerId, user.userId),
      input.kind ? eq(resources.kind, input.kind) : undefined,
      input.status != null ? eq(resources.status, input.status) : undefined,
      q.keywordCond(input.keyword),
    );
    const { rows, count } = await q.pageOf(this.db, where, input, q.orderOf("updated"));
    return { list: await this.manageItems(rows), count };
  }

  /** Resources the caller may attach to a course: their own (any state) and published ones. */
  async pickList(input: ResourceListInput, user: Principal) {
    const mine = eq(resources.ownerId, user.userId);
    const where = q.allOf(
      isAdmin(user) ? undefined : or(mine, eq(resources.status, PUBLISH_STATUS.PUBLISHED)),
      ...this.filters(input),
    );
    const { rows, count } = await q.pageOf(this.db, where, input, q.orderOf(input.sort), { matched: !!input.keyword });
    return { list: await this.cards(rows), count };
  }

  private filters(input: ResourceListInput): (SQL | undefined)[] {
    return [
      input.kind ? eq(resources.kind, input.kind) : undefined,
      input.type ? eq(resources.type, input.type) : undefined,
      input.orgId ? eq(resources.orgId, input.orgId) : undefined,
      input.subjectId ? eq(resources.subjectId, input.subjectId) : undefined,
      input.termId ? eq(resources.termId, input.termId) : undefined,
      input.ownerId ? eq(resources.ownerId, input.ownerId) : undefined,
      q.keywordCond(input.keyword),
    ];
  }

  /** For the search module: published resources matching the keyword, with an excerpt of the brief. */
  async search(
    keyword: string,
    opts: {
      pageNo: number;
      pageSize: number;
      sort?: "relevance" | "new" | "hot";
      kind?: ResourceKind | null;
      type?: ResourceType | null;
    },
    viewer: Principal | null,
  ): Promise<{ list: ResourceSearchItem[]; count: number }> {
    const match = matches(resources.searchDoc, keyword);
    if (!match) return { list: [], count: 0 };
    const where = q.allOf(
      publishedFor(viewer),
      match,
      opts.kind ? eq(resources.kind, opts.kind) : undefined,
      opts.type ? eq(resources.type, opts.type) : undefined,
    );
    const order =
      !opts.sort || opts.sort === "relevance"
        ? [
            { by: rank(resources.searchDoc, keyword), desc: true },
            { by: resources.id, desc: true },
          ]
        : q.orderOf(opts.sort);
    const { rows, count } = await q.pageOf(this.db, where, opts, order, { matched: true });
    const cards = await this.cards(rows);
    return {
      count,
      list: cards.map((c, i) => ({ ...c, excerpt: excerpt(rows[i]?.brief ?? "", keyword) })),
    };
  }

  /** For the search module without a keyword: published resources, newest or most visited first. */
  async latest(
    opts: { pageNo: number; pageSize: number; sort: "new" | "hot"; kind?: ResourceKind | null },
    viewer: Principal | null,
  ): Promise<{ list: ResourceCard[]; count: number }> {
    const where = q.allOf(publishedFor(viewer), opts.kind ? eq(resources.kind, opts.kind) : undefined);
    const { rows, count } = await q.pageOf(this.db, where, opts, q.orderOf(opts.sort));
    return { list: await this.cards(rows), count };
  }

  /** For the search module's recommended notes: random notes of resources the viewer may see. */
  randomNotes(page: { pageNo: number; pageSize: number }, viewer: Principal | null) {
    return this.notes.listRand(page, viewer);
  }

  /** For the search module: knowledge-point notes of visible resources. */
  searchNotes(
    keyword: string,
    opts: { pageNo: number; pageSize: number; sort?: "relevance" | "new" | "hot" },
    viewer: Principal | null,
  ) {
    return this.notes.search(keyword, opts, viewer);
  }

  /**
   * For the collect module: name, cover and availability to this viewer. A resource taken back
   * (or no longer visible to the viewer) shows a placeholder instead of its current name and cover.
   */
  async collectTargets(ids: number[], viewer: Principal | null) {
    const rows = await q.findResources(this.db, ids);
    const open = rows.filter((r) => r.status === PUBLISH_STATUS.PUBLISHED && canView(viewer, r));
    const covers = await this.coverUrls(open);
    const available = new Set(open.map((r) => r.id));
    return new Map(
      rows.map((r) => [
        r.id,
        available.has(r.id)
          ? { name: r.name, coverUrl: covers.get(r.id) ?? null, available: true }
          : { name: UNAVAILABLE_RESOURCE, coverUrl: null, available: false },
      ]),
    );
  }

  /** May the viewer see this resource? (collect, notes) */
  async visible(id: number, viewer: Principal | null): Promise<boolean> {
    const row = await q.findResource(this.db, id);
    return !!row && canView(viewer, row);
  }

  /* ---------- business (admin) ---------- */

  async manageItems(rows: ResourceRow[]): Promise<ManageResourceItem[]> {
    const [cards, owners, links] = await Promise.all([
      this.cards(rows),
      this.deps.users.names(rows.map((r) => r.ownerId)),
      q.linksOf(
        this.db,
        rows.map((r) => r.id),
      ),
    ]);
    const fileIds = [...new Set(links.map((l) => l.fileId))];
    const [files, media] = await Promise.all([this.deps.files.many(fileIds), this.deps.media.facts(fileIds)]);
    const nameOf = new Map(files.map((f) => [f.id, f.name]));
    const linksOfRow = new Map<number, typeof links>();
    for (const l of links) linksOfRow.set(l.resourceId, [...(linksOfRow.get(l.resourceId) ?? []), l]);
    return cards.map((c, i) => {
      const r = rows[i] as ResourceRow;
      const own = linksOfRow.get(r.id) ?? [];
      return {
        ...c,
        ownerAccount: owners.get(r.ownerId)?.account ?? "",
        ownerType: r.ownerType,
        visibility: r.visibility as Visibility,
        allowDownload: r.allowDownload,
        rejectReason: r.rejectReason,
        fileCount: own.length,
        fileList: own.map((l) => ({
          id: l.fileId,
          fileName: nameOf.get(l.fileId) ?? "",
          mediaStatus: media.get(l.fileId)?.status ?? "none",
          progress: media.get(l.fileId)?.progress ?? 0,
        })),
      };
    });
  }

  /* ---------- downloads ---------- */

  async download(input: { id: number; fileId: number }, user: Principal): Promise<{ url: string }> {
    const row = await q.findResource(this.db, input.id);
    if (!row) throw notFound("资源不存在");
    if (!canView(user, row)) throw forbidden("没有查看该资源的权限");
    const links = await q.linksOf(this.db, [row.id]);
    if (!links.some((l) => l.fileId === input.fileId)) throw badRequest("参数 fileId：该文件不属于此资源");
    if (!row.allowDownload && !canEdit(user, row)) throw forbidden("该资源不允许下载");
    await this.db.transaction(async (tx) => {
      await tx.insert(downloads).values({ userId: user.userId, resourceId: row.id, fileId: input.fileId });
      await tx
        .update(resources)
        .set({ downloadCount: sql`${resources.downloadCount} + 1` })
        .where(eq(resources.id, row.id));
    });
    return { url: streamUrl(input.fileId, true) };
  }

  async downloadList(user: Principal, page: { pageNo: number; pageSize: number }) {
    const mine = eq(downloads.userId, user.userId);
    const [rows, [c]] = await Promise.all([
      this.db
        .select({
          id: downloads.id,
          resourceId: downloads.resourceId,
          resourceName: resources.name,
          fileId: downloads.fileId,
          createdAt: downloads.createdAt,
        })
        .from(downloads)
        .innerJoin(resources, eq(resources.id, downloads.resourceId))
        .where(mine)
        .orderBy(desc(downloads.id))
        .limit(page.pageSize)
        .offset(offsetOf(page)),
      this.db.select({ n: count() }).from(downloads).where(mine),
    ]);
    const files = new Map((await this.deps.files.many([...new Set(rows.map((r) => r.fileId))])).map((f) => [f.id, f]));
    return {
      count: c?.n ?? 0,
      list: rows.map((r) => ({
        ...r,
        fileName: files.get(r.fileId)?.name ?? "",
        size: files.get(r.fileId)?.size ?? 0,
        createdAt: r.createdAt.toISOString(),
      })),
    };
  }

  /* ---------- the stream route's access check ---------- */

  /**
   * Who may fetch a file through the stream route: its uploader, an administrator, or anyone
   * who may view a resource playing, showing, captioning or using it as cover (or the upload it
   * was made from). Without the download right (the resource refuses downloads and the caller
   * does not edit it) only what the preview shows is served: the web rendition rather than the
   * original, PDFs, text, pictures, converted PDFs, captions, thumbnails, the cover; a zip, an
   * office original or a video original with a rendition answer 403 as a download would.
   */
  async streamSource(fileId: number, user: Principal, download: boolean): Promise<SendSource> {
    const [file] = await this.deps.files.many([fileId]);
    if (!file) throw notFound("文件不存在");
    const access = await this.fileAccess(file, user);
    if (!access.view) throw forbidden("没有访问该文件的权限");
    if (!access.download && (download || !(await this.previewFiles(access.viewable)).has(file.id))) {
      throw forbidden("该资源不允许下载");
    }
    return this.deps.files.source(file);
  }

  /**
   * For the media module (processing status, office editor): may this user open the file, and
   * may they download it (the office editor offers its download button only then)?
   */
  async canViewFile(user: Principal, fileId: number): Promise<{ view: boolean; download: boolean }> {
    const [file] = await this.deps.files.many([fileId]);
    if (!file) return { view: false, download: false };
    const { view, download } = await this.fileAccess(file, user);
    return { view, download };
  }

  private async fileAccess(
    file: FileFacts,
    user: Principal,
  ): Promise<{ view: boolean; download: boolean; viewable: ResourceRow[] }> {
    const all = { view: true, download: true, viewable: [] };
    if (file.ownerId === user.userId || isAdmin(user)) return all;
    const source = await this.deps.media.sourceFileId(file.id);
    if (source) {
      const [original] = await this.deps.files.many([source]);
      if (original?.ownerId === user.userId) return all;
    }
    const using = await q.resourcesUsingFiles(this.db, source ? [file.id, source] : [file.id]);
    const viewable = using.filter((r) => canView(user, r));
    return {
      view: viewable.length > 0,
      download: viewable.some((r) => r.allowDownload || canEdit(user, r)),
      viewable,
    };
  }

  /** Every file the preview dialog of these resources fetches. */
  private async previewFiles(rows: ResourceRow[]): Promise<Set<number>> {
    const out = new Set<number>();
    for (const r of rows) if (r.coverFileId) out.add(r.coverFileId);
    const links = await q.linksOf(
      this.db,
      rows.map((r) => r.id),
    );
    const ids = [...new Set(links.map((l) => l.fileId))];
    const [files, media] = await Promise.all([this.deps.files.many(ids), this.deps.media.facts(ids)]);
    const fileById = new Map(files.map((f) => [f.id, f]));
    for (const l of links) {
      if (l.captionFileId) out.add(l.captionFileId);
      const f = fileById.get(l.fileId);
      if (!f) continue;
      const m = media.get(f.id);
      if (m?.thumbFileId) out.add(m.thumbFileId);
      for (const id of previewedFiles(f, m)) out.add(id);
    }
    return out;
  }

  /**
   * For GET /api/c/file/:id (public pictures): "free" for pictures that belong to no resource
   * (covers, avatars, site images, note pictures), "public" for a resource's picture or
   * thumbnail while a resource using it is published for everybody, "restricted" otherwise
   * (those are fetched through the stream route, which checks access).
   */
  async imageAccess(fileId: number): Promise<"free" | "public" | "restricted"> {
    const source = await this.deps.media.sourceFileId(fileId);
    const ids = source ? [fileId, source] : [fileId];
    const publicity = await q.filePublicity(this.db, ids);
    if (ids.every((id) => !publicity.has(id))) return "free";
    return isOpenImage(publicity, ids) ? "public" : "restricted";
  }

  /* ---------- presenting ---------- */

  /**
   * Cover pictures: the chosen cover, else the first picture or the first video's thumbnail.
   * A resource's own pictures and thumbnails are public links only while a resource using them
   * is published for everybody; otherwise they go through the access-checked stream route.
   */
  async coverUrls(rows: (ResourceRow & { firstFileId?: number | null })[]): Promise<Map<number, string | null>> {
    const need = rows.filter((r) => !r.coverFileId);
    // Rows of a listed page carry their first file already; others look theirs up.
    const first = new Map<number, number>();
    for (const r of need) if (r.firstFileId) first.set(r.id, r.firstFileId);
    const unknown = need.filter((r) => r.firstFileId === undefined).map((r) => r.id);
    const links = unknown.length ? await q.linksOf(this.db, unknown) : [];
    for (const l of links) if (!first.has(l.resourceId)) first.set(l.resourceId, l.fileId);
    const videos = need
      .filter((r) => r.type === "VIDEO" || r.type === "MULTISCREEN")
      .flatMap((r) => first.get(r.id) ?? []);
    const media = videos.length ? await this.deps.media.facts(videos) : new Map<number, MediaFacts>();
    // What is shown for each resource, with the files whose publicity decides its link.
    const shown = new Map<number, { id: number; origins: number[] }>();
    for (const r of rows) {
      const f = first.get(r.id);
      if (r.coverFileId) shown.set(r.id, { id: r.coverFileId, origins: [r.coverFileId] });
      else if (r.type === "PICTURE" && f) shown.set(r.id, { id: f, origins: [f] });
      else {
        const thumb = f ? media.get(f)?.thumbFileId : null;
        if (f && thumb) shown.set(r.id, { id: thumb, origins: [thumb, f] });
      }
    }
    const publicity = await q.filePublicity(
      this.db,
      [...shown.values()].flatMap((v) => v.origins),
    );
    return new Map(
      rows.map((r) => {
        const v = shown.get(r.id);
        return [r.id, v ? pictureUrl(publicity, v.id, v.origins) : null];
      }),
    );
  }

  async cards(rows: (ResourceRow & { firstFileId?: number | null })[]): Promise<ResourceCard[]> {
    const [covers, owners, orgs, subjects] = await Promise.all([
      this.coverUrls(rows),
      this.deps.users.names(rows.map((r) => r.ownerId)),
      this.deps.base.orgNames(rows.flatMap((r) => (r.orgId ? [r.orgId] : []))),
      this.deps.base.subjectNames(rows.flatMap((r) => (r.subjectId ? [r.subjectId] : []))),
    ]);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      kind: r.kind as ResourceKind,
      type: r.type as ResourceType,
      coverUrl: covers.get(r.id) ?? null,
      duration: r.duration,
      ownerId: r.ownerId,
      ownerName: owners.get(r.ownerId)?.realName ?? "",
      orgName: r.orgId ? (orgs.get(r.orgId) ?? null) : null,
      subjectName: r.subjectId ? (subjects.get(r.subjectId) ?? null) : null,
      visitCount: r.visitCount,
      status: r.status as PublishStatus,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  private async present(rows: ResourceRow[], viewer: Principal | null): Promise<ResourceDetail[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const links = await q.linksOf(this.db, ids);
    const fileIds = [...new Set(links.map((l) => l.fileId))];
    const [cards, files, media, collected] = await Promise.all([
      this.cards(rows),
      this.deps.files.many(fileIds),
      this.deps.media.facts(fileIds),
      viewer ? this.deps.collects.collectedSet(viewer.userId, "resource", ids) : Promise.resolve(new Set<number>()),
    ]);
    const thumbIds = [...media.values()].flatMap((m) => (m.thumbFileId ? [m.thumbFileId] : []));
    const publicity: FilePublicity = await q.filePublicity(this.db, [...fileIds, ...thumbIds]);
    const fileById = new Map(files.map((f) => [f.id, f]));
    const officeEnabled = this.deps.media.officeEnabled();
    const out: ResourceDetail[] = [];
    for (const [i, r] of rows.entries()) {
      const mine = links.filter((l) => l.resourceId === r.id);
      const fileList = mine.flatMap((l) => {
        const f = fileById.get(l.fileId);
        return f ? [presentFile(f, l, media.get(f.id), publicity)] : [];
      });
      const edit = canEdit(viewer, r);
      const first = mine[0] ? fileById.get(mine[0].fileId) : undefined;
      // Durations arrive after processing; the card's copy is filled in once they are known.
      const duration = durationOf(
        r.type as ResourceType,
        mine.map((l) => l.fileId),
        media,
      );
      if (duration !== null && duration !== r.duration) {
        await this.db.update(resources).set({ duration }).where(eq(resources.id, r.id));
      }
      out.push({
        ...(cards[i] as ResourceCard),
        duration: duration ?? r.duration,
        brief: r.brief,
        coverFileId: r.coverFileId,
        termId: r.termId,
        orgId: r.orgId,
        subjectId: r.subjectId,
        visibility: r.visibility as Visibility,
        allowDownload: r.allowDownload,
        downloadCount: r.downloadCount,
        rejectReason: edit || canManage(viewer, r) ? r.rejectReason : null,
        fileList,
        docPlay:
          r.type === "DOCUMENT" && first
            ? docPlay(first, media.get(first.id), { officeEnabled, mayDownload: r.allowDownload || edit })
            : null,
        collected: collected.has(r.id),
        canEdit: edit,
        usedIn: [],
      });
    }
    return out;
  }
}

/** Whole seconds: the sum over a playlist, the longest screen of a multi-screen resource. */
function durationOf(type: ResourceType, fileIds: number[], media: Map<number, MediaFacts>): number | null {
  if (type !== "VIDEO" && type !== "MULTISCREEN" && type !== "AUDIO") return null;
  const known = fileIds.map((id) => media.get(id)?.duration).filter((d): d is number => d != null);
  if (!known.length) return null;
  return Math.round(type === "MULTISCREEN" ? Math.max(...known) : known.reduce((a, b) => a + b, 0));
}
