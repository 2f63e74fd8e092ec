/**
 * npm run bench:stats — the statistics dashboards over 5,000,000 generated visit events on the
 * embedded database: the events are generated in SQL (a year of system, course and resource
 * visits on three terminals), folded by the real roll-up, then each dashboard is called through
 * the API (p50/p95) next to a primary-key lookup of one daily row measured in the same run.
 * Then the sensitive-word matcher: throughput in MB/s over a library of 10,000 words.
 * BENCH_EVENTS and BENCH_RUNS change the size and the runs per dashboard.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { CSRF_HEADER, CSRF_HEADER_VALUE, STATS_DASHBOARDS, TOKEN_NAME, WORD_LEVEL } from "@otp/contract";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { dailyRow } from "../src/modules/stats/stats.queries.js";
import { WordMatcher } from "../src/modules/word/word.matcher.js";
import { createCache } from "../src/platform/cache/index.js";
import { connectDb } from "../src/platform/db/client.js";
import { startEmbeddedDatabase } from "../src/platform/db/embedded.js";
import { runMigrations } from "../src/platform/db/migrate.js";
import { chinaDay } from "../src/platform/visits/visits.js";
import { DEMO_PASSWORD } from "../src/seed/demo-data.js";
import { rng } from "../src/seed/names.js";
import { seedDemo } from "../src/seed/seed.js";

const EVENTS = Number(process.env.BENCH_EVENTS ?? 5_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const COURSES = 2000;
const RESOURCES = 20_000;

const dataDir = mkdtempSync(path.join(tmpdir(), "otp-bench-stats-"));
const embedded = await startEmbeddedDatabase();
const handle = connectDb(embedded.url, { embedded: true });
await runMigrations(handle.pool);
const config = loadConfig({
  DATA_DIR: dataDir,
  LIVE_RTMP_PORT: "0",
  ARGON2_MEMORY_KIB: "1024",
  ARGON2_TIME_COST: "1",
  LOG_LEVEL: "silent",
});
const cache = createCache();
const { app, services } = await buildApp({ config, db: handle.db, cache });
const db = handle.db;
await seedDemo(db, services, { content: false });

const ms = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;
const today = chinaDay();
let t0 = performance.now();
// A year of visits, in chunks so the embedded database's single connection stays responsive.
const CHUNK = 500_000;
for (let done = 0; done < EVENTS; done += CHUNK) {
  const n = Math.min(CHUNK, EVENTS - done);
  await db.execute(sql`
    insert into visit_events (day, kind, target_id, terminal, viewer)
    select (${today}::date - (floor(power(random(), 1.6) * 365))::int),
           k.kind,
           case k.kind when 'system' then 0 when 'course' then 1 + floor(power(random(), 2) * ${COURSES})::int
                else 1 + floor(power(random(), 2) * ${RESOURCES})::int end,
           (array['pc','pc','mobile','app'])[1 + floor(random() * 4)::int],
           'u:' || floor(random() * 3000)::int
    from generate_series(1, ${n}) g,
         lateral (select (array['system','system','course','course','resource','resource','resource'])[1 + floor(random() * 7 + g * 0)::int] as kind) k`);
}
console.log(`generated ${EVENTS.toLocaleString()} visit events in ${ms(t0)}`);
t0 = performance.now();
const days = await services.stats.rollup();
const [daily] = (await db.execute(sql`select count(*)::int as n from visit_daily`)).rows as { n: number }[];
console.log(`rolled up ${days} days into ${daily?.n.toLocaleString()} daily rows in ${ms(t0)}`);
await db.execute(sql`analyze visit_daily, visit_day_totals`);

const login = await app.inject({
  method: "POST",
  url: "/api/login",
  headers: { "content-type": "application/json", [CSRF_HEADER]: CSRF_HEADER_VALUE },
  payload: JSON.stringify({ account: "admin", password: DEMO_PASSWORD }),
});
const token = login.cookies.find((c) => c.name === TOKEN_NAME)?.value ?? "";

function quantiles(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))] as number;
  return { p50: at(0.5), p95: at(0.95) };
}

async function time(fn: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  await fn();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  return quantiles(samples);
}

const rand = rng(7);
const pk = await time(() => dailyRow(db, "course", today, 1 + Math.floor(rand() * 50), "pc").then((r) => r.length));
console.log(`\nprimary-key lookup of one daily row: p50 ${pk.p50.toFixed(2)} ms, p95 ${pk.p95.toFixed(2)} ms`);
const year = { from: chinaDay(Date.now() - 364 * 86_400_000), to: today };
console.log("dashboard (range)                         p50 ms   p95 ms   p95 / PK   aim p95 < 200 ms");
for (const dashboard of STATS_DASHBOARDS) {
  for (const [label, range] of [
    ["30 days", {}],
    ["365 days", year],
  ] as const) {
    const r = await time(async () => {
      const res = await app.inject({
        method: "POST",
        url: "/api/m/statistics/dashboard",
        headers: {
          "content-type": "application/json",
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
          cookie: `${TOKEN_NAME}=${token}`,
        },
        payload: JSON.stringify({ dashboard, ...range }),
      });
      if (res.statusCode !== 200) throw new Error(res.body);
    });
    console.log(
      `${`${dashboard} (${label})`.padEnd(40)} ${r.p50.toFixed(1).padStart(7)}  ${r.p95.toFixed(1).padStart(7)}  ${(r.p95 / pk.p95).toFixed(0).padStart(8)}×   ${r.p95 < 200 ? "ok" : "OVER"}`,
    );
  }
}

/* ---------- the matcher ---------- */

