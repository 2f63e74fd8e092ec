/**
 * npm run bench:api — requests/s and p99 of platform calls next to a bare Fastify JSON route in the
 * same process (measured just before each call), printed as ratios; among them a database-backed
 * list (/api/c/base/user/list, 20 rows). On the embedded database (on disk, as `npm start` runs it) and, when DATABASE_URL is set,
 * on PostgreSQL too (a fresh database, dropped after), both in one run. Demo school, loopback only.
 * BENCH_SECONDS sets the duration of each measurement (default 5).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { createCache } from "../src/platform/cache/index.js";
import { connectDb } from "../src/platform/db/client.js";
import { startEmbeddedDatabase } from "../src/platform/db/embedded.js";
import { runMigrations } from "../src/platform/db/migrate.js";
import { DEMO_PASSWORD } from "../src/seed/demo-data.js";
import { seedDemo } from "../src/seed/seed.js";

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;
const HEADERS = { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" };

interface Result {
  title: string;
  rps: number;
  p99: number;
  /** The bare route's requests/s measured just before this call (the machine's load drifts). */
  bareRps: number;
}

/** A database for one run: the embedded one in a temporary directory, or a fresh PostgreSQL database. */
async function openDatabase(kind: "embedded" | "postgres", dataDir: string) {
  if (kind === "embedded") {
    const embedded = await startEmbeddedDatabase(path.join(dataDir, "db"));
    const handle = connectDb(embedded.url, { embedded: true });
    return {
      handle,
      async close() {
        await handle.close();
        await embedded.stop();
      },
    };
  }
  const admin = process.env.DATABASE_URL as string;
  const name = `otp_bench_${randomBytes(4).toString("hex")}`;
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`create database ${name}`);
  await c.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const handle = connectDb(url.toString(), { embedded: false });
  return {
    handle,
    async close() {
      await handle.close();
      const d = new pg.Client({ connectionString: admin });
      await d.connect();
      await d.query(`drop database if exists ${name} with (force)`);
      await d.end();
    },
  };
}

async function run(kind: "embedded" | "postgres"): Promise<Result[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "otp-bench-"));
  const database = await openDatabase(kind, dataDir);
  await runMigrations(database.handle.pool);
  const config = loadConfig({
    DATA_DIR: dataDir,
    ARGON2_MEMORY_KIB: "4096",
    ARGON2_TIME_COST: "1",
    LOG_LEVEL: "silent",
  });
  const cache = createCache();
  const { app, services } = await buildApp({ config, db: database.handle.db, cache });
  try {
    await seedDemo(database.handle.db, services, { content: false });
    app.post("/bench/bare", async () => ({ success: true, data: [{ id: 1, name: "语文" }], msg: "操作成功", code: 0 }));
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    const login = await fetch(`${base}/api/login`, {
      method: "POST",
      headers: HEADERS,
      body: JSON.stringify({ account: "admin", password: DEMO_PASSWORD }),
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

    const measure = async (title: string, url: string, body: object, withCookie = false) => {
      const r = await autocannon({
        url: base + url,
        method: "POST",
        connections: CONNECTIONS,
        duration: DURATION,
        headers: withCookie ? { ...HEADERS, cookie } : HEADERS,
        body: JSON.stringify(body),
      });
      if (r.non2xx > 0 || r.errors > 0) throw new Error(`${title}: ${r.non2xx} non-2xx, ${r.errors} errors`);
      return { title, rps: r.requests.average, p99: r.latency.p99 };
    };
    // Each call right after a measurement of the bare route: its ratio compares neighbours.
    const paired = async (title: string, url: string, body: object, withCookie = false): Promise<Result> => {
      const bare = await measure("bare", "/bench/bare", {});
      return { ...(await measure(title, url, body, withCookie)), bareRps: bare.rps };
    };
    const bare = await measure("bare Fastify JSON route", "/bench/bare", {});
    return [
      { ...bare, bareRps: bare.rps },
      await paired("/api/login/info (session)", "/api/login/info", {}, true),
      await paired("/api/kv/ele/SUBJECT/list", "/api/kv/ele/SUBJECT/list", {}),
      await paired(
        "/api/c/base/user/list (admin, 20 rows)",
        "/api/c/base/user/list",
        { pageNo: 1, pageSize: 20 },
        true,
      ),
    ];
  } finally {
    await app.close();
    await cache.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const runs: [string, Result[]][] = [["embedded", await run("embedded")]];
if (process.env.DATABASE_URL) runs.push(["PostgreSQL", await run("postgres")]);

const pct = (r: Result) => `${((r.rps / r.bareRps) * 100).toFixed(1)}%`;
console.log(`\nbench:api — ${DURATION}s each, ${CONNECTIONS} connections, one process, loopback\n`);
console.log(
  "call".padEnd(42),
  ...runs.flatMap(([name]) => [`${name} req/s`.padStart(17), "p99 ms".padStart(7), "vs bare".padStart(8)]),
);
const firstRun = runs[0]?.[1] ?? [];
for (let i = 0; i < firstRun.length; i++) {
  const cells = runs.flatMap(([, results]) => {
    const r = results[i] as Result;
    return [r.rps.toFixed(0).padStart(17), String(r.p99).padStart(7), pct(r).padStart(8)];
  });
  console.log((firstRun[i] as Result).title.padEnd(42), ...cells);
}
console.log("");
for (const [name, results] of runs) {
  const [, , kv, list] = results as [Result, Result, Result, Result];
  console.log(`${name}: kv list at ${pct(kv)} of the bare route (aim: >= 40%), user list (20 rows) at ${pct(list)}`);
}
if (!process.env.DATABASE_URL) {
  console.log("(set DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres to measure PostgreSQL in the same run)");
}
