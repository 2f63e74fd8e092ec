/**
 * npm run bench:api — requests/s and p99 of platform calls next to a bare Fastify JSON route in the
 * same process, printed as ratios; among them two database-backed lists (/api/c/base/user/list and
 * /api/c/course/list, 20 rows each). On the embedded database (on disk, as `npm start` runs it)
 * and, when DATABASE_URL is set, on PostgreSQL too (a fresh database, dropped after), both in one
 * run. Demo school (with courses, placeholder media), loopback only.
 *
 * Made to be read on a loaded, shared machine: a warm-up per call, then BENCH_ROUNDS rounds
 * (default 3) in which every call is measured for BENCH_SECONDS (default 3) right after the bare
 * route; each ratio compares those neighbours, and the table shows medians over the rounds with the
 * lowest and highest ratio. The `stmts` column counts database statements per request (every one,
 * the session's included) over sequential calls after the warm-up. The course catalogue is asked
 * by an anonymous visitor (most of its traffic) and by each kind of logged-in user.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { type Cache, createCache } from "../src/platform/cache/index.js";
import { runMigrations } from "../src/platform/db/migrate.js";
import { DEMO_PASSWORD } from "../src/seed/demo-data.js";
import { seedDemo } from "../src/seed/seed.js";
import { openBenchDatabase } from "./bench-database.js";

const DURATION = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP = 2;
const CONNECTIONS = 20;
const HEADERS = { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" };

/** A demo account the call is made as (logged in before measuring), or null for an anonymous visitor. */
type Account = "admin" | "teacher" | "student";

interface Call {
  title: string;
  url: string;
  body: object;
  as: Account | null;
  /** An issue sets a goal for this call's ratio (25 % embedded, 40 % PostgreSQL). */
  goal?: true;
}

const BARE: Call = { title: "bare Fastify JSON route", url: "/bench/bare", body: {}, as: null };
const PAGE = { pageNo: 1, pageSize: 20 };
const courseList = (as: Account | null): Call => ({
  title: `/api/c/course/list (${as ?? "visitor"}, 20 rows)`,
  url: "/api/c/course/list",
  body: PAGE,
  as,
  goal: true,
});
const CALLS: Call[] = [
  { title: "/api/login/info (session)", url: "/api/login/info", body: {}, as: "admin" },
  { title: "/api/kv/ele/SUBJECT/list", url: "/api/kv/ele/SUBJECT/list", body: {}, as: null },
  {
    title: "/api/c/base/user/list (admin, 20 rows)",
    url: "/api/c/base/user/list",
    body: PAGE,
    as: "admin",
    goal: true,
  },
  courseList(null),
  courseList("teacher"),
  courseList("student"),
  courseList("admin"),
];
/** Indexes in CALLS of the calls with a goal: the user list and the course catalogue, for every viewer. */
const GOALS = CALLS.flatMap((c, i) => (c.goal ? [i] : []));

interface Sample {
  rps: number;
  p99: number;
  /** requests/s over the bare route's, measured just before. */
  ratio: number;
}

interface Result {
  title: string;
  /** Database statements per request (every one, the session's included), after the warm-up. */
  statements: number;
  /** Medians over the rounds. */
  rps: number;
  p99: number;
  ratio: number;
  /** Lowest and highest ratio of the rounds. */
  spread: [number, number];
}

/**
 * The platform cache with rate-limit counters that never refuse: the default write limit counts
 * every POST not declared as a read (decision 0036: 300 a minute per user, 600 per guest address),
 * and a bench sends thousands a second as one user from one address. Counters are still kept, so
 * each call costs what it costs.
 */
