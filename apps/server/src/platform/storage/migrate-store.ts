import { createHash, randomUUID } from "node:crypto";
import { once } from "node:events";
import { copyFile, rm } from "node:fs/promises";
import path from "node:path";
import type { FileStorage } from "./storage.js";

export interface MigrateOptions {
  /** Progress and problems, one line each, for the operator. */
  log: (line: string) => void;
  /** The sha256 the files table holds for `key` (null: the key is not a file the table knows). */
  expected?: (key: string) => Promise<string | null>;
  /** Keys per page of from.list(). */
  pageSize?: number;
}

export interface MigrateResult {
  copied: number;
  skipped: number;
  verified: number;
  /** Keys whose bytes in `to` differ from the source's (or from the files table's sha256). */
  mismatches: string[];
}

/** sha256 of what `storage` serves for `key`, read the way users read it (open()). */
async function servedHash(storage: FileStorage, key: string): Promise<string> {
  const stream = storage.open(key);
  await once(stream, "ready");
  const hash = createHash("sha256");
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

async function sizeIn(storage: FileStorage, key: string): Promise<number | null> {
  return (await storage.exists(key)) ? storage.size(key) : null;
}

/** Copies `key` through a scratch copy in `to`'s work area: the source keeps its bytes. */
async function copyOne(from: FileStorage, to: FileStorage, key: string): Promise<string> {
  const local = await from.localCopy(key);
  const copy = path.join(await to.tempDir("work"), `migrate-${randomUUID()}`);
  try {
    // The local driver's localCopy is the stored file itself: adopt() would move it away.
    await copyFile(local.path, copy);
    const { sha256 } = await from.hashFile(copy);
    await to.adopt(copy, key);
    return sha256;
  } finally {
    await rm(copy, { force: true });
    await local.done();
  }
}

/**
 * Copies every stored object of `from` that `to` lacks (or holds with another size) under the
 * same key, then checks every key by hashing what `to` serves against the source (and the files
 * table when `expected` is given). Nothing is removed from `from`; a second run copies nothing,
 * so an interrupted migration is simply run again.
 */
export async function migrateStore(from: FileStorage, to: FileStorage, opts: MigrateOptions): Promise<MigrateResult> {
  const result: MigrateResult = { copied: 0, skipped: 0, verified: 0, mismatches: [] };
  const pageSize = opts.pageSize ?? 500;
  let after: string | undefined;
  for (;;) {
    const page = await from.list(after, pageSize);
    if (page.length === 0) break;
    for (const { key, size } of page) {
      let sourceHash: string;
      if ((await sizeIn(to, key)) === size) {
        sourceHash = await servedHash(from, key);
        result.skipped++;
      } else {
        sourceHash = await copyOne(from, to, key);
        result.copied++;
      }
      const targetHash = await servedHash(to, key);
      const expected = opts.expected ? await opts.expected(key) : null;
      if (targetHash !== sourceHash) {
        result.mismatches.push(key);
        opts.log(`校验不一致：${key}（源 ${sourceHash}，目标 ${targetHash}）`);
      } else if (expected && expected !== sourceHash) {
        result.mismatches.push(key);
        opts.log(`校验不一致：${key}（文件表记录 ${expected}，实际 ${sourceHash}）`);
      } else {
        result.verified++;
      }
    }
    after = page[page.length - 1]?.key;
    opts.log(`已处理 ${result.copied + result.skipped} 个对象：复制 ${result.copied}，已存在 ${result.skipped}`);
  }
  opts.log(
    `迁移完成：复制 ${result.copied}，已存在 ${result.skipped}，校验通过 ${result.verified}，不一致 ${result.mismatches.length}`,
  );
  return result;
}
