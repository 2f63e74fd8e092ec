import { createHash, randomBytes } from "node:crypto";
import { once } from "node:events";
import { existsSync, readdirSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBucket, requireSwift, startSwift, type TestSwift } from "../../test/swift.js";
import { AppError } from "../http/errors.js";
import { LocalStorage } from "./local-storage.js";
import { migrateStore } from "./migrate-store.js";
import { type S3Settings, S3Storage } from "./s3-storage.js";
import type { FileStorage } from "./storage.js";

const hasSwift = requireSwift();
const work = await mkdtemp(path.join(tmpdir(), "storage-contract-"));
afterAll(() => rm(work, { recursive: true, force: true }));

let swift: TestSwift | null = null;
let made = 0;
const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");

async function freshLocal(): Promise<FileStorage> {
  const dir = path.join(work, `local-${++made}`);
  return new LocalStorage(path.join(dir, "files"), path.join(dir, "scratch"));
}

function s3Settings(bucket: string, over: Partial<S3Settings> = {}): S3Settings {
  if (!swift) throw new Error("Swift is not running");
  return {
    endpoint: swift.endpoint,
    bucket,
    accessKey: swift.accessKey,
    secretKey: swift.secretKey,
    region: swift.region,
    scratchDir: path.join(work, `scratch-${++made}`),
    ...over,
  };
}

/** An S3Storage on a bucket of its own (tests do not see each other's objects). */
async function freshS3(over: Partial<S3Settings> = {}): Promise<S3Storage> {
  if (!swift) throw new Error("Swift is not running");
  const bucket = `contract-${++made}`;
  await createBucket(swift, bucket);
  return new S3Storage(s3Settings(bucket, over));
}

/** What `storage` serves for `key` (or a range of it). */
async function served(storage: FileStorage, key: string, range?: { start: number; end: number }): Promise<Buffer> {
  const stream = storage.open(key, range);
  await once(stream, "ready");
  const parts: Buffer[] = [];
  for await (const c of stream) parts.push(c as Buffer);
  return Buffer.concat(parts);
}

async function scratchFile(storage: FileStorage, bytes: Buffer): Promise<string> {
  const file = path.join(await storage.tempDir("work"), `src-${++made}.bin`);
  await writeFile(file, bytes);
  return file;
}

const body = (...pieces: Buffer[]) => Readable.from(pieces);