function unlimited(cache: Cache): Cache {
  return {
    get: (key) => cache.get(key),
    set: (key, value, ttl) => cache.set(key, value, ttl),
    setIfAbsent: (key, value, ttl) => cache.setIfAbsent(key, value, ttl),
    del: (...keys) => cache.del(...keys),
    incr: async (key, ttl) => {
      const n = await cache.incr(key, ttl);
      return key.startsWith("rl:") ? 1 : n;
    },
    take: (key) => cache.take(key),
    close: () => cache.close(),
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

function summarise(title: string, samples: Sample[], statements: number): Result {
  const ratios = samples.map((x) => x.ratio);
  return {
    title,
    statements,
    rps: median(samples.map((x) => x.rps)),
    p99: median(samples.map((x) => x.p99)),
    ratio: median(ratios),
    spread: [Math.min(...ratios), Math.max(...ratios)],
  };
}

async function run(kind: "embedded" | "postgres"): Promise<Result[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "otp-bench-"));
  const database = await openBenchDatabase(kind, path.join(dataDir, "db"));
  await runMigrations(database.handle.pool);
  const config = loadConfig({
    DATA_DIR: dataDir,
    ARGON2_MEMORY_KIB: "4096",
    ARGON2_TIME_COST: "1",
    LOG_LEVEL: "silent",
    // No RTMP ingest: nothing here streams, and another run on the machine may hold the port.
    LIVE_RTMP_PORT: "0",
  });
  const cache = unlimited(createCache());
  const { app, services } = await buildApp({ config, db: database.handle.db, cache });
  try {
    // Courses and resources too (for the course list), with placeholder media: no ffmpeg run.
    await seedDemo(database.handle.db, services, { media: false });
    // As `npm start` does after loading the demo school: the embedded database never analyses on its own.
    if (kind === "embedded") await database.handle.pool.query("analyze");
    app.post("/bench/bare", async () => ({ success: true, data: [{ id: 1, name: "语文" }], msg: "操作成功", code: 0 }));
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    const cookies = new Map<Account, string>();
    for (const account of ["admin", "teacher", "student"] as const) {
      const login = await fetch(`${base}/api/login`, {
        method: "POST",
        headers: HEADERS,
        body: JSON.stringify({ account, password: DEMO_PASSWORD }),
      });
      if (!login.ok) throw new Error(`login as ${account}: ${login.status} ${await login.text()}`);
      cookies.set(account, (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "");
    }
    const headersOf = (as: Account | null) => (as ? { ...HEADERS, cookie: cookies.get(as) ?? "" } : HEADERS);

    const countStatements = async (url: string, body: object, as: Account | null, times = 20) => {
      const query = pg.Client.prototype.query;
      let n = 0;
      pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
        n++;
        return (query as (...a: unknown[]) => unknown).apply(this, args);
      } as typeof query;
      try {
        for (let i = 0; i < times; i++) {
          const r = await fetch(url, { method: "POST", headers: headersOf(as), body: JSON.stringify(body) });
          const answer = (await r.json()) as { code?: number };
          if (answer.code !== 0) throw new Error(`${url} as ${as ?? "visitor"}: ${JSON.stringify(answer)}`);
        }
      } finally {
        pg.Client.prototype.query = query;
      }
      return n / times;
    };
    const measure = async (url: string, body: object, as: Account | null, seconds = DURATION) => {
      const r = await autocannon({
        url: base + url,
        method: "POST",
        connections: CONNECTIONS,
        duration: seconds,
        headers: headersOf(as),
        body: JSON.stringify(body),
      });
      if (r.non2xx > 0 || r.errors > 0) {
        const sample = await fetch(base + url, { method: "POST", headers: headersOf(as), body: JSON.stringify(body) });
        throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors (${sample.status} ${await sample.text()})`);
      }
      return { rps: r.requests.average, p99: r.latency.p99 };
    };
    // Warm-up: JIT, the database's caches and plans, the session and memo caches; not recorded.
    for (const c of [BARE, ...CALLS]) await measure(c.url, c.body, c.as, WARMUP);
    // Statements per request, counted on pg's client (prepared ones included) over sequential calls.
    const statements = [] as number[];
    for (const c of [BARE, ...CALLS]) statements.push(await countStatements(base + c.url, c.body, c.as));
    // Each round measures every call right after the bare route, so each ratio compares
    // neighbours (the machine's load drifts); the median over rounds drops the outliers.
    const samples = CALLS.map(() => [] as Sample[]);
    const bareSamples: Sample[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, c] of CALLS.entries()) {
        const bare = await measure(BARE.url, BARE.body, null);
        const call = await measure(c.url, c.body, c.as);
        bareSamples.push({ ...bare, ratio: 1 });
        samples[i]?.push({ ...call, ratio: call.rps / bare.rps });
      }
    }
    return [
      summarise(BARE.title, bareSamples, statements[0] ?? 0),
      ...CALLS.map((c, i) => summarise(c.title, samples[i] ?? [], statements[i + 1] ?? 0)),
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

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
console.log(
  `\nbench:api — ${WARMUP}s warm-up per call, then ${ROUNDS} rounds of ${DURATION}s per call (each after a bare-route` +
    ` measurement), ${CONNECTIONS} connections, one process, loopback; medians over the rounds\n`,
);
console.log(
  "call".padEnd(42),
  ...runs.flatMap(([name]) => [
    `${name} req/s`.padStart(17),
    "p99 ms".padStart(7),
    "vs bare".padStart(8),
    "rounds".padStart(14),
    "stmts".padStart(6),
  ]),
);
const firstRun = runs[0]?.[1] ?? [];
for (let i = 0; i < firstRun.length; i++) {
  const cells = runs.flatMap(([, results]) => {
    const r = results[i] as Result;
    const spread = i === 0 ? "" : `${pct(r.spread[0])}–${pct(r.spread[1])}`;
    return [
      r.rps.toFixed(0).padStart(17),
      String(r.p99).padStart(7),
      pct(r.ratio).padStart(8),
      spread.padStart(14),
      String(r.statements).padStart(6),
    ];
  });
  console.log((firstRun[i] as Result).title.padEnd(42), ...cells);
}
console.log("");
const goals: Record<string, number> = { embedded: 0.25, PostgreSQL: 0.4 };
for (const [name, results] of runs) {
  const goal = goals[name] ?? 0;
  for (const i of GOALS) {
    const list = results[i + 1] as Result;
    console.log(
      `${name}: ${list.title} at ${pct(list.ratio)} of the bare route (goal >= ${pct(goal)}: ${list.ratio >= goal ? "met" : "NOT met"})`,
    );
  }
}
if (!process.env.DATABASE_URL) {
  console.log("(set DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres to measure PostgreSQL in the same run)");
}
