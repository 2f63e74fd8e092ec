import type {
  MyTeachTask,
  MyTeachTaskList,
  TeachTaskDetail,
  TeachTaskList,
  TeachTaskProgress,
  TeachTaskTeacherRow,
} from "@otp/contract";
import { PUBLISH_STATUS, TOKEN_NAME } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logoPng } from "../../seed/png.js";
import { newTeacher, userId } from "../../test/accounts.js";
import { checkEndpoint, expectBad, expectForbidden, expectNotFound, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { activities, activityRegistrations } from "../activity/activity.tables.js";
import { resources } from "../resource/resource.tables.js";

let t: TestApp;
let admin: string;
let leader: string;
let member: string;
let outsider: string;
let student: string;
let leaderId: number;
let memberId: number;
let outsiderId: number;
let groupId: number;
let activityId: number;
let taskId: number;
let task: TeachTaskDetail;

const call = (url: string, body: object, as: string) => t.call(`/api/l/teach-task/${url}`, body, { as });
const inDays = (n: number) => new Date(Date.now() + 8 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  student = await t.login("student");
  leader = await newTeacher(t, admin, "ttleader");
  member = await newTeacher(t, admin, "ttmember");
  outsider = await newTeacher(t, admin, "ttoutsider");
  leaderId = await userId(t, "ttleader");
  memberId = await userId(t, "ttmember");
  outsiderId = await userId(t, "ttoutsider");
  groupId = ok<{ id: number }>(
    await t.call("/api/l/teach-group/save", { name: "任务测试组", kind: "subject", leaderId }, { as: admin }),
  ).id;
  ok(await t.call("/api/l/teach-group/member/add", { id: groupId, userIds: [memberId] }, { as: leader }));
  const day = 86_400_000;
  const [a] = await t.db
    .insert(activities)
    .values({
      name: "青年教师基本功大赛",
      ownerId: await userId(t, "admin"),
      stage: "registration",
      registrationStart: new Date(Date.now() - day),
      registrationEnd: new Date(Date.now() + 10 * day),
      submissionEnd: new Date(Date.now() + 20 * day),
      auditEnd: new Date(Date.now() + 25 * day),
      judgingEnd: new Date(Date.now() + 30 * day),
    })
    .returning({ id: activities.id });
  activityId = a?.id as number;
});
afterAll(() => t.close());

const body = () => ({
  title: "本学期教学任务",
  description: "请按时完成",
  startDate: inDays(-7),
  endDate: inDays(30),
  targetKind: "group",
  groupId,
  items: [
    { kind: "upload_resource", title: "上传一节微课", resourceKind: 2, count: 1 },
    { kind: "join_activity", title: "参加基本功大赛", activityId },
    { kind: "free", title: "提交听课记录" },
  ],
});

