import type { TeachGroupDetail, TeachGroupList } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newTeacher, userId } from "../../test/accounts.js";
import { checkEndpoint, expectBad, expectForbidden, expectNotFound, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";

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

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  student = await t.login("student");
  leader = await newTeacher(t, admin, "tgleader");
  member = await newTeacher(t, admin, "tgmember");
  outsider = await newTeacher(t, admin, "tgoutsider");
  leaderId = await userId(t, "tgleader");
  memberId = await userId(t, "tgmember");
  outsiderId = await userId(t, "tgoutsider");
});
afterAll(() => t.close());

const call = (url: string, body: object, as: string) => t.call(`/api/l/teach-group/${url}`, body, { as });

describe("teaching groups", () => {
  it("are created by administrators only, with a teacher as leader", async () => {
    const body = { name: "数学教研组", kind: "subject", leaderId: 0, intro: "每周三教研" };
    body.leaderId = leaderId;
    groupId = (
      await checkEndpoint<{ id: number }>(t, {
        url: "/api/l/teach-group/save",
        as: admin,
        body,
        bad: { body: { ...body, name: "" }, field: "name" },
        wrongRole: leader,
      })
    ).id;
    expectBad(await call("save", { ...body, name: "物理组", leaderId: await userId(t, "student") }, admin), "leaderId");
    expectBad(await call("save", { ...body, kind: "club" }, admin), "kind");
    const dup = await call("save", body, admin);
    expect(dup.statusCode).toBe(409);
    const g = ok<TeachGroupDetail>(await call("detail", { id: groupId }, admin));
    expect(g.members.map((m) => m.userId)).toEqual([leaderId]);
    expect(g.members[0]?.isLeader).toBe(true);
  });

  it("members are added and removed by the leader, not by members or outsiders", async () => {
    const add = { id: groupId, userIds: [memberId] };
    await checkEndpoint(t, {
      url: "/api/l/teach-group/member/add",
      as: leader,
      body: add,
      bad: { body: { id: groupId, userIds: [] }, field: "userIds" },
      otherUser: { as: outsider },
    });
    expectForbidden(await call("member/add", { id: groupId, userIds: [outsiderId] }, member));
    expectForbidden(await call("member/add", add, student));
    expectBad(await call("member/add", { id: groupId, userIds: [await userId(t, "student")] }, leader), "userIds");
    expectNotFound(await call("member/add", { id: 999999, userIds: [memberId] }, admin));
    expectBad(await call("member/remove", { id: groupId, userIds: [leaderId] }, leader), "userIds");
    ok(await call("member/add", { id: groupId, userIds: [outsiderId] }, admin));
    await checkEndpoint(t, {
      url: "/api/l/teach-group/member/remove",
      as: leader,
      body: { id: groupId, userIds: [outsiderId] },
      bad: { body: { id: groupId }, field: "userIds" },
      wrongRole: student,
      otherUser: { as: member },
    });
    const g = ok<TeachGroupDetail>(await call("detail", { id: groupId }, leader));
    expect(g.members.map((m) => m.userId)).toEqual([leaderId, memberId]);
  });

  it("are seen by their members and administrators only", async () => {
    const g = await checkEndpoint<TeachGroupDetail>(t, {
      url: "/api/l/teach-group/detail",
      as: member,
      body: { id: groupId },
      bad: { body: { id: "x" }, field: "id" },
      otherUser: { as: outsider },
    });
    expect(g.canManage).toBe(false);
    expect(g.leaderName).toBe("新教师tgleader");
    const mine = await checkEndpoint<TeachGroupList>(t, {
      url: "/api/l/teach-group/list",
      as: member,
      body: { pageNo: 1, pageSize: 20 },
      bad: { body: { pageSize: 1000 }, field: "pageSize" },
    });
    expect(mine.list.map((x) => x.name)).toEqual(["数学教研组"]);
    expect(mine.canCreate).toBe(false);
    const none = ok<TeachGroupList>(await call("list", {}, outsider));
    expect(none.count).toBe(0);
    const all = ok<TeachGroupList>(await call("list", { kind: "subject", keyword: "数学" }, admin));
    expect(all.list[0]?.memberCount).toBe(2);
    expect(all.canCreate).toBe(true);
  });

  it("the leader edits the group but only administrators change the leader", async () => {
    const body = { id: groupId, name: "数学教研组", kind: "subject", leaderId, intro: "周三下午教研活动" };
    ok(await call("save", body, leader));
    expectForbidden(await call("save", body, member));
    expectForbidden(await call("save", { ...body, leaderId: memberId }, leader));
    ok(await call("save", { ...body, leaderId: memberId }, admin));
    const g = ok<TeachGroupDetail>(await call("detail", { id: groupId }, admin));
    expect(g.leaderId).toBe(memberId);
    expect(g.intro).toBe("周三下午教研活动");
    // The former leader stays a member, no longer managing it.
    expect(ok<TeachGroupDetail>(await call("detail", { id: groupId }, leader)).canManage).toBe(false);
  });

  it("are deleted by administrators only", async () => {
    await checkEndpoint(t, {
      url: "/api/l/teach-group/delete",
      as: admin,
      body: { id: groupId },
      bad: { body: {}, field: "id" },
      wrongRole: member,
    });
    expectNotFound(await call("detail", { id: groupId }, admin));
  });
});
