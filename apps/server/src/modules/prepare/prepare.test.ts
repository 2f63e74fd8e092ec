import type { PrepareDetail, PrepareItem, PreviewMaterial } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newTeacher, userId } from "../../test/accounts.js";
import { checkEndpoint, expectBad, expectForbidden, expectNotFound, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { newCourse } from "../course/course.fixtures.js";

let t: TestApp;
let admin: string;
let leader: string;
let writer: string;
let outsider: string;
let student: string;
let groupId: number;
let courseId: number;
let prepareId: number;
let planId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  student = await t.login("student");
  leader = await newTeacher(t, admin, "prleader");
  writer = await newTeacher(t, admin, "prwriter");
  outsider = await newTeacher(t, admin, "proutsider");
  groupId = ok<{ id: number }>(
    await t.call(
      "/api/l/teach-group/save",
      { name: "物理备课组", kind: "grade", leaderId: await userId(t, "prleader") },
      { as: admin },
    ),
  ).id;
  ok(
    await t.call(
      "/api/l/teach-group/member/add",
      { id: groupId, userIds: [await userId(t, "prwriter")] },
      { as: leader },
    ),
  );
  courseId = (await newCourse(t, leader, "力学基础")).id;
});
afterAll(() => t.close());

const call = (url: string, body: object, as: string) => t.call(`/api/l/prepare/${url}`, body, { as });

