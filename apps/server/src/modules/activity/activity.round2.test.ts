import { type ActivityAwardBoard, type ActivityJudging, type JudgeAssignedWork, TEACHER_ROLE_ID } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userId, userWithScreens } from "../../test/accounts.js";
import { checkEndpoint, expectBad, expectForbidden, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { BYTES, fileOf, saveResource } from "../resource/resource.fixtures.js";
import { readyTemplate } from "../supervise/supervise.fixtures.js";

/**
 * 第二轮: the top works by round-1 score (ties at the cut included) are scored again with the same
 * standard; their round-2 score is the final one and they rank above every round-1-only work.
 */

let t: TestApp;
let admin: string;
let organiser: string;
let activityId: number;
const as: Record<string, string> = {};
const ids: Record<string, number> = {};
const works: Record<string, number> = {};
const videos: Record<string, number> = {};
let templateId: number;

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
// Totals under the fixture standard: 40×(a1+a2)/20 + 60×(b1+b2)/25.
const M100 = { a1: 10, a2: 10, b1: 20, b2: 5 }; // 100
const M89 = { a1: 9, a2: 8, b1: 18, b2: 5 }; // 34 + 55.2 = 89.2
const M80 = { a1: 8, a2: 8, b1: 16, b2: 4 }; // 32 + 48 = 80
const M48 = { a1: 5, a2: 5, b1: 10, b2: 2 }; // 20 + 28.8 = 48.8

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

const score = (judge: string, work: string, marks: object, round?: number) =>
  t.call(
    "/api/l/activity/judge/score",
    { workId: works[work], marks, submit: true, ...(round ? { round } : {}) },
    { as: as[judge] },
  );
const board = async () =>
  ok<ActivityAwardBoard>(await t.call("/api/l/activity/awards", { id: activityId }, { as: organiser }));

/** A contest in judging: e1–e4's works approved, 初评组 (A, B) assigned every work, 复评组 (C, D) idle. */
async function contest(name: string) {
  const id = ok<{ id: number }>(
    await t.call(
      "/api/l/activity/save",
      {
        name,
        registrationStart: at(-1),
        registrationEnd: at(5),
        submissionEnd: at(10),
        auditEnd: at(15),
        judgingEnd: at(20),
      },
      { as: organiser },
    ),
  ).id;
  const mine: Record<string, number> = {};
  ok(await t.call("/api/l/activity/advance", { id, to: "registration" }, { as: organiser }));
  for (const e of ["e1", "e2", "e3", "e4"]) {
    ok(await t.call("/api/l/activity/register", { activityId: id, fields: {} }, { as: as[e] }));
    mine[e] = ok<{ id: number }>(
      await t.call(
        "/api/l/activity/work/submit",
        { activityId: id, title: `${e}作品`, resourceId: videos[e] },
        { as: as[e] },
      ),
    ).id;
  }
  ok(await t.call("/api/l/activity/advance", { id, to: "submission" }, { as: organiser }));
  ok(await t.call("/api/l/activity/advance", { id, to: "audit" }, { as: organiser }));
  ok(
    await t.call(
      "/api/l/activity/work/audit",
      { activityId: id, ids: Object.values(mine), pass: true },
      { as: organiser },
    ),
  );
  const groups = [
    { name: "初评组", judgeIds: [ids.judgeA, ids.judgeB] },
    { name: "复评组", judgeIds: [ids.judgeC, ids.judgeD] },
  ];
  ok(await t.call("/api/l/activity/judges/save", { activityId: id, groups }, { as: organiser }));
  ok(await t.call("/api/l/activity/standard/save", { activityId: id, templateId }, { as: organiser }));
  ok(await t.call("/api/l/activity/judges/assign", { activityId: id, groupIndex: 0 }, { as: organiser }));
  ok(await t.call("/api/l/activity/advance", { id, to: "judging" }, { as: organiser }));
  return { id, works: mine };
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  organiser = await userWithScreens(t, admin, "round2org", ["business.activity"]);
  const [org1] = (await t.services.base.kvOrgs()).map((o) => o.id);
  for (const e of ["e1", "e2", "e4"]) await teacherIn(e, null);
  await teacherIn("e3", org1 ?? null);
  await teacherIn("judgeA", null);
  await teacherIn("judgeB", null);
  await teacherIn("judgeC", org1 ?? null);
  await teacherIn("judgeD", null);
  templateId = await readyTemplate(t, admin);
  for (const e of ["e1", "e2", "e3", "e4"]) {
    const fileId = await fileOf(t, e, "video", `${e}.mp4`, BYTES.mp4());
    videos[e] = await saveResource(t, as[e] as string, {
      name: `${e}微课`,
      kind: 2,
      type: "VIDEO",
      files: [{ fileId }],
    });
  }
  const c = await contest("两轮评审");
  activityId = c.id;
  Object.assign(works, c.works);
});
afterAll(() => t.close());

