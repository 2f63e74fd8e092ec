import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";
import {
  fileExt,
  UPLOAD_CHUNK_MAX_BYTES,
  UPLOAD_LIMITS,
  UPLOAD_MAX_OPEN_SESSIONS,
  UPLOAD_SESSION_HOURS,
  type UploadedFile,
  type UploadKindName,
  type UploadSession,
} from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db, DbOrTx } from "../../platform/db/client.js";
import { AppError, badRequest, conflict, forbidden, notFound, tooMany } from "../../platform/http/errors.js";
import { SNIFF_BYTES } from "../../platform/storage/sniff.js";
import type { FileStorage } from "../../platform/storage/storage.js";
import { presentUpload } from "../file/file.present.js";
import { assertRoom, type StorageUsageOf } from "../file/file.quota.js";
import { type FileRow, type FileService, safeName } from "../file/file.service.js";
import { contentMismatch, formatBytes, hashUpload, OffsetMismatch, sniffUpload } from "./media.chunks.js";
import { presentSession } from "./media.present.js";
import type { SessionRow } from "./media.queries.js";
import * as q from "./media.queries.js";

const SESSION_MS = UPLOAD_SESSION_HOURS * 3600_000;

/** After the bytes are in storage: queue processing inside the same transaction; says what was queued. */
export type AfterUpload = (row: FileRow, tx: DbOrTx) => Promise<UploadedFile["mediaStatus"]>;

/**
 * Resumable chunked uploads. The bytes go to the storage's upload area under the random upload
 * id (never the user's file name): shared by every instance when the store is, so an upload goes
 * on on another instance; each chunk must start where the last one ended; the content type is checked from the first bytes; complete() hashes the file and moves
 * it into storage with its files row (and queued processing) in one transaction. Any refusal
 * removes the session and its bytes.
 */
