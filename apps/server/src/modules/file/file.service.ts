import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client.js";
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

export class FileService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
  ) {}

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