const POOL =
  "的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处队南给色光门即保治北造百规热领七海口东导器压志世金增争济阶油思术极交受联什认六共权收证改清己美再采转更单风切打白教速花带安场身车例真务具万每目至达走积示议声报斗完类八离华名确才科张信马节话米整空元况今集温传土许步群广石记需段研界拉林律叫且究观越织装影算低持音众书布复容儿须际商非验连断深难近矿千周委素技备半办青省列习响约支般史感劳便团往酸历市克何除消构府称太准精值号率族维划选标写存候毛亲快效斯院查江型眼王按格养易置派层片始却专状育厂京识适属圆包火住调满县局照参红细引听该铁价严龙飞";
const word = () => {
  const len = 2 + Math.floor(rand() * 3);
  let w = "";
  for (let i = 0; i < len; i++) w += POOL[Math.floor(rand() * POOL.length)];
  return w;
};
const library = Array.from({ length: 10_000 }, (_, i) => ({
  word: word(),
  level: i % 3 === 0 ? WORD_LEVEL.BLOCK : WORD_LEVEL.MASK,
}));
t0 = performance.now();
const matcher = new WordMatcher(library);
console.log(`\nmatcher: ${matcher.size.toLocaleString()} words compiled in ${(performance.now() - t0).toFixed(0)} ms`);
// Comment-sized texts (200 characters, with punctuation), as users write them.
const texts = Array.from({ length: 5000 }, () => {
  let s = "";
  while (s.length < 200) s += rand() < 0.1 ? "，" : (POOL[Math.floor(rand() * POOL.length)] as string);
  return s;
});
const bytes = texts.reduce((n, s) => n + Buffer.byteLength(s), 0);
let found = 0;
for (const s of texts.slice(0, 200)) matcher.check(s);
t0 = performance.now();
for (let round = 0; round < 5; round++) for (const s of texts) found += matcher.check(s).blocked.length;
const seconds = (performance.now() - t0) / 1000;
console.log(
  `matcher: ${((bytes * 5) / 1e6 / seconds).toFixed(1)} MB/s (UTF-8) over ${(texts.length * 5).toLocaleString()} texts of 200 characters, ${found.toLocaleString()} blocked words found`,
);

await app.close();
await cache.close();
await handle.close();
await embedded.stop();
rmSync(dataDir, { recursive: true, force: true });
