import {
  type ActivityAwardBoard,
  type ActivityJudging,
  type JudgeAssignedWork,
  type JudgeScoreSheet,
  noticeEndpoints,
  TEACHER_ROLE_ID,
} from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userId, userWithScreens } from "../../test/accounts.js";
import { checkEndpoint, expectBad, expectForbidden, expectNotFound, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { BYTES, fileOf, saveResource } from "../resource/resource.fixtures.js";
import { readyTemplate } from "../supervise/supervise.fixtures.js";

let t: TestApp;
let admin: string;
let organiser: string;
let student: string;
let activityId: number;
let templateId: number;
const as: Record<string, string> = {};
const ids: Record<string, number> = {};
const works: Record<string, number> = {};

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const FULL = { a1: 9, a2: 8, b1: 18, b2: 5 };

async function teacherIn(account: string, orgId: number | null) {
  const password = "Judge@2026x";
  ok(
    await t.call(
      "/api/l/base/user/save",
      { account, realName: `教师${account}`, userType: "teacher", password, roleIds: [TEACHER_ROLE_ID], orgId },
      { as: admin },
    ),
  );
  as[account] = await t.login(account, password);
  ids[account] = await userId(t, account);
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  student = await t.login("student");
  organiser = await userWithScreens(t, admin, "judgeorg", ["business.activity"]);
  const [org1, org2] = (await t.services.base.kvOrgs()).map((o) => o.id);
  await teacherIn("entrant1", org1 ?? null);
  await teacherIn("entrant2", org2 ?? null);
  await teacherIn("judge1", org1 ?? null);
  await teacherIn("judge2", org2 ?? null);
  await teacherIn("judge3", null);
  templateId = await readyTemplate(t, admin);
  activityId = ok<{ id: number }>(
    await t.call(
      "/api/l/activity/save",
      {
        name: "评审测试",
        registrationStart: at(-1),
        registrationEnd: at(5),
        submissionEnd: at(10),
        auditEnd: at(15),
        judgingEnd: at(20),
      },
      { as: organiser },
    ),
  ).id;
  ok(await t.call("/api/l/activity/advance", { id: activityId, to: "registration" }, { as: organiser }));
  for (const e of ["entrant1", "entrant2"]) {
    const fileId = await fileOf(t, e, "video", `${e}.mp4`, BYTES.mp4());
    const video = await saveResource(t, as[e] as string, {
      name: `${e}微课`,
      kind: 2,
      type: "VIDEO",
      files: [{ fileId }],
    });
    ok(await t.call("/api/l/activity/register", { activityId, fields: {} }, { as: as[e] }));
    works[e] = ok<{ id: number }>(
      await t.call("/api/l/activity/work/submit", { activityId, title: `${e}作品`, resourceId: video }, { as: as[e] }),
    ).id;
  }
  ok(await t.call("/api/l/activity/advance", { id: activityId, to: "submission" }, { as: organiser }));
  ok(await t.call("/api/l/activity/advance", { id: activityId, to: "audit" }, { as: organiser }));
  ok(
    await t.call(
      "/api/l/activity/work/audit",
      { activityId, ids: Object.values(works), pass: true },
      { as: organiser },
    ),
  );
});
afterAll(() => t.close());

