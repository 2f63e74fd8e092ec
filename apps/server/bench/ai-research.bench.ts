/**
 * npm run bench:ai-research — the AI research dashboards (issue 26) over BENCH_LESSONS (default
 * 50,000) generated analysed lessons: p50/p95 of the multi-unit dashboard at each level, the
 * course list and a teacher's weekly history (the service paths the routes call, as an
 * administrator who sees everything), next to a primary-key lookup of one analysis measured in the
 * same run, printed as ratios. On the embedded database and, when DATABASE_URL is set, on a fresh
 * PostgreSQL database too (dropped after). The lessons go in as analysis rows, then the roll-ups
 * are rebuilt from them once, the path an upgraded database takes. Aims: p95 under 500 ms on the
 * embedded database and under 200 ms on PostgreSQL. BENCH_RUNS changes the number of runs.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { MULTI_LEVELS, TEACHING_TYPES } from "@otp/contract";
import { eq, sql } from "drizzle-orm";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { measuresFor } from "../src/modules/classroom/classroom.research.fixtures.js";
import { classroomAnalyses } from "../src/modules/classroom/classroom.tables.js";
import { createCache } from "../src/platform/cache/index.js";
import { runMigrations } from "../src/platform/db/migrate.js";
import { rng } from "../src/seed/names.js";
import { seedDemo } from "../src/seed/seed.js";
import { openBenchDatabase } from "./bench-database.js";

const TOTAL = Number(process.env.BENCH_LESSONS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const BATCH = 1000;
const DAY = 24 * 3600_000;

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

async function run(kind: "embedded" | "postgres") {
  const dataDir = mkdtempSync(path.join(tmpdir(), "otp-bench-research-"));
  const { handle, close } = await openBenchDatabase(kind);
  await runMigrations(handle.pool);
  const config = loadConfig({
    DATA_DIR: dataDir,
    ARGON2_MEMORY_KIB: "1024",
    ARGON2_TIME_COST: "1",
    LOG_LEVEL: "silent",
    LIVE_RTMP_PORT: "0",
    AI_WORKERS: "0",
  });
  const { services } = await buildApp({ config, db: handle.db, cache: createCache(undefined, "bench:") });
  const db = handle.db;
  await seedDemo(db, services, { content: false });
  const teachers = (await services.users.kvTeachers()).map((t) => t.id);
  const departments = (await services.base.kvOrgs()).filter((o) => o.parentId).map((o) => o.id);
  const classes = (await services.base.kvClasses()).map((c) => c.id);
  const terms = await services.base.kvTerms();
  const r = rng(20261129);
  const pick = <T>(list: T[]) => list[Math.floor(r() * list.length)] as T;
  const t0 = performance.now();
  for (let done = 0; done < TOTAL; done += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, TOTAL - done) }, (_, i) => {
      const term = pick(terms);
      const from = Date.parse(`${term.startDate}T08:00:00+08:00`);
      const span = Math.max(DAY, Date.parse(`${term.endDate}T08:00:00+08:00`) - from);
      // A teacher teaches in their own department, a course belongs to one department.
      const teacherId = pick(teachers);
      const courseId = 1 + ((teacherId * 7 + Math.floor(r() * 4)) % 400);
      const rt = r();
      const measures = measuresFor({
        teacherId,
        orgId: null,
        lessonAt: new Date(),
        headUp: 0.4 + r() * 0.55,
        concentration: 35 + r() * 60,
        attendance: r() < 0.8 ? 0.8 + r() * 0.2 : null,
        lecture: r() * 0.8,
        teacherTalk: 0.4 + r() * 0.4,
        studentTalk: r() * 0.2,
        st: { rt, ch: r() * 0.5, type: pick([...TEACHING_TYPES]) },
        handUp: r() * 3,
      });
      return {
        resourceId: 1_000_000 + done + i,
        teacherId,
        courseId,
        classIds: [classes[courseId % classes.length] as number],
        orgId: departments[teacherId % departments.length] as number,
        title: "生成的课堂",
        lessonAt: new Date(from + Math.floor(r() * span)),
        duration: 2700,
        status: "done",
        progress: 100,
        stage: "分析完成",
        runToken: "bench",
        measures,
      };
    });
    await db.insert(classroomAnalyses).values(rows);
  }
  console.log(`[${kind}] ${TOTAL} analysed lessons generated in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const t1 = performance.now();
  const counted = await services.classroomResearch.rebuild();
  await db.execute(sql`analyze`);
  console.log(
    `[${kind}] roll-ups rebuilt from ${counted} lessons in ${((performance.now() - t1) / 1000).toFixed(1)} s`,
  );
  const admin = await services.users.actingFor((await services.users.findByAccount("admin"))?.id as number);
  const current = terms.find((t) => t.isCurrent)?.id;
  const pk = await measure(() =>
    db
      .select()
      .from(classroomAnalyses)
      .where(eq(classroomAnalyses.id, 1 + Math.floor(r() * TOTAL))),
  );
  const lines = [`primary-key lookup of one analysis: p50 ${pk.p50.toFixed(2)} ms, p95 ${pk.p95.toFixed(2)} ms`];
  const research = services.classroomResearch;
  const cases: Array<[string, () => Promise<unknown>]> = [
    ...MULTI_LEVELS.flatMap((level) => [
      [`多单位 ${level}（本学期）`, () => research.units({ level, termId: current }, admin)] as [
        string,
        () => Promise<unknown>,
      ],
      [`多单位 ${level}（全部学期）`, () => research.units({ level }, admin)] as [string, () => Promise<unknown>],
    ]),
    ["课程列表（本学期，第1页）", () => research.courses({ pageNo: 1, pageSize: 20, termId: current }, admin)],
    [
      "教师周历史（本学期）",
      () =>
        services.classroomHistory.history(
          { unit: "teacher", unitId: pick(teachers), by: "week", termId: current },
          admin,
        ),
    ],
  ];
  let worst = 0;
  for (const [name, fn] of cases) {
    const m = await measure(fn);
    worst = Math.max(worst, m.p95);
    lines.push(
      `${name}: p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms — ${(m.p95 / Math.max(pk.p95, 0.01)).toFixed(0)}× the PK lookup`,
    );
  }
  const aim = kind === "embedded" ? 500 : 200;
  lines.push(`worst p95 ${worst.toFixed(1)} ms (aim: under ${aim} ms) ${worst < aim ? "✓" : "✗"}`);
  for (const l of lines) console.log(`[${kind}] ${l}`);
  await close();
  rmSync(dataDir, { recursive: true, force: true });
}

await run("embedded");
if (process.env.DATABASE_URL) await run("postgres");
process.exit(0);
