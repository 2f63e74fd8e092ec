import { randomUUID } from "node:crypto";
import { open, rm, truncate } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import {
  DeleteObjectsCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from "@aws-sdk/client-s3";
import { appendChunk } from "./append-chunk.js";
import type { LocalCopy, UploadArea } from "./storage.js";

/** Where uploads in progress live in the bucket; never a stored file's key. */
export const UPLOADS_PREFIX = ".uploads/";

/** What the upload area needs from its S3Storage (given, not imported: no import cycle). */
export interface S3Io {
  readonly client: S3Client;
  readonly bucket: string;
  /** Turns "the store is down" into the 503 the user sees; other errors pass. */
  guard<T>(request: Promise<T>): Promise<T>;
  /** Streams a local file to `key` (one object, replaced when there). */
  uploadFile(key: string, file: string): Promise<void>;
  /** Writes the object's bytes to `dest` (appending when asked); ENOENT when it is absent. */
  download(key: string, dest: string, append?: boolean): Promise<void>;
  /** This instance's scratch folder for uploads. */
  scratch(): Promise<string>;
}

export function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.$metadata?.httpStatusCode === 404;
}

/** Offsets as fixed-width decimals, so the bucket lists a session's chunks in order. */
const offsetName = (offset: number) => String(offset).padStart(15, "0");
const SESSION = ".session";

/**
 * Uploads in progress in the bucket, so any instance can take the next chunk: each chunk is its
 * own object `.uploads/<id>/<offset>` and `.uploads/<id>/.session` marks the upload as created.
 * A chunk is gathered in a local scratch file first: the limits are enforced before anything
 * reaches the bucket, and a refused or cut-off chunk leaves nothing there.
 */
export class S3Uploads implements UploadArea {
  constructor(private readonly io: S3Io) {}

  private prefix(id: string): string {
    if (!/^[A-Za-z0-9_-]{8,64}$/.test(id)) throw new Error("bad upload id");
    return `${UPLOADS_PREFIX}${id}/`;
  }

  async create(id: string) {
    const { io } = this;
    await io.guard(
      io.client.send(
        new PutObjectCommand({ Bucket: io.bucket, Key: this.prefix(id) + SESSION, Body: "", ContentLength: 0 }),
      ),
    );
  }

  async exists(id: string) {
    const { io } = this;
    try {
      await io.guard(io.client.send(new HeadObjectCommand({ Bucket: io.bucket, Key: this.prefix(id) + SESSION })));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  async write(id: string, offset: number, body: Readable, limits: { remaining: number; max: number }) {
    const key = this.prefix(id) + offsetName(offset);
    const tmp = path.join(await this.io.scratch(), `${id}-${offsetName(offset)}-${randomUUID()}.chunk`);
    try {
      const fh = await open(tmp, "wx");
      let taken: Awaited<ReturnType<typeof appendChunk>>;
      try {
        taken = await appendChunk(fh, 0, body, limits);
      } finally {
        await fh.close();
      }
      if (taken.refusal === null && taken.length > 0) await this.io.uploadFile(key, tmp);
      return taken;
    } finally {
      await rm(tmp, { force: true });
    }
  }

  /** Every object under the upload's prefix (or all uploads'), page by page. */
  private async *objects(prefix: string) {
    const { io } = this;
    let token: string | undefined;
    do {
      const page = await io.guard(
        io.client.send(new ListObjectsV2Command({ Bucket: io.bucket, Prefix: prefix, ContinuationToken: token })),
      );
      for (const o of page.Contents ?? []) if (o.Key) yield o;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async local(id: string, size: number): Promise<LocalCopy> {
    const { io } = this;
    const prefix = this.prefix(id);
    // The chain from 0 where each chunk starts at the end of the one before, found by key (HEAD),
    // not by listing: Swift's container listings lag behind its objects. A chunk stored but never
    // counted (its request was lost after the put) sits off the chain or is replaced.
    const chain: string[] = [];
    for (let pos = 0; pos < size; ) {
      const key = prefix + offsetName(pos);
      const head = await io
        .guard(io.client.send(new HeadObjectCommand({ Bucket: io.bucket, Key: key })))
        .catch((err) => {
          if (isMissing(err)) throw Object.assign(new Error(`upload ${id} has no bytes at ${pos}`), { code: "ENOENT" });
          throw err;
        });
      const length = head.ContentLength ?? 0;
      if (length === 0) throw Object.assign(new Error(`upload ${id} has no bytes at ${pos}`), { code: "ENOENT" });
      chain.push(key);
      pos += length;
    }
    const file = path.join(await this.io.scratch(), `${id}-${randomUUID()}.local`);
    const done = () => rm(file, { force: true });
    try {
      await (await open(file, "wx")).close();
      for (const key of chain) await this.io.download(key, file, true);
      // The last chunk may run past `size` (bytes a later write replaced are not part of it).
      await truncate(file, size);
    } catch (err) {
      await done();
      throw err;
    }
    return { path: file, done };
  }

  async remove(id: string) {
    const { io } = this;
    let batch: { Key: string }[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      await io.guard(
        io.client.send(new DeleteObjectsCommand({ Bucket: io.bucket, Delete: { Objects: batch, Quiet: true } })),
      );
      batch = [];
    };
    for await (const o of this.objects(this.prefix(id))) {
      batch.push({ Key: o.Key ?? "" });
      if (batch.length === 1000) await flush();
    }
    await flush();
  }

  async list(limit: number) {
    const changed = new Map<string, number>();
    for await (const o of this.objects(UPLOADS_PREFIX)) {
      const id = o.Key?.slice(UPLOADS_PREFIX.length).split("/")[0] ?? "";
      // Keys come in order, so an upload's objects are together: one more id means the last is whole.
      if (!changed.has(id) && changed.size === limit) break;
      changed.set(id, Math.max(changed.get(id) ?? 0, o.LastModified?.getTime() ?? 0));
    }
    return [...changed].map(([id, changedMs]) => ({ id, changedMs }));
  }
}
