import { type ActivityAssignResult, type JudgeAssignedWork, userEndpoints } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userId, userWithScreens } from "../../test/accounts.js";
import { ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { BYTES, fileOf, saveResource } from "../resource/resource.fixtures.js";
import { readyTemplate } from "../supervise/supervise.fixtures.js";

/**
 * Evaluation experts (评审专家) judge contests: they reach their score sheets from the personal
 * centre, and the demo experts sit in a unit of their own, so the same-unit rule does not keep
 * them from the demo teachers' works.
 */

type Tree = { code: string; subList: { code: string; url: string; subList: { code: string; url: string }[] }[] }[];

let t: TestApp;
let admin: string;
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const orgOf = async (account: string) => (await t.send(userEndpoints.info, {}, { as: await t.login(account) })).orgId;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
});
afterAll(() => t.close());

describe("evaluation experts judge contests", () => {
  it("the demo experts are in their own unit, apart from every demo teacher", async () => {
    const expertOrg = await orgOf("expert");
    expect(expertOrg).not.toBeNull();
    expect(await orgOf("expertmgr")).toBe(expertOrg);
    for (const account of ["teacher", "supervisor", "t001", "t002", "t013"])
      expect(await orgOf(account)).not.toBe(expertOrg);
  });

  it("an expert's personal centre has 活动评审; a student's does not", async () => {
    const urls = async (account: string) => {
      const tree = ok<Tree>(await t.call("/api/l/base/user/module/list", {}, { as: await t.login(account) }));
      return (tree.find((g) => g.code === "userCenter")?.subList ?? []).flatMap((m) => [
        m.url,
        ...m.subList.map((x) => x.url),
      ]);
    };
    for (const account of ["expert", "expertmgr", "teacher", "supervisor"]) {
      expect(await urls(account)).toContain("/user/activity-judge");
    }
    expect(await urls("student")).not.toContain("/user/activity-judge");
  });

  it("an expert is assigned the demo teacher's work and scores it", async () => {
    const organiser = await userWithScreens(t, admin, "expertorg", ["business.activity"]);
    const teacher = await t.login("teacher");
    const activityId = ok<{ id: number }>(
      await t.call(
        "/api/l/activity/save",
        {
          name: "专家评审测试",
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
    const fileId = await fileOf(t, "teacher", "video", "lesson.mp4", BYTES.mp4());
    const video = await saveResource(t, teacher, { name: "专家评审微课", kind: 2, type: "VIDEO", files: [{ fileId }] });
    ok(await t.call("/api/l/activity/register", { activityId, fields: {} }, { as: teacher }));
    const workId = ok<{ id: number }>(
      await t.call(
        "/api/l/activity/work/submit",
        { activityId, title: "专家评审作品", resourceId: video },
        { as: teacher },
      ),
    ).id;
    ok(await t.call("/api/l/activity/advance", { id: activityId, to: "submission" }, { as: organiser }));
    ok(await t.call("/api/l/activity/advance", { id: activityId, to: "audit" }, { as: organiser }));
    ok(await t.call("/api/l/activity/work/audit", { activityId, ids: [workId], pass: true }, { as: organiser }));
    const judges = [await userId(t, "expert"), await userId(t, "expertmgr")];
    ok(
      await t.call(
        "/api/l/activity/judges/save",
        { activityId, blindReview: false, groups: [{ name: "专家组", judgeIds: judges }] },
        { as: organiser },
      ),
    );
    const templateId = await readyTemplate(t, admin);
    ok(await t.call("/api/l/activity/standard/save", { activityId, templateId }, { as: organiser }));
    const assigned = ok<ActivityAssignResult>(
      await t.call("/api/l/activity/judges/assign", { activityId, groupIndex: 0 }, { as: organiser }),
    );
    expect(assigned).toEqual({ assigned: 2, skipped: 0, notRecommended: 0 });
    ok(await t.call("/api/l/activity/advance", { id: activityId, to: "judging" }, { as: organiser }));
    const expert = await t.login("expert");
    const mine = ok<JudgeAssignedWork[]>(await t.call("/api/l/activity/judge/works", {}, { as: expert }));
    expect(mine).toMatchObject([{ workId, title: "专家评审作品", author: "张雨桐", open: true }]);
    const marks = { a1: 9, a2: 8, b1: 18, b2: 5 };
    const saved = ok<{ total: number }>(
      await t.call("/api/l/activity/judge/score", { workId, marks, submit: true }, { as: expert }),
    );
    expect(saved.total).toBeGreaterThan(0);
  });
});
