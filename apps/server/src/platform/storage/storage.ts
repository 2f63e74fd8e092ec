import { createHash, randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, statfs, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

/** Where uploaded bytes live. Local disk by default; an S3-compatible store can implement the same. */
export interface FileStorage {
  /** Writes atomically (temp file + rename), so a failure never leaves a partial file. */
  put(bytes: Buffer, ext: string): Promise<{ key: string; sha256: string; size: number }>;
  open(key: string): Readable;
  size(key: string): Promise<number>;
  remove(key: string): Promise<void>;
  /** Where the bytes live and how much room is left, for the storage screen. */
  describe(): Promise<{ driver: string; root: string; disk: { totalBytes: number; freeBytes: number } }>;
}

export class LocalStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private resolve(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error("storage key escapes root");
    return full;
  }

  async put(bytes: Buffer, ext: string) {
    const safeExt = /^[a-z0-9]{1,8}$/.test(ext) ? ext : "bin";
    const day = new Date().toISOString().slice(0, 10).replaceAll("-", "");
    const key = `${day}/${randomUUID()}.${safeExt}`;
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

  open(key: string) {
    return createReadStream(this.resolve(key));
  }

  async size(key: string) {
    return (await stat(this.resolve(key))).size;
  }

  async remove(key: string) {
    await rm(this.resolve(key), { force: true });
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
