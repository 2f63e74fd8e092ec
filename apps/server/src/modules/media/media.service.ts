import type { MediaInfo, UploadedFile } from "@otp/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db, DbOrTx } from "../../platform/db/client.js";
import { badRequest, forbidden, notFound } from "../../platform/http/errors.js";
import type { FileRow } from "../file/file.service.js";
import { ownsOrAdministers } from "./media.access.js";
import { OfficeBridge, type OfficeSettings } from "./media.office.js";
import type { FileAccess, MediaDeps } from "./media.ports.js";
import { type MediaDetail, presentMedia } from "./media.present.js";
import { MediaProcessor, needsProcessing } from "./media.process.js";
import * as q from "./media.queries.js";
import { UploadManager } from "./media.uploads.js";

export const MEDIA_JOB = "media.process";

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
    this.uploads = new UploadManager(
      db,
      files,
      files.storage,
      (row, exec) => this.queueIn(row, exec),
      deps.storageUsage,
    );
    jobs.register(MEDIA_JOB, (payload, { job, signal }) =>
      this.process(Number(payload.fileId), { signal, final: job.attempts >= job.maxAttempts }),
    );
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
    if (ownsOrAdministers(user, file)) return { view: true, download: true };
    return this.deps.fileAccess ? this.deps.fileAccess(user, file.id) : { view: false, download: false };
  }

  /** Inside the upload's transaction: an asset row and a job for files that need processing. */
  private async queueIn(row: FileRow, tx: DbOrTx): Promise<UploadedFile["mediaStatus"]> {
    if (!needsProcessing(row)) return "none";
    await q.saveAsset(tx, row.id, { status: "pending", progress: 0, error: null });
    await this.deps.jobs.enqueue(MEDIA_JOB, { fileId: row.id }, { ownerId: row.ownerId }, tx);
    return "pending";
  }

  /**
   * One processing run; once it recorded the file's final state (done, or failed with no retry
   * left) the onProcessed port is told, and its failure is only logged.
   */
  private async process(fileId: number, opts: { signal?: AbortSignal; final: boolean }): Promise<void> {
    let finished = false;
    try {
      finished = await this.processor.process(fileId, opts);
    } catch (err) {
      finished = opts.final;
      throw err;
    } finally {
      if (finished && this.deps.onProcessed) {
        await this.deps.onProcessed([fileId]).catch((err: unknown) => {
          (this.deps.log ?? console.error)(`onProcessed of file ${fileId} failed`, err);
        });
      }
    }
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
    await this.process(fileId, { final: true });
    return (await this.info([fileId])).get(fileId) as MediaDetail;
  }

  /** Media state per file id; files never processed read as status "none". */
  async info(fileIds: number[]): Promise<Map<number, MediaDetail>> {
    const ids = [...new Set(fileIds)];
    const byId = new Map((await q.findAssets(this.db, ids)).map((r) => [r.fileId, r]));
    return new Map(ids.map((id) => [id, presentMedia(id, byId.get(id))]));
  }

  /** Source files ready as videos (the keyframe backfill walks them). */
  readyVideos(): Promise<number[]> {
    return q.readyVideoIds(this.db);
  }

  /** For a derived file (rendition, thumbnail, PDF) the file it was made from; else the id itself. */
  async sourceFileId(fileId: number): Promise<number> {
    return (await q.sourceOf(this.db, fileId)) ?? fileId;
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
