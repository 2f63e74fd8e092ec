import { type ActivityJudging, TEACHER_ROLE_ID } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userId, userWithScreens } from "../../test/accounts.js";
import { checkEndpoint, expectBad, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { BYTES, fileOf, saveResource } from "../resource/resource.fixtures.js";
import { readyTemplate } from "../supervise/supervise.fixtures.js";

/**
 * Assignment by subject: a work carries its resource's subject, else its activity's; assigning a
 * group with `subjectId` gives it only the works of that subject.
 */

let t: TestApp;
let admin: string;
let organiser: string;
let activityId: number;
let math: number;
let chinese: number;
const as: Record<string, string> = {};
const ids: Record<string, number> = {};
const works: Record<string, number> = {};

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

async function teacher(account: string) {
  const password = "Judge@2026x";
  ok(
    await t.call(
      "/api/l/base/user/save",
      { account, realName: `教师${account}`, userType: "teacher", password, roleIds: [TEACHER_ROLE_ID], orgId: null },
      { as: admin },
    ),
  );
  as[account] = await t.login(account, password);
  ids[account] = await userId(t, account);
}

const judging = async () =>
  ok<ActivityJudging>(await t.call("/api/l/activity/judging", { id: activityId }, { as: organiser }));

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  organiser = await userWithScreens(t, admin, "subjectorg", ["business.activity"]);
  const subjects = await t.services.base.kvElements("SUBJECT");
  chinese = subjects[0]?.id as number;
  math = subjects[1]?.id as number;
  for (const a of ["mathA", "mathB", "plain", "judgeM", "judgeC"]) await teacher(a);
  const templateId = await readyTemplate(t, admin);
  // The activity's subject is 语文: a work whose resource has no subject is judged in 语文.
  activityId = ok<{ id: number }>(
    await t.call(
      "/api/l/activity/save",
      {
        name: "分学科评审",
        subjectId: chinese,
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
  for (const e of ["mathA", "mathB", "plain"]) {
    const fileId = await fileOf(t, e, "video", `${e}.mp4`, BYTES.mp4());
    const subject = e === "plain" ? {} : { subjectId: math };
    const video = await saveResource(t, as[e] as string, {
      name: `${e}微课`,
      kind: 2,
      type: "VIDEO",
      files: [{ fileId }],
      ...subject,
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
  ok(
    await t.call(
      "/api/l/activity/judges/save",
      {
        activityId,
        groups: [
          { name: "数学组", judgeIds: [ids.judgeM] },
          { name: "语文组", judgeIds: [ids.judgeC] },
        ],
      },
      { as: organiser },
    ),
  );
  ok(await t.call("/api/l/activity/standard/save", { activityId, templateId }, { as: organiser }));
});
afterAll(() => t.close());

describe("assignment by subject", () => {
  const url = "/api/l/activity/judges/assign";

  it("gives works the subject of their resource, else of their activity", async () => {
    const j = await judging();
    const subjectOf = (id: number | undefined) => j.works.find((w) => w.id === id)?.subjectId;
    expect([subjectOf(works.mathA), subjectOf(works.mathB), subjectOf(works.plain)]).toEqual([math, math, chinese]);
    expect(j.works.find((w) => w.id === works.plain)?.subjectName).not.toBe("");
  });

  it("assigns a group only the works of the chosen subject", async () => {
    const r = await checkEndpoint<{ assigned: number; skipped: number }>(t, {
      url,
      as: organiser,
      body: { activityId, groupIndex: 0, subjectId: math },
      bad: { body: { activityId, groupIndex: 0, subjectId: 999_999 }, field: "subjectId" },
      otherUser: { as: as.judgeM as string },
    });
    expect(r).toEqual({ assigned: 2, skipped: 0, notRecommended: 0 });
    ok(await t.call(url, { activityId, groupIndex: 1, subjectId: chinese }, { as: organiser }));
    const j = await judging();
    expect(j.progress.map((p) => [p.userId, p.assigned]).sort()).toEqual(
      [
        [ids.judgeM, 2],
        [ids.judgeC, 1],
      ].sort(),
    );
    expect(j.works.map((w) => w.judges)).toEqual([1, 1, 1]);
  });

  it("refuses named works outside the chosen subject", async () => {
    expectBad(
      await t.call(url, { activityId, groupIndex: 1, subjectId: chinese, workIds: [works.mathA] }, { as: organiser }),
      "所选学科",
    );
  });
});
