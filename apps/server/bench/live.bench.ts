/**
 * npm run bench:live — the embedded ingest under a real publisher and many viewers, in one run:
 * the bundled ffmpeg pushes a 1 Mbps 640×360 test pattern over RTMP (as OBS does) to a live of
 * the demo school; BENCH_VIEWERS HTTP-FLV readers (default 100) pull it through the platform's
 * signed play route for BENCH_SECONDS (default 15). Printed:
 *  - start-up delay: request to first video tag, per viewer (p50/p95);
 *  - publish-to-play delay: a video tag's arrival against the publisher's clock (the publisher
 *    process's start is the stream's time 0, so this is an upper bound: it includes ffmpeg's
 *    start-up and the RTMP handshake; the FLV tag timestamp is the stream time), p50/p95 after
 *    the first second of each viewer (the GOP cache replays old frames on join), and as a ratio
 *    to SRS's 0.8–3 s anchor;
 *  - stalls: gaps of more than 1 s between a viewer's video tags;
 *  - CPU per viewer: the process's CPU time over the viewing window divided by viewers;
 *  - HLS: publish to the first playlist with a segment (the HLS start-up);
 *  - recording completeness: a second live is pushed three times BENCH_SEGMENT_SECONDS (default
 *    10), the publisher SIGKILLed after the first and second push and reconnecting within the grace
 *    period; the seconds pushed (accepted publish to kill) against the playback's duration (ffprobe
 *    through media processing), with each part's duration. BENCH_GOP (default 25 frames, 1 s) sets
 *    the publisher's keyframe interval: a long one shows what a lost unfinished fragment costs.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { liveDetailSchema, liveSaveSchema } from "@otp/contract";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { createCache } from "../src/platform/cache/index.js";
import { connectDb } from "../src/platform/db/client.js";
import { startEmbeddedDatabase } from "../src/platform/db/embedded.js";
import { runMigrations } from "../src/platform/db/migrate.js";
import { FFMPEG, probe } from "../src/platform/media/ffmpeg.js";
import { seedDemo } from "../src/seed/seed.js";

const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 500);
/** Seconds of each of the three publishes of the recording-completeness run. */
const SEGMENT_S = Number(process.env.BENCH_SEGMENT_SECONDS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);

const pct = (xs: number[], p: number) => {
  if (!xs.length) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] as number;
};
const ms = (x: number) => `${x.toFixed(0)} ms`;

const dataDir = mkdtempSync(path.join(tmpdir(), "otp-bench-live-"));
const embedded = await startEmbeddedDatabase();
const handle = connectDb(embedded.url, { embedded: true });
await runMigrations(handle.pool);
// The ingest is started below on a free port (LIVE_RTMP_PORT 0 keeps buildApp from taking 1935).
const config = loadConfig({
  DATA_DIR: dataDir,
  ARGON2_MEMORY_KIB: "1024",
  ARGON2_TIME_COST: "1",
  LOG_LEVEL: "silent",
  LIVE_RTMP_PORT: "0",
});
const { app, services } = await buildApp({ config, db: handle.db, cache: createCache(undefined, "bench:") });
await seedDemo(handle.db, services, { content: false });
const base = await app.listen({ port: 0, host: "127.0.0.1" });
const rtmpPort = await services.lives.startRtmp(0, path.join(dataDir, "live"));

const account = await services.users.findByAccount("teacher");
const loaded = account ? await services.users.load(account.id) : null;
if (!loaded) throw new Error("the demo teacher is missing");
const teacher = { ...loaded, sessionId: 0 };
const now = Date.now();
const { id } = await services.lives.editor.save(
  liveSaveSchema.parse({
    name: "压测直播",
    startTime: new Date(now + 60_000).toISOString(),
    endTime: new Date(now + 3_600_000).toISOString(),
  }),
  teacher,
);
const info = await services.lives.ingest.info(id, teacher, "127.0.0.1");
const pushUrl = (info.streams[0]?.pushUrl as string).replace(/rtmp:\/\/[^/]+/, `rtmp://127.0.0.1:${rtmpPort}`);