/** The behaviour every driver owes its callers. */
function behaves(make: () => Promise<FileStorage>) {
  it("puts bytes and serves them whole and in ranges", async () => {
    const storage = await make();
    const bytes = randomBytes(1000);
    const stored = await storage.put(bytes, "bin");
    expect(stored).toEqual({
      key: expect.stringMatching(/^\d{8}\/[0-9a-f-]{36}\.bin$/),
      sha256: sha(bytes),
      size: 1000,
    });
    expect(await served(storage, stored.key)).toEqual(bytes);
    expect(await served(storage, stored.key, { start: 0, end: 9 })).toEqual(bytes.subarray(0, 10));
    expect(await served(storage, stored.key, { start: 400, end: 599 })).toEqual(bytes.subarray(400, 600));
    expect(await served(storage, stored.key, { start: 990, end: 999 })).toEqual(bytes.subarray(990));
    expect(storage.newKey("../x")).toMatch(/\.bin$/);
  });

  it("knows size and presence; removing twice is fine; a missing key opens to ENOENT", async () => {
    const storage = await make();
    const { key } = await storage.put(Buffer.from("hello"), "txt");
    expect(await storage.size(key)).toBe(5);
    expect(await storage.exists(key)).toBe(true);
    await storage.remove(key);
    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.size(key)).rejects.toMatchObject({ code: "ENOENT" });
    const stream = storage.open(key);
    await expect(once(stream, "ready")).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("stores a 12 MiB file intact (multipart on S3), hashing it on the way", async () => {
    const storage = await make();
    const bytes = randomBytes(12 * 1024 * 1024);
    const src = await scratchFile(storage, bytes);
    const stored = await storage.putFile(src, "mp4");
    expect(stored.sha256).toBe(sha(bytes));
    expect(stored.size).toBe(bytes.length);
    expect(existsSync(src)).toBe(false);
    expect(sha(await served(storage, stored.key))).toBe(sha(bytes));
    const tail = await served(storage, stored.key, { start: bytes.length - 100, end: bytes.length - 1 });
    expect(tail).toEqual(bytes.subarray(-100));
  });

  it("adopts a scratch file and releases it back", async () => {
    const storage = await make();
    const bytes = randomBytes(3000);
    const src = await scratchFile(storage, bytes);
    const key = storage.newKey("pdf");
    await storage.adopt(src, key);
    expect(existsSync(src)).toBe(false);
    expect(await served(storage, key)).toEqual(bytes);
    const dest = path.join(await storage.tempDir("work"), "released.pdf");
    await storage.release(key, dest);
    expect(await readFile(dest)).toEqual(bytes);
    expect(await storage.exists(key)).toBe(false);
  });

  it("gives tools a local copy; done() leaves the stored object", async () => {
    const storage = await make();
    const bytes = randomBytes(2048);
    const { key } = await storage.put(bytes, "jpg");
    const copy = await storage.localCopy(key);
    expect(await readFile(copy.path)).toEqual(bytes);
    expect(await storage.hashFile(copy.path)).toEqual({ sha256: sha(bytes), size: 2048 });
    await copy.done();
    expect(await storage.exists(key)).toBe(true);
  });

  it("lists keys in pages, without uploads in progress", async () => {
    const storage = await make();
    const keys: string[] = [];
    for (let i = 0; i < 5; i++) keys.push((await storage.put(Buffer.alloc(i + 1), "bin")).key);
    await storage.uploads.create("listing-upload-1");
    await storage.uploads.write("listing-upload-1", 0, body(Buffer.alloc(10)), { remaining: 10, max: 10 });
    keys.sort();
    const pages: { key: string; size: number }[][] = [];
    let after: string | undefined;
    for (;;) {
      const page = await storage.list(after, 2);
      if (page.length === 0) break;
      pages.push(page);
      after = page[page.length - 1]?.key;
    }
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(pages.flat().map((e) => e.key)).toEqual(keys);
    for (const e of pages.flat()) expect(e.size).toBe(await storage.size(e.key));
  });

  it("keeps chunked uploads: a retried chunk replaces the one at its offset", async () => {
    const storage = await make();
    const id = "upload-aaaa-1";
    const [a, x, c, d] = [randomBytes(100), randomBytes(150), randomBytes(100), randomBytes(100)];
    expect(await storage.uploads.exists(id)).toBe(false);
    await storage.uploads.create(id);
    expect(await storage.uploads.exists(id)).toBe(true);
    const limits = { remaining: 300, max: 200 };
    expect(await storage.uploads.write(id, 0, body(a), limits)).toEqual({ length: 100, refusal: null });
    // The first try at 100 was longer (its answer was lost); the retry sends less.
    await storage.uploads.write(id, 100, body(x), { remaining: 200, max: 200 });
    expect(await storage.uploads.write(id, 100, body(c), { remaining: 200, max: 200 })).toEqual({
      length: 100,
      refusal: null,
    });
    await storage.uploads.write(id, 200, body(d.subarray(0, 60), d.subarray(60)), { remaining: 100, max: 200 });
    const whole = await storage.uploads.local(id, 300);
    expect(await readFile(whole.path)).toEqual(Buffer.concat([a, c, d]));
    await whole.done();

    const listed = await storage.uploads.list(10);
    expect(listed.map((u) => u.id)).toEqual([id]);
    expect(Math.abs((listed[0]?.changedMs ?? 0) - Date.now())).toBeLessThan(120_000);
    await storage.uploads.remove(id);
    expect(await storage.uploads.exists(id)).toBe(false);
    expect(await storage.uploads.list(10)).toEqual([]);
  });

  it("refuses a chunk past the declared size or the chunk limit", async () => {
    const storage = await make();
    await storage.uploads.create("upload-bbbb-1");
    const piece = randomBytes(30);
    const over = await storage.uploads.write("upload-bbbb-1", 0, body(piece, piece, piece), {
      remaining: 70,
      max: 100,
    });
    expect(over.refusal).toBe("oversize");
    const big = await storage.uploads.write("upload-bbbb-1", 0, body(piece, piece), { remaining: 100, max: 40 });
    expect(big.refusal).toBe("chunk");
  });

  it("sweeps old work, keeps recent work", async () => {
    const storage = await make();
    const dir = await storage.tempDir("work");
    const old = new Date(Date.now() - 13 * 3600_000);
    await mkdir(path.join(dir, "dead-job"));
    await utimes(path.join(dir, "dead-job"), old, old);
    await mkdir(path.join(dir, "running-job"));
    expect(await storage.sweepWork(12 * 3600_000)).toBe(1);
    expect(existsSync(path.join(dir, "running-job"))).toBe(true);
  });

  it("starts on a usable store and describes it", async () => {
    const storage = await make();
    await storage.check();
    const d = await storage.describe();
    expect(d.disk.totalBytes).toBeGreaterThan(0);
    expect(["local", "s3"]).toContain(d.driver);
  });
}

describe("LocalStorage", () => {
  behaves(freshLocal);

  it("has no signed addresses", async () => {
    const storage = await freshLocal();
    expect(await storage.signedUrl("x/y.bin", { seconds: 60, name: "a", mime: "text/plain", download: false })).toBe(
      null,
    );
  });
});

describe.skipIf(!hasSwift)("S3Storage on a real Swift", () => {
  beforeAll(async () => {
    swift = await startSwift();
  });
  afterAll(() => swift?.stop());

  behaves(freshS3);

  /** The bucket's own listing of one upload's objects (what the area hides). */
  async function rawUploadKeys(storage: S3Storage, id: string): Promise<string[]> {
    const raw = new S3Client({
      endpoint: swift?.endpoint,
      region: swift?.region,
      credentials: { accessKeyId: swift?.accessKey ?? "", secretAccessKey: swift?.secretKey ?? "" },
      forcePathStyle: true,
    });
    const bucket = (await storage.describe()).root.split("/").pop();
    const page = await raw.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `.uploads/${id}/` }));
    raw.destroy();
    return (page.Contents ?? []).map((o) => o.Key?.slice(`.uploads/${id}/`.length) ?? "");
  }

  it("puts each chunk as its own object, and nothing of a refused one", async () => {
    const storage = await freshS3();
    const id = "upload-cccc-1";
    await storage.uploads.create(id);
    await storage.uploads.write(id, 0, body(randomBytes(50)), { remaining: 80, max: 100 });
    await storage.uploads.write(id, 50, body(randomBytes(20), randomBytes(20)), { remaining: 30, max: 100 });
    await storage.uploads.write(id, 50, body(randomBytes(20), randomBytes(20)), { remaining: 100, max: 30 });
    expect(await rawUploadKeys(storage, id)).toEqual([".session", "000000000000000"]);
    await expect(storage.uploads.local(id, 80)).rejects.toMatchObject({ code: "ENOENT" });
    await storage.uploads.remove(id);
    expect(await rawUploadKeys(storage, id)).toEqual([]);
  });

  it("has no local copy of a missing object", async () => {
    const storage = await freshS3();
    await expect(storage.localCopy(storage.newKey("jpg"))).rejects.toMatchObject({ code: "ENOENT" });
    expect(readdirSync(await storage.tempDir("work"))).toEqual([]);
  });

  it("signs browser addresses for the public endpoint only", async () => {
    expect(await (await freshS3()).signedUrl("x/y.bin", { seconds: 60, name: "a", mime: "a/b", download: true })).toBe(
      null,
    );
    const storage = await freshS3({ publicEndpoint: swift?.endpoint });
    const bytes = randomBytes(500);
    const { key } = await storage.put(bytes, "pdf");
    const url = await storage.signedUrl(key, {
      seconds: 60,
      name: "期中 报告.pdf",
      mime: "application/pdf",
      download: true,
    });
    const res = await fetch(url ?? "");
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain("attachment;");
    expect(res.headers.get("content-disposition")).toContain(
      "filename*=UTF-8''%E6%9C%9F%E4%B8%AD%20%E6%8A%A5%E5%91%8A.pdf",
    );
    // A page the browser could run comes only as an opaque download.
    const page = await storage.signedUrl(key, { seconds: 60, name: "x.html", mime: "text/html", download: false });
    const pageRes = await fetch(page ?? "");
    expect(pageRes.headers.get("content-type")).toBe("application/octet-stream");
    expect(pageRes.headers.get("content-disposition")).toMatch(/^attachment;/);
    const tampered = (url ?? "").replace(/(X-Amz-Signature=)(.)/, (_m, p, c) => `${p}${c === "0" ? "1" : "0"}`);
    expect((await fetch(tampered)).status).toBe(403);
    // ffmpeg's address: signed for the store's own endpoint.
    expect(Buffer.from(await (await fetch(await storage.toolInput(key))).arrayBuffer())).toEqual(bytes);
  });

  it("frees the connection when a reader stops early (more readers than sockets)", async () => {
    const storage = await freshS3();
    const { key } = await storage.put(randomBytes(6 * 1024 * 1024), "mp4");
    for (let i = 0; i < 70; i++) {
      const stream = storage.open(key, { start: 0, end: 6 * 1024 * 1024 - 1 });
      // Half are cancelled before the answer came (the request is aborted), half while it flows.
      if (i % 2) await once(stream, "ready");
      stream.destroy();
    }
    expect((await served(storage, key, { start: 0, end: 3 })).length).toBe(4);
  });

  it("refuses to start on wrong keys, a missing bucket or a closed port, naming the setting", async () => {
    const storage = await freshS3();
    const bucket = (await storage.describe()).root.split("/").pop() ?? "";
    expect((await storage.describe()).root).toBe(`${swift?.endpoint}/${bucket}`);
    await expect(new S3Storage(s3Settings(bucket, { secretKey: "wrong" })).check()).rejects.toThrow(
      "对象存储拒绝了访问密钥：请检查 S3_ACCESS_KEY 和 S3_SECRET_KEY",
    );
    await expect(new S3Storage(s3Settings("no-such-bucket")).check()).rejects.toThrow(
      "对象存储中没有存储桶 “no-such-bucket”：请检查 S3_BUCKET 或先创建它",
    );
    const port = await closedPort();
    await expect(new S3Storage(s3Settings(bucket, { endpoint: `http://127.0.0.1:${port}` })).check()).rejects.toThrow(
      `对象存储无法连接：请检查 S3_ENDPOINT（http://127.0.0.1:${port}）`,
    );
  });

  it("migrates a local store into the bucket, verifying every key; a second run copies nothing", async () => {
    const from = await freshLocal();
    const to = await freshS3();
    const files = await Promise.all([1, 2, 3].map((n) => from.put(randomBytes(n * 1000), "bin")));
    // One already there with other bytes of another size (an interrupted earlier run).
    const stale = files[0]?.key ?? "";
    await to.adopt(await scratchFile(to, randomBytes(10)), stale);
    const table = new Map(files.map((f) => [f.key, f.sha256]));
    const lines: string[] = [];
    const first = await migrateStore(from, to, {
      log: (l) => lines.push(l),
      expected: async (k) => table.get(k) ?? null,
    });
    expect(first).toEqual({ copied: 3, skipped: 0, verified: 3, mismatches: [] });
    for (const f of files) {
      expect(sha(await served(to, f.key))).toBe(f.sha256);
      expect(await from.exists(f.key)).toBe(true);
    }
    const second = await migrateStore(from, to, { log: () => {}, expected: async (k) => table.get(k) ?? null });
    expect(second).toEqual({ copied: 0, skipped: 3, verified: 3, mismatches: [] });
    // The files table disagrees with the bytes: reported, not hidden.
    table.set(stale, "0".repeat(64));
    const third = await migrateStore(from, to, {
      log: (l) => lines.push(l),
      expected: async (k) => table.get(k) ?? null,
    });
    expect(third.mismatches).toEqual([stale]);
    expect(lines.some((l) => l.includes(stale) && l.includes("文件表"))).toBe(true);
  });

  // Last: it stops the store.
  it("fails fast with 503 when the store is down", async () => {
    const storage = await freshS3();
    const { key } = await storage.put(randomBytes(100), "bin");
    await storage.uploads.create("upload-dddd-1");
    await swift?.stop();
    const started = Date.now();
    const err = await once(storage.open(key), "ready").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 503, message: "文件存储暂时无法访问，请稍后重试" });
    await expect(
      storage.uploads.write("upload-dddd-1", 0, body(randomBytes(10)), { remaining: 10, max: 10 }),
    ).rejects.toMatchObject({ status: 503 });
    await expect(storage.exists(key)).rejects.toMatchObject({ status: 503 });
    expect(Date.now() - started).toBeLessThan(8000);
  });
});

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, "127.0.0.1", r));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise((r) => srv.close(r));
  return port;
}
