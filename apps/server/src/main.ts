import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { buildApp } from "./app.js";
import { openDatabase } from "./bootstrap.js";
import { loadConfig } from "./config.js";
import { createCache } from "./platform/cache/index.js";
import { DEMO_PASSWORD, ROLE_ACCOUNTS, ROLE_DEFS } from "./seed/demo-data.js";
import { isSeeded, seedDemo, syncMenus } from "./seed/seed.js";

const WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web");
const WEB_DIST = path.join(WEB_DIR, "dist");

/** Builds the web app once (first start after install); the API is already serving meanwhile. */
function buildWebIfMissing() {
  if (existsSync(path.join(WEB_DIST, "index.html")) || !existsSync(path.join(WEB_DIR, "index.html"))) return;
  console.log("  Building the web app (first start, about a minute)…");
  const child = spawn("npm", ["run", "build"], { cwd: path.resolve(WEB_DIR, "../.."), stdio: "ignore" });
  child.on("exit", (code) =>
    console.log(code === 0 ? "  Web app built and served." : `  Web build failed (exit ${code}); run npm run build.`),
  );
}

async function main() {
  const t0 = Date.now();
  const config = loadConfig();
  const database = await openDatabase(config);
  const cache = createCache(config.REDIS_URL);
  const { app, services } = await buildApp({ config, db: database.handle.db, cache, webDir: WEB_DIST, logger: true });
  const db = database.handle.db;

  let seeded = false;
  if (config.SEED === "auto" && !(await isSeeded(db))) {
    console.log("  Loading the demo school (first start: courses, resources and their media)…");
    await seedDemo(db, services, { log: (line) => console.log(`  ${line}`) });
    seeded = true;
  } else {
    await syncMenus(db, services);
  }
  // The embedded database never analyses on its own; without statistics search plans are poor.
  if (database.embedded) await db.execute(sql`analyze`);

  const purge = setInterval(() => services.sessions.purgeExpired().catch(() => {}), 10 * 60_000);
  purge.unref();
  // Transcoding and conversions run in this process unless MEDIA_WORKERS=0 (another instance does).
  if (config.MEDIA_WORKERS > 0) await services.jobs.start();
  const housekeeping = setInterval(() => {
    services.media.purgeExpiredUploads().catch(() => {});
    services.jobs.purgeFinished().catch(() => {});
  }, 60 * 60_000);
  housekeeping.unref();

  await app.listen({ port: config.PORT, host: config.HOST });
  const url = `http://localhost:${config.PORT}/`;
  const roleName = new Map<number, string>(ROLE_DEFS.map((r) => [r.id, r.name]));
  const lines = [
    "",
    `  开放教学平台已启动 / platform ready in ${((Date.now() - t0) / 1000).toFixed(1)} s: ${url}`,
    `  database: ${database.embedded ? `embedded PGlite (${config.dbDir})` : "PostgreSQL (DATABASE_URL)"}${seeded ? ", demo school loaded" : ""}`,
    `  cache: ${config.REDIS_URL ? "Redis" : "in-process"}`,
    `  demo accounts (password for all: ${DEMO_PASSWORD}):`,
    ...ROLE_ACCOUNTS.map((a) => `    ${a.account.padEnd(11)} ${roleName.get(a.roleId)}`),
    "    t001..t030  教师 (30)    s0001..s0200  学生 (200)",
    "",
  ];
  console.log(lines.join("\n"));
  buildWebIfMissing();

  const stop = async () => {
    clearInterval(housekeeping);
    await services.jobs.stop();
    await app.close();
    await cache.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