/** A 1 Mbps 640×360 test pattern pushed with -re, as OBS does. */
const pushArgs = (url: string) => [
  ...["-hide_banner", "-loglevel", "error", "-re"],
  ...["-f", "lavfi", "-i", "testsrc2=size=640x360:rate=25", "-f", "lavfi", "-i", "sine=frequency=440"],
  ...["-c:v", "libx264", "-preset", "ultrafast", "-tune", "zerolatency", "-b:v", "1M", "-maxrate", "1M"],
  ...["-bufsize", "1M", "-g", process.env.BENCH_GOP ?? "25", "-c:a", "aac", "-b:a", "64k", "-f", "flv", url],
];

// The publisher's clock: ffmpeg (-re) releases a frame of stream time ts no earlier than ts after
// it started, so (arrival − spawn − ts) is an upper bound of the publish-to-play delay (it also
// counts ffmpeg's own start-up and the RTMP handshake).
const tSpawn = performance.now();
const publisher: ChildProcess = spawn(FFMPEG, pushArgs(pushUrl), { stdio: "ignore" });

// The publish is accepted: the stream's time 0 on the publisher's clock.
const detail = () => services.lives.detail(liveDetailSchema.parse({ id }), null, "bench");
let t0 = 0;
for (let i = 0; i < 400 && !t0; i++) {
  if ((await detail()).status === 2) t0 = performance.now();
  else await new Promise((r) => setTimeout(r, 25));
}
if (!t0) throw new Error("the publish was not accepted");
const play = (await detail()).play?.[0];
if (!play) throw new Error("no play address");

interface ViewerResult {
  startup: number;
  delays: number[];
  stalls: number;
  bytes: number;
}

/** One HTTP-FLV reader: parses the tags, notes arrival against the tag timestamp. */
async function viewer(until: number): Promise<ViewerResult> {
  const asked = performance.now();
  const res = await fetch(new URL(play?.flv as string, base));
  const reader = res.body?.getReader();
  if (!reader) throw new Error(`play refused: ${res.status}`);
  let buf = Buffer.alloc(0);
  let header = false;
  const out: ViewerResult = { startup: Number.NaN, delays: [], stalls: 0, bytes: 0 };
  let lastVideo = 0;
  let firstAt = 0;
  while (performance.now() < until) {
    const { value, done } = await reader.read();
    if (done) break;
    out.bytes += value.length;
    buf = Buffer.concat([buf, value]);
    if (!header) {
      if (buf.length < 13) continue;
      buf = buf.subarray(13);
      header = true;
    }
    while (buf.length >= 11) {
      const size = buf.readUIntBE(1, 3);
      if (buf.length < 11 + size + 4) break;
      const type = buf[0];
      const ts = buf.readUIntBE(4, 3) | ((buf[7] as number) << 24);
      buf = buf.subarray(11 + size + 4);
      if (type !== 9) continue;
      const at = performance.now();
      if (Number.isNaN(out.startup)) {
        out.startup = at - asked;
        firstAt = at;
      }
      if (lastVideo && at - lastVideo > 1000) out.stalls++;
      lastVideo = at;
      if (at - firstAt > 1000) out.delays.push(at - tSpawn - ts);
    }
  }
  await reader.cancel().catch(() => {});
  return out;
}

// HLS start-up: publish to the first playlist listing a segment.
const hlsReady = (async () => {
  for (;;) {
    const r = await app.inject({ method: "GET", url: play.hls });
    if (r.statusCode === 200 && r.body.includes(".ts?token=")) return performance.now() - t0;
    if (performance.now() - t0 > 30_000) return Number.NaN;
    await new Promise((res) => setTimeout(res, 100));
  }
})();

await new Promise((r) => setTimeout(r, 2000));
const cpu0 = process.cpuUsage();
const w0 = performance.now();
const until = w0 + SECONDS * 1000;
const results = await Promise.all(Array.from({ length: VIEWERS }, () => viewer(until)));
const cpu = process.cpuUsage(cpu0);
const wall = performance.now() - w0;
const hls = await hlsReady;

publisher.kill("SIGKILL");