describe("opening the second round", () => {
  const url = "/api/l/activity/judges/round2";

  it("is refused while round 1 has unjudged works", async () => {
    ok(await score("judgeA", "e1", M100));
    expectBad(await t.call(url, { activityId, top: 2 }, { as: organiser }), "未完成第一轮评审");
  });

  it("takes the top N with every work tied at the cut, scored by the chosen group", async () => {
    // Round 1: e1 (100+80)/2 = 90; e2 and e3 89.2; e4 48.8.
    ok(await score("judgeB", "e1", M80));
    for (const j of ["judgeA", "judgeB"]) {
      ok(await score(j, "e2", M89));
      ok(await score(j, "e3", M89));
      ok(await score(j, "e4", M48));
    }
    const body = { activityId, top: 2, groupIndex: 1 };
    expectBad(await t.call(url, { ...body, groupIndex: 7 }, { as: organiser }), "groupIndex");
    const r = await checkEndpoint<{ works: number; sheets: number; cutScore: number }>(t, {
      url,
      as: organiser,
      body,
      bad: { body: { activityId, top: 0 }, field: "top" },
      otherUser: { as: as.e1 as string },
    });
    // Top 2 with the tie at 89.2: e1, e2, e3. judgeC shares e3's organization: 2 + 2 + 1 sheets.
    expect(r).toEqual({ works: 3, sheets: 5, cutScore: 89.2 });
    expect((await t.call(url, body, { as: organiser })).statusCode).toBe(409);
    expectBad(
      await t.call("/api/l/activity/judges/assign", { activityId, groupIndex: 0 }, { as: organiser }),
      "第二轮",
    );
    const j = ok<ActivityJudging>(await t.call("/api/l/activity/judging", { id: activityId }, { as: organiser }));
    expect(j.round2Top).toBe(2);
    expect(j.works.map((w) => [w.round, w.judges, w.round1Score, w.finalScore])).toEqual([
      [2, 2, 90, null],
      [2, 2, 89.2, null],
      [2, 1, 89.2, null],
      [1, 2, null, 48.8],
    ]);
  });
});

