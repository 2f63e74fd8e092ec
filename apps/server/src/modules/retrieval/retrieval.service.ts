import type { ImageMatch, ImgResourceListInput } from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, notFound } from "../../platform/http/errors.js";
import { videoKeyframes } from "./retrieval.frames.js";
import { type FrameHash, hashPicture } from "./retrieval.hash.js";
import { type Hit, KeyframeIndex } from "./retrieval.index.js";
import type { RetrievalDeps } from "./retrieval.ports.js";
import * as q from "./retrieval.queries.js";

export const INDEX_JOB = "retrieval.index";
export const BACKFILL_JOB = "retrieval.backfill";

/** Hashes further apart than this (of 128 bits) are different pictures. */
const MAX_DISTANCE = 40;
/** Only frames this close to the best one count: a far second-best is another picture. */
const MARGIN = 8;
/** Keyframes looked at per query before grouping by resource. */
const CANDIDATES = 300;
/** Another instance may have indexed files: the index checks the table this often. */
const RECHECK_MS = 30_000;

/**
 * Search by image: keyframes of every processed video (scene changes and every few seconds) and
 * every picture are hashed into the keyframes table; a query picture is hashed the same way and
 * compared with all of them in memory. Indexing runs as background jobs (after processing, and a
 * backfill for videos processed before this existed).
 */
export class RetrievalService {
  private readonly index = new KeyframeIndex();
  private version = "";
  private checkedAt = 0;
  private loading: Promise<void> | null = null;
  private readonly queryHashes = new Map<number, FrameHash>();

  constructor(
    private readonly db: Db,
    private readonly deps: RetrievalDeps,
  ) {
    deps.jobs.register(INDEX_JOB, async (payload, { signal }) => {
      await this.indexFile(Number(payload.fileId), signal);
    });
    deps.jobs.register(BACKFILL_JOB, async () => {
      await this.queueMissing();
    });
  }

  /** After media processing (the onProcessed port): index these files in the background. */
  async queueFiles(fileIds: number[]) {
    for (const fileId of fileIds) await this.deps.jobs.enqueue(INDEX_JOB, { fileId });
  }

  /** Queues one job per processed video that has no keyframes yet. */
  async queueMissing(): Promise<number> {
    const videos = await this.deps.media.readyVideos();
    const done = await q.indexedFileIds(this.db, videos);
    const missing = videos.filter((id) => !done.has(id));
    await this.queueFiles(missing);
    return missing.length;
  }

  /** Starts the backfill (at start-up): existing videos get indexed by background jobs. */
  startBackfill() {
    return this.deps.jobs.enqueue(BACKFILL_JOB, {});
  }

  /** Indexed videos of all processed ones: the backfill's progress. */
  async progress(): Promise<{ indexed: number; videos: number }> {
    const videos = await this.deps.media.readyVideos();
    return { indexed: (await q.indexedFileIds(this.db, videos)).size, videos: videos.length };
  }

  /** Hashes a video's keyframes, or a picture as one frame, into the table. */
  async indexFile(fileId: number, signal?: AbortSignal): Promise<number> {
    const file = await this.deps.files.path(fileId);
    if (!file) return 0;
    const picture = await this.deps.files.picture(fileId);
    const frames = picture
      ? [{ ...(await hashPicture(picture)), second: 0 }]
      : await videoKeyframes(file, signal).catch((err: unknown) => {
          if (signal?.aborted) throw err;
          return [];
        });
    await this.db.transaction((tx) => q.saveKeyframes(tx, fileId, frames, frames.length ? "done" : "empty"));
    this.checkedAt = 0;
    return frames.length;
  }

  /** /api/c/img/resource/list: resources where the uploaded picture appears, best first. */
  async list(input: ImgResourceListInput, viewer: Principal | null): Promise<{ list: ImageMatch[]; count: number }> {
    const hash = await this.queryHash(input.id);
    await this.fresh();
    const found = this.index.nearest(hash, CANDIDATES, MAX_DISTANCE);
    const hits = found.filter((h) => h.distance <= (found[0]?.distance ?? 0) + MARGIN);
    const bestByFile = new Map<number, Hit>();
    for (const h of hits) if (!bestByFile.has(h.fileId)) bestByFile.set(h.fileId, h);
    const using = await this.deps.resources.viewableUsing([...bestByFile.keys()], viewer);
    const bestByResource = new Map<number, Hit>();
    for (const [fileId, hit] of bestByFile) {
      for (const rid of using.get(fileId) ?? []) {
        const old = bestByResource.get(rid);
        if (!old || hit.distance < old.distance) bestByResource.set(rid, hit);
      }
    }
    const ranked = [...bestByResource.entries()].sort((a, b) => a[1].distance - b[1].distance);
    const start = (input.pageNo - 1) * input.pageSize;
    const page = ranked.slice(start, start + input.pageSize);
    const details = new Map(
      (
        await this.deps.resources.details(
          page.map(([id]) => id),
          viewer,
        )
      ).map((d) => [d.id, d]),
    );
    const list: ImageMatch[] = [];
    for (const [rid, hit] of page) {
      const d = details.get(rid);
      if (!d) continue;
      const second = Math.round(hit.second);
      list.push({
        resourceId: rid,
        name: d.name,
        type: d.type,
        coverUrl: d.coverUrl,
        ownerName: d.ownerName,
        second,
        similarity: Math.round((1 - hit.distance / 128) * 1000) / 1000,
        url: second > 0 ? `/resource/${rid}?second=${second}` : `/resource/${rid}`,
      });
    }
    return { list, count: ranked.length };
  }

  private async queryHash(id: number): Promise<FrameHash> {
    const cached = this.queryHashes.get(id);
    if (cached) return cached;
    const bytes = await this.deps.files.picture(id);
    if (!bytes) throw notFound("图片不存在，请重新上传");
    const hash = await hashPicture(bytes).catch(() => {
      throw badRequest("参数 id：无法读取该图片");
    });
    this.queryHashes.set(id, hash);
    if (this.queryHashes.size > 1000) this.queryHashes.delete(this.queryHashes.keys().next().value as number);
    return hash;
  }

  /** Reloads the in-memory index when the table changed (checked at most every RECHECK_MS). */
  private async fresh() {
    if (Date.now() - this.checkedAt < RECHECK_MS && this.index.size) return;
    this.loading ??= (async () => {
      const version = await q.keyframeVersion(this.db);
      if (version !== this.version) {
        this.index.load(await q.allKeyframes(this.db));
        this.version = version;
      }
      this.checkedAt = Date.now();
    })().finally(() => {
      this.loading = null;
    });
    await this.loading;
  }
}