describe("the organiser's judging set-up", () => {
  it("saves judge groups with blind review", async () => {
    const body = {
      activityId,
      blindReview: true,
      groups: [{ name: "第一组", judgeIds: [ids.judge1, ids.judge2, ids.judge3] }],
    };
    await checkEndpoint(t, {
      url: "/api/l/activity/judges/save",
      as: organiser,
      body,
      bad: { body: { ...body, groups: [{ name: "", judgeIds: [ids.judge1] }] }, field: "评委组名称" },
      otherUser: { as: as.entrant1 as string },
    });
    expectBad(
      await t.call(
        "/api/l/activity/judges/save",
        { ...body, groups: [{ name: "甲", judgeIds: [99_999] }] },
        { as: organiser },
      ),
      "groups.0.judgeIds",
    );
    const j = ok<ActivityJudging>(await t.call("/api/l/activity/judging", { id: activityId }, { as: organiser }));
    expect(j.blindReview).toBe(true);
    expect(j.groups[0]?.judges.map((x) => x.userId)).toEqual([ids.judge1, ids.judge2, ids.judge3]);
    expectForbidden(await t.call("/api/l/activity/judging", { id: activityId }, { as: as.judge1 }));
  });

  it("takes a ready supervision template as the standard", async () => {
    const choices = await checkEndpoint<{ id: number; name: string }[]>(t, {
      url: "/api/l/activity/standard/templates",
      as: organiser,
      body: { id: activityId },
      bad: { body: { id: "x" }, field: "id" },
      otherUser: { as: as.entrant1 as string },
    });
    expect(choices.map((c) => c.id)).toContain(templateId);
    await checkEndpoint(t, {
      url: "/api/l/activity/standard/save",
      as: organiser,
      body: { activityId, templateId },
      bad: { body: { activityId, templateId: "x" }, field: "templateId" },
      otherUser: { as: as.entrant1 as string },
    });
    expectNotFound(
      await t.call("/api/l/activity/standard/save", { activityId, templateId: 99_999 }, { as: organiser }),
    );
    const j = ok<ActivityJudging>(await t.call("/api/l/activity/judging", { id: activityId }, { as: organiser }));
    expect(j.standard.form?.indicators.map((i) => i.key)).toEqual(["A", "B"]);
  });

  it("assigns works avoiding the judge's own organization", async () => {
    const body = { activityId, groupIndex: 0 };
    // A named work of judge1's organization is refused outright.
    expectBad(
      await t.call("/api/l/activity/judges/assign", { ...body, workIds: [works.entrant1] }, { as: organiser }),
      "同单位",
    );
    const r = await checkEndpoint<{ assigned: number; skipped: number }>(t, {
      url: "/api/l/activity/judges/assign",
      as: organiser,
      body,
      bad: { body: { activityId, groupIndex: 5 }, field: "groupIndex" },
      otherUser: { as: as.entrant1 as string },
    });
    // entrant1's work: judge2, judge3; entrant2's: judge1, judge3.
    expect(r).toEqual({ assigned: 4, skipped: 2, notRecommended: 0 });
  });
});

