import type { ActivityDetail, ActivityEdit, ActivityList, ActivityResultItem } from "@otp/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userId, userWithScreens } from "../../test/accounts.js";
import { checkEndpoint, expectBad, expectForbidden, expectNotFound, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { activityAwardLevels, activityWorks } from "./activity.tables.js";

let t: TestApp;
let admin: string;
let organiser: string;
let otherOrganiser: string;
let teacher: string;
let student: string;
let outsider: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  teacher = await t.login("teacher");
  student = await t.login("student");
  organiser = await userWithScreens(t, admin, "actorg", ["business.activity"]);
  otherOrganiser = await userWithScreens(t, admin, "actorg2", ["business.activity"]);
  outsider = await userWithScreens(t, admin, "actother", ["business.course"]);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const at = (days: number, now = Date.now()) => new Date(now + days * DAY).toISOString();
// One clock reading for all five dates, so their distances are exact whole days.
const dated = (r: number, re: number, se: number, ae: number, je: number, now = Date.now()) => ({
  registrationStart: at(r, now),
  registrationEnd: at(re, now),
  submissionEnd: at(se, now),
  auditEnd: at(ae, now),
  judgingEnd: at(je, now),
});
const base = {
  name: "微课大赛",
  intro: "<p>介绍<script>x()</script></p>",
  guide: "<p>指南</p>",
  ...dated(-1, 5, 10, 15, 20),
};
const save = (body: object, as = organiser) => t.call("/api/l/activity/save", body, { as });
const created = async (body: object = {}, as = organiser) =>
  ok<{ id: number }>(await save({ ...base, ...body }, as)).id;
const detail = (id: number, as: string | null = null) => t.call("/api/c/activity/detail", { id }, { as });
const advance = (id: number, to: string, as = organiser) => t.call("/api/l/activity/advance", { id, to }, { as });

describe("creating and editing", () => {
  it("checks the caller and the input, stores a sanitised draft", async () => {
    const { id } = await checkEndpoint<{ id: number }>(t, {
      url: "/api/l/activity/save",
      as: organiser,
      body: base,
      bad: { body: { ...base, name: "" }, field: "name" },
    });
    expectForbidden(await save(base, teacher));
    const edit = ok<ActivityEdit>(await t.call("/api/l/activity/get", { id }, { as: organiser }));
    expect(edit.stage).toBe("draft");
    expect(edit.intro).toBe("<p>介绍</p>");
    expect(edit.canEdit).toBe(true);
    // Someone else's activity: another user may neither read the editor's record nor change it.
    expectForbidden(await t.call("/api/l/activity/get", { id }, { as: teacher }));
    expectForbidden(await save({ ...base, id }, teacher));
    expectNotFound(await save({ ...base, id: 999999 }));
  });

  it("refuses dates out of order, unknown organizers and subjects", async () => {
    expectBad(await save({ ...base, ...dated(1, 5, 4, 15, 20) }), "submissionEnd");
    expectBad(await save({ ...base, registrationStart: "明天" }), "报名开始时间");
    expectBad(await save({ ...base, organizerOrgId: 999999 }), "organizerOrgId");
    expectBad(await save({ ...base, subjectId: 999999 }), "subjectId");
    expectBad(await save({ ...base, aggregation: "median" }), "计分规则");
  });
});

describe("the lifecycle", () => {
  it("hides a draft from readers, opens it, follows the dates", async () => {
    const id = await created({ name: "优质课评比" });
    expectNotFound(await detail(id));
    expectNotFound(await detail(id, teacher));
    expect(ok<ActivityDetail>(await detail(id, organiser)).stage).toBe("draft");

    await checkEndpoint(t, {
      url: "/api/l/activity/advance",
      as: organiser,
      body: { id, to: "registration" },
      bad: { body: { id, to: "judging" }, field: "to" },
      otherUser: { as: teacher },
    });
    const shown = ok<ActivityDetail>(await detail(id, teacher));
    expect(shown.stage).toBe("registration");
    expect(shown.actions.register).toBe(true);
    expect(shown.phases[0]?.state).toBe("current");
    const guest = ok<ActivityDetail>(await detail(id));
    expect(guest.actions).toMatchObject({ register: false, registerHint: "请先登录" });
    expect(guest.canEdit).toBe(false);

    // The organiser closes registration early; a second identical click is refused, not applied twice.
    ok(await advance(id, "submission"));
    expectBad(await advance(id, "submission"), "to");
    expect(ok<ActivityDetail>(await detail(id, teacher)).actions.registerHint).toBe("报名已截止");
  });

  it("reaches judging by the dates, publishes results only when every work is judged", async () => {
    const id = await created({ name: "技能比赛", ...dated(-40, -30, -20, -10, 5) });
    ok(await advance(id, "registration"));
    expect(ok<ActivityDetail>(await detail(id)).stage).toBe("judging");
    const [level] = await t.db
      .insert(activityAwardLevels)
      .values({ activityId: id, name: "一等奖", quota: 1 })
      .returning();
    const owner = await userId(t, "teacher");
    const [work] = await t.db
      .insert(activityWorks)
      .values({ activityId: id, ownerId: owner, title: "函数的单调性", resourceId: 1, status: "approved" })
      .returning();
    expectForbidden(await t.call("/api/c/activity/results", { id }), "尚未公布");
    expectForbidden(await t.call("/api/c/activity/works", { id }), "结果公布后");
    const refused = await advance(id, "results");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toContain("1件作品未完成评审");

    await t.db
      .update(activityWorks)
      .set({ finalScore: 91.5, awardLevelId: level?.id })
      .where(eq(activityWorks.id, work?.id as number));
    // 公布结果 through advance is the awards' publish: it needs the version read from 奖项设置.
    expectBad(await advance(id, "results"), "version");
    const board = ok<{ version: string }>(await t.call("/api/l/activity/awards", { id }, { as: organiser }));
    ok(await t.call("/api/l/activity/advance", { id, to: "results", version: board.version }, { as: organiser }));
    const results = ok<ActivityResultItem[]>(await t.call("/api/c/activity/results", { id }));
    expect(results).toEqual([
      expect.objectContaining({
        rank: 1,
        title: "函数的单调性",
        award: "一等奖",
        score: 91.5,
        authorName: (await t.services.users.info(owner)).realName,
      }),
    ]);
    const works = ok<{ count: number }>(await t.call("/api/c/activity/works", { id, pageNo: 1, pageSize: 10 }));
    expect(works.count).toBe(1);
    const card = ok<ActivityList>(await t.call("/api/c/activity/list", { keyword: "技能比赛" })).list[0];
    expect(card).toMatchObject({ stage: "results", workCount: 1, registrationCount: 0 });
    ok(await advance(id, "archived"));
    expectBad(await advance(id, "archived"), "to");
    expectBad(await save({ ...base, id }), "已归档");
  });
});

describe("lists", () => {
  it("filter by stage, keyword and subject; drafts only in the back office", async () => {
    const open = await created({ name: "书法比赛" });
    ok(await advance(open, "registration"));
    await created({ name: "书法草稿" });
    const list = async (body: object, url = "/api/c/activity/list", as: string | null = null) =>
      ok<ActivityList>(await t.call(url, { pageSize: 50, ...body }, { as })).list.map((a) => a.name);
    expect(await list({ keyword: "书法" })).toEqual(["书法比赛"]);
    expect(await list({ keyword: "书法", stage: "registration" })).toEqual(["书法比赛"]);
    expect(await list({ keyword: "书法", stage: "judging" })).toEqual([]);
    expectBad(await t.call("/api/c/activity/list", { stage: "finished" }), "活动状态");
    expect(await list({ keyword: "书法" }, "/api/m/activity/list", admin)).toContain("书法草稿");
    expectForbidden(await t.call("/api/m/activity/list", {}, { as: outsider }));
    expectForbidden(await t.call("/api/m/activity/list", {}, { as: student }));
  });
});

describe("copy from a previous activity, announcements, delete", () => {
  it("copies as a new draft with its award levels, dates moved on", async () => {
    const id = await created({ name: "往届大赛", ...dated(-40, -30, -20, -10, -5) });
    await t.db.insert(activityAwardLevels).values({ activityId: id, name: "一等奖", quota: 2 });
    const copy = await checkEndpoint<{ id: number }>(t, {
      url: "/api/m/activity/copy",
      as: organiser,
      body: { id },
      bad: { body: { id, name: "x".repeat(101) }, field: "name" },
      wrongRole: outsider,
    });
    // Another activity manager manages every activity (the back office lists them all).
    ok(await t.call("/api/m/activity/copy", { id }, { as: otherOrganiser }));
    const edit = ok<ActivityEdit>(await t.call("/api/l/activity/get", { id: copy.id }, { as: organiser }));
    expect(edit.name).toBe("往届大赛（副本）");
    expect(edit.stage).toBe("draft");
    expect(Date.parse(edit.registrationStart)).toBeGreaterThan(Date.now());
    expect(Date.parse(edit.judgingEnd) - Date.parse(edit.registrationStart)).toBe(35 * DAY);
  });

  it("announcements are written by the organiser and read by everybody once open", async () => {
    const id = await created({ name: "公告测试" });
    ok(await advance(id, "registration"));
    await checkEndpoint(t, {
      url: "/api/l/activity/announcement/save",
      as: organiser,
      body: { activityId: id, title: "报名通知", content: "<p>请按时报名</p>" },
      bad: { body: { activityId: id, title: "", content: "<p>x</p>" }, field: "title" },
      otherUser: { as: teacher },
    });
    const items = ok<{ title: string }[]>(await t.call("/api/c/activity/announcements", { id }));
    expect(items.map((a) => a.title)).toEqual(["报名通知"]);
  });

  it("deletes drafts only", async () => {
    const draft = await created({ name: "待删草稿" });
    const open = await created({ name: "已发布活动" });
    ok(await advance(open, "registration"));
    expectBad(await t.call("/api/m/activity/delete", { ids: [open] }, { as: organiser }), "ids");
    expectForbidden(await t.call("/api/m/activity/delete", { ids: [draft] }, { as: teacher }));
    ok(await t.call("/api/m/activity/delete", { ids: [draft] }, { as: organiser }));
    expectNotFound(await detail(draft, organiser));
  });
});
