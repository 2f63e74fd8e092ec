import { createHash, randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat, statfs, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

export interface StoredFile {
  key: string;
  sha256: string;
  size: number;
}

/** Byte range of a file, both ends inclusive (as in HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

/** Where uploaded bytes live. Local disk by default; an S3-compatible store can implement the same. */
export interface FileStorage {
  /** Writes atomically (temp file + rename), so a failure never leaves a partial file. */
  put(bytes: Buffer, ext: string): Promise<StoredFile>;
  /** Moves a finished local file (from tempDir) into storage atomically, hashing it first. */
  putFile(src: string, ext: string): Promise<StoredFile>;
  /** A fresh random key for `ext`; nothing is written until adopt(). */
  newKey(ext: string): string;
  /** sha256 and size of a local file, streaming; `inspect` sees every chunk (content checks in the same pass). */
  hashFile(src: string, inspect?: (chunk: Buffer) => void): Promise<{ sha256: string; size: number }>;
  /** Moves a local file from tempDir to `key` in one step (rename on the same disk). */
  adopt(src: string, key: string): Promise<void>;
  /** Undoes adopt() when what followed it failed: the bytes go back to `dest`. */
  release(key: string, dest: string): Promise<void>;
  open(key: string, range?: ByteRange): Readable;
  size(key: string): Promise<number>;
  remove(key: string): Promise<void>;
  /** A path ffmpeg can read (the local driver's file itself). */
  localPath(key: string): string;
  /** Scratch directory on the same disk as the files, never served: uploads in progress, media work. */
  tempDir(area: "uploads" | "work"): Promise<string>;
  /**
   * Removes what media and analysis work left in the "work" scratch area and has not changed for
   * `olderThanMs` (a process killed mid-job leaves its folder behind); returns how many entries.
   */
  sweepWork(olderThanMs: number): Promise<number>;
  /** Where the bytes live and how much room is left, for the storage screen. */
  describe(): Promise<{ driver: string; root: string; disk: { totalBytes: number; freeBytes: number } }>;
}

/**
 * When a scratch entry last changed: a file's own time; a folder's time or that of anything
 * directly in it (a job writing one growing output file changes the file, not the folder).
 * Infinity when it cannot be read (it is not removed then).
 */
async function lastChange(entry: string): Promise<number> {
  const st = await stat(entry).catch(() => null);
  if (!st) return Number.POSITIVE_INFINITY;
  if (!st.isDirectory()) return st.mtimeMs;
  let latest = st.mtimeMs;
  for (const name of await readdir(entry).catch(() => [])) {
    const inner = await stat(path.join(entry, name)).catch(() => null);
    if (inner) latest = Math.max(latest, inner.mtimeMs);
  }
  return latest;
}

export class LocalStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private resolve(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error("storage key escapes root");
    return full;
  }

  newKey(ext: string): string {
    const safeExt = /^[a-z0-9]{1,8}$/.test(ext) ? ext : "bin";
    const day = new Date().toISOString().slice(0, 10).replaceAll("-", "");
    return `${day}/${randomUUID()}.${safeExt}`;
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

  async hashFile(src: string, inspect?: (chunk: Buffer) => void) {
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

  async adopt(src: string, key: string) {
    const full = this.resolve(key);
    await mkdir(path.dirname(full), { recursive: true });
    await rename(src, full);
  }

  async release(key: string, dest: string) {
    await rename(this.resolve(key), dest).catch(() => rm(this.resolve(key), { force: true }));
  }

  async putFile(src: string, ext: string) {
    const { sha256, size } = await this.hashFile(src);
    const key = this.newKey(ext);
    await this.adopt(src, key);
    return { key, sha256, size };
  }

  open(key: string, range?: ByteRange) {
    return createReadStream(this.resolve(key), range ? { start: range.start, end: range.end } : {});
  }

  async size(key: string) {
    return (await stat(this.resolve(key))).size;
  }

  async remove(key: string) {
    await rm(this.resolve(key), { force: true });
  }

  localPath(key: string) {
    return this.resolve(key);
  }

  async tempDir(area: "uploads" | "work") {
    const dir = path.join(path.resolve(this.root), ".tmp", area);
    await mkdir(dir, { recursive: true });
    return dir;
  }

  async sweepWork(olderThanMs: number) {
    const dir = await this.tempDir("work");
    const before = Date.now() - olderThanMs;
    let removed = 0;
    for (const name of await readdir(dir)) {
      const full = path.join(dir, name);
      if ((await lastChange(full)) >= before) continue;
      await rm(full, { recursive: true, force: true });
      removed++;
    }
    return removed;
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
