import { spawn } from "node:child_process";
import { FFMPEG, run } from "../../platform/media/ffmpeg.js";
import { type FrameHash, hashPicture, popcount64 } from "./retrieval.hash.js";

export interface Keyframe extends FrameHash {
  second: number;
  /** Kept for a scene change (the first frame too), not only for the time passed. */
  scene?: boolean;
  /** The 160×90 grey frame (in memory only): slide changes too small for the hashes show here. */
  thumb?: Buffer;
}

/** The share of pixels that changed clearly between two frames (0–1). */
export function thumbDiff(a: Buffer, b: Buffer): number {
  let changed = 0;
  for (let i = 0; i < a.length; i++) if (Math.abs((a[i] ?? 0) - (b[i] ?? 0)) > 32) changed++;
  return a.length ? changed / a.length : 0;
}

const W = 160;
const H = 90;
/** A frame is kept when it differs this much from the last kept one (a scene change)… */
const SCENE_BITS = 8;
/** …or when this many seconds passed since the last kept one. */
export const KEYFRAME_EVERY = 2;

/**
 * Samples a video once a second (small greyscale frames piped from ffmpeg) and keeps the
 * keyframes: scene changes and at least one every KEYFRAME_EVERY seconds.
 */
export async function videoKeyframes(file: string, signal?: AbortSignal): Promise<Keyframe[]> {
  const child = spawn(
    FFMPEG,
    ["-v", "error", "-i", file, "-an", "-vf", `fps=1,scale=${W}:${H}`, "-f", "rawvideo", "-pix_fmt", "gray", "-"],
    { stdio: ["ignore", "pipe", "pipe"], signal },
  );
  const size = W * H;
  const out: Keyframe[] = [];
  let pending: Buffer = Buffer.alloc(0);
  let n = 0;
  let last = null as Keyframe | null;
  let stderr = "";
  child.stderr.on("data", (d) => {
    stderr = (stderr + d).slice(-2000);
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", resolve);
  });
  for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    while (pending.length >= size) {
      const frame = Buffer.from(pending.subarray(0, size));
      pending = pending.subarray(size);
      const second = n++;
      const hash = await hashPicture({ raw: frame, width: W, height: H });
      const changed: boolean =
        !last || popcount64(hash.phash ^ last.phash) + popcount64(hash.dhash ^ last.dhash) > SCENE_BITS * 2;
      if (changed || !last || second - last.second >= KEYFRAME_EVERY) {
        last = { ...hash, second, scene: changed, thumb: frame };
        out.push(last);
      }
    }
  }
  const code = await exited;
  if (code !== 0) throw new Error(`ffmpeg keyframes failed (${code}): ${stderr.trim().slice(-300)}`);
  return out;
}

/** One full frame at `second`, at most 1280 px wide, as a PNG file (for OCR). */
export async function grabFrame(file: string, second: number, out: string, signal?: AbortSignal): Promise<void> {
  await run(
    FFMPEG,
    ["-v", "error", "-ss", String(second), "-i", file, "-frames:v", "1", "-vf", "scale='min(1280,iw)':-2", "-y", out],
    {
      signal,
    },
  );
}
