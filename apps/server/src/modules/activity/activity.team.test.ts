import { type ActivityParticipant, type MyActivityItem, TEACHER_ROLE_ID } from "@otp/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userId, userWithScreens } from "../../test/accounts.js";
import { checkEndpoint, expectBad, expectForbidden, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { BYTES, fileOf, saveResource } from "../resource/resource.fixtures.js";
import { activities, activityAwardLevels, activityWorks } from "./activity.tables.js";

/** 团队报名: a leader (the registrant) with teacher members; members see it, certificates name them all. */

let t: TestApp;
let admin: string;
let organiser: string;
let student: string;
let activityId: number;
let workId: number;
const as: Record<string, string> = {};
const ids: Record<string, number> = {};

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

async function teacher(account: string, realName: string) {
  const password = "Team@2026x";
  ok(
    await t.call(
      "/api/l/base/user/save",
      { account, realName, userType: "teacher", password, roleIds: [TEACHER_ROLE_ID], orgId: null },
      { as: admin },
    ),
  );
  as[account] = await t.login(account, password);
  ids[account] = await userId(t, account);
}

const register = (who: string, memberIds: unknown[]) =>
  t.call("/api/l/activity/register", { activityId, fields: {}, memberIds }, { as: as[who] });
const mine = async (who: string) =>
  ok<MyActivityItem[]>(await t.call("/api/l/activity/mine", {}, { as: as[who] })).find(
    (x) => x.activityId === activityId,
  );

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  student = await t.login("student");
  organiser = await userWithScreens(t, admin, "teamorg", ["business.activity"]);
  await teacher("lead", "队长甲");
  await teacher("mem1", "成员乙");
  await teacher("mem2", "成员丙");
  await teacher("solo", "个人丁");
  activityId = ok<{ id: number }>(
    await t.call(
      "/api/l/activity/save",
      {
        name: "团队赛",
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
  ok(await register("solo", []));
});
afterAll(() => t.close());

describe("team registration", () => {
  it("refuses the leader, duplicates, non-teachers, unknown users and people already entered", async () => {
    const studentId = await userId(t, "student");
    expectBad(await register("lead", [ids.lead]), "memberIds");
    expectBad(await register("lead", [ids.mem1, ids.mem1]), "不能重复");
    expectBad(await register("lead", [studentId]), "须为本平台教师");
    expectBad(await register("lead", [999_999]), "memberIds");
    expectBad(await register("lead", [ids.solo]), "个人丁已报名");
    expectBad(await register("lead", [1, 2, 3, 4, 5, 6]), "不能超过5人");
    // Nothing half-written: the leader is still unregistered.
    expect(await mine("lead")).toBeUndefined();
  });

  it("registers a team; its members cannot register again and see it in 我的活动", async () => {
    await checkEndpoint(t, {
      url: "/api/l/activity/register",
      as: as.lead as string,
      body: { activityId, fields: {}, memberIds: [ids.mem1, ids.mem2] },
      bad: { body: { activityId, fields: {}, memberIds: ["x"] }, field: "memberIds" },
      wrongRole: student,
    });
    expect((await register("mem1", [])).statusCode).toBe(409);
    expect(await mine("lead")).toMatchObject({ role: "leader", team: ["队长甲", "成员乙", "成员丙"], canSubmit: true });
    expect(await mine("mem2")).toMatchObject({
      role: "member",
      team: ["队长甲", "成员乙", "成员丙"],
      canSubmit: false,
    });
    const list = ok<ActivityParticipant[]>(
      await t.call("/api/l/activity/participants", { id: activityId }, { as: organiser }),
    );
    expect(list.find((r) => r.userId === ids.lead)?.members.map((m) => m.realName)).toEqual(["成员乙", "成员丙"]);
    expect(list.find((r) => r.userId === ids.solo)?.members).toEqual([]);
  });

  it("lets only the leader submit; members see the work", async () => {
    const fileId = await fileOf(t, "lead", "video", "team.mp4", BYTES.mp4());
    const video = await saveResource(t, as.lead as string, {
      name: "团队微课",
      kind: 2,
      type: "VIDEO",
      files: [{ fileId }],
    });
    const body = { activityId, title: "团队作品", resourceId: video };
    expectForbidden(await t.call("/api/l/activity/work/submit", body, { as: as.mem1 }));
    workId = ok<{ id: number }>(await t.call("/api/l/activity/work/submit", body, { as: as.lead })).id;
    expect((await mine("mem1"))?.work).toMatchObject({ id: workId, title: "团队作品" });
  });

  it("names every member on the certificate, which each member may download", async () => {
    const [level] = await t.db.insert(activityAwardLevels).values({ activityId, name: "一等奖", quota: 1 }).returning();
    await t.db
      .update(activityWorks)
      .set({ status: "approved", awardLevelId: level?.id })
      .where(eq(activityWorks.id, workId));
    await t.db.update(activities).set({ stage: "results", resultsAt: new Date() }).where(eq(activities.id, activityId));
    const get = (who: string) =>
      t.app.inject({
        method: "GET",
        url: `/api/l/activity/certificate?id=${workId}`,
        headers: { cookie: `Token=${as[who]}` },
      });
    for (const who of ["lead", "mem1", "mem2"]) {
      const res = await get(who);
      expect(res.statusCode).toBe(200);
      // The names are in the document's title (PDF text strings are UTF-16BE).
      expect(res.rawPayload.includes(Buffer.from("队长甲、成员乙、成员丙", "utf16le").swap16())).toBe(true);
    }
    expect((await get("solo")).statusCode).toBe(403);
  });
});