describe("round-2 sheets", () => {
  it("are listed to the judge labelled round 2, kept apart from round 1", async () => {
    const mine = ok<JudgeAssignedWork[]>(await t.call("/api/l/activity/judge/works", {}, { as: as.judgeD }));
    expect(mine.map((w) => [w.workId, w.round])).toEqual([
      [works.e1, 2],
      [works.e2, 2],
      [works.e3, 2],
    ]);
    const a = ok<JudgeAssignedWork[]>(await t.call("/api/l/activity/judge/works", {}, { as: as.judgeA }));
    expect(a.every((w) => w.round === 1 && w.status === "submitted")).toBe(true);
    // judgeC has no round-1 sheet, judgeA no round-2 one; e3 is judgeC's own organization.
    expectForbidden(await t.call("/api/l/activity/judge/sheet", { id: works.e1, round: 1 }, { as: as.judgeC }));
    expectForbidden(await t.call("/api/l/activity/judge/sheet", { id: works.e1, round: 2 }, { as: as.judgeA }));
    expectForbidden(await t.call("/api/l/activity/judge/sheet", { id: works.e3 }, { as: as.judgeC }));
    expectBad(await t.call("/api/l/activity/judge/sheet", { id: works.e1, round: 3 }, { as: as.judgeD }), "round");
    // Round-1 sheets stay final.
    expect((await score("judgeA", "e1", M48, 1)).statusCode).toBe(409);
  });

  it("give the final score; round-2 works rank above the rest, and awards follow", async () => {
    ok(await score("judgeC", "e1", M48));
    expect(ok<{ finalScore: number | null }>(await score("judgeD", "e1", M48)).finalScore).toBe(48.8);
    ok(await score("judgeC", "e2", M100));
    ok(await score("judgeD", "e2", M100));
    let b = await board();
    expect(b.unjudged).toBe(1);
    expectBad(
      await t.call("/api/l/activity/awards/publish", { activityId, version: b.version }, { as: organiser }),
      "未完成评审",
    );
    expect(ok<{ finalScore: number | null }>(await score("judgeD", "e3", M89)).finalScore).toBe(89.2);
    b = await board();
    // e2 100, e3 89.2, e1 48.8 (round 2, above e4's 48.8 of round 1 only), e4.
    expect(b.works.map((w) => [w.id, w.round, w.finalScore, w.round1Score])).toEqual([
      [works.e2, 2, 100, 89.2],
      [works.e3, 2, 89.2, 89.2],
      [works.e1, 2, 48.8, 90],
      [works.e4, 1, 48.8, null],
    ]);
    // e1's best single judge score is round 2's, not round 1's 100.
    expect(b.works[2]?.maxJudgeScore).toBe(48.8);
    ok(
      await t.call(
        "/api/l/activity/awards/levels/save",
        {
          activityId,
          version: b.version,
          levels: [
            { name: "一等奖", quota: 1 },
            { name: "二等奖", quota: 2 },
          ],
        },
        { as: organiser },
      ),
    );
    b = await board();
    ok(await t.call("/api/l/activity/awards/propose", { activityId, version: b.version }, { as: organiser }));
    b = await board();
    const [first, second] = b.levels;
    expect(b.works.map((w) => w.levelId)).toEqual([first?.id, second?.id, second?.id, null]);
    ok(await t.call("/api/l/activity/awards/publish", { activityId, version: b.version }, { as: organiser }));
  });
});

describe("a second round by the round-1 judges", () => {
  it("gives the top work to each of its round-1 judges", async () => {
    const c = await contest("两轮评审（原评委）");
    const sc = (judge: string, work: string, marks: object) =>
      t.call("/api/l/activity/judge/score", { workId: c.works[work], marks, submit: true }, { as: as[judge] });
    // Round 1: e1 100, e2 and e3 89.2, e4 48.8 — a clear top 1.
    for (const j of ["judgeA", "judgeB"]) {
      ok(await sc(j, "e1", M100));
      ok(await sc(j, "e2", M89));
      ok(await sc(j, "e3", M89));
      ok(await sc(j, "e4", M48));
    }
    const r = ok<{ works: number; sheets: number; cutScore: number }>(
      await t.call("/api/l/activity/judges/round2", { activityId: c.id, top: 1 }, { as: organiser }),
    );
    expect(r).toEqual({ works: 1, sheets: 2, cutScore: 100 });
    const a = ok<JudgeAssignedWork[]>(await t.call("/api/l/activity/judge/works", {}, { as: as.judgeA }));
    expect(a.filter((w) => w.activityId === c.id && w.round === 2).map((w) => w.workId)).toEqual([c.works.e1]);
    const d = ok<JudgeAssignedWork[]>(await t.call("/api/l/activity/judge/works", {}, { as: as.judgeD }));
    expect(d.some((w) => w.activityId === c.id)).toBe(false);
  });
});
