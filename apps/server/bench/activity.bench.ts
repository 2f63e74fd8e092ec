/**
 * npm run bench:activity — one contest of 10,000 approved works × 5 judges (50,000 submitted
 * score sheets) on the embedded database: p50/p95 of
 *   - score aggregation: what a judge's last submission does for a work (read its sheets,
 *     aggregate by the trimmed rule, store the final score; one transaction), and the same
 *     aggregation re-run over every work in one pass (the pure function, for the arithmetic),
 *   - the 活动统计 endpoint's computation (ActivityStatisticsService.compute: counts, by school,
 *     histogram, judge consistency — all in SQL),
 *   - the 奖项设置 ranking board (10,000 works ranked with the tie rule),
 * next to a primary-key lookup of one work measured in the same run, printed as ratios.
 * BENCH_WORKS and BENCH_RUNS change the size and the number of runs.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { eq, sql } from "drizzle-orm";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import * as j from "../src/modules/activity/activity.judging.queries.js";
import { activityScores } from "../src/modules/activity/activity.judging.tables.js";
import { aggregate } from "../src/modules/activity/activity.scoring.js";
import { activities, activityWorks } from "../src/modules/activity/activity.tables.js";
import type { Principal } from "../src/platform/auth/principal.js";
import { createCache } from "../src/platform/cache/index.js";
import { connectDb } from "../src/platform/db/client.js";
import { startEmbeddedDatabase } from "../src/platform/db/embedded.js";
import { runMigrations } from "../src/platform/db/migrate.js";
import { rng } from "../src/seed/names.js";
import { seedDemo } from "../src/seed/seed.js";

const WORKS = Number(process.env.BENCH_WORKS ?? 10_000);
const JUDGES = 5;
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const BATCH = 1000;

const dataDir = mkdtempSync(path.join(tmpdir(), "otp-bench-activity-"));
const embedded = await startEmbeddedDatabase();
const handle = connectDb(embedded.url, { embedded: true });
await runMigrations(handle.pool);
const config = loadConfig({
  DATA_DIR: dataDir,
  ARGON2_MEMORY_KIB: "1024",
  ARGON2_TIME_COST: "1",
  LOG_LEVEL: "silent",
  LIVE_RTMP_PORT: "0",
});
const { services } = await buildApp({ config, db: handle.db, cache: createCache(undefined, "bench:") });
const db = handle.db;
await seedDemo(db, services, { content: false });

const teachers = (await services.users.kvTeachers()).map((t) => t.id);
const orgs = (await services.base.kvOrgs()).map((o) => o.id);
const judges = teachers.slice(0, JUDGES);
const r = rng(20261124);
const pick = <T>(list: T[]) => list[Math.floor(r() * list.length)] as T;
const DAY = 86_400_000;
const [activity] = await db
  .insert(activities)
  .values({
    name: "基准测试大赛",
    ownerId: 1,
    stage: "judging",
    aggregation: "trimmed",
    registrationStart: new Date(Date.now() - 40 * DAY),
    registrationEnd: new Date(Date.now() - 30 * DAY),
    submissionEnd: new Date(Date.now() - 20 * DAY),
    auditEnd: new Date(Date.now() - 10 * DAY),
    judgingEnd: new Date(Date.now() + 10 * DAY),
  })
  .returning();
const activityId = activity?.id as number;

const t0 = performance.now();
const workIds: number[] = [];
for (let done = 0; done < WORKS; done += BATCH) {
  const rows = await db
    .insert(activityWorks)
    .values(
      Array.from({ length: Math.min(BATCH, WORKS - done) }, (_, i) => ({
        activityId,
        ownerId: pick(teachers),
        orgId: pick(orgs),
        title: `作品${done + i + 1}`,
        resourceId: 1,
        status: "approved",
      })),
    )
    .returning({ id: activityWorks.id });
  const ids = rows.map((x) => x.id);
  workIds.push(...ids);
  await db.insert(activityScores).values(
    ids.flatMap((workId) =>
      judges.map((judgeId) => ({
        activityId,
        workId,
        judgeId,
        status: "submitted",
        total: Math.round((60 + r() * 40) * 10) / 10,
        submittedAt: new Date(),
      })),
    ),
  );
}
console.log(`${WORKS} works × ${JUDGES} judges generated in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

/** What a judge's last submission does for one work (judging.service saveScore's tail). */
const aggregateOne = (workId: number) =>
  db.transaction(async (tx) => {
    const sheets = await j.sheetsOfWork(tx, workId, 1);
    const score = aggregate(
      sheets.map((x) => x.total ?? 0),
      "trimmed",
    );
    await j.setFinalScore(tx, workId, score);
  });
const t1 = performance.now();
for (const id of workIds) await aggregateOne(id);
console.log(`every work aggregated once (final scores set) in ${((performance.now() - t1) / 1000).toFixed(1)} s`);
await db.execute(sql`vacuum analyze activity_works`);
await db.execute(sql`vacuum analyze activity_scores`);

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
    .from(activityWorks)
    .where(eq(activityWorks.id, pick(workIds))),
);
console.log(`primary-key lookup of a work: p50 ${pk.p50.toFixed(2)} ms, p95 ${pk.p95.toFixed(2)} ms`);
const report = (label: string, m: { p50: number; p95: number }) =>
  console.log(
    `${label}: p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms — ${(m.p95 / pk.p95).toFixed(0)}× the PK lookup`,
  );

report(
  "score aggregation of one work (read 5 sheets, trimmed mean, store)",
  await measure(() => aggregateOne(pick(workIds))),
);
const totals = Array.from({ length: WORKS }, () => Array.from({ length: JUDGES }, () => 60 + r() * 40));
report(
  `aggregation arithmetic of all ${WORKS} works (pure function)`,
  await measure(async () => totals.map((t) => aggregate(t, "trimmed"))),
);
report(
  "活动统计 (statistics endpoint computation)",
  await measure(() => services.activityStatistics.compute(activityId, "基准测试大赛")),
);
const admin = await services.users.findByAccount("admin");
const principal = { ...(await services.users.load(admin?.id as number)), sessionId: 0 } as Principal;
report("奖项设置 ranking board", await measure(() => services.activityAwards.board(activityId, principal)));

await handle.close();
await embedded.stop();
rmSync(dataDir, { recursive: true, force: true });
