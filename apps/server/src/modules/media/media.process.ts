import { copyFile, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import type { Db } from "../../platform/db/client.js";
import {
  convertToPdf,
  findSoffice,
  isFastStart,
  type ProbeResult,
  probe,
  renditionPlan,
  thumbnail,
  thumbnailAt,
  transcodeAudio,
  transcodeVideo,
} from "../../platform/media/ffmpeg.js";
import type { FileStorage, LocalCopy, StoredFile } from "../../platform/storage/storage.js";
import type { FileRow, FileService } from "../file/file.service.js";
import type { AssetUpdate } from "./media.queries.js";
import * as q from "./media.queries.js";

/** Office formats LibreOffice turns into a PDF for the browser. */
export const OFFICE_EXTS = ["doc", "docx", "xls", "xlsx", "ppt", "pptx"];

/** Whether an uploaded file gets a processing job (video, audio, office documents). */
export function needsProcessing(row: Pick<FileRow, "kind" | "ext">): boolean {
  return row.kind === "video" || row.kind === "audio" || (row.kind === "document" && OFFICE_EXTS.includes(row.ext));
}

interface Output {
  path: string;
  kind: "image" | "video" | "audio" | "document";
  ext: string;
  mime: string;
  name: string;
}

/** What one processing run learned and made; "self" = the original already plays in a browser. */
interface Outcome {
  status: "ready" | "none";
  probe?: ProbeResult;
  thumb?: Output;
  play?: Output | "self";
}

const baseName = (name: string) => name.replace(/\.[^.]+$/, "") || "file";

/**
 * Progress writes at most every 2 s (or on a 10-point jump): enough for a progress bar, cheap for
 * the database. Writes run one after another; flush() waits for them, so none lands after the
 * final state.
 */
function throttled(write: (p: number) => Promise<unknown>) {
  let last = 0;
  let lastAt = 0;
  let chain: Promise<unknown> = Promise.resolve();
  const report = (p: number) => {
    const now = Date.now();
    if (p <= last || (now - lastAt < 2000 && p - last < 10)) return;
    last = p;
    lastAt = now;
    chain = chain.then(() => write(p)).catch(() => {});
  };
  return Object.assign(report, { flush: () => chain });
}

/**
 * Video: probe, a poster frame (10 s in, 180 px wide) and an H.264/AAC MP4 with faststart.
 * Audio: probe and, unless MP3/AAC already, an AAC .m4a. Office files: a PDF by LibreOffice when
 * installed, else status "none" (the viewer offers a download). Work happens in a scratch
 * directory; results are moved into storage and recorded in one transaction at the end, so a
 * failed run leaves nothing behind.
 */
export class MediaProcessor {
  private soffice: Promise<string | null> | undefined;

  constructor(
    private readonly db: Db,
    private readonly files: FileService,
    private readonly storage: FileStorage,
    private readonly sofficePath: string | undefined,
  ) {}

  private findSoffice() {
    this.soffice ??= findSoffice(this.sofficePath);
    return this.soffice;
  }

  setAsset(fileId: number, set: AssetUpdate): Promise<void> {
    return q.saveAsset(this.db, fileId, { ...set, updatedAt: new Date() });
  }

  /** Progress of a run in progress only: a late write can never overwrite a final state. */
  private setProgress(fileId: number, progress: number): Promise<void> {
    return q.saveProgress(this.db, fileId, progress);
  }

  /**
   * Runs processing for one file. `final` = no retry follows, so a failure is recorded as such.
   * Resolves true once the file's final state is recorded, false when the file was deleted
   * meanwhile (nothing to do); throws when the run failed.
   */
  async process(fileId: number, opts: { signal?: AbortSignal; final: boolean }): Promise<boolean> {
    const file = await this.files.get(fileId).catch(() => null);
    if (!file) return false;
    await this.setAsset(fileId, { status: "processing", progress: 0, error: null });
    const work = await mkdtemp(path.join(await this.storage.tempDir("work"), `${fileId}-`));
    const stored: StoredFile[] = [];
    let committed = false;
    let copy: LocalCopy | undefined;
    try {
      const progress = throttled((p) => this.setProgress(fileId, p));
      copy = await this.files.localCopy(file);
      const source = copy.path;
      const outcome =
        file.kind === "video"
          ? await this.video(file, source, work, progress, opts.signal)
          : file.kind === "audio"
            ? await this.audio(file, source, work, progress, opts.signal)
            : await this.document(file, source, work, opts.signal);

      const thumbStored = outcome.thumb ? await this.storage.putFile(outcome.thumb.path, outcome.thumb.ext) : null;
      if (thumbStored) stored.push(thumbStored);
      const play = outcome.play;
      const playStored = play && play !== "self" ? await this.storage.putFile(play.path, play.ext) : null;
      if (playStored) stored.push(playStored);

      await progress.flush();
      let oldKeys: string[] = [];
      await this.db.transaction(async (tx) => {
        const old = await q.findAsset(tx, fileId);
        const thumbRow =
          thumbStored && outcome.thumb
            ? await this.files.adopt({ ...thumbStored, ...outcome.thumb, ownerId: file.ownerId }, tx)
            : null;
        const playRow =
          playStored && play && play !== "self"
            ? await this.files.adopt({ ...playStored, ...play, ownerId: file.ownerId }, tx)
            : null;
        const p = outcome.probe;
        const set: AssetUpdate = {
          status: outcome.status,
          progress: outcome.status === "ready" ? 100 : 0,
          error: null,
          duration: p?.duration ?? null,
          width: p?.width ?? null,
          height: p?.height ?? null,
          videoCodec: p?.videoCodec ?? null,
          audioCodec: p?.audioCodec ?? null,
          thumbFileId: thumbRow?.id ?? null,
          playFileId: play === "self" ? fileId : (playRow?.id ?? null),
          updatedAt: new Date(),
        };
        await q.saveAsset(tx, fileId, set);
        // Derived files of an earlier run (reprocessing after an edit) are replaced.
        const stale = [old?.thumbFileId, old?.playFileId].filter((id): id is number => !!id && id !== fileId);
        oldKeys = await this.files.deleteRows(stale, tx);
      });
      committed = true;
      await this.files.removeStored(oldKeys);
      return true;
    } catch (err) {
      if (!committed) {
        await this.files.removeStored(stored.map((s) => s.key));
        const message = (err instanceof Error ? err.message : String(err)).slice(0, 480);
        await this.setAsset(
          fileId,
          opts.final ? { status: "failed", error: message } : { status: "pending", error: message },
        ).catch(() => {});
      }
      throw err;
    } finally {
      await copy?.done();
      await rm(work, { recursive: true, force: true });
    }
  }

  private async video(
    file: FileRow,
    source: string,
    work: string,
    progress: (p: number) => void,
    signal?: AbortSignal,
  ): Promise<Outcome> {
    const p = await probe(source, signal);
    if (!p.videoCodec) return this.audio(file, source, work, progress, signal, p);
    await this.setAsset(file.id, {
      duration: p.duration,
      width: p.width,
      height: p.height,
      videoCodec: p.videoCodec,
      audioCodec: p.audioCodec,
      progress: 1,
    });
    const thumbPath = path.join(work, "thumb.jpg");
    await thumbnail(source, thumbPath, { at: thumbnailAt(p.duration), width: 180, signal });
    const thumb: Output = {
      path: thumbPath,
      kind: "image",
      ext: "jpg",
      mime: "image/jpeg",
      name: `${baseName(file.name)}.jpg`,
    };

    const plan = renditionPlan(p);
    // An MP4 that is already H.264/AAC with its index first plays as uploaded: no second copy.
    if (
      plan.video === "copy" &&
      plan.audio !== "encode" &&
      ["mp4", "m4v"].includes(file.ext) &&
      (await isFastStart(source))
    ) {
      return { status: "ready", probe: p, thumb, play: "self" };
    }
    const out = path.join(work, "play.mp4");
    await transcodeVideo(source, out, plan, { duration: p.duration, onProgress: progress, signal });
    return {
      status: "ready",
      probe: p,
      thumb,
      play: { path: out, kind: "video", ext: "mp4", mime: "video/mp4", name: `${baseName(file.name)}.mp4` },
    };
  }

  private async audio(
    file: FileRow,
    source: string,
    work: string,
    progress: (p: number) => void,
    signal?: AbortSignal,
    probed?: ProbeResult,
  ): Promise<Outcome> {
    const p = probed ?? (await probe(source, signal));
    const plays =
      (p.audioCodec === "mp3" && file.ext === "mp3") ||
      (p.audioCodec === "aac" && ["m4a", "aac", "mp4"].includes(file.ext));
    if (plays) return { status: "ready", probe: p, play: "self" };
    const out = path.join(work, "play.m4a");
    await transcodeAudio(source, out, { duration: p.duration, onProgress: progress, signal });
    return {
      status: "ready",
      probe: p,
      play: { path: out, kind: "audio", ext: "m4a", mime: "audio/mp4", name: `${baseName(file.name)}.m4a` },
    };
  }

  private async document(file: FileRow, source: string, work: string, signal?: AbortSignal): Promise<Outcome> {
    const soffice = OFFICE_EXTS.includes(file.ext) ? await this.findSoffice() : null;
    if (!soffice) return { status: "none" };
    // LibreOffice names its output after the input: give it a plain name of ours.
    const input = path.join(work, `source.${file.ext}`);
    await copyFile(source, input);
    const pdf = await convertToPdf(soffice, input, work, { signal });
    return {
      status: "ready",
      play: { path: pdf, kind: "document", ext: "pdf", mime: "application/pdf", name: `${baseName(file.name)}.pdf` },
    };
  }
}
