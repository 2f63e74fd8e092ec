import {
  PUBLISH_STATUS,
  type PublishStatus,
  RESOURCE_TYPE_NAMES,
  type ResourceKind,
  type ResourceSaveInput,
  type ResourceType,
} from "@otp/contract";
import type { SQL } from "drizzle-orm";
import { isAdministrator } from "../../platform/access/roles.js";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, forbidden } from "../../platform/http/errors.js";
import { statusAfterEdit } from "../../platform/publishing/status.js";
import type { PublishingWorkflow } from "../../platform/publishing/workflow.js";
import { allowAll, filteredField } from "../../platform/text/filter.js";
import { editableOrThrow } from "./resource.access.js";
import type { FileFacts, ResourceDeps } from "./resource.ports.js";
import { durationOf, isPicture, isTimed } from "./resource.present.js";
import type { ResourceRow } from "./resource.queries.js";
import * as q from "./resource.queries.js";
import { resourceSearchDoc } from "./resource.search-doc.js";

/** Which upload kinds each preview type accepts, with the Chinese name for messages. */
const TYPE_FILES: Record<ResourceType, { kinds: string[]; label: string }> = {
  VIDEO: { kinds: ["video"], label: "视频" },
  MULTISCREEN: { kinds: ["video"], label: "视频" },
  AUDIO: { kinds: ["audio"], label: "音频" },
  DOCUMENT: { kinds: ["document"], label: "文档" },
  PICTURE: { kinds: ["image"], label: "图片" },
};

type EditorDeps = Pick<
  ResourceDeps,
  "files" | "media" | "users" | "base" | "courses" | "collects" | "audit" | "textFilter"
>;

/** Told of resources just deleted (ids); registered at start-up by the modules that keep data of them. */
export type ResourcesDeleted = (ids: number[]) => Promise<void>;

/** Saving, submitting and deleting resources, and keeping their stored durations current. */
export class ResourceEditor {
  private readonly deletedHooks: ResourcesDeleted[] = [];

  constructor(
    private readonly db: Db,
    private readonly deps: EditorDeps,
    private readonly publishing: PublishingWorkflow,
  ) {}

  private async editable(id: number, user: Principal, refusal: string): Promise<ResourceRow> {
    return editableOrThrow(user, await q.findResource(this.db, id), refusal);
  }

  async save(input: ResourceSaveInput, user: Principal): Promise<{ id: number }> {
    const existing = input.id ? await this.editable(input.id, user, "只能修改自己的资源") : undefined;
    input = { ...input, name: await filteredField(this.deps.textFilter ?? allowAll, "name", input.name) };
    await this.checkRefs(input);
    const files = await this.usableFiles(input, user, existing);
    const fileIds = input.files.map((f) => f.fileId);
    const duration = durationOf(input.type, fileIds, await this.deps.media.facts(fileIds));
    const ownerId = existing?.ownerId ?? user.userId;
    const searchDoc = await this.searchDoc({ ...input, ownerId, fileNames: files.map((f) => f.name) });
    // A changed published or pending resource goes back through audit unless an administrator changed it.
    const status = existing
      ? statusAfterEdit(existing.status, {
          reaudit: !isAdministrator(user) && (await this.deps.audit.required(input.kind)),
        })
      : PUBLISH_STATUS.DRAFT;
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
      searchDoc,
      updatedAt: new Date(),
    };
    const links = input.files.map((f) => ({
      fileId: f.fileId,
      label: f.label,
      captionFileId: f.captionFileId ?? null,
    }));
    const target = existing ? { id: existing.id } : { ownerId, ownerType: user.userType };
    return { id: await q.writeResource(this.db, target, values, links) };
  }

  /**
   * The files of a save, checked: they exist, belong to the caller (or already to this
   * resource: an administrator editing it keeps the owner's files), fit the type, and captions
   * and the cover are what they claim. Returns the played or shown files in order.
   */
  private async usableFiles(input: ResourceSaveInput, user: Principal, existing?: ResourceRow): Promise<FileFacts[]> {
    const onResource = new Set<number>(existing?.coverFileId ? [existing.coverFileId] : []);
    for (const l of existing ? await q.linksOf(this.db, [existing.id]) : []) {
      onResource.add(l.fileId);
      if (l.captionFileId) onResource.add(l.captionFileId);
    }
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
    const files = fileIds.map((id) => usable(id, "files"));
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
      if (usable(id, "captionFileId").ext !== "vtt") {
        throw badRequest("参数 captionFileId：字幕必须是WebVTT（.vtt）文件");
      }
    }
    if (input.coverFileId && !isPicture(usable(input.coverFileId, "coverFileId"))) {
      throw badRequest("参数 coverFileId：封面必须是图片");
    }
    return files;
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

  /** Draft or rejected → pending, or published at once when the kind's audit switch is off. */
  async submit(id: number, user: Principal): Promise<{ status: PublishStatus }> {
    const row = await this.editable(id, user, "只能提交自己的资源");
    return this.publishing.submit(row, await this.deps.audit.required(row.kind as ResourceKind));
  }

  async delete(id: number, user: Principal): Promise<void> {
    await this.editable(id, user, "只能删除自己的资源");
    await this.remove([id]);
  }

  /**
   * A module wired after this one (classroom analysis) learns of deletions: it registers a hook
   * from wiring/, so this module never knows it nor reads its tables.
   */
  onDeleted(hook: ResourcesDeleted): void {
    this.deletedHooks.push(hook);
  }

  /**
   * Deletes resources with their file links, notes, downloads and visit marks in one
   * transaction, then takes them out of courses and collections and tells the registered hooks
   * (other modules, so after it; those modules also ignore ids that no longer exist).
   */
  async remove(ids: number[]): Promise<void> {
    if (!ids.length) return;
    await q.deleteResources(this.db, ids);
    await this.deps.courses.detachResources(ids);
    await this.deps.collects.forget("resource", ids);
    for (const hook of this.deletedHooks) await hook(ids);
  }

  /**
   * Brings the durations stored for cards up to date for resources playing these files, once
   * their processing has finished (the media module calls it; a save computes it too).
   */
  async refreshDurations(fileIds: number[]): Promise<void> {
    const timed = (await q.resourcesUsingFiles(this.db, fileIds)).filter((r) => isTimed(r.type));
    const links = await q.linksOf(
      this.db,
      timed.map((r) => r.id),
    );
    const media = await this.deps.media.facts([...new Set(links.map((l) => l.fileId))]);
    for (const r of timed) {
      const own = links.filter((l) => l.resourceId === r.id).map((l) => l.fileId);
      const duration = durationOf(r.type, own, media);
      if (duration !== null && duration !== r.duration) await q.setDuration(this.db, r.id, duration);
    }
  }
}
