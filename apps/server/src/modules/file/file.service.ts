import { randomUUID } from "node:crypto";
import { copyFile, open, rm, stat } from "node:fs/promises";
import path from "node:path";
import { fileExt, type PictureWidth, UPLOAD_LIMITS, type UploadKindName } from "@otp/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db, DbOrTx } from "../../platform/db/client.js";
import type { Page } from "../../platform/db/paging.js";
import { AppError, badRequest, notFound } from "../../platform/http/errors.js";
import { type SendOptions, type SendSource, sendFile } from "../../platform/storage/send-file.js";
import { judge, SNIFF_BYTES, sniff, UPLOAD_KINDS, type UploadKind } from "../../platform/storage/sniff.js";
import type { FileStorage, LocalCopy, StoredFile } from "../../platform/storage/storage.js";
import { present, presentListed } from "./file.present.js";
import type { FileRow } from "./file.queries.js";
import * as q from "./file.queries.js";
import { PictureRenditions, renditionKeys } from "./file.renditions.js";

export type { FileRow } from "./file.queries.js";

/** Characters that reorder or hide text (a name could pretend to end in .pdf while ending in .exe). */
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** Keeps a display name only: no directories, no control characters, bounded length. */
export function safeName(name: string): string {
  const base = name.replace(INVISIBLE, "").split(/[\\/]/).pop() ?? "";
  const clean = [...base]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f && !'<>:"|?*'.includes(ch))
    .join("")
    .replace(/^\.+/, "")
    .trim();
  return clean.slice(-150) || "file";
}

/** A row for bytes already in storage (adopt). */
export interface AdoptInput extends StoredFile {
  kind: UploadKindName;
  name: string;
  mime: string;
  ext: string;
  ownerId: number | null;
}

/** Display names of file owners; provided by the user module. */
export type OwnerNames = (ids: number[]) => Promise<Map<number, { account: string; realName: string }>>;

export class FileService {
  private readonly pictures: PictureRenditions;

  constructor(
    private readonly db: Db,
    /** The byte store; the media module writes uploads and renditions through it. */
    readonly storage: FileStorage,
    private readonly ownerNames: OwnerNames,
  ) {
    this.pictures = new PictureRenditions(storage);
  }

  /** Storage overview: where files live, disk room, and use per upload kind. */
  async overview() {
    const [where, perKind] = await Promise.all([this.storage.describe(), q.usePerKind(this.db)]);
    const used = new Map(perKind.map((k) => [k.kind, k]));
    const kinds = Object.entries(UPLOAD_KINDS).map(([kind, rule]) => ({
      kind,
      label: rule.label,
      count: used.get(kind)?.count ?? 0,
      bytes: used.get(kind)?.bytes ?? 0,
      maxBytes: rule.maxBytes,
      // What users may upload, by file-name extension (the form enforces the same list).
      types: [...UPLOAD_LIMITS[kind as UploadKind].exts],
    }));
    return {
      ...where,
      fileCount: perKind.reduce((n, k) => n + k.count, 0),
      totalBytes: perKind.reduce((n, k) => n + k.bytes, 0),
      kinds,
    };
  }

  async list(input: Page & { kind?: string; keyword?: string }) {
    const { rows, count } = await q.pageOfFiles(this.db, input, input);
    const owners = await this.ownerNames(rows.flatMap((r) => (r.ownerId ? [r.ownerId] : [])));
    return { count, list: rows.map((r) => presentListed(r, owners)) };
  }

  /**
   * Stores a small file held in memory (picture uploads, the seed's demo media). Pictures are
   * accepted by content alone (pasted images have no useful name); other kinds must also match
   * the name's extension.
   */
  async save(kind: UploadKind, name: string, bytes: Buffer, ownerId: number) {
    const rule = UPLOAD_KINDS[kind];
    if (bytes.length === 0) throw badRequest("参数 file：文件为空");
    if (bytes.length > rule.maxBytes) throw new AppError(413, `${rule.label}不能超过${rule.maxBytes / 1024 / 1024}MB`);
    const detected = await sniff(bytes);
    const verdict =
      kind === "image"
        ? detected && (rule.types as readonly string[]).includes(detected.ext)
          ? { ok: true as const, type: detected }
          : { ok: false as const }
        : judge(kind, fileExt(safeName(name)), detected);
    if (!verdict.ok) {
      throw badRequest(`参数 file：文件内容不是支持的${rule.label}格式（${rule.types.join("、")}）`);
    }
    const stored = await this.storage.put(bytes, verdict.type.ext);
    try {
      const row = await this.adopt({
        ...stored,
        kind,
        name: safeName(name),
        mime: verdict.type.mime,
        ext: verdict.type.ext,
        ownerId,
      });
      return present(row);
    } catch (err) {
      await this.storage.remove(stored.key);
      throw err;
    }
  }

