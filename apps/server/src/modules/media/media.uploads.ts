import { randomBytes } from "node:crypto";
import { open, readdir, rm, stat, truncate } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import {
  fileExt,
  UPLOAD_CHUNK_BYTES,
  UPLOAD_CHUNK_MAX_BYTES,
  UPLOAD_LIMITS,
  UPLOAD_MAX_OPEN_SESSIONS,
  UPLOAD_SESSION_HOURS,
  type UploadedFile,
  type UploadKindName,
  type UploadSession,
} from "@otp/contract";
import { and, count, eq, gt, inArray, lte } from "drizzle-orm";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { AppError, badRequest, conflict, forbidden, notFound, tooMany } from "../../platform/http/errors.js";
import { judge, SNIFF_BYTES, type Sniffed, sniff } from "../../platform/storage/sniff.js";
import type { FileStorage } from "../../platform/storage/storage.js";
import { type FileExecutor, type FileRow, type FileService, presentUpload, safeName } from "../file/file.service.js";
import { uploadSessions } from "./media.tables.js";

type SessionRow = typeof uploadSessions.$inferSelect;

/** A chunk sent at the wrong offset: the client resumes from `received`. */
export class OffsetMismatch extends AppError {
  constructor(readonly received: number) {
    super(409, `分片位置不正确：服务器已接收${received}字节，请从该位置继续上传`);
  }
}

const SESSION_MS = UPLOAD_SESSION_HOURS * 3600_000;

export function formatBytes(n: number): string {
  if (n >= 1024 ** 3) return `${+(n / 1024 ** 3).toFixed(1)}GB`;
  if (n >= 1024 ** 2) return `${+(n / 1024 ** 2).toFixed(1)}MB`;
  return `${+(n / 1024).toFixed(1)}KB`;
}

function mismatch(kind: UploadKindName) {
  const rule = UPLOAD_LIMITS[kind];
  return badRequest(`文件内容与扩展名不符，请上传真实的${rule.label}文件（${rule.exts.join("、")}）`);
}

/** After the bytes are in storage: queue processing inside the same transaction; says what was queued. */
export type AfterUpload = (row: FileRow, exec: FileExecutor) => Promise<UploadedFile["mediaStatus"]>;

/**
 * Resumable chunked uploads. The bytes go to a temp file named after the random upload id (never
 * the user's file name) in the storage's temp area; each chunk must start where the last one
 * ended; the content type is checked from the first bytes; complete() hashes the file and moves
 * it into storage with its files row (and queued processing) in one transaction. Any refusal
 * removes the session and its bytes.
 */