export class UploadManager {
  /**
   * Upload ids with a request in progress (one at a time per upload, in this process; across
   * instances the session row's offset check in advanceSession / claimSession decides).
   */
  private readonly busy = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly files: FileService,
    private readonly storage: FileStorage,
    private readonly afterUpload: AfterUpload,
    /** The uploader's storage use and quota; without it (tools, tests of other parts) no quota. */
    private readonly usage?: StorageUsageOf,
  ) {}

  async init(user: Principal, input: { kind: UploadKindName; fileName: string; size: number }): Promise<UploadSession> {
    const rule = UPLOAD_LIMITS[input.kind];
    const name = safeName(input.fileName);
    const ext = fileExt(name);
    if (!(rule.exts as readonly string[]).includes(ext)) {
      throw badRequest(`参数 fileName：${rule.label}只支持 ${rule.exts.join("、")} 格式`);
    }
    if (input.size > rule.maxBytes) throw new AppError(413, `${rule.label}不能超过${formatBytes(rule.maxBytes)}`);

    const now = new Date();
    const same = await q.findResumable(
      this.db,
      { userId: user.userId, kind: input.kind, fileName: name, size: input.size },
      now,
    );
    // The same file again (a reload, another tab): carry on where it stopped.
    if (same && (await this.storage.uploads.exists(same.id))) return presentSession(same);

    if ((await q.openSessionCount(this.db, user.userId, now)) >= UPLOAD_MAX_OPEN_SESSIONS) {
      throw tooMany(`未完成的上传过多（最多${UPLOAD_MAX_OPEN_SESSIONS}个），请先完成或取消其他上传`);
    }
    // Unfinished uploads hold their announced size, so ten parallel uploads cannot overrun the quota.
    if (this.usage) {
      assertRoom(await this.usage(user.userId), input.size, await q.openSessionBytes(this.db, user.userId, now));
    }

    const id = randomBytes(24).toString("base64url");
    await this.storage.uploads.create(id);
    try {
      const row = await q.insertSession(this.db, {
        id,
        userId: user.userId,
        kind: input.kind,
        fileName: name,
        size: input.size,
        expiresAt: new Date(now.getTime() + SESSION_MS),
      });
      return presentSession(row);
    } catch (err) {
      await this.storage.uploads.remove(id);
      throw err;
    }
  }

  /** The caller's live session: 404 unknown or expired, 403 someone else's. */
  private async owned(user: Principal, id: string): Promise<SessionRow> {
    const s = await q.findSession(this.db, id);
    if (!s) throw notFound("上传任务不存在或已过期，请重新上传");
    if (s.userId !== user.userId) throw forbidden("不能操作他人的上传任务");
    if (s.expiresAt.getTime() <= Date.now()) {
      await this.discard(s.id);
      throw notFound("上传任务不存在或已过期，请重新上传");
    }
    return s;
  }

  private async locked<T>(id: string, fn: () => Promise<T>): Promise<T> {
    if (this.busy.has(id)) throw conflict("该文件正在上传中，请稍后重试");
    this.busy.add(id);
    try {
      return await fn();
    } finally {
      this.busy.delete(id);
    }
  }

  /** Removes a session and its bytes (refusal, abort, expiry). */
  private async discard(id: string): Promise<void> {
    await q.deleteSession(this.db, id);
    await this.storage.uploads.remove(id);
  }

  /** Refuses the upload for good: the session and its bytes are removed first. */
  private async refuse(id: string, error: AppError): Promise<never> {
    await this.discard(id);
    throw error;
  }

  async status(user: Principal, id: string): Promise<UploadSession> {
    return presentSession(await this.owned(user, id));
  }

  async abort(user: Principal, id: string): Promise<void> {
    await this.owned(user, id);
    await this.locked(id, () => this.discard(id));
  }

  /**
   * Appends one chunk, streamed to disk. `declared` is the Content-Length when the client sent
   * one, so an oversize chunk is refused before reading it.
   */
  async writeChunk(
    user: Principal,
    id: string,
    offset: number,
    body: Readable,
    declared: number | undefined,
  ): Promise<{ received: number }> {
    const s = await this.owned(user, id);
    return this.locked(id, async () => {
      if (offset !== s.received) throw new OffsetMismatch(s.received);
      const remaining = s.size - s.received;
      const oversize = () =>
        this.refuse(id, new AppError(413, `文件实际大小超过声明的大小（${s.size}字节），上传已取消`));
      const chunkTooBig = () => new AppError(413, `分片不能超过${formatBytes(UPLOAD_CHUNK_MAX_BYTES)}`);
      if (declared !== undefined && declared > remaining) return oversize();
      if (declared !== undefined && declared > UPLOAD_CHUNK_MAX_BYTES) throw chunkTooBig();

      if (!(await this.storage.uploads.exists(id))) return this.refuse(id, notFound("上传数据已丢失，请重新上传"));
      const taken = await this.storage.uploads.write(id, offset, body, { remaining, max: UPLOAD_CHUNK_MAX_BYTES });
      if (taken.refusal === "oversize") return oversize();
      if (taken.refusal === "chunk") throw chunkTooBig();
      if (taken.length === 0) throw badRequest("分片内容为空");
      const received = offset + taken.length;

      // The content check: as soon as the first bytes (or the whole small file) are in.
      const need = Math.min(s.size, SNIFF_BYTES);
      if (offset < need && received >= need) {
        const head = await this.storage.uploads.local(id, received);
        const type = await sniffUpload(s, head.path).finally(() => head.done());
        if (!type) return this.refuse(id, contentMismatch(s.kind as UploadKindName));
      }

      const moved = await q.advanceSession(this.db, id, offset, {
        received,
        expiresAt: new Date(Date.now() + SESSION_MS),
      });
      if (!moved) throw conflict("上传状态已变化，请查询进度后继续");
      return { received };
    });
  }

  async complete(user: Principal, id: string): Promise<UploadedFile> {
    const s = await this.owned(user, id);
    return this.locked(id, async () => {
      if (s.received !== s.size) {
        throw badRequest(`文件尚未上传完成：已接收${s.received}字节，共${s.size}字节`);
      }
      // Checked again: other uploads may have completed since this one started.
      if (this.usage) {
        try {
          assertRoom(await this.usage(user.userId), s.size);
        } catch (err) {
          return this.refuse(id, err as AppError);
        }
      }
      // Only bytes that are gone end the upload; a store that is down (503) or a full scratch disk
      // leaves it as it is, to be completed again.
      const local = await this.storage.uploads.local(id, s.size).catch((err: NodeJS.ErrnoException) => {
        if (err.code === "ENOENT") return this.refuse(id, notFound("上传数据已丢失，请重新上传"));
        throw err;
      });
      try {
        return await this.finish(user, s, local.path);
      } finally {
        await local.done();
      }
    });
  }

  /** Checks the whole file, then moves it into storage with its files row in one transaction. */
  private async finish(user: Principal, s: SessionRow, file: string): Promise<UploadedFile> {
    const id = s.id;
    const type = await sniffUpload(s, file);
    if (!type) return this.refuse(id, contentMismatch(s.kind as UploadKindName));
    const { sha256, size, textOk } = await hashUpload(this.storage, file, type.ext === "txt" || type.ext === "vtt");
    if (!textOk || size !== s.size) return this.refuse(id, contentMismatch(s.kind as UploadKindName));

    const key = this.storage.newKey(type.ext);
    let row: FileRow | undefined;
    let mediaStatus: UploadedFile["mediaStatus"] = "none";
    // The bytes move first, outside the transaction: on S3 this is a whole upload, which must not
    // hold a database connection and the session's row lock. If it fails, nothing was written.
    await this.storage.adopt(file, key);
    try {
      await this.db.transaction(async (tx) => {
        // Claiming the session row first makes a second complete() of the same upload a no-op.
        if (!(await q.claimSession(tx, id, user.userId))) throw conflict("该上传已完成或已取消");
        row = await this.files.adopt(
          {
            key,
            sha256,
            size,
            kind: s.kind as UploadKindName,
            name: s.fileName,
            mime: type.mime,
            ext: type.ext,
            ownerId: user.userId,
          },
          tx,
        );
        mediaStatus = await this.afterUpload(row, tx);
      });
    } catch (err) {
      // Not committed: the bytes go back where they were, for a retry.
      await this.storage.release(key, file).catch(() => {});
      throw err;
    }
    // Committed: the parts of the upload are no longer needed (the local driver moved them already).
    await this.storage.uploads.remove(id).catch(() => {});
    return presentUpload(row as FileRow, mediaStatus);
  }

  /**
   * Removes expired sessions with their bytes, and temp files no session owns (a crash between
   * creating the file and the row). Returns how many sessions were removed.
   */
  async purgeExpired(now = new Date()): Promise<number> {
    const expired = await q.deleteExpiredSessions(this.db, now);
    for (const id of expired) await this.storage.uploads.remove(id);

    const present = await this.storage.uploads.list(1000);
    const live = await q.existingSessionIds(
      this.db,
      present.map((p) => p.id),
    );
    for (const { id, changedMs } of present) {
      if (live.has(id) || this.busy.has(id)) continue;
      // A fresh upload may belong to an init() between its bytes and its row.
      if (now.getTime() - changedMs > 3600_000) await this.storage.uploads.remove(id);
    }
    return expired.length;
  }
}
