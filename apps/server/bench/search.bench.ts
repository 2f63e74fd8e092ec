/**
 * npm run bench:search — search latency over 100,000 generated resources on the embedded
 * database: p50/p95 of /api/c/search/list (sp=resource, the ResourceService.search path) for
 * five Chinese queries, next to a primary-key lookup measured in the same run, printed as ratios;
 * then the search statement alone (one statement with a window count, and the former rank-then-
 * count pair for comparison), and the same for the whole public list without a keyword.
 * BENCH_RESOURCES and BENCH_RUNS change the size and the number of runs per query;
 * BENCH_DATA_DIR keeps the database on disk and reuses it on the next run (for profiling);
 * EMBEDDED_DB_CACHE_MB sets its shared buffers as for the server.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os, { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { CSRF_HEADER, CSRF_HEADER_VALUE } from "@otp/contract";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { elements, orgs } from "../src/modules/base/base.tables.js";
import { filterOf, pageOfResources, publishedFor, ROW } from "../src/modules/resource/resource.queries.js";
import { resourceSearchDoc } from "../src/modules/resource/resource.search-doc.js";
import { resources } from "../src/modules/resource/resource.tables.js";
import { users } from "../src/modules/user/user.tables.js";
import { createCache } from "../src/platform/cache/index.js";
import { connectDb } from "../src/platform/db/client.js";
import { startEmbeddedDatabase } from "../src/platform/db/embedded.js";
import { runMigrations } from "../src/platform/db/migrate.js";
import { matches, rank } from "../src/platform/search/text.js";
import { rng } from "../src/seed/names.js";
import { seedDemo } from "../src/seed/seed.js";
import { CHAPTER_BANK } from "../src/seed/subjects.js";

const TOTAL = Number(process.env.BENCH_RESOURCES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const BATCH = 1000;
const QUERIES = ["浮力", "光合作用", "二次函数", "阅读理解", "化学实验"];

const keep = process.env.BENCH_DATA_DIR;
const dataDir = mkdtempSync(path.join(tmpdir(), "otp-bench-search-"));
// EMBEDDED_DB_CACHE_MB as for the server (shared buffers of the embedded database).
const cacheMb = Number(process.env.EMBEDDED_DB_CACHE_MB) || undefined;
const embedded = await startEmbeddedDatabase(keep ? path.resolve(keep) : undefined, { cacheMb });
const handle = connectDb(embedded.url, { embedded: true });
await runMigrations(handle.pool);
const config = loadConfig({ DATA_DIR: dataDir, ARGON2_MEMORY_KIB: "1024", ARGON2_TIME_COST: "1", LOG_LEVEL: "silent" });
const cache = createCache();
const { app, services } = await buildApp({ config, db: handle.db, cache });
const db = handle.db;
const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(resources);
const reuse = !!keep && (existing?.n ?? 0) >= TOTAL;
if (!reuse) await seedDemo(db, services, { content: false });

/* ---------- 100,000 resources with Chinese names and briefs ---------- */

const GRADES = ["初一", "初二", "初三", "高一", "高二", "高三"];
const FORMS: { suffix: string; type: string; kind: number }[] = [
  { suffix: "微课", type: "VIDEO", kind: 2 },
  { suffix: "课堂实录", type: "VIDEO", kind: 4 },
  { suffix: "公开课", type: "MULTISCREEN", kind: 4 },
  { suffix: "展示课", type: "MULTISCREEN", kind: 5 },
  { suffix: "精品课", type: "VIDEO", kind: 7 },
  { suffix: "学案", type: "DOCUMENT", kind: 3 },
  { suffix: "课件", type: "DOCUMENT", kind: 3 },
  { suffix: "教学设计", type: "DOCUMENT", kind: 3 },
  { suffix: "单元测验", type: "DOCUMENT", kind: 1 },
  { suffix: "板书设计", type: "PICTURE", kind: 3 },
  { suffix: "听力材料", type: "AUDIO", kind: 1 },
  { suffix: "实验演示", type: "VIDEO", kind: 2 },
];
const PHRASES = [
  "结合生活实例引入新知",
  "通过小组合作探究得出结论",
  "配有典型例题和分层练习",
  "适合课前预习和课后复习",
  "注重培养学生的科学思维",
  "重点突破易错易混知识点",
  "采用问题驱动的教学方式",
  "包含实验视频与数据分析",
  "帮助学生构建完整的知识网络",
  "由教研组集体备课打磨而成",
  "获得区级优质课评比一等奖",
  "可用于期中期末复习",
];
const topics: { subject: string; chapter: string; topic: string }[] = [];
for (const [subject, chapters] of Object.entries(CHAPTER_BANK)) {
  for (const [chapter, list] of Object.entries(chapters))
    for (const topic of list) topics.push({ subject, chapter, topic });
}

