import { createHash, randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { copyFile, mkdir, open, readdir, rename, rm, stat, statfs, truncate, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { appendChunk } from "./append-chunk.js";
import { sweepScratch } from "./scratch.js";
import type { FileStorage, LocalCopy, UploadArea } from "./storage.js";

/** A random key `YYYYMMDD/<uuid>.<ext>` (the same shape on every driver). */
export function newStorageKey(ext: string): string {
  const safeExt = /^[a-z0-9]{1,8}$/.test(ext) ? ext : "bin";
  const day = new Date().toISOString().slice(0, 10).replaceAll("-", "");
  return `${day}/${randomUUID()}.${safeExt}`;
}

/** sha256 and size of a local file, streaming; `inspect` sees every chunk. */
export async function hashLocalFile(src: string, inspect?: (chunk: Buffer) => void) {
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of createReadStream(src, { highWaterMark: 1024 * 1024 })) {
    const buf = chunk as Buffer;
    hash.update(buf);
    inspect?.(buf);
    size += buf.length;
  }
  return { sha256: hash.digest("hex"), size };
}

/** rename, or copy + remove when the scratch space is another disk than the files. */
async function move(src: string, dest: string): Promise<void> {
  try {
    await rename(src, dest);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EXDEV") throw err;
    await copyFile(src, `${dest}.part`);
    await rename(`${dest}.part`, dest);
    await rm(src, { force: true });
  }
}

/** Uploads in progress as one growing file each, `<id>.part`, in this instance's scratch space. */
class LocalUploads implements UploadArea {
  constructor(private readonly dir: () => Promise<string>) {}

  private async file(id: string) {
    if (!/^[A-Za-z0-9_-]{8,64}$/.test(id)) throw new Error("bad upload id");
    return path.join(await this.dir(), `${id}.part`);
  }

  async create(id: string) {
    await (await open(await this.file(id), "wx")).close();
  }

  async exists(id: string) {
    return stat(await this.file(id)).then(
      () => true,
      () => false,
    );
  }

  async write(id: string, offset: number, body: Readable, limits: { remaining: number; max: number }) {
    const fh = await open(await this.file(id), "r+");
    try {
      return await appendChunk(fh, offset, body, limits);
    } finally {
      await fh.close();
    }
  }

  async local(id: string, size: number): Promise<LocalCopy> {
    const file = await this.file(id);
    // Bytes past `size` (a write cut off and then retried shorter) are not part of the file.
    await truncate(file, size);
    return { path: file, done: async () => {} };
  }

  async remove(id: string) {
    await rm(await this.file(id), { force: true });
  }

  async list(limit: number) {
    const dir = await this.dir();
    const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith(".part")).slice(0, limit);
    const out: { id: string; changedMs: number }[] = [];
    for (const name of names) {
      const st = await stat(path.join(dir, name)).catch(() => null);
      if (st) out.push({ id: name.slice(0, -5), changedMs: st.mtimeMs });
    }
    return out;
  }
}

/** Files on this machine's disk under `root`; scratch space in `scratchDir` (default root/.tmp). */
export class LocalStorage implements FileStorage {
  readonly uploads: UploadArea;

  constructor(
    private readonly root: string,
    private readonly scratchDir = "",
  ) {
    this.uploads = new LocalUploads(() => this.tempDir("uploads"));
  }

  private resolve(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error("storage key escapes root");
    return full;
  }

  newKey(ext: string): string {
    return newStorageKey(ext);
  }

  async put(bytes: Buffer, ext: string) {
    const key = this.newKey(ext);
    const full = this.resolve(key);
    await mkdir(path.dirname(full), { recursive: true });
    const tmp = `${full}.part`;
    try {
      await writeFile(tmp, bytes, { flag: "wx" });
      await rename(tmp, full);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
    return { key, sha256: createHash("sha256").update(bytes).digest("hex"), size: bytes.length };
  }

  hashFile(src: string, inspect?: (chunk: Buffer) => void) {
    return hashLocalFile(src, inspect);
  }

  async adopt(src: string, key: string) {
    const full = this.resolve(key);
    await mkdir(path.dirname(full), { recursive: true });
    await move(src, full);
  }

  async release(key: string, dest: string) {
    await move(this.resolve(key), dest).catch(() => rm(this.resolve(key), { force: true }));
  }

  async putFile(src: string, ext: string) {
    const { sha256, size } = await this.hashFile(src);
    const key = this.newKey(ext);
    await this.adopt(src, key);
    return { key, sha256, size };
  }

  open(key: string, range?: { start: number; end: number }) {
    return createReadStream(this.resolve(key), range ? { start: range.start, end: range.end } : {});
  }

  async size(key: string) {
    return (await stat(this.resolve(key))).size;
  }

  async exists(key: string) {
    return stat(this.resolve(key)).then(
      (st) => st.isFile(),
      () => false,
    );
  }

  async remove(key: string) {
    await rm(this.resolve(key), { force: true });
  }

  async localCopy(key: string): Promise<LocalCopy> {
    const full = this.resolve(key);
    await stat(full); // a missing file rejects with ENOENT, as on every driver
    return { path: full, done: async () => {} };
  }

  async toolInput(key: string) {
    return this.resolve(key);
  }

  async signedUrl() {
    return null;
  }

  async tempDir(area: "uploads" | "work") {
    const dir = path.join(
      this.scratchDir ? path.resolve(this.scratchDir) : path.join(path.resolve(this.root), ".tmp"),
      area,
    );
    await mkdir(dir, { recursive: true });
    return dir;
  }

  async sweepWork(olderThanMs: number) {
    return sweepScratch(await this.tempDir("work"), olderThanMs);
  }

  /** Keys in order, after `after`: the day folders, then the files in each (scratch and partial writes left out). */
  async list(after = "", limit = 1000) {
    const out: { key: string; size: number }[] = [];
    const days = (await readdir(this.root).catch(() => [] as string[])).filter((d) => !d.startsWith(".")).sort();
    for (const day of days) {
      if (out.length >= limit) break;
      if (after && day < (after.split("/")[0] ?? "")) continue;
      const names = (await readdir(path.join(this.root, day)).catch(() => [] as string[])).sort();
      for (const name of names) {
        const key = `${day}/${name}`;
        if (key <= after || name.endsWith(".part")) continue;
        const st = await stat(path.join(this.root, key)).catch(() => null);
        if (st?.isFile()) out.push({ key, size: st.size });
        if (out.length >= limit) break;
      }
    }
    return out;
  }

  async check() {
    try {
      await mkdir(this.root, { recursive: true });
      const probe = path.join(this.root, `.write-check-${process.pid}`);
      await writeFile(probe, "");
      await rm(probe, { force: true });
    } catch (err) {
      throw new Error(`文件目录不可写：请检查 DATA_DIR（${this.root}：${(err as Error).message}）`);
    }
  }

  async describe() {
    await mkdir(this.root, { recursive: true });
    const fs = await statfs(this.root);
    return {
      driver: "local",
      root: path.resolve(this.root),
      disk: { totalBytes: fs.blocks * fs.bsize, freeBytes: fs.bavail * fs.bsize },
    };
  }
}
