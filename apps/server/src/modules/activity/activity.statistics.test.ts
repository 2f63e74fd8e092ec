import type { ActivityStatistics, ActivityVideoList } from "@otp/contract";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userId, userWithScreens } from "../../test/accounts.js";
import { checkEndpoint, expectBad, expectNoSession, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { activityScores } from "./activity.judging.tables.js";
import { activities, activityAwardLevels, activityRegistrations, activityWorks } from "./activity.tables.js";

let t: TestApp;
let admin: string;
let organiser: string;
let teacher: string;
let student: string;
let activityId: number;
const w: Record<string, number> = {};

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const get = (url: string, as: string | null) =>
  t.app.inject({ method: "GET", url, headers: as ? { cookie: `Token=${as}` } : {} });

/**
 * Hand-made contest: five registrations (org1 ×2 approved, org2 approved + pending, no org
 * rejected), four works (three approved, one returned), two judges:
 *   w1 (teacher, org1): J1 90, J2 94 → final 92
 *   w2 (org1):          J1 80, J2 77 → final 78.5
 *   w3 (org2):          J1 70, J2 draft → unjudged
 */
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  teacher = await t.login("teacher");
  student = await t.login("student");
  organiser = await userWithScreens(t, admin, "statorg", ["business.activity"]);
  const [org1, org2] = (await t.services.base.kvOrgs()).map((o) => o.id) as [number, number];
  activityId = ok<{ id: number }>(
    await t.call(
      "/api/l/activity/save",
      {
        name: "统计测试",
        registrationStart: at(-40),
        registrationEnd: at(-30),
        submissionEnd: at(-20),
        auditEnd: at(-10),
        judgingEnd: at(5),
      },
      { as: organiser },
    ),
  ).id;
  await t.db.update(activities).set({ stage: "registration" }).where(eq(activities.id, activityId));
  const owner = await userId(t, "teacher");
  const regs = [
    { key: "w1", userId: owner, orgId: org1, status: "approved", work: "approved" },
    { key: "w2", userId: 900_002, orgId: org1, status: "approved", work: "approved" },
    { key: "w3", userId: 900_003, orgId: org2, status: "approved", work: "approved" },
    { key: "w4", userId: 900_004, orgId: org2, status: "pending", work: "returned" },
    { key: "none", userId: 900_005, orgId: null, status: "rejected", work: null },
  ];
  for (const r of regs) {
    const [reg] = await t.db
      .insert(activityRegistrations)
      .values({ activityId, userId: r.userId, orgId: r.orgId, status: r.status })
      .returning();
    if (!r.work) continue;
    const [work] = await t.db
      .insert(activityWorks)
      .values({
        activityId,
        registrationId: reg?.id,
        ownerId: r.userId,
        orgId: r.orgId,
        title: `作品${r.key}`,
        resourceId: 1,
        status: r.work,
      })
      .returning();
    w[r.key] = work?.id as number;
  }
  const j1 = await userId(t, "expert");
  const j2 = await userId(t, "supervisor");
  const sheet = (work: string, judgeId: number, total: number | null) => ({
    activityId,
    workId: w[work] as number,
    judgeId,
    status: total === null ? "draft" : "submitted",
    total,
  });
  await t.db
    .insert(activityScores)
    .values([
      sheet("w1", j1, 90),
      sheet("w1", j2, 94),
      sheet("w2", j1, 80),
      sheet("w2", j2, 77),
      sheet("w3", j1, 70),
      sheet("w3", j2, null),
    ]);
  await t.db
    .update(activityWorks)
    .set({ finalScore: 92 })
    .where(eq(activityWorks.id, w.w1 as number));
  await t.db
    .update(activityWorks)
    .set({ finalScore: 78.5 })
    .where(eq(activityWorks.id, w.w2 as number));
});
afterAll(() => t.close());

