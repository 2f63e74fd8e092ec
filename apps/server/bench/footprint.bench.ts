/**
 * npm run bench:footprint — the platform's resident memory, measured as a school runs it: the
 * whole process tree of `npm start` (npm, node dist/main.js, the embedded database's worker, ffmpeg
 * while seeding), summed over /proc every 100 ms. For the embedded database and, when PostgreSQL
 * answers, with DATABASE_URL (a fresh database per run, dropped after), each from a fresh DATA_DIR
 * on its first start (demo school seeded). Prints the build's peak (what `npm start` runs first
 * on a fresh clone), the first-start peak, idle after start and idle after 1,000 mixed requests,
 * next to the goals. Figures, not assertions.
 *
 * BENCH_BUILD=0 skips the build measurement; BENCH_SETTLE_S (default 20) is how long the platform
 * idles before "idle" is measured; DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres)
 * is where the PostgreSQL run creates its database; BENCH_DATABASES=embedded or =postgres runs one.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { mixedRequests } from "./footprint/load.js";
import { processTree, Sampler } from "./footprint/proc.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const MB = 1024 * 1024;
const SETTLE_MS = Number(process.env.BENCH_SETTLE_S ?? 20) * 1000;
const REQUESTS = 1000;
const GOALS = { peak: 900, idleEmbedded: 600, idlePostgres: 300 };
const PG_ADMIN = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const mb = (bytes: number) => Math.round(bytes / MB);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === "object" && addr ? addr.port : 0));
    });
  });
}

async function answers(base: string): Promise<boolean> {
  try {
    const res = await fetch(`${base}/api/c/version`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" },
      body: "{}",
      signal: AbortSignal.timeout(2000),
    });
    return res.ok;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });
}

/** Kills the process group `npm start` leads (npm, node, workers, ffmpeg). */
async function stopGroup(child: ChildProcess) {
  const kill = (sig: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, sig);
    } catch {
      // already gone
    }
  };
  kill("SIGTERM");
  const timer = setTimeout(() => kill("SIGKILL"), 10_000);
  await exited(child);
  clearTimeout(timer);
}

/** `npm run build` (server and web, as a fresh clone's `npm start` does first): its peak. */
async function measureBuild(): Promise<number> {
  const child = spawn("npm", ["run", "build"], { cwd: ROOT, stdio: "ignore", detached: true });
  const sampler = new Sampler(child.pid as number);
  const code = await exited(child);
  sampler.stop();
  if (code !== 0) throw new Error(`npm run build failed (exit ${code})`);
  return sampler.peak;
}

interface Figures {
  ready: number;
  peak: number;
  idleStart: number;
  loadPeak: number;
  idleAfter: number;
  requests: string;
  tree: string[];
}

async function measureStart(env: Record<string, string>): Promise<Figures> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "otp-footprint-"));
  const output: string[] = [];
  const t0 = performance.now();
  const child = spawn("npm", ["start"], {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      MOBILE_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: undefined,
      SEED: undefined,
      ...env,
    },
  });
  child.stdout?.on("data", (c: Buffer) => output.push(c.toString()));
  child.stderr?.on("data", (c: Buffer) => output.push(c.toString()));
  const sampler = new Sampler(child.pid as number);
  try {
    while (!(await answers(base))) {
      if (child.exitCode !== null || performance.now() - t0 > 300_000) {
        throw new Error(`the platform did not start:\n${output.join("").slice(-3000)}`);
      }
      await sleep(100);
    }
    const ready = (performance.now() - t0) / 1000;
    await sleep(SETTLE_MS);
    const idleStart = await sampler.mean(5000);
    const peak = sampler.peak;
    sampler.peak = 0;
    const load = await mixedRequests(base, REQUESTS);
    const loadPeak = sampler.peak;
    await sleep(5000);
    const idleAfter = await sampler.mean(5000);
    const tree = processTree(child.pid as number)
      .filter((p) => p.rss > MB)
      .map((p) => `${String(mb(p.rss)).padStart(6)} MB  ${p.command.slice(0, 90)}`);
    const fails = load.failures ? `, ${load.failures} failed (first: ${load.firstFailure})` : "";
    const requests = `${load.requests} requests (${Object.entries(load.byKind)
      .map(([k, n]) => `${k} ${n}`)
      .join(", ")})${fails}`;
    return { ready, peak, idleStart, loadPeak, idleAfter, requests, tree };
  } finally {
    sampler.stop();
    await stopGroup(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A fresh database on PG_ADMIN's server for one run, or null when PostgreSQL does not answer. */
async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `otp_footprint_${randomBytes(4).toString("hex")}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: PG_ADMIN });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

const verdict = (value: number, goal: number) => `${(value / goal).toFixed(2)} ${value <= goal ? "✓" : "✗"}`;

console.log("\nbench:footprint — resident memory (sum of RSS over the process tree of `npm start`)\n");
const buildPeak = process.env.BENCH_BUILD === "0" ? null : await measureBuild();
if (buildPeak !== null) console.log(`build (npm run build: server + web), peak: ${mb(buildPeak)} MB`);

const only = process.env.BENCH_DATABASES ?? "embedded,postgres";
const runs: [string, Figures | null, number][] = [];
const embedded = only.includes("embedded") ? await measureStart({}) : null;
if (embedded) runs.push(["embedded database (PGlite)", embedded, GOALS.idleEmbedded]);
const database = only.includes("postgres") ? await freshPostgres() : null;
if (!only.includes("postgres")) {
  // not asked for
} else if (database) {
  try {
    runs.push([
      "PostgreSQL (DATABASE_URL)",
      await measureStart({ DATABASE_URL: database.url, SEED: "auto" }),
      GOALS.idlePostgres,
    ]);
  } finally {
    await database.drop();
  }
} else {
  runs.push(["PostgreSQL (DATABASE_URL)", null, GOALS.idlePostgres]);
}

for (const [name, f, idleGoal] of runs) {
  console.log(`\n${name}`);
  if (!f) {
    console.log(
      `  skipped: PostgreSQL does not answer at ${PG_ADMIN}\n  (start it: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start)`,
    );
    continue;
  }
  const rows: [string, number, number | null][] = [
    ["first-start peak (start, seeding, first answers)", f.peak, GOALS.peak],
    ["idle after start", f.idleStart, idleGoal],
    [`peak during ${REQUESTS} mixed requests`, f.loadPeak, null],
    [`idle after ${REQUESTS} mixed requests`, f.idleAfter, idleGoal],
  ];
  console.log(`  ${"measure".padEnd(52)} ${"MB".padStart(6)} ${"goal".padStart(7)} ${"ratio".padStart(7)}`);
  for (const [label, value, goal] of rows) {
    const g = goal === null ? "" : `< ${goal}`;
    const r = goal === null ? "" : verdict(mb(value), goal);
    console.log(`  ${label.padEnd(52)} ${String(mb(value)).padStart(6)} ${g.padStart(7)} ${r.padStart(7)}`);
  }
  console.log(`  answered ${f.ready.toFixed(1)} s after npm start; ${f.requests}`);
  console.log("  process tree when idle after the requests:");
  for (const line of f.tree) console.log(`  ${line}`);
}
if (buildPeak !== null && embedded) {
  const firstPeak = Math.max(buildPeak, embedded.peak);
  console.log(
    `\nfresh clone, embedded database: build then first start run one after the other, peak ${mb(firstPeak)} MB (goal < ${GOALS.peak}: ${verdict(mb(firstPeak), GOALS.peak)})`,
  );
}