describe("a judge's score sheets", () => {
  it("lists only assigned works, without names under blind review", async () => {
    const mine = await checkEndpoint<JudgeAssignedWork[]>(t, {
      url: "/api/l/activity/judge/works",
      as: as.judge1 as string,
      body: {},
    });
    expect(mine.map((w) => w.workId)).toEqual([works.entrant2]);
    expect(mine[0]?.author).toBe("");
    expect(mine[0]?.open).toBe(false);
    const sheet = await checkEndpoint<JudgeScoreSheet>(t, {
      url: "/api/l/activity/judge/sheet",
      as: as.judge1 as string,
      body: { id: works.entrant2 },
      bad: { body: { id: "x" }, field: "id" },
      otherUser: { as: as.judge2 as string },
    });
    expect(sheet.form.indicators).toHaveLength(2);
    expectNotFound(await t.call("/api/l/activity/judge/sheet", { id: 99_999 }, { as: as.judge1 }));
  });

  it("refuses scoring outside judging, unassigned and own-organization works, out-of-range marks", async () => {
    const url = "/api/l/activity/judge/score";
    expectBad(await t.call(url, { workId: works.entrant2, marks: FULL }, { as: as.judge1 }), "评审阶段");
    ok(await t.call("/api/l/activity/advance", { id: activityId, to: "judging" }, { as: organiser }));
    // judge1 shares entrant1's organization and was never assigned it.
    expectForbidden(await t.call(url, { workId: works.entrant1, marks: FULL }, { as: as.judge1 }));
    expectForbidden(await t.call(url, { workId: works.entrant1, marks: FULL }, { as: student }));
    expectBad(await t.call(url, { workId: works.entrant2, marks: { ...FULL, a1: 11 } }, { as: as.judge1 }), "marks.a1");
    expectBad(await t.call(url, { workId: works.entrant2, marks: { zz: 1 } }, { as: as.judge1 }), "marks.zz");
    expectBad(
      await t.call(url, { workId: works.entrant2, marks: { a1: 5 }, submit: true }, { as: as.judge1 }),
      "marks.a2",
    );
  });

  it("saves a draft, then submits; the final score aggregates every submitted sheet", async () => {
    const url = "/api/l/activity/judge/score";
    const draft = await checkEndpoint<{ total: number; finalScore: number | null }>(t, {
      url,
      as: as.judge1 as string,
      body: { workId: works.entrant2, marks: { a1: 10 }, comments: { A: "目标清晰" } },
      bad: { body: { workId: works.entrant2, marks: { a1: -1 } }, field: "marks.a1" },
      otherUser: { as: as.judge2 as string },
    });
    expect(draft.total).toBe(20);
    const sheet = ok<JudgeScoreSheet>(
      await t.call("/api/l/activity/judge/sheet", { id: works.entrant2 }, { as: as.judge1 }),
    );
    expect(sheet.comments).toEqual({ A: "目标清晰" });
    expect(sheet.work.status).toBe("draft");
    // 40×17/20 + 60×23/25 = 34 + 55.2 = 89.2
    const first = ok<{ total: number; finalScore: number | null }>(
      await t.call(url, { workId: works.entrant2, marks: FULL, submit: true }, { as: as.judge1 }),
    );
    expect(first).toEqual({ total: 89.2, finalScore: null });
    expect((await t.call(url, { workId: works.entrant2, marks: FULL }, { as: as.judge1 })).statusCode).toBe(409);
    // judge3: 40×20/20 + 60×25/25 = 100; mean of 89.2 and 100.
    const full = { a1: 10, a2: 10, b1: 20, b2: 5 };
    const second = ok<{ total: number; finalScore: number | null }>(
      await t.call(url, { workId: works.entrant2, marks: full, submit: true }, { as: as.judge3 }),
    );
    expect(second).toEqual({ total: 100, finalScore: 94.6 });
    const j = ok<ActivityJudging>(await t.call("/api/l/activity/judging", { id: activityId }, { as: organiser }));
    expect(j.works.find((w) => w.id === works.entrant2)).toMatchObject({ judges: 2, submitted: 2, finalScore: 94.6 });
    // The standard is fixed once judges have started.
    expect(
      (await t.call("/api/l/activity/standard/save", { activityId, templateId }, { as: organiser })).statusCode,
    ).toBe(409);
    // Results stay refused while entrant1's work is unjudged.
    expectBad(
      await t.call("/api/l/activity/advance", { id: activityId, to: "results" }, { as: organiser }),
      "未完成评审",
    );
  });
});

