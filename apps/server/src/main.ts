import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.js";
import { openDatabase, openStorage } from "./bootstrap.js";
import { type Config, loadConfig } from "./config.js";
import { ssoSeedFromEnv } from "./modules/sso/sso.env.js";
import { createBus } from "./platform/bus/index.js";
import { createCache } from "./platform/cache/index.js";
import { listenMobileSite, type MobileSite } from "./platform/http/mobile-site.js";
import { claimPeriod, everyOnOneInstance } from "./platform/jobs/singleton.js";
import { classroomDemoLessons, startClassroomDemo } from "./seed/classroom-demo/index.js";
import { DEMO_PASSWORD, ROLE_ACCOUNTS, ROLE_DEFS } from "./seed/demo-data.js";
import { startDemoPublisher } from "./seed/demo-publisher.js";
import { firstStartSeedCommand, seedInChild } from "./seed/first-start.js";
import { isSeeded, seedDemo, syncMenus } from "./seed/seed.js";

// From src/main.ts (npm run dev) or dist/main.js (npm start) alike: apps/web.
const WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web");
const WEB_DIST = path.join(WEB_DIR, "dist");
const MOBILE_DIST = path.resolve(WEB_DIR, "../mobile/dist");
const BUILD_SCRIPT = path.resolve(WEB_DIR, "../server/build.mjs");
/**
 * Scratch work older than this has no live job behind it: a job writes into its folder as it goes
 * (a classroom run saves a frame every few seconds, a transcode grows its output), and none runs 12 h.
 */
const SCRATCH_MAX_AGE_MS = 12 * 3600_000;

/**
 * `npm start` builds the web app before the server starts (apps/server/build.mjs). Started another
 * way (npm run dev on a fresh clone), the server builds it once in the background; the API is
 * already serving meanwhile.
 */
function buildWebIfMissing() {
  const missing = [
    ...(existsSync(path.join(WEB_DIST, "index.html")) ? [] : ["--web"]),
    ...(existsSync(path.join(MOBILE_DIST, "index.html")) ? [] : ["--mobile"]),
  ];
  if (!missing.length || !existsSync(BUILD_SCRIPT)) return;
  console.log("  Building the web app and the phone site (first start, a few seconds)…");
  const child = spawn(process.execPath, [BUILD_SCRIPT, ...missing], { stdio: "ignore" });
  child.on("exit", (code) =>
    console.log(code === 0 ? "  Web apps built and served." : `  Web build failed (exit ${code}); run npm run build.`),
  );
}

/** The platform also answers on the mobile site's port (phones are sent there); see MOBILE_PORT. */
async function startMobileSite(app: FastifyInstance, config: Config): Promise<MobileSite | null> {
  if (!config.MOBILE_PORT) return null;
  if (config.MOBILE_PORT === config.PORT) {
    console.warn(`  MOBILE_PORT is PORT (${config.PORT}): no mobile site; set another port, or 0.`);
    return null;
  }
  try {
    return await listenMobileSite(app, config.MOBILE_PORT, config.HOST);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? String(err);
    console.warn(`  The mobile site cannot listen on port ${config.MOBILE_PORT} (${code}); set MOBILE_PORT (0 = off).`);
    return null;
  }
}

