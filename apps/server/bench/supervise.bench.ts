/**
 * npm run bench:supervise — /supervise statistics over 100,000 generated submitted evaluations on
 * the embedded database: p50/p95 of each statistics dimension (the StatisticsService path the
 * route calls), next to a primary-key lookup of one evaluation measured in the same run, printed
 * as ratios. The statistics read the per-term roll-up (sup_stat_rollup), rebuilt once after the
 * bulk load. BENCH_EVALUATIONS and BENCH_RUNS change the size and the number of runs.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { SUPERVISE_STAT_DIMENSIONS, scoreEvaluation } from "@otp/contract";
import { eq, sql } from "drizzle-orm";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { supEvaluations } from "../src/modules/supervise/supervise.tables.js";
import { createCache } from "../src/platform/cache/index.js";
import { connectDb } from "../src/platform/db/client.js";
import { startEmbeddedDatabase } from "../src/platform/db/embedded.js";
import { runMigrations } from "../src/platform/db/migrate.js";
import { rng } from "../src/seed/names.js";
import { seedDemo } from "../src/seed/seed.js";
import { EXPERT_FORM } from "../src/seed/supervise.js";

const TOTAL = Number(process.env.BENCH_EVALUATIONS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const BATCH = 2000;

const dataDir = mkdtempSync(path.join(tmpdir(), "otp-bench-supervise-"));
const embedded = await startEmbeddedDatabase();
const handle = connectDb(embedded.url, { embedded: true });
await runMigrations(handle.pool);
const config = loadConfig({
  DATA_DIR: dataDir,
  ARGON2_MEMORY_KIB: "1024",
  ARGON2_TIME_COST: "1",
  LOG_LEVEL: "silent",
  // No RTMP ingest: the bench needs no live, and another server may hold the default port.
  LIVE_RTMP_PORT: "0",
});
const { services } = await buildApp({ config, db: handle.db, cache: createCache(undefined, "bench:") });
const db = handle.db;
await seedDemo(db, services, { content: false });

const teachers = (await services.users.kvTeachers()).map((t) => t.id);
const orgs = (await services.base.kvOrgs()).map((o) => o.id);
const terms = (await services.base.kvTerms()).map((t) => t.id);
const types = (await services.base.kvElements("COURSE_TYPE")).map((e) => e.id);
const evaluators = teachers.slice(0, 12);
const r = rng(20261124);
const pickOf = <T>(list: T[]) => list[Math.floor(r() * list.length)] as T;
const items = EXPERT_FORM.indicators.flatMap((i) => i.items);

const t0 = performance.now();
for (let done = 0; done < TOTAL; done += BATCH) {
  const rows = Array.from({ length: Math.min(BATCH, TOTAL - done) }, () => {
    const marks = Object.fromEntries(items.map((it) => [it.key, Math.round(it.maxScore * (0.6 + r() * 0.4) * 2) / 2]));
    const score = scoreEvaluation(EXPERT_FORM, marks);
    return {
      evaluatorId: pickOf(evaluators),
      evaluatorKind: "expert",
      teacherId: pickOf(teachers),
      orgId: pickOf(orgs),
      courseTypeId: pickOf(types),
      termId: pickOf(terms),
      title: "生成的听课评价",
      templateId: 1,
      templateVersion: 1,
      form: EXPERT_FORM,
      marks,
      score10: Math.round(score.total * 10),
      level: score.level,
      indicators: score.indicators.map((i) => ({ name: i.name, rate: Math.round((i.score / i.max) * 1000) })),
      status: "submitted",
      submittedAt: new Date(),
    };
  });
  await db.insert(supEvaluations).values(rows);
}
console.log(`${TOTAL} evaluations generated in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
// The rows went in without submission, so the statistics roll-up is rebuilt from them once.
const t1 = performance.now();
await services.supervise.statistics.rebuild();
await db.execute(sql`vacuum analyze sup_evaluations`);
await db.execute(sql`vacuum analyze sup_stat_rollup`);
console.log(`statistics roll-up rebuilt in ${((performance.now() - t1) / 1000).toFixed(1)} s`);

async function measure(fn: () => Promise<unknown>) {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const s = performance.now();
    await fn();
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(RUNS * 0.5)] as number, p95: times[Math.floor(RUNS * 0.95)] as number };
}

const pk = await measure(() =>
  db
    .select()
    .from(supEvaluations)
    .where(eq(supEvaluations.id, 1 + Math.floor(r() * TOTAL))),
);
console.log(`primary-key lookup: p50 ${pk.p50.toFixed(2)} ms, p95 ${pk.p95.toFixed(2)} ms`);
for (const d of SUPERVISE_STAT_DIMENSIONS) {
  for (const termId of [undefined, terms[terms.length - 1]]) {
    const m = await measure(() => services.supervise.statistics.statistics({ by: d.value, termId }));
    console.log(
      `${d.label}${termId ? "（本学期）" : "（全部）"}: p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms — ${(m.p95 / pk.p95).toFixed(0)}× the PK lookup`,
    );
  }
}
await handle.close();
await embedded.stop();
rmSync(dataDir, { recursive: true, force: true });
