import {
  type ActivityAssignResult,
  type ActivityAwardBoard,
  type ActivityJudging,
  type ActivityRecommendBoard,
  TEACHER_ROLE_ID,
} from "@otp/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userId, userWithScreens } from "../../test/accounts.js";
import { checkEndpoint, expectBad, expectForbidden, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { readyTemplate } from "../supervise/supervise.fixtures.js";
import { activities, activityWorks } from "./activity.tables.js";

let t: TestApp;
let admin: string;
let organiser: string;
let recommender: string;
let student: string;
let activityId: number;
let org1: number;
let org2: number;
let recommenderId: number;
const w: Record<string, number> = {};
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  student = await t.login("student");
  organiser = await userWithScreens(t, admin, "recorg", ["business.activity"]);
  [org1, org2] = (await t.services.base.kvOrgs()).map((o) => o.id) as [number, number];
  ok(
    await t.call(
      "/api/l/base/user/save",
      {
        account: "unitadmin",
        realName: "单位推荐人",
        userType: "teacher",
        password: "Unit@2026x",
        roleIds: [TEACHER_ROLE_ID],
        orgId: org1,
      },
      { as: admin },
    ),
  );
  recommenderId = await userId(t, "unitadmin");
  recommender = await t.login("unitadmin", "Unit@2026x");
  // In works audit: registration and submission are over, judging has not started.
  activityId = ok<{ id: number }>(
    await t.call(
      "/api/l/activity/save",
      {
        name: "推荐测试",
        registrationStart: at(-40),
        registrationEnd: at(-30),
        submissionEnd: at(-20),
        auditEnd: at(5),
        judgingEnd: at(10),
      },
      { as: organiser },
    ),
  ).id;
  await t.db.update(activities).set({ stage: "registration" }).where(eq(activities.id, activityId));
  for (const [key, orgId] of [
    ["a", org1],
    ["b", org1],
    ["c", org1],
    ["d", org2],
  ] as const) {
    const [row] = await t.db
      .insert(activityWorks)
      .values({
        activityId,
        ownerId: 900_000 + key.charCodeAt(0),
        orgId,
        title: `作品${key}`,
        resourceId: 1,
        status: "approved",
      })
      .returning();
    w[key] = row?.id as number;
  }
});
afterAll(() => t.close());

const board = (as: string) => t.call("/api/l/activity/recommend", { id: activityId }, { as });

describe("unit recommendation (单位推荐)", () => {
  it("the organiser sets a quota and the recommenders", async () => {
    expectForbidden(await board(recommender));
    await checkEndpoint(t, {
      url: "/api/l/activity/recommend/settings",
      body: { activityId, quota: 2, recommenders: [{ userId: recommenderId, orgId: org1 }] },
      as: organiser,
      wrongRole: student,
      bad: { body: { activityId, quota: 0, recommenders: [] }, field: "quota" },
    });
    expectBad(
      await t.call(
        "/api/l/activity/recommend/settings",
        { activityId, quota: 2, recommenders: [{ userId: 999_999, orgId: org1 }] },
        { as: organiser },
      ),
      "recommenders.0.userId",
    );
    expectBad(
      await t.call(
        "/api/l/activity/recommend/settings",
        { activityId, quota: 2, recommenders: [{ userId: recommenderId, orgId: 999_999 }] },
        { as: organiser },
      ),
      "recommenders.0.orgId",
    );
    const b = ok<ActivityRecommendBoard>(await board(organiser));
    expect(b).toMatchObject({ quota: 2, canManage: true, open: true });
    expect(b.recommenders).toEqual([expect.objectContaining({ userId: recommenderId, name: "单位推荐人" })]);
    expect(b.orgs.map((o) => [o.orgId, o.works.length])).toEqual([
      [org1, 3],
      [org2, 1],
    ]);
  });

  it("a recommender chooses works of their own organization within the quota", async () => {
    const save = (orgId: number, workIds: number[], as = recommender) =>
      t.call("/api/l/activity/recommend/save", { activityId, orgId, workIds }, { as });
    expectBad(await save(org1, [w.a, w.b, w.c] as number[]), "workIds");
    expectBad(await save(org1, [w.d] as number[]), "workIds.0");
    expectForbidden(await save(org2, [w.d] as number[]));
    expectForbidden(await save(org1, [w.a] as number[], student));
    ok(await save(org1, [w.a, w.b] as number[]));
    ok(await save(org1, [w.b, w.c] as number[]));
    const mine = ok<ActivityRecommendBoard>(await board(recommender));
    expect(mine.canManage).toBe(false);
    expect(mine.orgs).toHaveLength(1);
    expect(mine.orgs[0]?.works.map((x) => [x.title, x.recommended])).toEqual([
      ["作品a", false],
      ["作品b", true],
      ["作品c", true],
    ]);
  });

  it("works not recommended are not judged: the award board and 公布结果 ignore them", async () => {
    await t.db
      .update(activities)
      .set({ auditEnd: new Date(Date.now() - DAY) })
      .where(eq(activities.id, activityId));
    // Assigning all works says how many were left out for want of a recommendation (a and d).
    ok(
      await t.call(
        "/api/l/base/user/save",
        {
          account: "recjudge",
          realName: "推荐评委",
          userType: "teacher",
          password: "Unit@2026x",
          roleIds: [TEACHER_ROLE_ID],
        },
        { as: admin },
      ),
    );
    const judgeId = await userId(t, "recjudge");
    ok(
      await t.call(
        "/api/l/activity/judges/save",
        { activityId, blindReview: false, groups: [{ name: "第一组", judgeIds: [judgeId] }] },
        { as: organiser },
      ),
    );
    const templateId = await readyTemplate(t, admin);
    ok(await t.call("/api/l/activity/standard/save", { activityId, templateId }, { as: organiser }));
    const assigned = ok<ActivityAssignResult>(
      await t.call("/api/l/activity/judges/assign", { activityId, groupIndex: 0 }, { as: organiser }),
    );
    expect(assigned).toEqual({ assigned: 2, skipped: 0, notRecommended: 2 });
    const judging = ok<ActivityJudging>(await t.call("/api/l/activity/judging", { id: activityId }, { as: organiser }));
    expect(judging.works.filter((x) => x.notRecommended).map((x) => x.id)).toEqual([w.a, w.d]);
    const awards = ok<ActivityAwardBoard>(
      await t.call("/api/l/activity/awards", { id: activityId }, { as: organiser }),
    );
    expect(awards.works.map((x) => x.id).sort()).toEqual([w.b, w.c].sort());
    expect(awards.unjudged).toBe(2);
    for (const id of [w.b, w.c]) {
      await t.db
        .update(activityWorks)
        .set({ finalScore: 90 })
        .where(eq(activityWorks.id, id as number));
    }
    const ready = ok<ActivityAwardBoard>(await t.call("/api/l/activity/awards", { id: activityId }, { as: organiser }));
    expect(ready.unjudged).toBe(0);
    // Judging has started: the recommendation is fixed.
    expectBad(
      await t.call("/api/l/activity/recommend/save", { activityId, orgId: org1, workIds: [w.a] }, { as: recommender }),
      "",
    );
    ok(
      await t.call(
        "/api/l/activity/advance",
        { id: activityId, to: "results", version: ready.version },
        { as: organiser },
      ),
    );
  });
});