const teachers = await db
  .select({ id: users.id, realName: users.realName, orgId: users.orgId })
  .from(users)
  .where(eq(users.userType, "teacher"));
const orgNames = new Map((await db.select({ id: orgs.id, name: orgs.name }).from(orgs)).map((o) => [o.id, o.name]));
const subjects = new Map(
  (await db.select({ id: elements.id, name: elements.name }).from(elements).where(eq(elements.type, "SUBJECT"))).map(
    (e) => [e.name, e.id],
  ),
);

const rand = rng(42);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
const t0 = performance.now();
let made = 0;
if (reuse) made = TOTAL;
else console.log(`bench:search — generating ${TOTAL.toLocaleString()} resources in batches of ${BATCH}…`);
while (made < TOTAL) {
  const n = Math.min(BATCH, TOTAL - made);
  const values = Array.from({ length: n }, () => {
    const t = pick(topics);
    const form = pick(FORMS);
    const grade = pick(GRADES);
    const owner = pick(teachers);
    const name = `${grade}${t.subject}《${t.topic}》${form.suffix}`;
    const brief = `本资源为${t.chapter}单元“${t.topic}”的${form.suffix}，${pick(PHRASES)}，${pick(PHRASES)}。`;
    const created = new Date(Date.UTC(2024, 0, 1) + Math.floor(rand() * 1000 * 86_400_000));
    const published = rand() < 0.95;
    const subjectId = subjects.get(t.subject) ?? null;
    return {
      name,
      kind: form.kind,
      type: form.type,
      brief,
      ownerId: owner.id,
      orgId: owner.orgId,
      subjectId,
      visibility: rand() < 0.85 ? "public" : "school",
      status: published ? 2 : pick([0, 1, 3]),
      visitCount: Math.floor(rand() * 5000),
      // The same document ResourceService writes (no files here).
      searchDoc: resourceSearchDoc({
        name,
        brief,
        ownerName: owner.realName,
        subjectName: t.subject,
        orgName: owner.orgId ? orgNames.get(owner.orgId) : null,
      }) as unknown as string,
      createdAt: created,
      updatedAt: created,
      publishedAt: published ? created : null,
    };
  });
  await db.insert(resources).values(values);
  made += n;
  if (made % 10_000 === 0 || made === TOTAL) {
    console.log(
      `  ${made.toLocaleString()} / ${TOTAL.toLocaleString()}  (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
    );
  }
}

/* ---------- measure ---------- */

function stats(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;
  return { p50: at(0.5), p95: at(0.95) };
}

/**
 * Wall time per call (p50/p95) and CPU time per call: the embedded database runs in a worker
 * thread of this process, so process CPU covers both sides and stays meaningful on a busy machine.
 */
async function time(fn: () => Promise<unknown>, runs = RUNS) {
  for (let i = 0; i < 10; i++) await fn();
  const ms: number[] = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    ms.push(performance.now() - start);
  }
  const cpu = process.cpuUsage(cpu0);
  return { ...stats(ms), cpu: (cpu.user + cpu.system) / 1000 / runs };
}

type Row = { title: string; matches: number | null; p50: number; p95: number; cpu: number };

/** Calls come from many addresses: one address would soon meet the search rate limit. */
let caller = 0;

async function apiRow(q: string): Promise<Row> {
  const payload = JSON.stringify({ keyWord: q, sp: "resource", pageSize: 50 });
  let matches = 0;
  const r = await time(async () => {
    caller++;
    const res = await app.inject({
      method: "POST",
      url: "/api/c/search/list",
      remoteAddress: `10.77.${(caller >> 8) & 255}.${caller & 255}`,
      headers: { "content-type": "application/json", [CSRF_HEADER]: CSRF_HEADER_VALUE },
      payload,
    });
    if (res.statusCode !== 200) throw new Error(`${q}: ${res.statusCode} ${res.body}`);
    matches = (res.json() as { data: { count: number } }).data.count;
  });
  return { title: `/api/c/search/list "${q}"`, matches, ...r };
}

/**
 * The search statement alone: what ResourceService.search sends for a guest (resource.queries
 * pageOfResources: each match's id and rank, the page kept and every match counted in one window, the
 * page joined back to its rows), or for comparison the former pair of statements (the ranked
 * page with its columns, then a count).
 */
async function sqlRow(q: string, variant: "now" | "pair"): Promise<Row> {
  const where = and(publishedFor(null), matches(resources.searchDoc, q) ?? undefined);
  const by = rank(resources.searchDoc, q);
  const r = await time(async () => {
    if (variant === "now") {
      await pageOfResources(
        db,
        [publishedFor(null), filterOf({ keyword: q })],
        { relevance: q },
        { pageNo: 1, pageSize: 50 },
      );
    } else {
      await db.select(ROW).from(resources).where(where).orderBy(desc(by), desc(resources.id)).limit(50);
      await db.select({ n: count() }).from(resources).where(where);
    }
  });
  const label = { now: "SQL: one statement (pageOfResources)", pair: "SQL: page, then count (before)" };
  return { title: `${label[variant]} "${q}"`, matches: null, ...r };
}

/**
 * The whole public list (no keyword, newest first, a guest's first page): the API call, and its
 * statement alone (one statement with a window count over each row's id and sort keys), or for
 * comparison the former pair (the page, then a count).
 */
async function listRows(): Promise<Row[]> {
  const payload = JSON.stringify({ sort: "new", pageSize: 20 });
  let listed = 0;
  const api = await time(async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/c/resource/list",
      headers: { "content-type": "application/json", [CSRF_HEADER]: CSRF_HEADER_VALUE },
      payload,
    });
    if (res.statusCode !== 200) throw new Error(`list: ${res.statusCode} ${res.body}`);
    listed = (res.json() as { data: { count: number } }).data.count;
  });
  const page = { pageNo: 1, pageSize: 20 };
  const one = await time(() => pageOfResources(db, [publishedFor(null)], "new", page));
  const newest = sql`coalesce(${resources.publishedAt}, ${resources.createdAt})`;
  const pair = await time(async () => {
    await db.select(ROW).from(resources).where(publishedFor(null)).orderBy(desc(newest), desc(resources.id)).limit(20);
    await db.select({ n: count() }).from(resources).where(publishedFor(null));
  });
  return [
    { title: "/api/c/resource/list (whole list, newest)", matches: listed, ...api },
    { title: "SQL: whole list, one statement", matches: null, ...one },
    { title: "SQL: whole list, page then count (before)", matches: null, ...pair },
  ];
}

// Right after the bulk load: the GIN indexes are built with fastupdate off, so there is no
// pending list for VACUUM to merge, but the planner has no statistics yet (PGlite never runs
// autovacuum/ANALYZE) and ANDs the search with the status index. One row shows that state; the
// rest run after VACUUM ANALYZE.
const loadBefore = os.loadavg()[0]?.toFixed(1);
const fresh = reuse ? null : await apiRow(QUERIES[0] as string);
await db.execute(sql`vacuum analyze resources`);

const [range] = await db.select({ min: sql<number>`min(id)::int`, max: sql<number>`max(id)::int` }).from(resources);
let k = 0;
const span = (range?.max ?? 1) - (range?.min ?? 1) + 1;
const pk = await time(() =>
  db
    .select()
    .from(resources)
    .where(eq(resources.id, (range?.min ?? 1) + ((k++ * 7919) % span))),
);

const rows: Row[] = [];
for (const q of QUERIES) rows.push(await apiRow(q));
if (fresh) rows.push({ ...fresh, title: `${fresh.title} before ANALYZE` });

const size = (await db.execute(sql`select avg(pg_column_size(search_doc))::int as bytes from resources`)).rows[0] as {
  bytes: number;
};
const sqlRows: Row[] = [];
for (const variant of ["now", "pair"] as const) {
  for (const q of QUERIES) sqlRows.push(await sqlRow(q, variant));
}
const wholeList = await listRows();

const load = os.loadavg()[0]?.toFixed(1);
console.log(
  `\nbench:search — ${TOTAL.toLocaleString()} resources, ${RUNS} runs per row after 10 warm-up runs, embedded database (PGlite), one process, load average (1 min) ${loadBefore} before / ${load} after measuring, ${os.cpus().length} cores\n`,
);
const header = ["call".padEnd(44), "matches".padStart(8), "p50 ms".padStart(8), "p95 ms".padStart(8)];
console.log(...header, "cpu ms/call".padStart(12), "p95 / pk p95".padStart(13));
const line = (r: Row) =>
  console.log(
    r.title.padEnd(44),
    (r.matches === null ? "" : String(r.matches)).padStart(8),
    r.p50.toFixed(2).padStart(8),
    r.p95.toFixed(2).padStart(8),
    r.cpu.toFixed(2).padStart(12),
    (r.p95 / pk.p95).toFixed(1).padStart(13),
  );
line({ title: "primary-key lookup (resources.id)", matches: 1, ...pk });
for (const r of rows) line(r);
console.log("");
for (const r of sqlRows) line(r);
console.log("");
for (const r of wholeList) line(r);
const worst = Math.max(...rows.filter((r) => !r.title.endsWith("ANALYZE")).map((r) => r.p95));
console.log(`\nsearch document: ${size.bytes} bytes on average`);
console.log(`worst search p95 (API, after ANALYZE) ${worst.toFixed(1)} ms (aim: < 30 ms)`);

await app.close();
await cache.close();
await handle.close();
await embedded.stop();
rmSync(dataDir, { recursive: true, force: true });
