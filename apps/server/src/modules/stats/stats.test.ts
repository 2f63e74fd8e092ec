import type { StatsDashboardData } from "@otp/contract";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chinaDay } from "../../platform/visits/visits.js";
import { userWithScreens } from "../../test/accounts.js";
import { checkEndpoint, expectBad, expectForbidden, expectNoSession, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { newCourse, publish } from "../course/course.fixtures.js";
import { insertEvents, ranking, wholeMonths } from "./stats.queries.js";

let t: TestApp;
let admin: string;
let student: string;
let teacher: string;
let courseId: number;

const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148";
const PC = "Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0";

beforeAll(async () => {
  t = await startTestApp();
  [admin, student, teacher] = await Promise.all(["admin", "student", "t001"].map((a) => t.login(a)));
  courseId = (await newCourse(t, teacher, "统计测试课")).id;
  await publish(t, courseId, teacher, admin);
});
afterAll(() => t.close());

const dashboard = async (input: Record<string, unknown>) =>
  ok<StatsDashboardData>(await t.call("/api/m/statistics/dashboard", input, { as: admin }));
const total = (d: StatsDashboardData, label: string) => d.totals.find((x) => x.label === label)?.value;

describe("visits are recorded at the visit points and rolled up per day", () => {
  it("counts course views (one per viewer per hour) by terminal, and system loads", async () => {
    await t.call("/api/c/course/detail", { courseId }, { as: student, headers: { "user-agent": PHONE } });
    await t.call("/api/c/course/detail", { courseId }, { as: student, headers: { "user-agent": PHONE } });
    await t.call("/api/c/course/detail", { courseId }, { as: admin, headers: { "user-agent": PC } });
    for (const ua of [PC, PC, PHONE])
      ok(await t.call("/api/c/statistics/visit", {}, { headers: { "user-agent": ua } }));
    await t.services.visits.flush();
    expect(await t.services.stats.rollup()).toBe(1);
    expect(await t.services.stats.rollup()).toBe(0);

    const visits = await dashboard({ dashboard: "ds-course-visit" });
    expect(total(visits, "访问次数")).toBe(2);
    expect(total(visits, "被访问课程")).toBe(1);
    expect(visits.tables[0]?.rows[0]).toMatchObject({ name: "统计测试课", visits: 2, visitors: 2 });
    const pie = visits.charts.find((c) => c.key === "terminals");
    expect(Object.fromEntries(pie?.labels.map((l, i) => [l, pie.series[0]?.data[i]]) ?? [])).toEqual({
      电脑端: 1,
      移动端: 1,
    });
    const mobileOnly = await dashboard({ dashboard: "ds-course-visit", terminal: "mobile" });
    expect(total(mobileOnly, "访问次数")).toBe(1);

    const system = await dashboard({ dashboard: "ds-system-visit", from: chinaDay(), to: chinaDay() });
    expect(total(system, "访问次数")).toBe(3);
    expect(system.tables[0]?.rows[0]).toMatchObject({ day: chinaDay(), pc: 2, mobile: 1, app: 0, total: 3 });
  });

  it("more visits the same day recompute that day", async () => {
    await t.call("/api/c/course/detail", { courseId }, { as: teacher, headers: { "user-agent": "OTPApp/1.0" } });
    await t.services.visits.flush();
    await t.services.stats.rollup();
    const visits = await dashboard({ dashboard: "ds-course-visit" });
    expect(total(visits, "访问次数")).toBe(3);
  });
});

describe("the dashboards", () => {
  it("are for holders of the statistics screen; bad filters name the field", async () => {
    const other = await userWithScreens(t, admin, "statsother", ["audit.course"]);
    const holder = await userWithScreens(t, admin, "statsholder", ["maintenance.statistics"]);
    const data = await checkEndpoint<StatsDashboardData>(t, {
      url: "/api/m/statistics/dashboard",
      body: { dashboard: "ds-course" },
      as: holder,
      wrongRole: student,
      bad: { body: { dashboard: "ds-course", from: "2015-01-01", to: "2025-01-01" }, field: "to" },
    });
    expectForbidden(await t.call("/api/m/statistics/dashboard", { dashboard: "ds-course" }, { as: other }));
    expect(total(data, "课程总数")).toBeGreaterThanOrEqual(1);
    expect(data.tables.map((x) => x.key)).toEqual(["orgs", "ranking"]);
    expectBad(await t.call("/api/m/statistics/dashboard", { dashboard: "nope" }, { as: admin }), "dashboard");
    expectBad(
      await t.call("/api/m/statistics/dashboard", { dashboard: "ds-course", from: "2026-13-01" }, { as: admin }),
      "from",
    );
    expectBad(
      await t.call("/api/m/statistics/dashboard", { dashboard: "ds-course", from: "2000-01-01" }, { as: admin }),
      "to",
    );
  });

  it("count resources and filter by organization", async () => {
    const all = await dashboard({ dashboard: "ds-resource" });
    expect(all.charts.map((c) => c.key)).toEqual(["created", "types", "kinds"]);
    const none = await dashboard({ dashboard: "ds-course-visit", orgId: 999999 });
    expect(total(none, "访问次数")).toBe(0);
  });

  it("ds-live counts the lives held per day with their viewers, from the live module", async () => {
    const before = await dashboard({ dashboard: "ds-live" });
    expect(before.note).toBeUndefined();
    const start = new Date(Date.now() + 3_600_000);
    const { id } = ok<{ id: number }>(
      await t.call(
        "/api/l/live/save",
        {
          name: "统计直播课",
          startTime: start.toISOString(),
          endTime: new Date(start.getTime() + 3_600_000).toISOString(),
        },
        { as: teacher },
      ),
    );
    await t.services.lives.editor.markLive(id);
    const after = await dashboard({ dashboard: "ds-live" });
    expect(total(after, "直播场次")).toBe((total(before, "直播场次") ?? 0) + 1);
  });

  it("export one table as xlsx", async () => {
    const url = "/api/m/statistics/export?dashboard=ds-course-visit&table=ranking";
    const res = await t.app.inject({ method: "GET", url, headers: { cookie: `Token=${admin}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toContain(encodeURIComponent("课程访问排行"));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws?.getRow(1).values).toEqual([undefined, "排名", "课程名称", "院系", "访问次数", "访客人次"]);
    expect(ws?.getRow(2).getCell(2).value).toBe("统计测试课");
    expectNoSession(await t.app.inject({ method: "GET", url }));
    const bad = await t.app.inject({
      method: "GET",
      url: "/api/m/statistics/export?dashboard=ds-course&table=nothing",
      headers: { cookie: `Token=${admin}` },
    });
    expectBad(bad, "table");
  });
});

describe("the monthly roll-up for long ranges", () => {
  it("finds the whole months inside a range", () => {
    expect(wholeMonths("2026-01-01", "2026-03-31")).toEqual({ first: "2026-01-01", last: "2026-03-01" });
    expect(wholeMonths("2026-01-15", "2026-04-10")).toEqual({ first: "2026-02-01", last: "2026-03-01" });
    expect(wholeMonths("2025-12-02", "2026-02-28")).toEqual({ first: "2026-01-01", last: "2026-02-01" });
    expect(wholeMonths("2026-02-03", "2026-02-27")).toBeNull();
    expect(wholeMonths("2024-02-01", "2024-02-29")).toEqual({ first: "2024-02-01", last: "2024-02-01" });
    // Up to today: the current month so far is whole (nothing lies after today).
    expect(wholeMonths("2026-01-01", "2026-03-12", "2026-03-12")).toEqual({ first: "2026-01-01", last: "2026-03-01" });
    expect(wholeMonths("2026-01-01", "2026-03-11", "2026-03-12")).toEqual({ first: "2026-01-01", last: "2026-02-01" });
  });

  it("ranks a range of months and partial edges exactly as the daily rows do", async () => {
    // Course 900001 and 900002, visits from mid-January to mid-April on two terminals.
    const rows = [];
    for (const [day, target, terminal, n] of [
      ["2025-01-10", 900001, "pc", 3],
      ["2025-01-20", 900002, "mobile", 1],
      ["2025-02-05", 900001, "pc", 2],
      ["2025-02-28", 900002, "pc", 5],
      ["2025-03-31", 900001, "mobile", 1],
      ["2025-04-02", 900002, "pc", 4],
      ["2025-04-20", 900001, "pc", 7],
    ] as const) {
      for (let i = 0; i < n; i++) rows.push({ day, kind: "course", targetId: target, terminal, viewer: `u:${i}` });
    }
    await insertEvents(t.db, rows);
    await t.services.stats.rollup();
    const only = { kind: "course", targetIds: [900001, 900002] };
    // Whole February and March from the monthly rows, 15–31 January and 1–10 April from the daily ones.
    const long = await ranking(t.db, { ...only, from: "2025-01-15", to: "2025-04-10" }, 10);
    expect(long.map(({ targetId, visits }) => [targetId, visits])).toEqual([
      [900002, 10],
      [900001, 3],
    ]);
    expect(long[0]?.targets).toBe(2);
    // Within one month (daily rows only), and a terminal filter across months.
    const short = await ranking(t.db, { ...only, from: "2025-04-01", to: "2025-04-25" }, 10);
    expect(short.map((r) => [r.targetId, r.visits])).toEqual([
      [900001, 7],
      [900002, 4],
    ]);
    // Ending "today" (2025-04-25 here) reads April from its monthly row: the same figures.
    const toToday = await ranking(t.db, { ...only, from: "2025-01-15", to: "2025-04-25" }, 10, "2025-04-25");
    expect(toToday.map((r) => [r.targetId, r.visits])).toEqual([
      [900001, 10],
      [900002, 10],
    ]);
    const pcOnly = await ranking(t.db, { ...only, terminal: "pc", from: "2025-01-01", to: "2025-04-30" }, 1);
    expect(pcOnly).toEqual([{ targetId: 900001, visits: 12, visitors: 12, targets: 2 }]);
  });
});