describe("award setting", () => {
  const board = async () =>
    ok<ActivityAwardBoard>(await t.call("/api/l/activity/awards", { id: activityId }, { as: organiser }));

  it("shows the ranking with unjudged works last and saves levels with their quotas", async () => {
    const b = await checkEndpoint<ActivityAwardBoard>(t, {
      url: "/api/l/activity/awards",
      as: organiser,
      body: { id: activityId },
      bad: { body: { id: "x" }, field: "id" },
      otherUser: { as: as.entrant1 as string },
    });
    expect(b.unjudged).toBe(1);
    expect(b.works.map((w) => w.id)).toEqual([works.entrant2, works.entrant1]);
    const levels = [
      { name: "一等奖", quota: 1 },
      { name: "二等奖", quota: 1 },
    ];
    await checkEndpoint(t, {
      url: "/api/l/activity/awards/levels/save",
      as: organiser,
      body: { activityId, version: b.version, levels },
      bad: { body: { activityId, version: b.version, levels: [{ name: "", quota: 1 }] }, field: "奖项名称" },
      otherUser: { as: as.entrant1 as string },
    });
    // The version read before the save is stale now.
    const stale = await t.call(
      "/api/l/activity/awards/levels/save",
      { activityId, version: b.version, levels },
      { as: organiser },
    );
    expect(stale.statusCode).toBe(409);
    expect((await board()).levels.map((l) => l.name)).toEqual(["一等奖", "二等奖"]);
  });

  it("refuses publishing with unjudged works", async () => {
    const b = await board();
    expectBad(
      await t.call("/api/l/activity/awards/publish", { activityId, version: b.version }, { as: organiser }),
      "未完成评审",
    );
  });

  it("proposes from the ranking, takes adjustments within quotas, one of two organisers wins", async () => {
    const low = { a1: 5, a2: 5, b1: 10, b2: 2 };
    for (const judge of ["judge2", "judge3"]) {
      ok(
        await t.call(
          "/api/l/activity/judge/score",
          { workId: works.entrant1, marks: low, submit: true },
          { as: as[judge] },
        ),
      );
    }
    let b = await board();
    expect(b.unjudged).toBe(0);
    await checkEndpoint(t, {
      url: "/api/l/activity/awards/propose",
      as: organiser,
      body: { activityId, version: b.version },
      bad: { body: { activityId, version: "" }, field: "version" },
      otherUser: { as: as.entrant1 as string },
    });
    b = await board();
    const [first, second] = b.levels;
    expect(b.works.map((w) => w.levelId)).toEqual([first?.id, second?.id]);
    const swap = [
      { workId: works.entrant1, levelId: first?.id ?? null },
      { workId: works.entrant2, levelId: first?.id ?? null },
    ];
    expectBad(
      await t.call("/api/l/activity/awards/save", { activityId, version: b.version, awards: swap }, { as: organiser }),
      "名额为1",
    );
    const body = (levelId: number | null) => ({
      activityId,
      version: b.version,
      awards: [{ workId: works.entrant2, levelId }],
    });
    await checkEndpoint(t, {
      url: "/api/l/activity/awards/save",
      as: organiser,
      body: body(second?.id ?? null),
      bad: {
        body: { activityId, version: b.version, awards: [{ workId: 99_999, levelId: null }] },
        field: "awards.0.workId",
      },
      otherUser: { as: as.entrant1 as string },
    });
    // A second organiser saving from the same version loses.
    const other = await t.call("/api/l/activity/awards/save", body(first?.id ?? null), { as: admin });
    expect(other.statusCode).toBe(409);
    expect(JSON.parse(other.body).msg).toContain("其他组织者");
    b = await board();
    expect(b.works.find((w) => w.id === works.entrant2)?.levelId).toBe(second?.id);
    const noticesOf = async (who: string) =>
      (await t.send(noticeEndpoints.list, { pageNo: 1, pageSize: 20 }, { as: as[who] as string })).list.filter(
        (n) => n.category === "activity",
      );
    expect(await noticesOf("entrant2")).toEqual([]);
    ok(await t.call("/api/l/activity/awards/publish", { activityId, version: b.version }, { as: organiser }));
    // Every participant hears that the results are out, with their own award.
    const [told] = await noticesOf("entrant2");
    expect(told?.title).toBe("活动结果已公布");
    expect(told?.content).toContain("评审测试");
    expect(told?.content).toContain("《entrant2作品》获得二等奖");
    // A participant without an award is told where to read the results.
    expect((await noticesOf("entrant1"))[0]?.content).toContain("请到活动页面查看获奖名单");
    expect(await noticesOf("judge1")).toEqual([]);
    expectBad(
      await t.call("/api/l/activity/awards/propose", { activityId, version: b.version }, { as: organiser }),
      "结果已公布",
    );
  });
});
