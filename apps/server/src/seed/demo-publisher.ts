import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { LIVE_STATE } from "@otp/contract";
import type { Services } from "../app.js";
import { KEY_VALID_AFTER_END_MS, streamName } from "../modules/live/live.keys.js";
import * as liveq from "../modules/live/live.queries.js";
import type { Db } from "../platform/db/client.js";
import { FFMPEG, run } from "../platform/media/ffmpeg.js";
import { DEMO_LIVE_PROPERTY } from "./demo-lives.js";

/**
 * The demo's running live: on a start with demo data, the bundled ffmpeg loops a short clip
 * (-re -stream_loop -1 -c copy) into the demo live's real stream key on the embedded ingest, so
 * 正在直播 shows a real live that plays, is recorded while it runs, and goes through the real
 * publish path. Its schedule is moved to cover "now" on every start; at its end the publisher
 * stops, and the sweep ends the live after the grace period (its recording becomes the playback).
 */

/** How long the demo live runs from a start. */
const RUN_MS = 2 * 3600_000;

/** A 10-second H.264/AAC clip with a keyframe every 2 s (quick to make, cheap to copy, small recording). */
async function loopClip(dir: string): Promise<string> {
  const file = path.join(dir, "demo-live-loop.mp4");
  if (existsSync(file)) return file;
  await mkdir(dir, { recursive: true });
  const tmp = `${file}.tmp.mp4`;
  await run(FFMPEG, [
    ...["-hide_banner", "-loglevel", "error", "-y"],
    ...["-f", "lavfi", "-i", "testsrc2=size=640x360:rate=25:duration=10"],
    ...["-f", "lavfi", "-i", "sine=frequency=523:duration=10"],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-b:v", "400k", "-g", "50", "-pix_fmt", "yuv420p"],
    ...["-c:a", "aac", "-b:a", "64k", "-ar", "44100", "-movflags", "+faststart", tmp],
  ]);
  const { rename } = await import("node:fs/promises");
  await rename(tmp, file);
  return file;
}

export async function startDemoPublisher(
  db: Db,
  s: Services,
  opts: { dataDir: string; log: (msg: string, err?: unknown) => void },
): Promise<(() => void) | null> {
  const id = Number(await s.site.property(DEMO_LIVE_PROPERTY.key, DEMO_LIVE_PROPERTY.file));
  // The embedded ingest, or an nginx-rtmp origin in front (the cluster).
  if (!id || (!s.lives.rtmp && s.lives.ingest.config.mediaServer !== "nginx-rtmp")) return null;
  const row = await liveq.find(db, id);
  if (!row || row.cancelled || row.status === LIVE_STATE.ENDED) return null;
  const now = Date.now();
  const endAt = new Date(now + RUN_MS);
  // The schedule covers this start; publishers a previous process left behind are forgotten.
  await liveq.update(db, id, {
    // A schedule long past (the demo restarted days later) starts again now.
    startAt: row.endAt.getTime() < now ? new Date(now - 10 * 60_000) : row.startAt,
    endAt,
    keyExpiresAt: new Date(endAt.getTime() + KEY_VALID_AFTER_END_MS),
    publishers: {},
  });
  const clip = await loopClip(path.join(opts.dataDir, "demo-live"));
  // The embedded ingest on loopback (LIVE_RTMP_URL may be a public address); else the origin.
  const pushBase = s.lives.rtmp ? `rtmp://127.0.0.1:${s.lives.ingest.config.rtmpPort}/live` : s.lives.ingest.pushBase();
  const url = `${pushBase}/${streamName(id, "teacher")}?key=${row.streamKey}`;
  let child: ChildProcess | null = null;
  let stopped = false;
  const push = () => {
    if (stopped || Date.now() >= endAt.getTime()) return;
    const args = ["-hide_banner", "-loglevel", "error", "-re", "-stream_loop", "-1", "-i", clip];
    child = spawn(FFMPEG, [...args, "-c", "copy", "-f", "flv", url], { stdio: "ignore" });
    child.once("exit", (code) => {
      child = null;
      // A refused or dropped push (the key rotated, the live was ended) is retried a little later.
      if (!stopped) {
        opts.log(`demo live publisher exited (${code}); retrying in 10 s`);
        setTimeout(push, 10_000).unref();
      }
    });
  };
  push();
  const stop = () => {
    stopped = true;
    (child as ChildProcess | null)?.kill("SIGINT");
  };
  setTimeout(stop, endAt.getTime() - now).unref();
  return stop;
}
