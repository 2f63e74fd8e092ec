import { ADMIN_ROLE_ID, type MediaInfo, streamUrl, type UploadedFile } from "@otp/contract";
import { eq, inArray, or } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.js";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, forbidden, notFound } from "../../platform/http/errors.js";
import type { JobQueue } from "../../platform/jobs/queue.js";
import type { FileExecutor, FileRow, FileService } from "../file/file.service.js";
import { OfficeBridge, type OfficeSettings } from "./media.office.js";
import { MediaProcessor, needsProcessing } from "./media.process.js";
import { mediaAssets } from "./media.tables.js";
import { UploadManager } from "./media.uploads.js";

export const MEDIA_JOB = "media.process";

export type MediaDetail = MediaInfo & { playFileId: number | null; thumbFileId: number | null };

/** What a user may do with a file. */
export interface FileAccess {
  view: boolean;
  download: boolean;
}

export interface MediaDeps {
  files: FileService;
  jobs: JobQueue;
  config: Pick<Config, "SOFFICE_PATH" | "ONLYOFFICE_URL" | "ONLYOFFICE_JWT_SECRET" | "ONLYOFFICE_PLATFORM_URL">;
  /**
   * Who else may see a file's media state and open it in the office editor, beyond its owner and
   * administrators (the resource module: anyone who may view a resource using the file), and
   * whether they may download it (the editor's download button follows it).
   */
  fileAccess?: (user: Principal, fileId: number) => Promise<FileAccess>;
  log?: (msg: string, err?: unknown) => void;
}

/**
 * Uploads (resumable, chunked, content-checked), media processing (probe, thumbnail, web
 * rendition, office -> PDF) through the job queue, and the OnlyOffice editor.
 */
export class MediaService {
  readonly uploads: UploadManager;
  private readonly processor: MediaProcessor;
  private office: OfficeBridge | null = null;

  constructor(
    private readonly db: Db,
    private readonly deps: MediaDeps,
  ) {
    const { files, jobs, config } = deps;
    this.processor = new MediaProcessor(db, files, files.storage, config.SOFFICE_PATH);
    this.uploads = new UploadManager(db, files, files.storage, (row, exec) => this.queueIn(row, exec));
    jobs.register(MEDIA_JOB, async (payload, { job, signal }) => {
      await this.processor.process(Number(payload.fileId), { signal, final: job.attempts >= job.maxAttempts });
    });
    if (config.ONLYOFFICE_URL) {
      this.configureOffice({
        url: config.ONLYOFFICE_URL,
        secret: config.ONLYOFFICE_JWT_SECRET ?? "",
        platformUrl: config.ONLYOFFICE_PLATFORM_URL,
      });
    }
  }

  /** (Re)configures the OnlyOffice integration; null turns it off. Config does it at start; tests use it directly. */
  configureOffice(settings: OfficeSettings | null): void {
    this.office = settings
      ? new OfficeBridge(settings, {
          files: this.deps.files,
          storage: this.deps.files.storage,
          access: (user, file) => this.access(user, file),
          afterSave: async (fileId) => {
            await this.queueProcessing(fileId);
          },
          log: this.deps.log,
        })
      : null;
  }

  /** Whether documents can open in an OnlyOffice editor (the preview's "office" mode). */
  get officeEnabled(): boolean {
    return this.office !== null;
  }

  /** The OnlyOffice origin, for the CSP. */
  get officeOrigin(): string | null {
    return this.office?.origin ?? null;
  }

  private async access(user: Principal, file: Pick<FileRow, "id" | "ownerId">): Promise<FileAccess> {
    if (file.ownerId === user.userId || user.roleIds.includes(ADMIN_ROLE_ID)) return { view: true, download: true };
    return this.deps.fileAccess ? this.deps.fileAccess(user, file.id) : { view: false, download: false };
  }

  /** Inside the upload's transaction: an asset row and a job for files that need processing. */
  private async queueIn(row: FileRow, exec: FileExecutor): Promise<UploadedFile["mediaStatus"]> {
    if (!needsProcessing(row)) return "none";
    await exec
      .insert(mediaAssets)
      .values({ fileId: row.id, status: "pending" })
      .onConflictDoUpdate({ target: mediaAssets.fileId, set: { status: "pending", progress: 0, error: null } });
    await this.deps.jobs.enqueue(MEDIA_JOB, { fileId: row.id }, { ownerId: row.ownerId }, exec);
    return "pending";
  }

