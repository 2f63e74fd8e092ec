import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ImageMatch, ImgResourceListInput, SearchHit } from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, notFound } from "../../platform/http/errors.js";
import { parseVtt } from "./retrieval.captions.js";
import { grabFrame, type Keyframe, thumbDiff, videoKeyframes } from "./retrieval.frames.js";
import { type FrameHash, hashPicture, popcount64 } from "./retrieval.hash.js";
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
/** Frames of one video read by OCR, at most. */
const OCR_FRAMES = 20;
/** A frame this different from the last one read may show another slide (bits; mean grey). */
const SLIDE_BITS = 4;
const SLIDE_DIFF = 0.02;
const slideChanged = (a: Keyframe, b: Keyframe) =>
  popcount64(a.phash ^ b.phash) + popcount64(a.dhash ^ b.dhash) > SLIDE_BITS ||
  (!!a.thumb && !!b.thumb && thumbDiff(a.thumb, b.thumb) > SLIDE_DIFF);
/** Another instance may have indexed files: the index checks the table this often. */
const RECHECK_MS = 30_000;
/** Pictures hashed and videos' captions indexed per sweep, at most. */
const SWEEP_LIMIT = 200;

const sameSet = (a: Set<number> | undefined, b: Set<number> | undefined) =>
  (a?.size ?? 0) === (b?.size ?? 0) && [...(a ?? [])].every((x) => b?.has(x));

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
  /** Text read per frame hash: copies of one video (demo data, re-uploads) are read once. */
  private readonly frameTexts = new Map<string, string>();
  private sweeping: Promise<{ pictures: number; captions: number }> | null = null;

  constructor(
    private readonly db: Db,
    private readonly deps: RetrievalDeps,
  ) {
    deps.jobs.register(INDEX_JOB, async (payload, { signal }) => {
      await this.indexFile(Number(payload.fileId), signal);
    });
    deps.jobs.register(BACKFILL_JOB, async () => {
      await this.queueMissing();
      await this.sweep();
    });
  }

  /** After media processing (the onProcessed port): index these files in the background. */
  async queueFiles(fileIds: number[]) {
    // Only files that became playable videos (a failed run or a document has no keyframes).
    const ready = new Set(await this.deps.media.readyVideos());
    for (const fileId of fileIds) if (ready.has(fileId)) await this.deps.jobs.enqueue(INDEX_JOB, { fileId });
  }

  /** Queues one job per processed video that has no keyframes yet. */
  async queueMissing(): Promise<number> {
    const videos = await this.deps.media.readyVideos();
    const done = await q.indexedFileIds(this.db, videos);
    const missing = videos.filter((id) => !done.has(id));
    for (const fileId of missing) await this.deps.jobs.enqueue(INDEX_JOB, { fileId });
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

  /**
   * Pictures shown by resources (picture resources, document covers) that were never hashed, and
   * videos whose caption files changed since they were indexed: both are quick, so they are done
   * here rather than as one job each. Runs in the backfill and every minute (main.ts), as
   * pictures and captions need no media processing that would announce them.
   */
  sweep(): Promise<{ pictures: number; captions: number }> {
    this.sweeping ??= this.sweepNow().finally(() => {
      this.sweeping = null;
    });
    return this.sweeping;
  }

  private async sweepNow() {
    const sources = await this.deps.resources.indexSources();
    const hashed = await q.indexedFileIds(this.db, sources.pictures);
    const pictures = sources.pictures.filter((id) => !hashed.has(id)).slice(0, SWEEP_LIMIT);
    for (const fileId of pictures) await this.indexPicture(fileId);
    const wanted = new Map<number, Set<number>>();
    for (const c of sources.captions) wanted.set(c.fileId, (wanted.get(c.fileId) ?? new Set()).add(c.captionFileId));
    const indexed = await q.indexedCaptions(this.db);
    const stale = [...new Set([...wanted.keys(), ...indexed.keys()])]
      .filter((fileId) => !sameSet(wanted.get(fileId), indexed.get(fileId)))
      .slice(0, SWEEP_LIMIT);
    for (const fileId of stale) await this.indexCaptions(fileId, [...(wanted.get(fileId) ?? [])]);
    return { pictures: pictures.length, captions: stale.length };
  }

  /** Hashes a picture as one frame (second 0); a file that is no readable picture is recorded empty. */
  async indexPicture(fileId: number): Promise<number> {
    const bytes = await this.deps.files.picture(fileId);
    const frame = bytes ? await hashPicture(bytes).catch(() => null) : null;
    const frames = frame ? [{ ...frame, second: 0 }] : [];
    // One transaction: two instances indexing the same picture (a sweep that outlived its period) never double its rows.
    await this.db.transaction((tx) => q.saveKeyframes(tx, fileId, frames, frames.length ? "done" : "empty"));
    this.checkedAt = 0;
    return frames.length;
  }

  /** Replaces a video file's caption cues with those of its current caption files. */
  async indexCaptions(fileId: number, captionFileIds: number[]): Promise<number> {
    const cues: { second: number; text: string; sourceFileId: number }[] = [];
    for (const id of captionFileIds) {
      const text = await this.deps.files.captionText(id);
      if (text) cues.push(...parseVtt(text).map((c) => ({ ...c, sourceFileId: id })));
    }
    await q.saveCaptions(this.db, fileId, cues);
    return cues.length;
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
    const moments = picture ? [] : await this.readSlides(file, frames, signal);
    await this.db.transaction(async (tx) => {
      await q.saveKeyframes(tx, fileId, frames, frames.length ? "done" : "empty");
      await q.saveMoments(tx, fileId, moments);
    });
    this.checkedAt = 0;
    return frames.length;
  }

  /** The text shown at a video's scene changes (slides), each new text once with its second. */
  private async readSlides(file: string, frames: Keyframe[], signal?: AbortSignal) {
    const ocr = this.deps.ocr;
    if (!ocr) return [];
    const dir = await mkdtemp(path.join(tmpdir(), "otp-slides-"));
    const out: { second: number; text: string }[] = [];
    try {
      let last = "";
      let read: Keyframe | null = null;
      let count = 0;
      for (const f of frames) {
        // A slide change can be small in the hashes: read any frame that moved a few bits.
        if (read && !slideChanged(read, f)) continue;
        if (signal?.aborted || count++ >= OCR_FRAMES) break;
        read = f;
        const key = `${f.phash}:${f.dhash}`;
        let text = this.frameTexts.get(key);
        if (text === undefined) {
          const png = path.join(dir, `${f.second}.png`);
          // Half a second in: the sampled frame, not the last one of the slide before.
          await grabFrame(file, f.second + 0.5, png, signal);
          text = (await ocr.read(png)).join(" ").trim();
          await rm(png, { force: true });
          this.frameTexts.set(key, text);
          if (this.frameTexts.size > 5000) this.frameTexts.delete(this.frameTexts.keys().next().value as string);
        }
        if (text && text !== last) out.push({ second: f.second, text: text.slice(0, 2000) });
        last = text;
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    return out;
  }

  /**
   * Moments of videos whose slide text matches the keyword, as search hits that open the
   * resource at that second (only resources the viewer may see).
   */
  async searchMoments(keyword: string, limit: number, viewer: Principal | null): Promise<SearchHit[]> {
    const rows = await q.findMoments(this.db, keyword, limit * 4);
    const using = await this.deps.resources.viewableUsing([...new Set(rows.map((r) => r.fileId))], viewer);
    const picks = rows
      .flatMap((r) => (using.get(r.fileId) ?? []).slice(0, 1).map((rid) => ({ ...r, rid })))
      .slice(0, limit);
    const details = new Map(
      (await this.deps.resources.details([...new Set(picks.map((p) => p.rid))], viewer)).map((d) => [d.id, d]),
    );
    return picks.flatMap((p) => {
      const d = details.get(p.rid);
      if (!d) return [];
      const second = Math.round(p.second);
      const at = `${String(Math.floor(second / 60)).padStart(2, "0")}:${String(second % 60).padStart(2, "0")}`;
      return [
        {
          type: "note" as const,
          id: p.id,
          title: p.text.slice(0, 120),
          summary: `${d.name} · ${at}`,
          coverUrl: d.coverUrl,
          url: `/resource/${p.rid}?second=${second}`,
          meta: [d.name, at, p.source === "caption" ? "字幕" : "画面文字"],
          second,
        },
      ];
    });
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
