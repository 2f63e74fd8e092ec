/**
 * npm run bench:classroom — a whole lesson analysed by the real pipeline (decisions 0056, 0059):
 * ffmpeg sampling with prefetch, the vision worker, the VAD, the measures, through a test app
 * with AI_WORKERS=1, while the portal answers light load over HTTP. Prints the wall time, the CPU
 * seconds (the server process with its worker threads, and ffmpeg's), samples per second, the
 * vision worker's memory, and the portal's p99 during the run against a baseline measured just
 * before it in the same run. Figures only: nothing here asserts a time.
 *
 * The lesson is made by ffmpeg from the labelled photos: a 1080p student camera (the 4×3 mosaic,
 * 44 faces of 45–60 px, then the 3×2 and 5×4 mosaics, 20 s each, repeated), a 1080p teacher
 * camera (the six photos in turn) and a synthesized Mandarin speech track, at 2 fps with a key
 * frame every 2 s (what a live push usually has), so making it costs little.
 *
 *   npm run bench:classroom                   a 45-minute lesson
 *   BENCH_MINUTES=10 npm run bench:classroom  a 10-minute lesson, extrapolated to 45 minutes
 *   BENCH_BODY_EVERY=10 npm run bench:classroom  body keypoints on every student frame
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CSRF_HEADER, CSRF_HEADER_VALUE, endpoints, TOKEN_NAME } from "@otp/contract";
import autocannon from "autocannon";
import sharp from "sharp";
import { findAnalysis, samplesOf } from "../src/modules/classroom/classroom.queries.js";
import { synthesizeSpeech } from "../src/modules/classroom/classroom.speech.fixtures.js";
import { composeMosaic, loadLabels, photoBytes } from "../src/modules/classroom/classroom.vision.fixtures.js";
import type { createVisionEngine } from "../src/modules/classroom/classroom.vision.js";
import { FFMPEG, run } from "../src/platform/media/ffmpeg.js";
import { userId } from "../src/test/accounts.js";
import { body, startTestApp } from "../src/test/harness.js";

const MINUTES = Number(process.env.BENCH_MINUTES ?? 45);
const SECONDS = MINUTES * 60;
/** Light portal load: a few users clicking, not a stress test. */
const RATE = Number(process.env.BENCH_RATE ?? 20);
const BASELINE_SEC = 20;
const LOAD_USERS = ["admin", "student", "supervisor", "auditor", "expert"];
const dir = mkdtempSync(path.join(tmpdir(), "otp-classroom-bench-"));
const ffmpeg = (args: string[]) =>
  run(FFMPEG, ["-hide_banner", "-loglevel", "error", ...args], { timeoutMs: 30 * 60_000 });

/** CPU seconds of this process (threads included) and of the child processes it waited for (ffmpeg). */
function cpu(): { self: number; children: number } {
  const u = process.cpuUsage();
  // /proc/self/stat fields 16 and 17: cutime and cstime in clock ticks (100 per second on Linux).
  const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]?.split(" ") ?? [];
  const ticks = Number(fields[13] ?? 0) + Number(fields[14] ?? 0);
  return { self: (u.user + u.system) / 1e6, children: ticks / 100 };
}

/** A 60-second 1080p piece of the pictures in turn (`each` seconds apiece) at 2 fps, then repeated to the lesson's length. */
async function camera(name: string, pictures: Buffer[], each: number, audio: Buffer | null): Promise<string> {
  const inputs = pictures.flatMap((jpeg, i) => {
    const f = path.join(dir, `${name}-${i}.jpg`);
    writeFileSync(f, jpeg);
    return ["-loop", "1", "-framerate", "2", "-t", String(each), "-i", f];
  });
  const scale = pictures
    .map(
      (_, i) =>
        `[${i}]scale=1920:1080:force_original_aspect_ratio=decrease,pad=1920:1080:(ow-iw)/2:(oh-ih)/2,setsar=1[v${i}]`,
    )
    .join(";");
  const concat = `${pictures.map((_, i) => `[v${i}]`).join("")}concat=n=${pictures.length}:v=1:a=0,format=yuv420p[v]`;
  const piece = path.join(dir, `${name}-piece.mp4`);
  const pcm = path.join(dir, `${name}.pcm`);
  if (audio) writeFileSync(pcm, audio);
  const pieceSec = each * pictures.length;
  await ffmpeg([
    ...inputs,
    ...(audio ? ["-f", "s16le", "-ar", "16000", "-ac", "1", "-i", pcm] : []),
    ...["-filter_complex", `${scale};${concat}`, "-map", "[v]"],
    ...(audio ? ["-map", `${pictures.length}:a`, "-c:a", "aac", "-b:a", "48k"] : []),
    ...["-c:v", "libx264", "-preset", "ultrafast", "-r", "2", "-g", "4", "-t", String(pieceSec), "-y", piece],
  ]);
  const out = path.join(dir, `${name}.mp4`);
  await ffmpeg([
    "-stream_loop",
    "-1",
    "-i",
    piece,
    "-c",
    "copy",
    "-t",
    String(SECONDS),
    "-movflags",
    "+faststart",
    "-y",
    out,
  ]);
  return out;
}

