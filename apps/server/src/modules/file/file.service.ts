import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.js";
import { anyContains, offsetOf } from "../../platform/db/sql-helpers.js";
import { AppError, badRequest, notFound } from "../../platform/http/errors.js";
import { sniff, UPLOAD_KINDS, type UploadKind } from "../../platform/storage/sniff.js";
import type { FileStorage } from "../../platform/storage/storage.js";
import { files } from "./file.tables.js";

export type FileRow = typeof files.$inferSelect;

/** Keeps a display name only: no directories, no control characters, bounded length. */
export function safeName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = [...base]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f && !'<>:"|?*'.includes(ch))
    .join("")
    .replace(/^\.+/, "")
    .trim();
  return clean.slice(-150) || "file";
}

/** Display names of file owners; provided by the user module. */
export type OwnerNames = (ids: number[]) => Promise<Map<number, { account: string; realName: string }>>;

export class FileService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
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
      types: [...rule.types],
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

  async save(kind: UploadKind, name: string, bytes: Buffer, ownerId: number) {
    const rule = UPLOAD_KINDS[kind];
    if (bytes.length === 0) throw badRequest("参数 file：文件为空");
    if (bytes.length > rule.maxBytes) throw new AppError(413, `${rule.label}不能超过${rule.maxBytes / 1024 / 1024}MB`);
    const type = await sniff(bytes);
    if (!type || !(rule.types as readonly string[]).includes(type.ext)) {
      throw badRequest(`参数 file：文件内容不是支持的${rule.label}格式（${rule.types.join("、")}）`);
    }
    const stored = await this.storage.put(bytes, type.ext);
    try {
      const [row] = await this.db
        .insert(files)
        .values({
          name: safeName(name),
          mime: type.mime,
          ext: type.ext,
          size: stored.size,
          kind,
          storageKey: stored.key,
          sha256: stored.sha256,
          ownerId,
        })
        .returning();
      return present(row as FileRow);
    } catch (err) {
      await this.storage.remove(stored.key);
      throw err;
    }
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
}

export function present(row: FileRow) {
  return { id: row.id, url: `/api/c/file/${row.id}`, name: row.name, size: row.size, mime: row.mime };
}
