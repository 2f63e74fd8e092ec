import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { FFMPEG, FFPROBE, run } from "../../platform/media/ffmpeg.js";
import type { FileStorage } from "../../platform/storage/storage.js";

/**
 * Media work of one analysis run: a scratch copy of the recording read through the storage
 * service (never its local path: an object store has none), frames by input seeking, and the
 * audio as 16 kHz mono PCM. Everything lives in one scratch folder removed at the end.
 */

/** The longest lesson sampled: a longer recording is analysed over its first three hours. */
export const MAX_LESSON_SEC = 3 * 3600;
/** Student frames keep up to this width (the tiles find 40 px faces in 1080p). */
const STUDENT_WIDTH = 1920;
/** The teacher's position needs less: the vision worker reads teacher frames at 640 px anyway. */
const TEACHER_WIDTH = 640;
/** Seconds of the recording looked at for its key-frame interval. */
const GOP_PROBE_SEC = 120;
const QUIET = ["-hide_banner", "-loglevel", "error", "-nostdin"];

/** Sample instants: 0, every, 2·every… up to the (capped) duration. */
export function sampleTimes(duration: number, everySec: number): number[] {
  const end = Math.min(duration, MAX_LESSON_SEC);
  const out: number[] = [];
  for (let t = 0; t < end - 0.05; t += everySec) out.push(Math.round(t * 1000) / 1000);
  return out;
}

export class Scratch {
  private constructor(readonly dir: string) {}

  static async open(storage: FileStorage, name: string): Promise<Scratch> {
    const dir = path.join(await storage.tempDir("work"), `classroom-${name}-${randomUUID().slice(0, 8)}`);
    await mkdir(dir, { recursive: true });
    return new Scratch(dir);
  }

  /** Copies a stored file here (streamed); returns the local path. */
  async copy(storage: FileStorage, key: string, ext: string, signal?: AbortSignal): Promise<string> {
    const dest = path.join(this.dir, `${randomUUID().slice(0, 8)}.${/^[a-z0-9]{1,8}$/.test(ext) ? ext : "bin"}`);
    await pipeline(storage.open(key), createWriteStream(dest), { signal });
    return dest;
  }

  /**
   * One JPEG of `camera` at second `t`, or null when the file has no picture there (truncated).
   * `keyframe`: the key frame at or before `t` instead of the exact frame (one frame decoded
   * instead of up to a key-frame interval of them); the caller uses it only when the recording's
   * key frames are at most one sampling interval apart.
   */
  async frame(
    src: string,
    t: number,
    camera: "student" | "teacher",
    signal?: AbortSignal,
    keyframe = false,
  ): Promise<Buffer | null> {
    // A name per call: prefetched grabs of both cameras are written while another is analysed.
    const out = path.join(this.dir, `f-${camera}-${randomUUID().slice(0, 8)}.jpg`);
    const width = camera === "student" ? STUDENT_WIDTH : TEACHER_WIDTH;
    try {
      await run(
        FFMPEG,
        [
          ...QUIET,
          ...(keyframe ? ["-noaccurate_seek", "-skip_frame", "nokey"] : []),
          // Input seeking: a resumed or sparse run reads only around each instant.
          ...["-ss", String(t), "-i", src],
          ...["-an", "-frames:v", "1", "-vf", `scale='min(${width},iw)':-2`, "-q:v", "3", "-f", "image2", "-y", out],
        ],
        { signal, timeoutMs: 60_000, background: true },
      );
      const size = await stat(out).then(
        (s) => s.size,
        () => 0,
      );
      return size > 0 ? await readFile(out) : null;
    } finally {
      await rm(out, { force: true });
    }
  }

  /**
   * The longest gap between key frames over the first minutes of the video (seconds), or null
   * when it cannot be read (then every frame is grabbed exactly).
   */
  async keyframeGap(src: string, signal?: AbortSignal): Promise<number | null> {
    const { stdout } = await run(
      FFPROBE,
      [
        ...QUIET.slice(0, 3),
        ...["-select_streams", "v:0", "-skip_frame", "nokey", "-read_intervals", `%+${GOP_PROBE_SEC}`],
        ...["-show_entries", "frame=best_effort_timestamp_time", "-of", "csv=p=0", src],
      ],
      { signal, timeoutMs: 60_000, background: true },
    ).catch(() => ({ stdout: "" }));
    const times = stdout
      .split("\n")
      .map((l) => Number.parseFloat(l))
      .filter((x) => Number.isFinite(x));
    if (times.length < 2) return null;
    let gap = 0;
    for (let i = 1; i < times.length; i++) gap = Math.max(gap, (times[i] as number) - (times[i - 1] as number));
    return gap;
  }

  /** The audio as 16 kHz mono s16le PCM over at most `seconds`. */
  async pcm(src: string, seconds: number, signal?: AbortSignal): Promise<Buffer> {
    const out = path.join(this.dir, "audio.pcm");
    await run(
      FFMPEG,
      [...QUIET, "-i", src, "-t", String(seconds), "-vn", "-ac", "1", "-ar", "16000", "-f", "s16le", "-y", out],
      { signal, timeoutMs: 30 * 60_000, background: true },
    );
    return readFile(out);
  }

  async close(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
  }
}

/**
 * `fetch` over `items` in order, one at a time, running at most `ahead` items beyond the one the
 * caller is working on: frames are extracted (ffmpeg, another process) while the previous one
 * is analysed (the vision worker). Leaving the loop early (an error, a cancel) aborts the fetch
 * under way and waits for it, so nothing writes into the scratch folder after its removal.
 */
export async function* prefetch<T, R>(
  items: readonly T[],
  fetch: (item: T, signal: AbortSignal) => Promise<R>,
  opts: { ahead: number; signal: AbortSignal },
): AsyncGenerator<[T, R]> {
  const stop = new AbortController();
  const signal = AbortSignal.any([opts.signal, stop.signal]);
  const started: Array<Promise<R> | null> = [];
  let chain: Promise<unknown> = Promise.resolve();
  const start = (item: T) => {
    const p = chain.then(() => {
      if (signal.aborted) throw signal.reason ?? new Error("aborted");
      return fetch(item, signal);
    });
    // The next fetch waits for this one; a failure is the caller's when it reaches the item.
    chain = p.catch(() => undefined);
    started.push(p);
  };
  try {
    for (const [i, item] of items.entries()) {
      while (started.length < Math.min(items.length, i + 1 + opts.ahead)) start(items[started.length] as T);
      const result = await (started[i] as Promise<R>);
      // Drop the reference: a lesson's frames are not all kept in memory.
      started[i] = null;
      yield [item, result];
    }
  } finally {
    stop.abort();
    await chain;
  }
}