describe("teaching tasks", () => {
  it("are given by administrators and by a group's leader to that group only", async () => {
    taskId = (
      await checkEndpoint<{ id: number }>(t, {
        url: "/api/l/teach-task/save",
        as: leader,
        body: body(),
        bad: { body: { ...body(), title: "" }, field: "title" },
        wrongRole: member,
      })
    ).id;
    expectForbidden(await call("save", body(), student));
    expectForbidden(await call("save", { ...body(), targetKind: "teachers", teacherIds: [outsiderId] }, leader));
    expectBad(await call("save", { ...body(), endDate: inDays(-30) }, admin), "endDate");
    expectBad(await call("save", { ...body(), items: [] }, admin), "items");
    expectBad(
      await call("save", { ...body(), items: [{ kind: "upload_resource", title: "上传", count: 1 }] }, admin),
      "items[0].resourceKind",
    );
    expectBad(
      await call("save", { ...body(), items: [{ kind: "join_activity", title: "参加", activityId: 999999 }] }, admin),
      "items[0].activityId",
    );
    expectBad(
      await call("save", { ...body(), targetKind: "teachers", teacherIds: [await userId(t, "student")] }, admin),
      "teacherIds",
    );
    expectBad(await call("save", { ...body(), targetKind: "org", groupId: null }, admin), "orgId");
    task = ok<TeachTaskDetail>(await call("detail", { id: taskId }, leader));
    expect(task.teacherIds).toEqual([leaderId, memberId].sort((x, y) => x - y));
    expect(task.items.map((i) => i.kind)).toEqual(["upload_resource", "join_activity", "free"]);
    expect(task.items[1]?.activityName).toBe("青年教师基本功大赛");
    await checkEndpoint(t, {
      url: "/api/l/teach-task/detail",
      as: admin,
      body: { id: taskId },
      bad: { body: { id: "x" }, field: "id" },
      otherUser: { as: outsider },
    });
    expectNotFound(await call("detail", { id: 999999 }, admin));
    const list = ok<TeachTaskList>(await call("list", {}, leader));
    expect(list.canCreate).toBe(true);
    expect(list.list.map((x) => x.id)).toContain(taskId);
    const none = ok<TeachTaskList>(await call("list", {}, outsider));
    expect(none.canCreate).toBe(false);
    expect(none.list).toEqual([]);
    expectForbidden(await call("choices", {}, outsider));
    expect(ok<{ groups: { id: number }[] }>(await call("choices", {}, leader)).groups.map((g) => g.id)).toEqual([
      groupId,
    ]);
  });

  it("count published resources and activity registrations from the platform's data", async () => {
    let mine = ok<MyTeachTaskList>(await call("mine", {}, member)).list.find((x) => x.id === taskId) as MyTeachTask;
    expect(mine.progress.map((p) => p.state)).toEqual(["todo", "todo", "todo"]);
    // A draft and a resource of another kind do not count; a published micro-lesson does.
    await t.db.insert(resources).values([
      { name: "草稿微课", kind: 2, type: "VIDEO", ownerId: memberId, status: PUBLISH_STATUS.DRAFT },
      {
        name: "课件",
        kind: 3,
        type: "DOCUMENT",
        ownerId: memberId,
        status: PUBLISH_STATUS.PUBLISHED,
        publishedAt: new Date(),
      },
    ]);
    mine = ok<MyTeachTaskList>(await call("mine", {}, member)).list.find((x) => x.id === taskId) as MyTeachTask;
    expect(mine.progress[0]).toMatchObject({ state: "todo", done: 0 });
    await t.db.insert(resources).values({
      name: "《浮力》微课",
      kind: 2,
      type: "VIDEO",
      ownerId: memberId,
      status: PUBLISH_STATUS.PUBLISHED,
      publishedAt: new Date(),
    });
    await t.db.insert(activityRegistrations).values({ activityId, userId: memberId, status: "pending" });
    mine = ok<MyTeachTaskList>(await call("mine", {}, member)).list.find((x) => x.id === taskId) as MyTeachTask;
    expect(mine.progress.map((p) => p.state)).toEqual(["done", "done", "todo"]);
    expect(mine.doneItems).toBe(2);
    // The outsider was not given the task.
    expect(ok<MyTeachTaskList>(await call("mine", {}, outsider)).list).toEqual([]);
  });

  it("free items take evidence from the teacher, confirmed or returned by the manager", async () => {
    const freeId = task.items[2]?.id;
    const fileId = (await t.services.files.save("image", "听课记录.png", logoPng(16), memberId)).id;
    const othersFile = (await t.services.files.save("image", "别人的.png", logoPng(16), outsiderId)).id;
    const submit = { itemId: freeId, content: "听课4节，记录见附件", fileIds: [fileId] };
    await checkEndpoint(t, {
      url: "/api/l/teach-task/evidence/submit",
      as: member,
      body: submit,
      bad: { body: { itemId: freeId, content: "", fileIds: [] }, field: "content" },
      otherUser: { as: outsider },
    });
    expectForbidden(await call("evidence/submit", submit, student));
    expectForbidden(await call("evidence/submit", { ...submit, fileIds: [othersFile] }, member));
    expectBad(await call("evidence/submit", { ...submit, itemId: task.items[0]?.id }, member), "itemId");
    expectNotFound(await call("evidence/submit", { ...submit, itemId: 999999 }, member));

    const view = ok<TeachTaskProgress>(await call("progress", { id: taskId }, leader));
    const row = view.teachers.find((r) => r.teacherId === memberId) as TeachTaskTeacherRow;
    expect(row.progress[2]).toMatchObject({ state: "submitted", content: "听课4节，记录见附件" });
    expect(row.groupNames).toEqual(["任务测试组"]);
    expect(view.groups[0]).toMatchObject({ groupName: "任务测试组", teacherCount: 2, finishedCount: 0 });
    // The evidence file: its author and the task's managers read it, an outsider does not.
    const url = row.progress[2]?.files[0]?.url as string;
    const get = (as: string) => t.app.inject({ method: "GET", url, headers: { cookie: `${TOKEN_NAME}=${as}` } });
    expect((await get(member)).statusCode).toBe(200);
    expect((await get(leader)).statusCode).toBe(200);
    expect((await get(outsider)).statusCode).toBe(403);

    await checkEndpoint(t, {
      url: "/api/l/teach-task/review",
      as: leader,
      body: { itemId: freeId, teacherId: memberId, pass: false, remark: "请补充听课反思" },
      bad: { body: { itemId: freeId, teacherId: memberId, pass: false }, field: "remark" },
      wrongRole: member,
      otherUser: { as: outsider },
    });
    // Returned: the teacher hands in again, the leader confirms; a second decision is a conflict.
    ok(await call("evidence/submit", { ...submit, content: "补充了反思" }, member));
    ok(await call("review", { itemId: freeId, teacherId: memberId, pass: true }, leader));
    expect((await call("review", { itemId: freeId, teacherId: memberId, pass: true }, leader)).statusCode).toBe(409);
    expect((await call("evidence/submit", submit, member)).statusCode).toBe(409);
    const after = ok<TeachTaskProgress>(await call("progress", { id: taskId }, admin));
    expect(after.task.finishedCount).toBe(1);
    expect(after.teachers.find((r) => r.teacherId === memberId)?.doneItems).toBe(3);
    expect(after.groups[0]?.finishedCount).toBe(1);
    await checkEndpoint(t, {
      url: "/api/l/teach-task/progress",
      as: leader,
      body: { id: taskId },
      bad: { body: { id: 0 }, field: "id" },
      wrongRole: student,
      otherUser: { as: outsider },
    });
  });

  it("remind the teachers who have not finished, and are deleted by their managers", async () => {
    const r = await checkEndpoint<{ reminded: number }>(t, {
      url: "/api/l/teach-task/remind",
      as: leader,
      body: { id: taskId },
      bad: { body: { id: taskId, teacherIds: ["x"] }, field: "teacherIds" },
      wrongRole: member,
      otherUser: { as: outsider },
    });
    expect(r.reminded).toBe(1);
    expectBad(await call("remind", { id: taskId, teacherIds: [outsiderId] }, leader), "teacherIds");
    await checkEndpoint(t, {
      url: "/api/l/teach-task/delete",
      as: admin,
      body: { id: taskId },
      bad: { body: {}, field: "id" },
      wrongRole: member,
      otherUser: { as: outsider },
    });
    expectNotFound(await call("detail", { id: taskId }, admin));
  });
});
