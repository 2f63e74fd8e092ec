import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { FFMPEG, run } from "../../platform/media/ffmpeg.js";

/**
 * One JPEG frame of a live stream (supervision's patrol photo), read by the bundled ffmpeg from
 * `source` (an RTMP address): at most 1280 wide, given up after 8 s without a frame.
 */
export async function grabFrame(source: string): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), "otp-snap-"));
  const out = path.join(dir, "frame.jpg");
  try {
    await run(
      FFMPEG,
      [
        "-hide_banner",
        "-loglevel",
        "error",
        "-rw_timeout",
        "8000000",
        "-i",
        source,
        "-an",
        "-frames:v",
        "1",
        // A patrol photo, not an archive: at most 1280 wide keeps it small.
        "-vf",
        "scale='min(1280,iw)':-2",
        "-q:v",
        "4",
        "-f",
        "image2",
        "-y",
        out,
      ],
      { timeoutMs: 8000 },
    );
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