async function main() {
  const t0 = Date.now();
  followLauncher();
  const config = loadConfig();
  const storage = await openStorage(config);
  const database = await openDatabase(config);
  const db = database.handle.db;
  // Before the services exist, so no cache of theirs predates the demo school (first-start.ts).
  const seedCommand = firstStartSeedCommand();
  let seeded = false;
  if (config.SEED === "auto" && seedCommand && !(await isSeeded(db))) {
    await seedInChild(seedCommand, database);
    seeded = true;
  }
  const cache = createCache(config.REDIS_URL);
  const bus = createBus(config.REDIS_URL);
  const { app, services } = await buildApp({
    config,
    db: database.handle.db,
    cache,
    bus,
    storage,
    webDir: WEB_DIST,
    mobileDir: MOBILE_DIST,
    logger: true,
  });

  if (config.SEED === "auto" && !seeded && !(await isSeeded(db))) {
    // Run from the sources: no built seed command, so the load runs here.
    console.log("  Loading the demo school (first start: courses, resources and their media)…");
    await seedDemo(db, services, { log: (line) => console.log(`  ${line}`) });
    seeded = true;
  } else {
    await syncMenus(db, services);
  }
  // The embedded database never analyses on its own; without statistics search plans are poor.
  if (database.embedded) await db.execute(sql`analyze`);

  // Identity sources named in the environment, unless the back office saved them already.
  await services.ssoConfig.seed(ssoSeedFromEnv(config));
  // The scheduled LDAP sync: checks each minute whether it is on and due (off by default).
  services.ldapSync.start();

  // Shared work runs on one instance per period (each instance's own work stays on its own timer).
  const oneInstance = (name: string, everyMs: number, fn: () => Promise<unknown>, failure: string) =>
    everyOnOneInstance(cache, name, everyMs, fn, (_msg, err) => app.log.error(err, failure));
  const stopPurge = oneInstance("sessions-purge", 10 * 60_000, () => services.sessions.purgeExpired(), "会话清理失败");
  // Transcoding and conversions run in this process unless MEDIA_WORKERS=0 (another instance does).
  if (config.MEDIA_WORKERS > 0) await services.jobs.start();
  await services.outbound.start();
  // AI classroom analysis: its own queue (AI_WORKERS at once), live sampling and frame retention.
  const stopClassroom = await services.classroom.start(config.AI_WORKERS);

  // Videos processed before search by image existed (or while it was off) get their keyframes.
  if (config.MEDIA_WORKERS > 0) await services.retrieval.startBackfill();
  // New picture resources, document covers and changed captions join the indexes within a minute.
  // One instance of those with media workers indexes them.
  const stopSweep =
    config.MEDIA_WORKERS > 0
      ? oneInstance("retrieval-sweep", 60_000, () => services.retrieval.sweep(), "图片与字幕索引失败")
      : () => {};
  // Scratch folders of jobs that died with an earlier process (or this one) and were never removed.
  const sweepScratch = () =>
    services.files.storage
      .sweepWork(SCRATCH_MAX_AGE_MS)
      .then((n) => n && app.log.info(`removed ${n} stale scratch folder(s)`))
      .catch((err) => app.log.warn({ err }, "scratch sweep failed"));
  void sweepScratch();
  // Each instance's own: its scratch space, and its embedded database (which never has a second instance).
  const housekeeping = setInterval(() => {
    void sweepScratch();
    // Statistics follow the data as it grows (plans of lists and search depend on them).
    if (database.embedded) db.execute(sql`analyze`).catch(() => {});
  }, 60 * 60_000);
  housekeeping.unref();
  // Shared: expired uploads (their bytes are in the shared upload area) and finished jobs.
  const stopUploadPurge = oneInstance(
    "uploads-purge",
    60 * 60_000,
    () => services.media.purgeExpiredUploads(),
    "过期上传清理失败",
  );
  const stopJobPurge = oneInstance("jobs-purge", 60 * 60_000, () => services.jobs.purgeFinished(), "任务记录清理失败");
  // Visit events are folded into the daily statistics every five minutes (and once now): each
  // instance writes the visits it counted, then one of them folds in what all have written.
  const ROLLUP_MS = 5 * 60_000;
  const rollup = async () => {
    if (await claimPeriod(cache, "stats-rollup", ROLLUP_MS)) await services.stats.rollup();
  };
  const flushAndRollup = () =>
    void services.visits
      .flush()
      .then(rollup)
      .catch((err) => app.log.error(err, "统计汇总失败"));
  flushAndRollup();
  const rollupTimer = setInterval(flushAndRollup, ROLLUP_MS);
  rollupTimer.unref();

  await app.listen({ port: config.PORT, host: config.HOST });
  // The demo's running live: a looping publisher on the real ingest (DEMO_LIVE_PUBLISHER=off: none).
  const stopDemoLive =
    config.DEMO_LIVE_PUBLISHER === "on" &&
    config.SEED === "auto" &&
    (config.LIVE_RTMP_PORT > 0 || config.LIVE_MEDIA_SERVER === "nginx-rtmp")
      ? await startDemoPublisher(db, services, {
          dataDir: config.dataDir,
          log: (msg, err) => app.log.warn({ err }, msg),
        }).catch((err: unknown) => {
          app.log.warn({ err }, "demo live publisher did not start");
          return null;
        })
      : null;
  // The demo's AI classroom lessons: made and queued for analysis in the background (decision 0055).
  const demoLessons = classroomDemoLessons(config.CLASSROOM_DEMO);
  if (config.SEED === "auto" && demoLessons.length)
    void startClassroomDemo(db, services, { log: (line) => console.log(`  ${line}`), lessons: demoLessons });
  const mobile = await startMobileSite(app, config);
  const url = `http://localhost:${config.PORT}/`;
  const roleName = new Map<number, string>(ROLE_DEFS.map((r) => [r.id, r.name]));
  const lines = [
    "",
    `  开放教学平台已启动 / platform ready in ${((Date.now() - t0) / 1000).toFixed(1)} s: ${url}`,
    `  database: ${database.embedded ? `embedded PGlite (${config.dbDir})` : "PostgreSQL (DATABASE_URL)"}${seeded ? ", demo school loaded" : ""}`,
    `  cache: ${config.REDIS_URL ? "Redis" : "in-process"}`,
    `  files: ${config.STORAGE === "s3" ? `S3 ${config.S3_ENDPOINT}/${config.S3_BUCKET}` : config.filesDir}`,
    ...(mobile ? [`  mobile site (phones are sent here): http://localhost:${mobile.port}/`] : []),
    ...(config.SEED === "off"
      ? ["  no demo school (SEED=off); create an administrator: npm run admin:create -- --account x --password y"]
      : [
          `  demo accounts (password for all: ${DEMO_PASSWORD}):`,
          ...ROLE_ACCOUNTS.map((a) => `    ${a.account.padEnd(11)} ${roleName.get(a.roleId)}`),
          "    t001..t030  教师 (30)    s0001..s0200  学生 (200)",
        ]),
    "",
  ];
  console.log(lines.join("\n"));
  buildWebIfMissing();

  // Once only, and the listeners stay: a signal arriving while stopping (Ctrl-C reaches the
  // launcher and this process) must not fall back to Node's default, which ends it mid-shutdown.
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    clearInterval(housekeeping);
    clearInterval(rollupTimer);
    for (const stopTimer of [stopPurge, stopSweep, stopUploadPurge, stopJobPurge]) stopTimer();
    stopDemoLive?.();
    await services.jobs.stop();
    await services.outbound.stop();
    await stopClassroom();
    await services.visits.flush();
    await mobile?.close();
    await app.close();
    await bus.close();
    await cache.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

/** Set once the server has begun to stop (SIGINT, SIGTERM). */
let stopping = false;

/**
 * Started by apps/server/start.mjs (npm start on Linux): a signal sent to that process alone
 * arrives as a message, and its end (it was killed) counts as SIGTERM. A signal that reached both
 * processes (Ctrl-C, the process group) stops the server once; while it starts, the message does
 * what the signal itself does (ends the process).
 */
function followLauncher() {
  if (!process.send) return;
  const relay = (signal: "SIGINT" | "SIGTERM") => {
    if (stopping) return;
    if (process.listenerCount(signal)) process.emit(signal, signal);
    else process.kill(process.pid, signal);
  };
  process.on("message", (m: { signal?: unknown } | null) => {
    if (m?.signal === "SIGINT" || m?.signal === "SIGTERM") relay(m.signal);
    // A hang-up of the launcher (its terminal closed) stops the server, as it did without one.
    else if (m?.signal === "SIGHUP") relay("SIGTERM");
  });
  process.once("disconnect", () => relay("SIGTERM"));
  process.channel?.unref();
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
