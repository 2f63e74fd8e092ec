import type { PlanCommentItem, PlanContent, PrepareItem } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as Y from "yjs";
import { newTeacher, userId } from "../../test/accounts.js";
import { checkEndpoint, expectBad, expectForbidden, expectNotFound, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { newCourse } from "../course/course.fixtures.js";

let t: TestApp;
let admin: string;
let leader: string;
let writer: string;
let reader: string;
let outsider: string;
let student: string;
let planId: number;
let commentId: number;

/** A relative position as the editor encodes it (base64). */
function anchor(index: number): string {
  const doc = new Y.Doc();
  const text = doc.getXmlFragment("default");
  const p = new Y.XmlElement("paragraph");
  p.insert(0, [new Y.XmlText("平面镜成像的特点")]);
  text.insert(0, [p]);
  const rel = Y.createRelativePositionFromTypeIndex(p.get(0) as Y.XmlText, index);
  return Buffer.from(Y.encodeRelativePosition(rel)).toString("base64");
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  student = await t.login("student");
  leader = await newTeacher(t, admin, "pcleader");
  writer = await newTeacher(t, admin, "pcwriter");
  reader = await newTeacher(t, admin, "pcreader");
  outsider = await newTeacher(t, admin, "pcoutsider");
  const groupId = ok<{ id: number }>(
    await t.call(
      "/api/l/teach-group/save",
      { name: "光学备课组", kind: "grade", leaderId: await userId(t, "pcleader") },
      { as: admin },
    ),
  ).id;
  const members = [await userId(t, "pcwriter"), await userId(t, "pcreader")];
  ok(await t.call("/api/l/teach-group/member/add", { id: groupId, userIds: members }, { as: leader }));
  const courseId = (await newCourse(t, leader, "光学初步")).id;
  const prepareId = ok<{ id: number }>(await t.call("/api/l/prepare/create", { groupId, courseId }, { as: leader })).id;
  planId = ok<{ id: number }>(
    await t.call(
      "/api/l/prepare/plan/assign",
      { prepareId, title: "平面镜成像", assigneeId: members[0], deadline: "2030-03-01T08:00:00+08:00" },
      { as: leader },
    ),
  ).id;
});
afterAll(() => t.close());

const call = (url: string, body: object, as: string) => t.call(`/api/l/prepare/${url}`, body, { as });

describe("comments anchored to passages", () => {
  it("any member of the group comments on a passage", async () => {
    const body = {
      planId,
      body: "这里补充一个生活实例",
      quote: "平面镜成像",
      anchorFrom: anchor(0),
      anchorTo: anchor(5),
    };
    commentId = (
      await checkEndpoint<{ id: number }>(t, {
        url: "/api/l/prepare/plan/comment/add",
        as: reader,
        body,
        bad: { body: { ...body, body: " " }, field: "body" },
        wrongRole: student,
        otherUser: { as: outsider, status: 403 },
      })
    ).id;
    expectBad(await call("plan/comment/add", { ...body, anchorFrom: "不是位置" }, reader), "anchorFrom");
    expectBad(await call("plan/comment/add", { ...body, anchorTo: "/w==" }, reader), "anchorTo");
    expectBad(await call("plan/comment/add", { ...body, anchorFrom: "BQ==" }, reader), "anchorFrom");
    expectBad(await call("plan/comment/add", { ...body, quote: "长".repeat(201) }, reader), "quote");
    expectNotFound(await call("plan/comment/add", { ...body, planId: 999999 }, reader));
  });

  it("members list the plan's comments with their anchors", async () => {
    const list = await checkEndpoint<PlanCommentItem[]>(t, {
      url: "/api/l/prepare/plan/comment/list",
      as: writer,
      body: { planId },
      bad: { body: { planId: "x" }, field: "planId" },
      wrongRole: student,
      otherUser: { as: outsider, status: 403 },
    });
    expect(list).toMatchObject([
      { id: commentId, body: "这里补充一个生活实例", quote: "平面镜成像", resolved: false, canDelete: false },
    ]);
    const pos = Y.decodeRelativePosition(new Uint8Array(Buffer.from(list[0]?.anchorTo ?? "", "base64")));
    expect(pos.assoc).toBe(0);
    expect(ok<PlanCommentItem[]>(await call("plan/comment/list", { planId }, reader))[0]?.canDelete).toBe(true);
  });

  it("editors resolve comments; a member who only reads may not", async () => {
    await checkEndpoint(t, {
      url: "/api/l/prepare/plan/comment/resolve",
      as: writer,
      body: { id: commentId, resolved: true },
      bad: { body: { id: commentId, resolved: "yes" }, field: "resolved" },
      wrongRole: student,
      otherUser: { as: reader, status: 403 },
    });
    expect(ok<PlanCommentItem[]>(await call("plan/comment/list", { planId }, leader))[0]?.resolved).toBe(true);
    expectNotFound(await call("plan/comment/resolve", { id: 999999, resolved: true }, leader));
  });

  it("the author or the leader deletes a comment, nobody else", async () => {
    await checkEndpoint(t, {
      url: "/api/l/prepare/plan/comment/delete",
      as: leader,
      body: { id: commentId },
      bad: { body: { id: 0 }, field: "id" },
      wrongRole: student,
      otherUser: { as: writer, status: 403 },
    });
    expect(ok<PlanCommentItem[]>(await call("plan/comment/list", { planId }, leader))).toEqual([]);
    expectNotFound(await call("plan/comment/delete", { id: commentId }, leader));
  });
});

describe("reading a plan and the back-office list", () => {
  it("members read a plan's content without co-editing it", async () => {
    const c = await checkEndpoint<PlanContent>(t, {
      url: "/api/l/prepare/plan/content",
      as: reader,
      body: { id: planId },
      bad: { body: { id: "x" }, field: "id" },
      wrongRole: student,
      otherUser: { as: outsider, status: 403 },
    });
    expect(c.content.type).toBe("doc");
    const doc = new Y.Doc();
    Y.applyUpdate(doc, new Uint8Array(Buffer.from(c.state, "base64")));
    expect(doc.getXmlFragment("default").length).toBe(c.content.content?.length ?? 0);
    expectNotFound(await call("plan/content", { id: 999999 }, reader));
  });

  it("holders of 业务管理 → 集体备课 list every preparation", async () => {
    const list = await checkEndpoint<PrepareItem[]>(t, {
      url: "/api/m/prepare/list",
      as: admin,
      body: {},
      wrongRole: leader,
    });
    expect(list.map((p) => p.courseName)).toContain("光学初步");
    expectForbidden(await t.call("/api/m/prepare/list", {}, { as: student }));
  });
});
