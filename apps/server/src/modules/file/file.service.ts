import { fileExt, UPLOAD_LIMITS, type UploadedFile, type UploadKindName } from "@otp/contract";
import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../platform/db/client.js";
import { anyContains, offsetOf } from "../../platform/db/sql-helpers.js";
import { AppError, badRequest, notFound } from "../../platform/http/errors.js";
import { type SendOptions, type SendSource, sendFile } from "../../platform/storage/send-file.js";
import { judge, sniff, UPLOAD_KINDS, type UploadKind } from "../../platform/storage/sniff.js";
import type { FileStorage, StoredFile } from "../../platform/storage/storage.js";
import { files } from "./file.tables.js";

export type FileRow = typeof files.$inferSelect;
/** The db or a transaction handle: lets another module's all-or-nothing write include a files row. */
export type FileExecutor = Pick<Db, "insert" | "select" | "update" | "delete">;

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
  constructor(
    private readonly db: Db,
    /** The byte store; the media module writes uploads and renditions through it. */
    readonly storage: FileStorage,
    private readonly ownerNames: OwnerNames,
  ) {}

  /** Storage overview: where files live, disk room, and use per upload kind. */
  async overview() {
    const [where, perKind] = await Promise.all([
      this.storage.describe(),
      this.db
        .select({ kind: files.kind, count: count(), bytes: sql<number>`coalesce(sum(${files.size}), 0)::bigint` })
        .from(files)
        .groupBy(files.kind),
    ]);
    const used = new Map(perKind.map((k) => [k.kind, { count: k.count, bytes: Number(k.bytes) }]));
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
      totalBytes: perKind.reduce((n, k) => n + Number(k.bytes), 0),
      kinds,
    };
  }

  async list(q: { pageNo: number; pageSize: number; kind?: string; keyword?: string }) {
    const where: SQL[] = [];
    if (q.kind) where.push(eq(files.kind, q.kind));
    if (q.keyword) where.push(anyContains(q.keyword, files.name, files.mime));
    const cond = where.length ? and(...where) : undefined;
    const [rows, [c]] = await Promise.all([
      this.db.select().from(files).where(cond).orderBy(desc(files.id)).limit(q.pageSize).offset(offsetOf(q)),
      this.db.select({ n: count() }).from(files).where(cond),
    ]);
    const owners = await this.ownerNames(rows.flatMap((r) => (r.ownerId ? [r.ownerId] : [])));
    return {
      count: c?.n ?? 0,
      list: rows.map((r) => ({
        id: r.id,
        name: r.name,
        kind: r.kind,
        mime: r.mime,
        size: r.size,
        url: r.kind === "image" ? `/api/c/file/${r.id}` : null,
        ownerAccount: r.ownerId ? (owners.get(r.ownerId)?.account ?? null) : null,
        ownerName: r.ownerId ? (owners.get(r.ownerId)?.realName ?? null) : null,
        createdAt: r.createdAt,
      })),
    };
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

  /** Inserts the row for bytes already moved into storage; pass a transaction to make it part of a larger write. */
  async adopt(input: AdoptInput, exec: FileExecutor = this.db): Promise<FileRow> {
    const [row] = await exec
      .insert(files)
      .values({
        name: safeName(input.name),
        mime: input.mime,
        ext: input.ext,
        size: input.size,
        kind: input.kind,
        storageKey: input.key,
        sha256: input.sha256,
        ownerId: input.ownerId,
      })
      .returning();
    return row as FileRow;
  }

  /** Points a file at new bytes (an edited document); returns the old storage key to remove after commit. */
  async replaceContent(
    id: number,
    stored: StoredFile,
    meta: { ext?: string; mime?: string; name?: string } = {},
    exec: FileExecutor = this.db,
  ): Promise<string> {
    const [old] = await exec.select({ key: files.storageKey }).from(files).where(eq(files.id, id));
    if (!old) throw notFound("文件不存在");
    await exec
      .update(files)
      .set({
        storageKey: stored.key,
        size: stored.size,
        sha256: stored.sha256,
        ...(meta.ext ? { ext: meta.ext } : {}),
        ...(meta.mime ? { mime: meta.mime } : {}),
        ...(meta.name ? { name: safeName(meta.name) } : {}),
      })
      .where(eq(files.id, id));
    return old.key;
  }

  /** Deletes rows; returns their storage keys for removeStored() once the transaction committed. */
  async deleteRows(ids: number[], exec: FileExecutor = this.db): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await exec.delete(files).where(inArray(files.id, ids)).returning({ key: files.storageKey });
    return rows.map((r) => r.key);
  }

  async removeStored(keys: string[]): Promise<void> {
    await Promise.all(keys.map((k) => this.storage.remove(k).catch(() => {})));
  }

  /** Rows of these ids (unknown ids are left out). */
  async many(ids: number[]): Promise<FileRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(files)
      .where(inArray(files.id, [...new Set(ids)]));
  }

  async get(id: number): Promise<FileRow> {
    const [row] = await this.db.select().from(files).where(eq(files.id, id));
    if (!row) throw notFound("文件不存在");
    return row;
  }

  async exists(id: number): Promise<boolean> {
    return (await this.db.select({ id: files.id }).from(files).where(eq(files.id, id))).length > 0;
  }

  open(row: FileRow) {
    return this.storage.open(row.storageKey);
  }

  /** A path ffmpeg or LibreOffice can read. */
  localPath(row: FileRow): string {
    return this.storage.localPath(row.storageKey);
  }

  /**
   * Streams a file with HTTP range requests, ETag/304 and safe headers. The caller has checked
   * access; for GET /api/l/resource/file/stream: `return files.send(req, reply, fileId, { download })`.
   */
  async send(req: FastifyRequest, reply: FastifyReply, file: number | FileRow, opts: SendOptions = {}) {
    const row = typeof file === "number" ? await this.get(file) : file;
    return sendFile(req, reply, this.source(row), opts);
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

export function present(row: FileRow) {
  return { id: row.id, url: `/api/c/file/${row.id}`, name: row.name, size: row.size, mime: row.mime };
}

/** The chunked upload's answer. */
export function presentUpload(row: FileRow, mediaStatus: UploadedFile["mediaStatus"]): UploadedFile {
  return {
    id: row.id,
    name: row.name,
    size: row.size,
    kind: row.kind as UploadKindName,
    mime: row.mime,
    ext: row.ext,
    url: row.kind === "image" ? `/api/c/file/${row.id}` : null,
    mediaStatus,
  };
}