export class UploadManager {
  /** Upload ids with a request in progress (one at a time per upload, in this process). */
  private readonly busy = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly files: FileService,
    private readonly storage: FileStorage,
    private readonly afterUpload: AfterUpload,
  ) {}

  private async tempPath(id: string): Promise<string> {
    return path.join(await this.storage.tempDir("uploads"), `${id}.part`);
  }

  private present(s: SessionRow): UploadSession {
    return {
      uploadId: s.id,
      chunkSize: UPLOAD_CHUNK_BYTES,
      received: s.received,
      size: s.size,
      kind: s.kind as UploadKindName,
      fileName: s.fileName,
      expiresAt: s.expiresAt.toISOString(),
    };
  }

  async init(user: Principal, input: { kind: UploadKindName; fileName: string; size: number }): Promise<UploadSession> {
    const rule = UPLOAD_LIMITS[input.kind];
    const name = safeName(input.fileName);
    const ext = fileExt(name);
    if (!(rule.exts as readonly string[]).includes(ext)) {
      throw badRequest(`参数 fileName：${rule.label}只支持 ${rule.exts.join("、")} 格式`);
    }
    if (input.size > rule.maxBytes) throw new AppError(413, `${rule.label}不能超过${formatBytes(rule.maxBytes)}`);

    const now = new Date();
    const [same] = await this.db
      .select()
      .from(uploadSessions)
      .where(
        and(
          eq(uploadSessions.userId, user.userId),
          eq(uploadSessions.kind, input.kind),
          eq(uploadSessions.fileName, name),
          eq(uploadSessions.size, input.size),
          gt(uploadSessions.expiresAt, now),
        ),
      )
      .limit(1);
    // The same file again (a reload, another tab): carry on where it stopped.
    if (same && (await this.tempExists(same.id))) return this.present(same);

    const [openCount] = await this.db
      .select({ n: count() })
      .from(uploadSessions)
      .where(and(eq(uploadSessions.userId, user.userId), gt(uploadSessions.expiresAt, now)));
    if ((openCount?.n ?? 0) >= UPLOAD_MAX_OPEN_SESSIONS) {
      throw tooMany(`未完成的上传过多（最多${UPLOAD_MAX_OPEN_SESSIONS}个），请先完成或取消其他上传`);
    }

    const id = randomBytes(24).toString("base64url");
    const file = await this.tempPath(id);
    await (await open(file, "wx")).close();
    try {
      const [row] = await this.db
        .insert(uploadSessions)
        .values({
          id,
          userId: user.userId,
          kind: input.kind,
          fileName: name,
          size: input.size,
          expiresAt: new Date(now.getTime() + SESSION_MS),
        })
        .returning();
      return this.present(row as SessionRow);
    } catch (err) {
      await rm(file, { force: true });
      throw err;
    }
  }

  private async tempExists(id: string): Promise<boolean> {
    return stat(await this.tempPath(id)).then(
      () => true,
      () => false,
    );
  }

  /** The caller's live session: 404 unknown or expired, 403 someone else's. */
  private async owned(user: Principal, id: string): Promise<SessionRow> {
    const [s] = await this.db.select().from(uploadSessions).where(eq(uploadSessions.id, id));
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
    await this.db.delete(uploadSessions).where(eq(uploadSessions.id, id));
    await rm(await this.tempPath(id), { force: true });
  }

  async status(user: Principal, id: string): Promise<UploadSession> {
    return this.present(await this.owned(user, id));
  }

  async abort(user: Principal, id: string): Promise<void> {
    await this.owned(user, id);
    await this.locked(id, () => this.discard(id));
  }

  /**
   * Appends one chunk, streamed to disk (never held whole in memory). `declared` is the
   * Content-Length when the client sent one, so an oversize chunk is refused before reading it.
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
      const oversize = async () => {
        await this.discard(id);
        return new AppError(413, `文件实际大小超过声明的大小（${s.size}字节），上传已取消`);
      };
      const chunkTooBig = () => new AppError(413, `分片不能超过${formatBytes(UPLOAD_CHUNK_MAX_BYTES)}`);
      if (declared !== undefined && declared > remaining) throw await oversize();
      if (declared !== undefined && declared > UPLOAD_CHUNK_MAX_BYTES) throw chunkTooBig();

      const file = await this.tempPath(id);
      const fh = await open(file, "r+").catch(async () => {
        await this.discard(id);
        throw notFound("上传数据已丢失，请重新上传");
      });
      let n = 0;
      let written = 0;
      let refusal: "oversize" | "chunk" | null = null;
      // Socket reads arrive in ~64 KB pieces: gather about 1 MB per write (fewer syscalls).
      let batch: Buffer[] = [];
      let batched = 0;
      const flush = async () => {
        if (batched === 0) return;
        await fh.writev(batch, offset + written);
        written += batched;
        batch = [];
        batched = 0;
      };
      try {
        // Leaving the loop early must not destroy the request: the 413 still has to reach the client.
        for await (const chunk of body.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
          if (n + chunk.length > remaining) {
            refusal = "oversize";
            break;
          }
          if (n + chunk.length > UPLOAD_CHUNK_MAX_BYTES) {
            refusal = "chunk";
            break;
          }
          batch.push(chunk);
          batched += chunk.length;
          n += chunk.length;
          if (batched >= 1024 * 1024) await flush();
        }
        if (!refusal) await flush();
      } finally {
        await fh.close();
      }
      if (refusal === "oversize") throw await oversize();
      if (refusal === "chunk") throw chunkTooBig();
      if (n === 0) throw badRequest("分片内容为空");
      const received = offset + n;

      // The content check: as soon as the first bytes (or the whole small file) are in.
      const need = Math.min(s.size, SNIFF_BYTES);
      if (offset < need && received >= need) {
        const verdict = await this.check(s, file);
        if (!verdict) {
          await this.discard(id);
          throw mismatch(s.kind as UploadKindName);
        }
      }

      const updated = await this.db
        .update(uploadSessions)
        .set({ received, expiresAt: new Date(Date.now() + SESSION_MS) })
        .where(and(eq(uploadSessions.id, id), eq(uploadSessions.received, offset)))
        .returning({ id: uploadSessions.id });
      if (updated.length === 0) throw conflict("上传状态已变化，请查询进度后继续");
      return { received };
    });
  }

  /** Detects the type from the temp file's first bytes and judges it against kind and extension. */
  private async check(s: SessionRow, file: string): Promise<Sniffed | null> {
    const fh = await open(file, "r");
    try {
      const head = Buffer.alloc(Math.min(SNIFF_BYTES, s.size));
      const { bytesRead } = await fh.read(head, 0, head.length, 0);
      // Only the start of a longer file: a multi-byte character may be cut at the end.
      const partial = bytesRead < s.size;
      const verdict = judge(
        s.kind as UploadKindName,
        fileExt(s.fileName),
        await sniff(head.subarray(0, bytesRead), partial),
      );
      return verdict.ok ? verdict.type : null;
    } finally {
      await fh.close();
    }
  }

  async complete(user: Principal, id: string): Promise<UploadedFile> {
    const s = await this.owned(user, id);
    return this.locked(id, async () => {
      if (s.received !== s.size) {
        throw badRequest(`文件尚未上传完成：已接收${s.received}字节，共${s.size}字节`);
      }
      const file = await this.tempPath(id);
      // Bytes past `received` (a write cut off and then retried shorter) are not part of the file.
      await truncate(file, s.size).catch(async () => {
        await this.discard(id);
        throw notFound("上传数据已丢失，请重新上传");
      });
      const type = await this.check(s, file);
      if (!type) {
        await this.discard(id);
        throw mismatch(s.kind as UploadKindName);
      }
      // Text must be UTF-8 throughout, not only at the start: checked while hashing, one pass.
      const text = type.ext === "txt" || type.ext === "vtt";
      const decoder = new TextDecoder("utf-8", { fatal: true });
      let textOk = true;
      const { sha256, size } = await this.storage.hashFile(file, (chunk) => {
        if (!text || !textOk) return;
        if (chunk.includes(0)) textOk = false;
        else {
          try {
            decoder.decode(chunk, { stream: true });
          } catch {
            textOk = false;
          }
        }
      });
      if (text && textOk) {
        try {
          decoder.decode();
        } catch {
          textOk = false;
        }
      }
      if (!textOk || size !== s.size) {
        await this.discard(id);
        throw mismatch(s.kind as UploadKindName);
      }

      const key = this.storage.newKey(type.ext);
      let row: FileRow | undefined;
      let mediaStatus: UploadedFile["mediaStatus"] = "none";
      try {
        await this.db.transaction(async (tx) => {
          // Claiming the session row first makes a second complete() of the same upload a no-op.
          const claimed = await tx
            .delete(uploadSessions)
            .where(and(eq(uploadSessions.id, id), eq(uploadSessions.userId, user.userId)))
            .returning({ id: uploadSessions.id });
          if (claimed.length === 0) throw conflict("该上传已完成或已取消");
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
          // Last step inside the transaction: if the move fails, nothing was written.
          await this.storage.adopt(file, key);
        });
      } catch (err) {
        // The move may have happened before a failed commit: put the bytes back for a retry.
        await this.storage.release(key, file).catch(() => {});
        throw err;
      }
      return presentUpload(row as FileRow, mediaStatus);
    });
  }

  /**
   * Removes expired sessions with their bytes, and temp files no session owns (a crash between
   * creating the file and the row). Returns how many sessions were removed.
   */
  async purgeExpired(now = new Date()): Promise<number> {
    const expired = await this.db
      .delete(uploadSessions)
      .where(lte(uploadSessions.expiresAt, now))
      .returning({ id: uploadSessions.id });
    const dir = await this.storage.tempDir("uploads");
    for (const s of expired) await rm(path.join(dir, `${s.id}.part`), { force: true });

    const names = await readdir(dir).catch(() => [] as string[]);
    const ids = names.filter((n) => n.endsWith(".part")).map((n) => n.slice(0, -5));
    if (ids.length > 0) {
      const live = new Set(
        (
          await this.db
            .select({ id: uploadSessions.id })
            .from(uploadSessions)
            .where(inArray(uploadSessions.id, ids.slice(0, 1000)))
        ).map((r) => r.id),
      );
      for (const id of ids.slice(0, 1000)) {
        if (live.has(id) || this.busy.has(id)) continue;
        const full = path.join(dir, `${id}.part`);
        const st = await stat(full).catch(() => null);
        // A fresh file may belong to an init() between its file and its row.
        if (st && now.getTime() - st.mtimeMs > 3600_000) await rm(full, { force: true });
      }
    }
    return expired.length;
  }
}