  /**
   * Stores a large file the server made itself (a live's recording) without holding it in memory:
   * the content is judged on its first bytes, the file is copied into storage's scratch area and
   * moved in; `src` stays where it was for its owner to remove.
   */
  async saveLocal(kind: UploadKind, name: string, src: string, ownerId: number) {
    const rule = UPLOAD_KINDS[kind];
    const { size } = await stat(src);
    if (size === 0) throw badRequest("参数 file：文件为空");
    if (size > rule.maxBytes) throw new AppError(413, `${rule.label}不能超过${rule.maxBytes / 1024 / 1024}MB`);
    const handle = await open(src, "r");
    const head = Buffer.alloc(Math.min(SNIFF_BYTES, size));
    try {
      await handle.read(head, 0, head.length, 0);
    } finally {
      await handle.close();
    }
    const verdict = judge(kind, fileExt(safeName(name)), await sniff(head, true));
    if (!verdict.ok) throw badRequest(`参数 file：文件内容不是支持的${rule.label}格式（${rule.types.join("、")}）`);
    const tmp = path.join(await this.storage.tempDir("work"), `${randomUUID()}.${verdict.type.ext}`);
    await copyFile(src, tmp);
    const stored = await this.storage.putFile(tmp, verdict.type.ext).catch(async (err) => {
      await rm(tmp, { force: true });
      throw err;
    });
    try {
      const row = await this.adopt({ ...stored, kind, name, mime: verdict.type.mime, ext: verdict.type.ext, ownerId });
      return present(row);
    } catch (err) {
      await this.storage.remove(stored.key);
      throw err;
    }
  }

  /** Inserts the row for bytes already moved into storage; pass a transaction to make it part of a larger write. */
  adopt(input: AdoptInput, exec: DbOrTx = this.db): Promise<FileRow> {
    return q.insertFile(exec, {
      name: safeName(input.name),
      mime: input.mime,
      ext: input.ext,
      size: input.size,
      kind: input.kind,
      storageKey: input.key,
      sha256: input.sha256,
      ownerId: input.ownerId,
    });
  }

  /** Points a file at new bytes (an edited document); returns the old storage key to remove after commit. */
  async replaceContent(
    id: number,
    stored: StoredFile,
    meta: { ext?: string; mime?: string; name?: string } = {},
    exec: DbOrTx = this.db,
  ): Promise<string> {
    const oldKey = await q.storageKeyOf(exec, id);
    if (!oldKey) throw notFound("文件不存在");
    await q.updateFile(exec, id, {
      storageKey: stored.key,
      size: stored.size,
      sha256: stored.sha256,
      ...(meta.ext ? { ext: meta.ext } : {}),
      ...(meta.mime ? { mime: meta.mime } : {}),
      ...(meta.name ? { name: safeName(meta.name) } : {}),
    });
    return oldKey;
  }

  /** Deletes rows; returns their storage keys for removeStored() once the transaction committed. */
  deleteRows(ids: number[], exec: DbOrTx = this.db): Promise<string[]> {
    return q.deleteFiles(exec, ids);
  }

  /** Removes stored bytes and the picture sizes made from them (`?w=`); a missing one is no error. */
  async removeStored(keys: string[]): Promise<void> {
    const all = keys.flatMap((k) => [k, ...renditionKeys(k)]);
    await Promise.all(all.map((k) => this.storage.remove(k).catch(() => {})));
  }

  /** Rows of these ids (unknown ids are left out). */
  many(ids: number[]): Promise<FileRow[]> {
    return q.findFiles(this.db, ids);
  }

  async get(id: number): Promise<FileRow> {
    const row = await q.findFile(this.db, id);
    if (!row) throw notFound("文件不存在");
    return row;
  }

  /** Bytes a user's files take (their uploads and the renditions and thumbnails made from them). */
  usedBytes(ownerId: number): Promise<number> {
    return q.bytesOwnedBy(this.db, ownerId);
  }

  exists(id: number): Promise<boolean> {
    return q.fileExists(this.db, id);
  }

  open(row: FileRow) {
    return this.storage.open(row.storageKey);
  }

  /** A local file ffmpeg, sharp or LibreOffice can read; `done()` when finished with it. */
  localCopy(row: FileRow): Promise<LocalCopy> {
    return this.storage.localCopy(row.storageKey);
  }

  /** A path or address ffmpeg reads the file from without a copy (long-running playout, keyframes). */
  toolInput(row: FileRow): Promise<string> {
    return this.storage.toolInput(row.storageKey);
  }

  /**
   * The whole file in memory (small files only: pictures, captions, seals); null when it is gone.
   * A store that is down throws (503): callers must not record "no picture" for good.
   */
  async read(row: FileRow): Promise<Buffer | null> {
    try {
      const chunks: Buffer[] = [];
      for await (const c of this.storage.open(row.storageKey)) chunks.push(c as Buffer);
      return Buffer.concat(chunks);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw err;
    }
  }

  /**
   * Streams a file with HTTP range requests, ETag/304 and safe headers. The caller has checked
   * access; for GET /api/l/resource/file/stream: `return files.send(req, reply, fileId, { download })`.
   */
  async send(req: FastifyRequest, reply: FastifyReply, file: number | FileRow, opts: SendOptions = {}) {
    const row = typeof file === "number" ? await this.get(file) : file;
    return sendFile(req, reply, this.source(row), opts);
  }

  /**
   * A picture at most `width` pixels wide (in proportion), made once and kept beside the original; null
   * when the file is no picture sharp reads (send the original then). Callers check access first.
   */
  async rendition(file: number | FileRow, width: PictureWidth): Promise<SendSource | null> {
    const row = typeof file === "number" ? (await this.many([file]))[0] : file;
    return row ? this.pictures.source(row, width) : null;
  }

  /** What sendFile() needs to serve this file (for callers that call sendFile themselves). */
  source(row: FileRow): SendSource {
    return {
      size: row.size,
      mime: row.mime,
      name: row.name,
      sha256: row.sha256,
      mtime: row.createdAt,
      open: (range) => this.storage.open(row.storageKey, range),
    };
  }
}