  /** Queues (re)processing of a stored file; false when its kind needs none. */
  async queueProcessing(fileId: number): Promise<boolean> {
    const row = await this.deps.files.get(fileId);
    if (!needsProcessing(row)) return false;
    await this.db.transaction(async (tx) => {
      await this.queueIn(row, tx);
    });
    return true;
  }

  /** Processes a file now, in this call (the seed's demo media; no queue, no retry). */
  async processNow(fileId: number): Promise<MediaDetail> {
    await this.processor.setAsset(fileId, { status: "pending", progress: 0, error: null });
    await this.processor.process(fileId, { final: true });
    return (await this.info([fileId])).get(fileId) as MediaDetail;
  }

  /** Media state per file id; files never processed read as status "none". */
  async info(fileIds: number[]): Promise<Map<number, MediaDetail>> {
    const ids = [...new Set(fileIds)];
    const rows = ids.length ? await this.db.select().from(mediaAssets).where(inArray(mediaAssets.fileId, ids)) : [];
    const byId = new Map(rows.map((r) => [r.fileId, r]));
    return new Map(
      ids.map((id) => {
        const r = byId.get(id);
        return [
          id,
          {
            fileId: id,
            status: (r?.status ?? "none") as MediaInfo["status"],
            progress: r?.progress ?? 0,
            duration: r?.duration ?? null,
            width: r?.width ?? null,
            height: r?.height ?? null,
            // Through the checked stream route: a thumbnail of a resource's video is public only
            // while that resource is (GET /api/c/file refuses it otherwise).
            thumbUrl: r?.thumbFileId ? streamUrl(r.thumbFileId) : null,
            error: r?.status === "failed" ? "文件处理失败，请重新上传或联系管理员" : null,
            playFileId: r?.playFileId ?? null,
            thumbFileId: r?.thumbFileId ?? null,
          },
        ];
      }),
    );
  }

  /** For a derived file (rendition, thumbnail, PDF) the file it was made from; else the id itself. */
  async sourceFileId(fileId: number): Promise<number> {
    const [row] = await this.db
      .select({ fileId: mediaAssets.fileId })
      .from(mediaAssets)
      .where(or(eq(mediaAssets.playFileId, fileId), eq(mediaAssets.thumbFileId, fileId)))
      .limit(1);
    return row?.fileId ?? fileId;
  }

  /** /api/l/media/status: the caller's own files, or files they may view. */
  async status(user: Principal, fileIds: number[]): Promise<MediaInfo[]> {
    const sources = await Promise.all(fileIds.map((id) => this.sourceFileId(id)));
    const rows = await this.deps.files.many([...new Set(sources)]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const id of sources) {
      const row = byId.get(id);
      if (!row) throw notFound(`文件 ${id} 不存在`);
      if (!(await this.access(user, row)).view) throw forbidden("没有查看该文件的权限");
    }
    const info = await this.info(sources);
    return fileIds.map((asked, i) => {
      const { playFileId: _p, thumbFileId: _t, ...m } = info.get(sources[i] as number) as MediaDetail;
      return { ...m, fileId: asked };
    });
  }

  async officeConfig(user: Principal, input: { fileId: number; edit: boolean }, req: FastifyRequest) {
    if (!this.office) throw badRequest("未配置在线文档服务，请下载后查看");
    return this.office.config(user, await this.deps.files.get(input.fileId), input.edit, req);
  }

  async officeFile(req: FastifyRequest, reply: FastifyReply, token: unknown) {
    if (!this.office) throw badRequest("未配置在线文档服务");
    return this.office.serveFile(req, reply, token);
  }

  async officeSave(req: FastifyRequest, token: unknown) {
    if (!this.office) return { status: 404, body: { error: 1 } };
    return this.office.save(req, token);
  }

  /** Expired upload sessions and their bytes; call periodically (main.ts). */
  purgeExpiredUploads(): Promise<number> {
    return this.uploads.purgeExpired();
  }
}
