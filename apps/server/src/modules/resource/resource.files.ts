import { isAdministrator } from "../../platform/access/roles.js";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, forbidden, notFound } from "../../platform/http/errors.js";
import type { SendSource } from "../../platform/storage/send-file.js";
import { canEdit, canView, viewableOrThrow } from "./resource.access.js";
import type { FileFacts, ResourceDeps } from "./resource.ports.js";
import { isOpenImage, previewedFiles } from "./resource.present.js";
import type { ResourceRow } from "./resource.queries.js";
import * as q from "./resource.queries.js";

/** Resource types whose cover stands for their content in search by image (a document's first page). */
export const COVER_MATCHED = new Set(["DOCUMENT", "PICTURE"]);

interface FileAccess {
  view: boolean;
  download: boolean;
  /** The resources using the file that the caller may view (empty when they may use it anyway). */
  viewable: ResourceRow[];
}

/** Who may fetch the files of resources: the stream route, the media module and the public picture route ask here. */
export class ResourceFiles {
  constructor(
    private readonly db: Db,
    private readonly deps: Pick<ResourceDeps, "files" | "media">,
  ) {}

  /**
   * Who may fetch a file through the stream route: its uploader, an administrator, or anyone
   * who may view a resource playing, showing, captioning or using it as cover (or the upload it
   * was made from). Without the download right (the resource refuses downloads and the caller
   * does not edit it) only what the preview shows is served: the web rendition rather than the
   * original, PDFs, text, pictures, converted PDFs, captions, thumbnails, the cover; a zip, an
   * office original or a video original with a rendition answer 403 as a download would.
   * A guest (no user, the open stream route) gets the preview files of resources published for
   * everybody, never a download.
   */
  async streamSource(fileId: number, user: Principal | null, download: boolean): Promise<SendSource> {
    const [file] = await this.deps.files.many([fileId]);
    if (!file) throw notFound("文件不存在");
    const access = await this.access(file, user);
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
    const { view, download } = await this.access(file, user);
    return { view, download };
  }

  /**
   * For search by image: per file, the resources playing, showing or (documents and pictures)
   * using it as cover that the viewer may see (the resource module's own visibility rule, guests
   * included).
   */
  async viewableUsing(fileIds: number[], viewer: Principal | null): Promise<Map<number, number[]>> {
    const rows = (await q.resourcesUsingFiles(this.db, fileIds)).filter((r) => canView(viewer, r));
    const wanted = new Set(fileIds);
    const out = new Map<number, number[]>();
    for (const r of rows) {
      if (r.coverFileId && wanted.has(r.coverFileId) && COVER_MATCHED.has(r.type)) {
        out.set(r.coverFileId, [...(out.get(r.coverFileId) ?? []), r.id]);
      }
    }
    for (const l of await q.linksOf(
      this.db,
      rows.map((r) => r.id),
    )) {
      if (!wanted.has(l.fileId)) continue;
      out.set(l.fileId, [...(out.get(l.fileId) ?? []), l.resourceId]);
    }
    return out;
  }

  /**
   * For the learning module, before it keeps a position: the resource must be one the user may
   * view (404 unknown, 403 hidden, as its detail answers) and the file one it plays or shows (400);
   * a rendition or converted file counts as the upload it was made from, which is what is kept.
   * Returns that file and the duration media processing measured (null when unknown).
   */
  async progressTarget(
    user: Principal,
    resourceId: number,
    fileId: number,
  ): Promise<{ fileId: number; duration: number | null }> {
    viewableOrThrow(user, await q.findResource(this.db, resourceId));
    const linked = new Set((await q.linksOf(this.db, [resourceId])).map((l) => l.fileId));
    const own = linked.has(fileId) ? fileId : await this.deps.media.sourceFileId(fileId);
    if (own === null || !linked.has(own)) throw badRequest("参数 fileId：该文件不属于此资源");
    const duration = (await this.deps.media.facts([own])).get(own)?.duration;
    return { fileId: own, duration: duration != null ? Math.round(duration) : null };
  }

  private async access(file: FileFacts, user: Principal | null): Promise<FileAccess> {
    const all = { view: true, download: true, viewable: [] };
    if (user && (file.ownerId === user.userId || isAdministrator(user))) return all;
    const source = await this.deps.media.sourceFileId(file.id);
    if (source && user) {
      const [original] = await this.deps.files.many([source]);
      if (original?.ownerId === user.userId) return all;
    }
    const using = await q.resourcesUsingFiles(this.db, source ? [file.id, source] : [file.id]);
    const viewable = using.filter((r) => canView(user, r));
    return {
      view: viewable.length > 0,
      download: !!user && viewable.some((r) => r.allowDownload || canEdit(user, r)),
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
}