describe("collective preparation", () => {
  it("is started by the group's leader for an existing course, once", async () => {
    prepareId = (
      await checkEndpoint<{ id: number }>(t, {
        url: "/api/l/prepare/create",
        as: leader,
        body: { groupId, courseId },
        bad: { body: { groupId, courseId: 999999 }, field: "courseId" },
        wrongRole: writer,
      })
    ).id;
    expectBad(await call("create", { groupId: 999999, courseId }, leader), "groupId");
    expect((await call("create", { groupId, courseId }, admin)).statusCode).toBe(409);
  });

  it("sections are given to members with deadlines by the leader", async () => {
    const body = {
      prepareId,
      title: "第一节 牛顿第一定律",
      assigneeId: await userId(t, "prwriter"),
      deadline: "2030-03-01T08:00:00+08:00",
    };
    planId = (
      await checkEndpoint<{ id: number }>(t, {
        url: "/api/l/prepare/plan/assign",
        as: leader,
        body,
        bad: { body: { ...body, title: "" }, field: "title" },
        wrongRole: writer,
        otherUser: { as: outsider, status: 403 },
      })
    ).id;
    expectBad(await call("plan/assign", { ...body, assigneeId: await userId(t, "proutsider") }, leader), "assigneeId");
    expectBad(await call("plan/assign", { ...body, deadline: "明天" }, leader), "deadline");
    expectNotFound(await call("plan/assign", { ...body, prepareId: 999999 }, leader));
  });

  it("members see the preparation of their group; others do not", async () => {
    const list = ok<PrepareItem[]>(await call("list", {}, writer));
    expect(list.map((p) => p.courseName)).toEqual(["力学基础"]);
    expect(ok<PrepareItem[]>(await call("list", {}, outsider))).toEqual([]);
    const d = await checkEndpoint<PrepareDetail>(t, {
      url: "/api/l/prepare/detail",
      as: writer,
      body: { id: prepareId },
      bad: { body: { id: "x" }, field: "id" },
      otherUser: { as: outsider, status: 403 },
    });
    expect(d.plans[0]).toMatchObject({ title: "第一节 牛顿第一定律", status: "editing", canEdit: true });
    expect(d.canManage).toBe(false);
    expectNotFound(await call("detail", { id: 999999 }, admin));
  });

  it("the assignee submits; the leader returns with remarks, then approves", async () => {
    await checkEndpoint(t, {
      url: "/api/l/prepare/plan/submit",
      as: writer,
      body: { id: planId },
      bad: { body: { id: 0 }, field: "id" },
      wrongRole: leader,
    });
    expect((await call("plan/submit", { id: planId }, writer)).statusCode).toBe(409);
    expectBad(await call("plan/review", { id: planId, approve: false }, leader), "remark");
    expectForbidden(await call("plan/review", { id: planId, approve: true }, writer));
    await checkEndpoint(t, {
      url: "/api/l/prepare/plan/review",
      as: leader,
      body: { id: planId, approve: false, remark: "请补充实验环节" },
      bad: { body: { id: planId, approve: "yes" }, field: "approve" },
      otherUser: { as: outsider, status: 403 },
    });
    const returned = ok<PrepareDetail>(await call("detail", { id: prepareId }, writer)).plans[0];
    expect(returned).toMatchObject({ status: "returned", remark: "请补充实验环节" });
    expect((await call("plan/publish", { id: planId, publish: true }, leader)).statusCode).toBe(409);
    ok(await call("plan/submit", { id: planId }, writer));
    ok(await call("plan/review", { id: planId, approve: true, remark: "" }, leader));
    expect((await call("plan/review", { id: planId, approve: true }, leader)).statusCode).toBe(409);
  });

  it("approved plans are published by the leader", async () => {
    await checkEndpoint(t, {
      url: "/api/l/prepare/plan/publish",
      as: leader,
      body: { id: planId, publish: true },
      bad: { body: { id: planId }, field: "publish" },
      wrongRole: writer,
      otherUser: { as: student, status: 403 },
    });
    const plan = ok<PrepareDetail>(await call("detail", { id: prepareId }, leader)).plans[0];
    expect(plan?.published).toBe(true);
  });

  it("versions are listed, saved and restored by editors only", async () => {
    // The first plan is approved by now: read-only, its versions cannot be restored into it.
    const approved = ok<{ id: number }>(await call("plan/version/save", { id: planId, label: "通过稿" }, writer));
    expect((await call("plan/version/restore", { id: approved.id }, admin)).statusCode).toBe(409);
    const draft = ok<{ id: number }>(
      await call(
        "plan/assign",
        {
          prepareId,
          title: "第二节 牛顿第二定律",
          assigneeId: await userId(t, "prwriter"),
          deadline: "2030-03-08T08:00:00+08:00",
        },
        leader,
      ),
    ).id;
    const v = await checkEndpoint<{ id: number }>(t, {
      url: "/api/l/prepare/plan/version/save",
      as: writer,
      body: { id: draft, label: "定稿" },
      bad: { body: { id: draft, label: "长".repeat(51) }, field: "label" },
      otherUser: { as: outsider, status: 403 },
    });
    await checkEndpoint(t, {
      url: "/api/l/prepare/plan/versions",
      as: leader,
      body: { id: draft },
      bad: { body: {}, field: "id" },
      otherUser: { as: student, status: 403 },
    });
    await checkEndpoint(t, {
      url: "/api/l/prepare/plan/version/restore",
      as: admin,
      body: { id: v.id },
      bad: { body: { id: -1 }, field: "id" },
      otherUser: { as: outsider, status: 403 },
    });
    expectNotFound(await call("plan/version/restore", { id: 999999 }, admin));
  });

  it("students of the course's classes see published plans and mark them done", async () => {
    const classId = (await t.services.users.info(await userId(t, "student"))).classId as number;
    ok(
      await t.call(
        "/api/l/course/permission/save",
        { courseId, visibility: "classes", classIds: [classId] },
        { as: leader },
      ),
    );
    const list = await checkEndpoint<PreviewMaterial[]>(t, {
      url: "/api/l/prepare/preview/list",
      as: student,
      body: { courseId },
      bad: { body: { courseId: "x" }, field: "courseId" },
      otherUser: { as: outsider, status: 403 },
    });
    expect(list).toMatchObject([{ planId, title: "第一节 牛顿第一定律", courseName: "力学基础", done: false }]);
    expect(list[0]?.content?.type).toBe("doc");
    await checkEndpoint(t, {
      url: "/api/l/prepare/preview/done",
      as: student,
      body: { id: planId },
      bad: { body: { id: 0 }, field: "id" },
      otherUser: { as: outsider, status: 404 },
    });
    expect(ok<PreviewMaterial[]>(await call("preview/list", {}, student))[0]?.done).toBe(true);
    ok(await call("plan/publish", { id: planId, publish: false }, leader));
    expect(ok<PreviewMaterial[]>(await call("preview/list", {}, student))).toEqual([]);
    expectNotFound(await call("preview/done", { id: planId }, student));
  });
});
