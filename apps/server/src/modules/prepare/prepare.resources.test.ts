import type { PlanResource, PreviewMaterial } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newTeacher, userId } from "../../test/accounts.js";
import { checkEndpoint, expectBad, expectNotFound, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { newCourse } from "../course/course.fixtures.js";
import { BYTES, fileOf, publishedVideo, saveResource, setResourceAudit } from "../resource/resource.fixtures.js";

let t: TestApp;
let admin: string;
let leader: string;
let writer: string;
let reader: string;
let outsider: string;
let student: string;
let courseId: number;
let planId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  student = await t.login("student");
  leader = await newTeacher(t, admin, "prsleader");
  writer = await newTeacher(t, admin, "prswriter");
  reader = await newTeacher(t, admin, "prsreader");
  outsider = await newTeacher(t, admin, "prsoutsider");
  const groupId = ok<{ id: number }>(
    await t.call(
      "/api/l/teach-group/save",
      { name: "化学备课组", kind: "grade", leaderId: await userId(t, "prsleader") },
      { as: admin },
    ),
  ).id;
  const members = [await userId(t, "prswriter"), await userId(t, "prsreader")];
  ok(await t.call("/api/l/teach-group/member/add", { id: groupId, userIds: members }, { as: leader }));
  courseId = (await newCourse(t, leader, "化学反应速率")).id;
  const prepareId = ok<{ id: number }>(await t.call("/api/l/prepare/create", { groupId, courseId }, { as: leader })).id;
  planId = ok<{ id: number }>(
    await t.call(
      "/api/l/prepare/plan/assign",
      { prepareId, title: "影响反应速率的因素", assigneeId: members[0], deadline: "2030-03-01T08:00:00+08:00" },
      { as: leader },
    ),
  ).id;
});
afterAll(() => t.close());

const call = (url: string, body: object, as: string) => t.call(`/api/l/prepare/${url}`, body, { as });

describe("resources attached to a plan", () => {
  let published: number;
  let ownDraft: number;

  it("editors attach their own or published resources of the library", async () => {
    await setResourceAudit(t, admin, false);
    published = (await publishedVideo(t, outsider, "prsoutsider", { name: "催化剂演示实验" })).id;
    const othersDraft = await saveResource(t, outsider, {
      name: "他人草稿",
      kind: 2,
      type: "VIDEO",
      files: [{ fileId: await fileOf(t, "prsoutsider", "video", "草稿.mp4", BYTES.mp4()) }],
    });
    ownDraft = await saveResource(t, writer, {
      name: "反应速率教学设计",
      kind: 2,
      type: "VIDEO",
      files: [{ fileId: await fileOf(t, "prswriter", "video", "设计.mp4", BYTES.mp4()) }],
    });
    await checkEndpoint(t, {
      url: "/api/l/prepare/plan/resource/add",
      as: writer,
      body: { planId, resourceIds: [published, ownDraft] },
      bad: { body: { planId, resourceIds: [othersDraft] }, field: "resourceIds" },
      wrongRole: student,
      otherUser: { as: reader, status: 403 },
    });
    expectBad(await call("plan/resource/add", { planId, resourceIds: [] }, writer), "resourceIds");
    expectNotFound(await call("plan/resource/add", { planId: 999999, resourceIds: [published] }, writer));
    // Adding again keeps one of each.
    ok(await call("plan/resource/add", { planId, resourceIds: [published] }, leader));
  });

  it("members list them, each seeing only what the library lets them open", async () => {
    const mine = await checkEndpoint<PlanResource[]>(t, {
      url: "/api/l/prepare/plan/resource/list",
      as: writer,
      body: { planId },
      bad: { body: { planId: 0 }, field: "planId" },
      wrongRole: student,
      otherUser: { as: outsider, status: 403 },
    });
    expect(mine.map((r) => r.name)).toEqual(["催化剂演示实验", "反应速率教学设计"]);
    const theirs = ok<PlanResource[]>(await call("plan/resource/list", { planId }, reader));
    expect(theirs.map((r) => r.name)).toEqual(["催化剂演示实验"]);
  });

  it("students get the published plan's resources with its content", async () => {
    const classId = (await t.services.users.info(await userId(t, "student"))).classId as number;
    ok(
      await t.call(
        "/api/l/course/permission/save",
        { courseId, visibility: "classes", classIds: [classId] },
        { as: leader },
      ),
    );
    ok(await call("plan/submit", { id: planId }, writer));
    ok(await call("plan/review", { id: planId, approve: true }, leader));
    ok(await call("plan/publish", { id: planId, publish: true }, leader));
    const list = ok<PreviewMaterial[]>(await call("preview/list", { courseId }, student));
    expect(list[0]?.resources?.map((r) => r.name)).toEqual(["催化剂演示实验"]);
    expect(ok<PreviewMaterial[]>(await call("preview/list", {}, student))[0]?.resources).toBeUndefined();
  });

  it("editors remove an attached resource", async () => {
    await checkEndpoint(t, {
      url: "/api/l/prepare/plan/resource/remove",
      as: leader,
      body: { planId, resourceId: ownDraft },
      bad: { body: { planId, resourceId: "x" }, field: "resourceId" },
      wrongRole: student,
      otherUser: { as: reader, status: 403 },
    });
    expectNotFound(await call("plan/resource/remove", { planId, resourceId: ownDraft }, leader));
    expect(ok<PlanResource[]>(await call("plan/resource/list", { planId }, writer)).map((r) => r.id)).toEqual([
      published,
    ]);
  });
});