const t0 = performance.now();
const mosaics = [await composeMosaic(4, 3), await composeMosaic(3, 2), await composeMosaic(5, 4)];
const photos = loadLabels().map((p) => photoBytes(p.file));
const speech = await synthesizeSpeech(
  [
    { text: "同学们好，今天我们学习分数的加法。请大家先看黑板上的例题。", voice: "cmn", pitch: 35, startSec: 1 },
    { text: "老师，二分之一加三分之一等于六分之五。", voice: "cmn+f3", pitch: 85, startSec: 14 },
    { text: "很好。那么三分之二加四分之一呢？请同学们在练习本上算一算。", voice: "cmn", pitch: 35, startSec: 22 },
    { text: "等于十二分之十一。", voice: "cmn+f3", pitch: 85, startSec: 45 },
  ],
  60,
);
const studentVideo = await camera(
  "student",
  await Promise.all(mosaics.map((m) => sharp(m.jpeg).jpeg().toBuffer())),
  20,
  speech.pcm,
);
const teacherVideo = await camera("teacher", photos, 10, null);
console.log(
  `classroom bench: a ${MINUTES}-minute lesson (1080p student + 1080p teacher camera, 2 fps, key frame every 2 s) made in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
);

const t = await startTestApp();
try {
  const teacher = await t.login("teacher");
  const owner = await userId(t, "teacher");
  const student = await t.services.files.save("video", "学生画面.mp4", readFileSync(studentVideo), owner);
  const teacherCam = await t.services.files.save("video", "教师画面.mp4", readFileSync(teacherVideo), owner);
  rmSync(dir, { recursive: true, force: true });
  const saved = await t.call(
    endpoints.resource.save.path,
    {
      name: `${MINUTES}分钟课堂实录`,
      kind: 2,
      type: "MULTISCREEN",
      files: [
        { fileId: teacherCam.id, label: "教师画面" },
        { fileId: student.id, label: "学生画面" },
      ],
      visibility: "school",
    },
    { as: teacher },
  );
  if (saved.statusCode !== 200) throw new Error(`resource save failed: ${saved.body}`);
  const resourceId = body<{ id: number }>(saved).data.id;

  // The portal over real HTTP: a page load's session call at a light steady rate, spread over
  // several signed-in users (each stays under the per-user write limit of 300 a minute).
  const base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  const viewers = await Promise.all(LOAD_USERS.map((a) => t.login(a)));
  const load = async (seconds: number) => {
    const parts = await Promise.all(
      viewers.map((token) =>
        autocannon({
          url: `${base}/api/login/info`,
          method: "POST",
          connections: 1,
          overallRate: RATE / viewers.length,
          duration: seconds,
          headers: {
            "content-type": "application/json",
            [CSRF_HEADER]: CSRF_HEADER_VALUE,
            cookie: `${TOKEN_NAME}=${token}`,
          },
          body: "{}",
        }),
      ),
    );
    return {
      p99: Math.max(...parts.map((r) => r.latency.p99)),
      requests: parts.reduce((n, r) => n + r.requests.total, 0),
      failed: parts.reduce((n, r) => n + r.non2xx + r.errors, 0),
    };
  };
  await load(3); // warm-up
  const baseline = await load(BASELINE_SEC);

  // BENCH_BODY_EVERY=10: body keypoints on every student frame (as before decision 0059's amendment).
  const stored = await t.services.classroom.settingsStore.get();
  const bodyEverySec = Number(process.env.BENCH_BODY_EVERY ?? stored.bodyEverySec);
  await t.services.classroom.settingsStore.save({ ...stored, bodyEverySec });
  const settings = await t.services.classroom.settingsStore.get();
  console.log(
    `sampling: student every ${settings.studentEverySec} s, teacher every ${settings.teacherEverySec} s, hands and standing every ${settings.bodyEverySec} s; AI_WORKERS=1; portal load ${RATE} req/s`,
  );
  const analysisId = (await t.send(endpoints.classroom.run, { resourceId }, { as: teacher })).id;

  // Memory: the process's RSS every second (the worker threads live in it), the worker's own at the end.
  let peakRss = 0;
  const rssTimer = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 1000);
  const c0 = cpu();
  const w0 = performance.now();
  let running = true;
  const drained = t.services.classroom.drainForTests().finally(() => {
    running = false;
  });
  // The portal under load for the whole run, in 30-second windows.
  const during: Awaited<ReturnType<typeof load>>[] = [];
  while (running) during.push(await load(30));
  await drained;
  const wall = (performance.now() - w0) / 1000;
  const c1 = cpu();
  clearInterval(rssTimer);
  // The engine the service made on its first frame (private port, read for the figures only).
  const ports = (t.services.classroom as unknown as { ports: { vision(): ReturnType<typeof createVisionEngine> } })
    .ports;
  const mem = await ports.vision().memory();

  const d = await t.send(endpoints.classroom.detail, { id: analysisId }, { as: teacher });
  // Every teacher position saved (the frames endpoint lists only those whose picture was kept).
  const rec = await findAnalysis(t.db, analysisId);
  const teacherSamples = rec ? (await samplesOf(t.db, analysisId, rec.runToken, "teacher")).length : 0;
  const studentSamples = d.measures?.samples ?? 0;

  const p99 = (r: { p99: number }) => r.p99;
  const worst = Math.max(...during.map(p99));
  const all = during.reduce((n, r) => n + r.requests, 0);
  const non2xx = during.reduce((n, r) => n + r.failed, 0) + baseline.failed;
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
  const selfCpu = c1.self - c0.self;
  const ffCpu = c1.children - c0.children;
  const samples = studentSamples + teacherSamples;
  const scale = 45 / MINUTES;
  console.log(
    `\nresult: ${d.status}${d.error ? ` (${d.error})` : ""}, ${d.measures?.attendance.detected ?? 0} people detected`,
  );
  console.log(
    `samples: ${studentSamples} student + ${teacherSamples} teacher = ${samples} in ${wall.toFixed(0)} s wall → ${(samples / wall).toFixed(2)} samples/s (${(studentSamples / wall).toFixed(3)} student frames/s)`,
  );
  console.log(
    `CPU: ${selfCpu.toFixed(0)} s server process (HTTP, pipeline, vision and audio workers) + ${ffCpu.toFixed(0)} s ffmpeg = ${(selfCpu + ffCpu).toFixed(0)} s over ${wall.toFixed(0)} s wall (${((selfCpu + ffCpu) / wall).toFixed(2)} cores busy)`,
  );
  console.log(
    `memory: peak process RSS ${mb(peakRss)}; vision worker heap ${mb(mem.heapUsed)}, external (WASM, tensors) ${mb(mem.external)}, ${mem.tensors} tensors held`,
  );
  console.log(
    `portal /api/login/info at ${RATE} req/s: p99 ${baseline.p99} ms (the worst user's) before the run (baseline, ${BASELINE_SEC} s); during it median p99 ${median(during.map(p99))} ms, worst 30-s window ${worst} ms (${all} requests, ${non2xx} non-2xx/errors)`,
  );
  if (MINUTES !== 45) {
    console.log(
      `extrapolated to 45 minutes (×${scale.toFixed(2)}, linear in samples): ${((wall * scale) / 60).toFixed(1)} min wall, ${(((selfCpu + ffCpu) * scale) / 60).toFixed(1)} min CPU`,
    );
  } else console.log(`45-minute lesson: ${(wall / 60).toFixed(1)} min wall (aim ≤ 10 min)`);
  const load1 = readFileSync("/proc/loadavg", "utf8").split(" ")[0];
  console.log(`machine load average at the end: ${load1} on 2 cores (other work shares them)`);
  await t.app.close().catch(() => undefined);
} finally {
  await t.services.classroom.jobs.stop();
  await t.close();
  rmSync(dir, { recursive: true, force: true });
}