/* ---------- recording completeness: killed twice, reconnecting within the grace period ---------- */
const rec = await services.lives.editor.save(
  liveSaveSchema.parse({
    name: "录制完整性",
    startTime: new Date(Date.now() + 60_000).toISOString(),
    endTime: new Date(Date.now() + 3_600_000).toISOString(),
  }),
  teacher,
);
const recInfo = await services.lives.ingest.info(rec.id, teacher, "127.0.0.1");
const recUrl = (recInfo.streams[0]?.pushUrl as string).replace(/rtmp:\/\/[^/]+/, `rtmp://127.0.0.1:${rtmpPort}`);
const recStream = `live-${rec.id}-teacher`;
let pushed = 0;
for (let i = 0; i < 3; i++) {
  // A reconnect: node-media-server releases the dropped publisher's stream first.
  while (services.lives.rtmp?.isPublishing(recStream)) await new Promise((r) => setTimeout(r, 100));
  const p = spawn(FFMPEG, pushArgs(recUrl), { stdio: "ignore" });
  while (!services.lives.rtmp?.isPublishing(recStream)) await new Promise((r) => setTimeout(r, 20));
  const from = performance.now();
  await new Promise((r) => setTimeout(r, SEGMENT_S * 1000));
  p.kill("SIGKILL");
  pushed += (performance.now() - from) / 1000;
  await new Promise((r) => p.once("exit", r));
}
await new Promise((r) => setTimeout(r, 1500));
await services.lives.editor.markEnded(rec.id);
await services.lives.recorder?.settle(rec.id);
// Each publish's part, to tell a loss at a part's start or end from one in the join.
const partSeconds: number[] = [];
for (const files of (await services.lives.recorder?.parts(rec.id))?.values() ?? []) {
  for (const f of files) partSeconds.push((await probe(f)).duration ?? 0);
}
const resourceId = await services.lives.finishRecording(rec.id);
const recorded = resourceId ? ((await services.resources.details([resourceId], teacher))[0]?.duration ?? 0) : 0;

await services.lives.hls?.stopAll();
await services.lives.rtmp?.stop();
await app.close();
await handle.close?.();
await embedded.stop?.();
rmSync(dataDir, { recursive: true, force: true });

const startups = results.map((r) => r.startup).filter((x) => Number.isFinite(x));
const delays = results.flatMap((r) => r.delays);
const stalls = results.reduce((s, r) => s + r.stalls, 0);
const mbps = results.reduce((s, r) => s + r.bytes, 0) / (wall / 1000) / VIEWERS / 125_000;
const cpuMs = (cpu.user + cpu.system) / 1000;
console.log(`live bench: ${VIEWERS} HTTP-FLV viewers of one 1 Mbps stream for ${SECONDS} s (loopback)`);
console.log(`  viewers that got video:   ${startups.length}/${VIEWERS}, ${mbps.toFixed(2)} Mbit/s each`);
console.log(`  start-up delay:           p50 ${ms(pct(startups, 50))}, p95 ${ms(pct(startups, 95))}`);
console.log(
  `  publish-to-play delay ≤:  p50 ${ms(pct(delays, 50))}, p95 ${ms(pct(delays, 95))} (${delays.length} video tags)`,
);
console.log(
  `  ratio to SRS's anchor:    p50 ${(pct(delays, 50) / 800).toFixed(2)}× of 0.8 s, p95 ${(pct(delays, 95) / 3000).toFixed(2)}× of 3 s`,
);
console.log(`  stalls (> 1 s gaps):      ${stalls}`);
console.log(`  CPU per viewer:           ${(cpuMs / VIEWERS / (wall / 1000)).toFixed(2)} ms CPU per second`);
console.log(`  HLS start-up:             ${ms(hls)} from publish to the first playlist with a segment`);
console.log(
  `  recording completeness:   ${recorded.toFixed(1)} s in the playback of ${pushed.toFixed(1)} s pushed (3 publishes, SIGKILL twice) = ${((100 * recorded) / pushed).toFixed(1)} %`,
);
console.log(`  recorded parts:           ${partSeconds.map((d) => d.toFixed(2)).join(" + ")} s`);
process.exit(0);
