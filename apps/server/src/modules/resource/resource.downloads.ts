import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import type { Page } from "../../platform/db/paging.js";
import { badRequest, forbidden } from "../../platform/http/errors.js";
import { canEdit, viewableOrThrow } from "./resource.access.js";
import type { ResourceDeps } from "./resource.ports.js";
import { streamUrl } from "./resource.present.js";
import * as q from "./resource.queries.js";

/** Downloading a resource's file (counted and listed in 我的下载). */
export class ResourceDownloads {
  constructor(
    private readonly db: Db,
    private readonly deps: Pick<ResourceDeps, "files">,
  ) {}

  /** Records the download and answers the file's download link; its editors download even when downloads are off. */
  async download(input: { id: number; fileId: number }, user: Principal): Promise<{ url: string }> {
    const row = viewableOrThrow(user, await q.findResource(this.db, input.id));
    const links = await q.linksOf(this.db, [row.id]);
    if (!links.some((l) => l.fileId === input.fileId)) throw badRequest("参数 fileId：该文件不属于此资源");
    if (!row.allowDownload && !canEdit(user, row)) throw forbidden("该资源不允许下载");
    await q.recordDownload(this.db, { userId: user.userId, resourceId: row.id, fileId: input.fileId });
    return { url: streamUrl(input.fileId, true) };
  }

  /** The caller's downloads, newest first. */
  async list(user: Principal, page: Page) {
    const { rows, count } = await q.pageOfDownloads(this.db, user.userId, page);
    const files = new Map((await this.deps.files.many([...new Set(rows.map((r) => r.fileId))])).map((f) => [f.id, f]));
    return {
      count,
      list: rows.map((r) => ({
        ...r,
        fileName: files.get(r.fileId)?.name ?? "",
        size: files.get(r.fileId)?.size ?? 0,
        createdAt: r.createdAt.toISOString(),
      })),
    };
  }
}
