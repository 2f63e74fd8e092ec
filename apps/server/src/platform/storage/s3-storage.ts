import { createHash, randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm, statfs } from "node:fs/promises";
import http from "node:http";
import https from "node:https";
import path from "node:path";
import { PassThrough, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { AppError } from "../http/errors.js";
import { hashLocalFile, newStorageKey } from "./local-storage.js";
import { isMissing, S3Uploads, UPLOADS_PREFIX } from "./s3-uploads.js";
import { sweepScratch } from "./scratch.js";
import { contentDisposition } from "./send-file.js";
import { isActiveContent } from "./sniff.js";
import type { ByteRange, FileStorage, LocalCopy, UploadArea } from "./storage.js";

// The SDK warns at every start that versions after January 2027 need Node 22; the pinned version
// supports Node 20 (decision 0066), so the warning tells an operator nothing they can act on.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

export interface S3Settings {
  /** The store's address as this instance reaches it (S3_ENDPOINT). */
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
  /** The store's address as browsers reach it (S3_PUBLIC_ENDPOINT); without it no signed URLs. */
  publicEndpoint?: string;
  /** This instance's scratch space (media work, uploads' local copies). */
  scratchDir: string;
  /** Connections to the store at once for everything but streamed reads (default 64). */
  maxSockets?: number;
  /**
   * Connections for reads streamed to viewers (default 256): each holds one until its viewer has
   * the bytes or goes away, so they get a pool of their own; many people watching cannot starve
   * uploads, checks and deletes of a connection.
   */
  streamSockets?: number;
}

/** lib-storage's multipart: 8 MiB parts, two in flight (about 16 MiB of memory per upload). */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 2;
/** ffmpeg's inputs (playout, keyframes) may be read for hours. */
const TOOL_INPUT_SECONDS = 12 * 3600;
/** Connection errors that mean the store cannot be reached (as opposed to refusing a request). */
const DOWN_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

type S3Failure = { name?: string; code?: string; $metadata?: { httpStatusCode?: number } };

function isDown(err: unknown): boolean {
  const e = err as S3Failure;
  if (e?.name === "TimeoutError" || (e?.code && DOWN_CODES.has(e.code))) return true;
  return (e?.$metadata?.httpStatusCode ?? 0) >= 500;
}

const storeDown = () => new AppError(503, "文件存储暂时无法访问，请稍后重试");

function noSuchObject(key: string): Error {
  return Object.assign(new Error(`no such object: ${key}`), { code: "ENOENT" });
}

/** Stored files' keys: relative, no way out of their place, never in the uploads area. */
function checkKey(key: string): string {
  if (!key || key.startsWith("/") || key.includes("..") || key.includes("\\") || key.startsWith(UPLOADS_PREFIX)) {
    throw new Error("bad storage key");
  }
  return key;
}

/** The S3 client for `endpoint` with what Swift's s3api and a fast failure need. */
function makeClient(s: S3Settings, endpoint: string, maxSockets = s.maxSockets ?? 64): S3Client {
  const agent = { keepAlive: true, maxSockets };
  const client = new S3Client({
    endpoint,
    region: s.region,
    credentials: { accessKeyId: s.accessKey, secretAccessKey: s.secretKey },
    forcePathStyle: true,
    // The SDK's default CRC32 trailers make Swift answer 501 on streaming puts.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // One retry: a dead store must fail within seconds, not after the SDK's back-off.
    maxAttempts: 2,
    requestHandler: {
      connectionTimeout: 3000,
      // Until the response starts (a part of 8 MiB on a slow link included); then the socket
      // may idle while a paused video holds back the body, up to socketTimeout.
      requestTimeout: 120_000,
      throwOnRequestTimeout: true,
      socketTimeout: 300_000,
      httpAgent: new http.Agent(agent),
      httpsAgent: new https.Agent(agent),
    },
  });
  // Swift requires Content-MD5 on DeleteObjects, which the SDK no longer sends. In the build
  // step, before signing (later steps break the signature).
  client.middlewareStack.add(
    (next, ctx) => async (args) => {
      const req = args.request as { headers?: Record<string, string>; body?: unknown };
      if (ctx.commandName === "DeleteObjectsCommand" && req?.headers && typeof req.body === "string") {
        for (const h of Object.keys(req.headers)) if (/^x-amz-(sdk-)?checksum-/i.test(h)) delete req.headers[h];
        req.headers["content-md5"] = createHash("md5").update(req.body).digest("base64");
      }
      return next(args);
    },
    { step: "build", name: "contentMd5ForDeleteObjects", priority: "low" },
  );
  return client;
}

/** Files in an S3-compatible bucket (several instances share it); scratch space on this instance's disk. */
export class S3Storage implements FileStorage {
  readonly uploads: UploadArea;
  private readonly client: S3Client;
  /** Streamed reads only (`open`), on a pool of their own. */
  private readonly streamClient: S3Client;
  /** Signs the browser's addresses for the public endpoint; it never sends a request. */
  private readonly publicClient: S3Client | null;
  private readonly bucket: string;

  constructor(private readonly s: S3Settings) {
    this.bucket = s.bucket;
    this.client = makeClient(s, s.endpoint);
    this.streamClient = makeClient(s, s.endpoint, s.streamSockets ?? 256);
    this.publicClient = s.publicEndpoint ? makeClient(s, s.publicEndpoint) : null;
    this.uploads = new S3Uploads({
      client: this.client,
      bucket: s.bucket,
      guard: (p) => this.guard(p),
      uploadFile: (key, file) => this.upload(key, createReadStream(file)),
      download: (key, dest, append) => this.download(key, dest, append),
      scratch: () => this.tempDir("uploads"),
    });
  }

  /** Turns "the store is down" into the 503 the user sees; other errors pass unchanged. */
  private async guard<T>(request: Promise<T>): Promise<T> {
    try {
      return await request;
    } catch (err) {
      throw isDown(err) ? storeDown() : err;
    }
  }

  /** One object from a buffer or a stream, multipart when big; atomic (a failed upload leaves nothing). */
  private async upload(key: string, body: Buffer | Readable): Promise<void> {
    const up = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: body },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
    });
    try {
      await this.guard(up.done());
    } finally {
      // A failed upload may stop reading a file stream midway: close it (its descriptor) now.
      if (!Buffer.isBuffer(body)) body.destroy();
    }
  }

  private async download(key: string, dest: string, append = false): Promise<void> {
    const res = await this.guard(this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }))).catch(
      (err) => {
        throw isMissing(err) ? noSuchObject(key) : err;
      },
    );
    await this.guard(pipeline(res.Body as Readable, createWriteStream(dest, { flags: append ? "a" : "w" })));
  }

  newKey(ext: string): string {
    return newStorageKey(ext);
  }

  hashFile(src: string, inspect?: (chunk: Buffer) => void) {
    return hashLocalFile(src, inspect);
  }

  async put(bytes: Buffer, ext: string) {
    const key = this.newKey(ext);
    await this.upload(key, bytes);
    return { key, sha256: createHash("sha256").update(bytes).digest("hex"), size: bytes.length };
  }

  async adopt(src: string, key: string) {
    await this.upload(checkKey(key), createReadStream(src, { highWaterMark: 1024 * 1024 }));
    await rm(src, { force: true });
  }

  async release(key: string, dest: string) {
    await this.download(checkKey(key), dest);
    await this.remove(key);
  }

  async putFile(src: string, ext: string) {
    const { sha256, size } = await this.hashFile(src);
    const key = this.newKey(ext);
    await this.adopt(src, key);
    return { key, sha256, size };
  }

  open(key: string, range?: ByteRange): Readable {
    checkKey(key);
    const out = new PassThrough();
    // A cancelled read (a video seek) must free its socket at once, not when the object ends.
    const abort = new AbortController();
    out.once("close", () => abort.abort());
    const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
    this.streamClient
      .send(new GetObjectCommand({ Bucket: this.bucket, Key: key, Range }), { abortSignal: abort.signal })
      .then(
        (res) => {
          const body = res.Body as Readable;
          if (out.destroyed) return body.destroy();
          out.emit("ready");
          pipeline(body, out).catch(() => {});
        },
        (err) => {
          // Anything but a missing object (down, refused keys, clock skew) is the store's fault: 503,
          // never "the file was deleted".
          if (!out.destroyed) out.destroy(isMissing(err) ? noSuchObject(key) : storeDown());
        },
      );
    return out;
  }

  private async head(key: string) {
    return this.guard(this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }))).catch(
      (err) => {
        throw isMissing(err) ? noSuchObject(key) : err;
      },
    );
  }

  async size(key: string) {
    return (await this.head(key)).ContentLength ?? 0;
  }

  async exists(key: string) {
    return this.head(key).then(
      () => true,
      (err) => {
        if ((err as { code?: string }).code === "ENOENT") return false;
        throw err;
      },
    );
  }

  async remove(key: string) {
    // S3 answers a delete of an absent object with success too.
    await this.guard(this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) })));
  }

  async localCopy(key: string): Promise<LocalCopy> {
    const file = path.join(await this.tempDir("work"), `s3-${randomUUID()}${path.extname(checkKey(key))}`);
    const done = () => rm(file, { force: true });
    await this.download(key, file).catch(async (err) => {
      await done();
      throw err;
    });
    return { path: file, done };
  }

  async toolInput(key: string, seconds = TOOL_INPUT_SECONDS) {
    const get = new GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key) });
    return getSignedUrl(this.client, get, { expiresIn: seconds });
  }

  async signedUrl(key: string, opts: { seconds: number; name: string; mime: string; download: boolean }) {
    if (!this.publicClient) return null;
    // As sendFile: what a browser could run as a page only ever as an opaque download.
    const active = isActiveContent(opts.mime);
    const get = new GetObjectCommand({
      Bucket: this.bucket,
      Key: checkKey(key),
      ResponseContentDisposition: contentDisposition(opts.download || active ? "attachment" : "inline", opts.name),
      ResponseContentType: active ? "application/octet-stream" : opts.mime,
    });
    return getSignedUrl(this.publicClient, get, { expiresIn: opts.seconds });
  }

  async tempDir(area: "uploads" | "work") {
    const dir = path.join(path.resolve(this.s.scratchDir), area);
    await mkdir(dir, { recursive: true });
    return dir;
  }

  /** Both scratch areas: here "uploads" holds only chunks in transit and assembled copies. */
  async sweepWork(olderThanMs: number) {
    return (
      (await sweepScratch(await this.tempDir("work"), olderThanMs)) +
      (await sweepScratch(await this.tempDir("uploads"), olderThanMs))
    );
  }

  /** Keys in order after `after`, without the uploads area's objects. */
  async list(after = "", limit = 1000) {
    const out: { key: string; size: number }[] = [];
    let startAfter = after;
    while (out.length < limit) {
      const page = await this.guard(
        this.client.send(
          new ListObjectsV2Command({
            Bucket: this.bucket,
            StartAfter: startAfter || undefined,
            MaxKeys: limit - out.length,
          }),
        ),
      );
      const contents = page.Contents ?? [];
      for (const o of contents) {
        if (!o.Key) continue;
        startAfter = o.Key;
        // Uploads in progress sort together: jump past all of them (their ids are [A-Za-z0-9_-],
        // all below "~"; Swift fails on a non-ASCII marker).
        if (o.Key.startsWith(UPLOADS_PREFIX)) startAfter = `${UPLOADS_PREFIX}~`;
        else out.push({ key: o.Key, size: o.Size ?? 0 });
      }
      if (!page.IsTruncated || contents.length === 0) break;
    }
    return out;
  }

  async check() {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (err) {
      const e = err as S3Failure;
      const status = e.$metadata?.httpStatusCode;
      if (status === 403 || e.name === "InvalidAccessKeyId" || e.name === "SignatureDoesNotMatch") {
        throw new Error("对象存储拒绝了访问密钥：请检查 S3_ACCESS_KEY 和 S3_SECRET_KEY");
      }
      if (status === 404 || e.name === "NoSuchBucket" || e.name === "NotFound") {
        throw new Error(`对象存储中没有存储桶 “${this.bucket}”：请检查 S3_BUCKET 或先创建它`);
      }
      // No answer at all (refused, timed out, unknown host): the address is wrong or the store is off.
      if (status === undefined) {
        throw new Error(`对象存储无法连接：请检查 S3_ENDPOINT（${this.s.endpoint}）`);
      }
      throw new Error(`对象存储不可用（HTTP ${status}）：请检查 S3_ENDPOINT（${this.s.endpoint}）和 S3_BUCKET`);
    }
  }

  async describe() {
    const dir = path.resolve(this.s.scratchDir);
    await mkdir(dir, { recursive: true });
    const fs = await statfs(dir);
    return {
      driver: "s3",
      root: `${this.s.endpoint.replace(/\/+$/, "")}/${this.bucket}`,
      disk: { totalBytes: fs.blocks * fs.bsize, freeBytes: fs.bavail * fs.bsize },
    };
  }

  /** Closes the kept-alive connections (tests, shutdown). */
  destroy() {
    this.client.destroy();
    this.streamClient.destroy();
    this.publicClient?.destroy();
  }
}
