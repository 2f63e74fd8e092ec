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

/** A local file for tools that need a path (ffmpeg, sharp, PDF readers); `done()` after use. */
export interface LocalCopy {
  path: string;
  /** Removes the scratch copy (nothing for the local driver, whose file it is). */
  done(): Promise<void>;
}

/** Why a chunk was not taken whole: beyond the declared file size, or beyond the chunk limit. */
export type ChunkRefusal = "oversize" | "chunk";

/**
 * The bytes of resumable uploads in progress, keyed by the random upload id. Shared by every
 * instance when the store is (S3: each chunk is an object), so an upload started on one instance
 * goes on on another.
 */
export interface UploadArea {
  /** Creates the empty upload `id`. */
  create(id: string): Promise<void>;
  exists(id: string): Promise<boolean>;
  /**
   * Streams one chunk at `offset` (the end of what the session received; a chunk already there
   * at that offset is replaced). Stops at the first piece that would pass `remaining` (the
   * declared size) or `max` (the chunk limit): nothing of such a chunk counts.
   */
  write(
    id: string,
    offset: number,
    body: Readable,
    limits: { remaining: number; max: number },
  ): Promise<{ length: number; refusal: ChunkRefusal | null }>;
  /** A local file with exactly the first `size` bytes received (sniffing, hashing, adopting). */
  local(id: string, size: number): Promise<LocalCopy>;
  remove(id: string): Promise<void>;
  /** Uploads present and when each last changed (to purge those no session owns); at most `limit`. */
  list(limit: number): Promise<{ id: string; changedMs: number }[]>;
}

/**
 * Where uploaded bytes live: the local disk (LocalStorage) or an S3-compatible store
 * (S3Storage), chosen by STORAGE. Scratch space (tempDir) is always this instance's local disk.
 */
export interface FileStorage {
  /** Writes atomically, so a failure never leaves a partial object. */
  put(bytes: Buffer, ext: string): Promise<StoredFile>;
  /** Moves a finished local file (from tempDir) into storage atomically, hashing it first. */
  putFile(src: string, ext: string): Promise<StoredFile>;
  /** A fresh random key for `ext`; nothing is written until adopt(). */
  newKey(ext: string): string;
  /** sha256 and size of a local file, streaming; `inspect` sees every chunk (content checks in the same pass). */
  hashFile(src: string, inspect?: (chunk: Buffer) => void): Promise<{ sha256: string; size: number }>;
  /** Moves a local file (from tempDir) to `key`: the local file is gone afterwards. */
  adopt(src: string, key: string): Promise<void>;
  /** Undoes adopt() when what followed it failed: the bytes go back to the local file `dest`. */
  release(key: string, dest: string): Promise<void>;
  /**
   * The bytes of `key` (or one inclusive range). The stream emits "ready" once bytes can flow,
   * or "error" (ENOENT-like: `code` "ENOENT") when there is no such object.
   */
  open(key: string, range?: ByteRange): Readable;
  size(key: string): Promise<number>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** A local file with the bytes of `key`: the local driver's file itself, or a scratch copy. */
  localCopy(key: string): Promise<LocalCopy>;
  /**
   * Where ffmpeg reads `key` from without a copy (playout, intro/outro, keyframes): the local
   * file, or a presigned GET against the store's own endpoint valid for `seconds` (default 12 h).
   */
  toolInput(key: string, seconds?: number): Promise<string>;
  /**
   * A short-lived address the browser may fetch the bytes from directly (S3 presigned GET with
   * the given download name and type), or null when the bytes must go through the platform.
   */
  signedUrl(
    key: string,
    opts: { seconds: number; name: string; mime: string; download: boolean },
  ): Promise<string | null>;
  /** Chunked uploads in progress. */
  readonly uploads: UploadArea;
  /** Scratch directory on this instance's disk, never served: media work, uploads' local copies. */
  tempDir(area: "uploads" | "work"): Promise<string>;
  /**
   * Removes what media and analysis work left in the "work" scratch area and has not changed for
   * `olderThanMs` (a process killed mid-job leaves its folder behind); returns how many entries.
   */
  sweepWork(olderThanMs: number): Promise<number>;
  /** Keys of stored objects, in pages (the migration command copies them all). */
  list(after?: string, limit?: number): Promise<{ key: string; size: number }[]>;
  /** Refuses to start on a store that cannot be used (missing bucket, wrong keys): a Chinese message naming the setting. */
  check(): Promise<void>;
  /** Where the bytes live and how much room is left, for the storage screen. */
  describe(): Promise<{ driver: string; root: string; disk: { totalBytes: number; freeBytes: number } }>;
}