describe("activity statistics", () => {
  it("counts registrations, audit and judging progress, the histogram and judge consistency", async () => {
    const s = await checkEndpoint<ActivityStatistics>(t, {
      url: "/api/l/activity/statistics",
      body: { id: activityId },
      as: organiser,
      wrongRole: teacher,
      bad: { body: { id: "x" }, field: "id" },
    });
    expect(s.registrations).toEqual({ total: 5, pending: 1, approved: 3, rejected: 1 });
    expect(s.works).toEqual({ total: 4, submitted: 0, approved: 3, returned: 1 });
    expect(s.judging).toEqual({ sheets: 6, assigned: 0, draft: 1, submitted: 5, judgedWorks: 2, unjudgedWorks: 1 });
    expect(s.byOrg.map((o) => [o.registrations, o.works, o.approvedWorks])).toEqual([
      [2, 2, 2],
      [2, 2, 1],
      [1, 0, 0],
    ]);
    expect(s.byOrg[2]?.orgName).toBe("未填写单位");
    expect(s.scores).toEqual({ mean: 85.25, max: 92, min: 78.5 });
    expect(s.histogram.filter((h) => h.count > 0)).toEqual([
      { label: "75–80", count: 1 },
      { label: "90–95", count: 1 },
    ]);
    expect(s.histogram).toHaveLength(9);
    // J1: 90, 80, 70 → mean 80, σ = √(200/3) = 8.16; against finals 92 and 78.5: −2, +1.5.
    // J2: 94, 77 → mean 85.5, σ 8.5; +2, −1.5. The draft counts as a sheet, not a score.
    const judges = s.judges.map(({ name: _n, judgeId: _j, ...x }) => x).sort((a, b) => (a.mean ?? 0) - (b.mean ?? 0));
    expect(judges).toEqual([
      { sheets: 3, submitted: 3, mean: 80, stdDev: 8.16, meanAbsDeviation: 1.75, bias: -0.25 },
      { sheets: 3, submitted: 2, mean: 85.5, stdDev: 8.5, meanAbsDeviation: 1.75, bias: 0.25 },
    ]);
    expect(s.judges.every((j) => j.name !== "")).toBe(true);
  });

  it("an administrator sees them; an unknown activity is 404", async () => {
    ok(await t.call("/api/l/activity/statistics", { id: activityId }, { as: admin }));
    expect((await t.call("/api/l/activity/statistics", { id: 999_999 }, { as: admin })).statusCode).toBe(404);
  });

  it("exports the same numbers as xlsx, to organisers only", async () => {
    const res = await get(`/api/l/activity/statistics/export?id=${activityId}`, organiser);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.getWorksheet("概况")?.getRow(2).values).toEqual([undefined, "报名总数", 5]);
    expect(wb.getWorksheet("成绩分布")?.getRow(9).values).toEqual([undefined, "90–95", 1]);
    expect(wb.getWorksheet("评委一致性")?.rowCount).toBe(3);
    expectNoSession(await get(`/api/l/activity/statistics/export?id=${activityId}`, null));
    expect((await get(`/api/l/activity/statistics/export?id=${activityId}`, student)).statusCode).toBe(403);
    expectBad(await get("/api/l/activity/statistics/export?id=abc", organiser), "id");
  });
});

describe("certificates and /resource6", () => {
  it("shows no certificate and no videos before the results are out", async () => {
    expect((await get(`/api/l/activity/certificate?id=${w.w1}`, teacher)).statusCode).toBe(404);
    const v = ok<ActivityVideoList>(await t.call("/api/c/activity/videos", { pageNo: 1, pageSize: 12 }));
    expect(v.list.some((x) => x.activityId === activityId)).toBe(false);
  });

  it("gives the winner and the organisers a PDF, others 403, a work without award 404", async () => {
    const [level] = await t.db.insert(activityAwardLevels).values({ activityId, name: "一等奖", quota: 1 }).returning();
    await t.db
      .update(activityWorks)
      .set({ awardLevelId: level?.id })
      .where(eq(activityWorks.id, w.w1 as number));
    await t.db.update(activities).set({ stage: "results", resultsAt: new Date() }).where(eq(activities.id, activityId));
    const res = await get(`/api/l/activity/certificate?id=${w.w1}`, teacher);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // The winner's name is in the document's title (PDF text strings are UTF-16BE).
    const name = (await t.services.users.info(await userId(t, "teacher"))).realName;
    expect(pdf.includes(Buffer.from(name, "utf16le").swap16())).toBe(true);
    expect((await get(`/api/l/activity/certificate?id=${w.w1}`, organiser)).statusCode).toBe(200);
    expect((await get(`/api/l/activity/certificate?id=${w.w1}`, student)).statusCode).toBe(403);
    expectNoSession(await get(`/api/l/activity/certificate?id=${w.w1}`, null));
    expect((await get(`/api/l/activity/certificate?id=${w.w2}`, organiser)).statusCode).toBe(404);
    expect((await get("/api/l/activity/certificate?id=999999", organiser)).statusCode).toBe(404);
    expectBad(await get("/api/l/activity/certificate?id=x", teacher), "id");
  });

  it("lists approved works of finished activities with filters", async () => {
    const all = ok<ActivityVideoList>(await t.call("/api/c/activity/videos", { pageNo: 1, pageSize: 12, activityId }));
    expect(all.count).toBe(3);
    expect(all.list[0]).toMatchObject({ id: w.w1, award: "一等奖", score: 92, activityName: "统计测试" });
    expect(all.activities).toContainEqual({ id: activityId, name: "统计测试" });
    const awarded = ok<ActivityVideoList>(
      await t.call("/api/c/activity/videos", { pageNo: 1, pageSize: 12, activityId, awarded: true }),
    );
    expect(awarded.list.map((x) => x.id)).toEqual([w.w1]);
    const keyword = ok<ActivityVideoList>(
      await t.call("/api/c/activity/videos", { pageNo: 1, pageSize: 12, activityId, keyword: "作品w2" }),
    );
    expect(keyword.list.map((x) => x.id)).toEqual([w.w2]);
    expectBad(await t.call("/api/c/activity/videos", { pageNo: 1, pageSize: 12, activityId: "x" }), "activityId");
  });
});
