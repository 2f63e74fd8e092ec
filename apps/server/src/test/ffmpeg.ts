import { type ChildProcess, spawn } from "node:child_process";
import { FFMPEG, run } from "../platform/media/ffmpeg.js";

/**
 * Test media made by the bundled ffmpeg itself: a live test pattern pushed over RTMP as a
 * classroom encoder (or OBS) would, and short clips written to a file.
 */

const QUIET = ["-hide_banner", "-loglevel", "error"];
const PATTERN = "testsrc2=size=320x180:rate=15";
const TONE = "sine=frequency=440";

/** Pushes colour bars (and a tone unless `audio: false`) in real time to an RTMP address until killed. */
export function pushTestPattern(url: string, opts: { audio?: boolean } = {}): ChildProcess {
  const audio = opts.audio !== false;
  return spawn(
    FFMPEG,
    [
      ...QUIET,
      ...["-re", "-f", "lavfi", "-i", PATTERN],
      ...(audio ? ["-f", "lavfi", "-i", TONE] : []),
      ...["-c:v", "libx264", "-preset", "ultrafast", "-tune", "zerolatency", "-g", "15"],
      ...(audio ? ["-c:a", "aac"] : []),
      ...["-f", "flv", url],
    ],
    { stdio: "ignore" },
  );
}

/** Resolves with the exit code once the process has ended. */
export const exited = (p: ChildProcess) => new Promise<number | null>((r) => p.once("exit", (code) => r(code)));

export interface ClipOptions {
  seconds: number;
  /** `WxH`, default 320x180. */
  size?: string;
  /** A 440 Hz tone beside the picture (default true). */
  audio?: boolean;
  /** ffmpeg's `testsrc2` (default) or the older `testsrc`. */
  pattern?: "testsrc" | "testsrc2";
  /** Browser-playable H.264: 4:2:0 pixels and a keyframe every second (default true). */
  playable?: boolean;
  /** The container when the file name does not say it (`flv` for a DVR file). */
  format?: string;
}

/** Writes a clip of colour bars to `file` and returns its path. */
export async function makeTestClip(file: string, o: ClipOptions): Promise<string> {
  const audio = o.audio !== false;
  const playable = o.playable !== false;
  await run(FFMPEG, [
    ...QUIET,
    "-y",
    ...["-f", "lavfi", "-i", `${o.pattern ?? "testsrc2"}=size=${o.size ?? "320x180"}:rate=15:duration=${o.seconds}`],
    ...(audio ? ["-f", "lavfi", "-i", `${TONE}:duration=${o.seconds}`] : []),
    ...["-c:v", "libx264", "-preset", "ultrafast"],
    ...(playable ? ["-g", "15", "-pix_fmt", "yuv420p"] : []),
    ...(audio ? ["-c:a", "aac", "-shortest"] : []),
    ...(o.format ? ["-f", o.format] : []),
    file,
  ]);
  return file;
}
