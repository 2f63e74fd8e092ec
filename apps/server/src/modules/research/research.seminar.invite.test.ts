import { STUDENT_ROLE_ID, TEACHER_ROLE_ID } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newTeacher, userId } from "../../test/accounts.js";
import { checkEndpoint, expectBad, expectForbidden, expectNotFound, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { newCourse } from "../course/course.fixtures.js";

/** 批量邀请 (/api/l/research/seminar/member/invite): by platform organization (with sub-organizations) or subject. */

let t: TestApp;
let admin: string;
let host: string;
let hostId: number;
let other: string;
let seminarId: number;
let otherSeminarId: number;
let parentOrg: number;
let childOrg: number;
let emptyOrg: number;
let subjectId: number;
let emptySubject: number;
const ids: Record<string, number> = {};

const hours = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();
const invite = (body: Record<string, unknown>, as: string) =>
  t.call("/api/l/research/seminar/member/invite", body, { as });

async function account(name: string, userType: string, orgId: number | null, status = 1) {
  ok(
    await t.call(
      "/api/l/base/user/save",
      {
        account: name,
        realName: `教师${name}`,
        userType,
        password: "Teach@2026x",
        orgId,
        status,
        // A user's roles fit their type (decision 0048).
        roleIds: [userType === "student" ? STUDENT_ROLE_ID : TEACHER_ROLE_ID],
      },
      { as: admin },
    ),
  );
  ids[name] = await userId(t, name);
}

async function seminar(title: string, hostUser: number) {
  const org = ok<{ id: number }>(await t.call("/api/m/research/org/save", { name: `${title}学校` }, { as: admin })).id;
  const subj = ok<{ id: number }>(
    await t.call("/api/m/research/subject/save", { name: `${title}科` }, { as: admin }),
  ).id;
  return ok<{ id: number }>(
    await t.call(
      "/api/m/research/seminar/save",
      { kind: "seminar", title, orgId: org, subjectId: subj, hostId: hostUser, startAt: hours(1), endAt: hours(3) },
      { as: admin },
    ),
  ).id;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  host = await t.login("teacher");
  hostId = await userId(t, "teacher");
  other = await newTeacher(t, admin, "inviteother");
  const org = async (body: object) => ok<{ id: number }>(await t.call("/api/m/base/org/save", body, { as: admin }));
  parentOrg = (await org({ name: "邀请测试学院" })).id;
  childOrg = (await org({ name: "邀请测试教研室", parentId: parentOrg })).id;
  emptyOrg = (await org({ name: "没有教师的学院" })).id;
  await account("invp1", "teacher", parentOrg);
  await account("invc1", "teacher", childOrg);
  await account("invoff", "teacher", childOrg, 0); // disabled: never invited
  await account("invstu", "student", parentOrg); // not a teacher
  // The host belongs to the organization too: skipped, stays host.
  ok(
    await t.call(
      "/api/l/base/user/save",
      { id: hostId, account: "teacher", realName: "主持人", userType: "teacher", orgId: childOrg },
      { as: admin },
    ),
  );
  const element = (name: string) =>
    t.call("/api/m/base/element/save", { type: "SUBJECT", name }, { as: admin }).then((r) => ok<{ id: number }>(r).id);
  subjectId = await element("邀请测试学科");
  emptySubject = await element("无人任教学科");
  const subjectTeacher = await t.login("invp1", "Teach@2026x");
  await newCourse(t, subjectTeacher, "邀请测试课程", { brief: { subjectId } });
  seminarId = await seminar("批量邀请", hostId);
  otherSeminarId = await seminar("别人的教研", await userId(t, "inviteother"));
});
afterAll(() => t.close());

const members = async (id: number) =>
  new Map(
    ok<{ members: { userId: number; role: string }[] }>(
      await t.call("/api/l/research/seminar/get", { id }, { as: admin }),
    ).members.map((m) => [m.userId, m.role]),
  );

describe("seminar member invite", () => {
  it("invites every enabled teacher of an organization and its sub-organizations; the host is skipped", async () => {
    const got = await checkEndpoint<{ invited: number; skipped: number }>(t, {
      url: "/api/l/research/seminar/member/invite",
      as: host,
      body: { seminarId, role: "participant", by: "org", orgId: parentOrg },
      bad: { body: { seminarId, role: "participant", by: "org" }, field: "orgId" },
      otherUser: { as: other },
    });
    expect(got).toEqual({ invited: 2, skipped: 1 });
    const m = await members(seminarId);
    expect(m.get(ids.invp1)).toBe("participant");
    expect(m.get(ids.invc1)).toBe("participant");
    expect(m.get(hostId)).toBe("host");
    expect(m.has(ids.invoff)).toBe(false);
    expect(m.has(ids.invstu)).toBe(false);
  });

  it("invites the teachers of a subject's courses; existing members keep their role", async () => {
    ok(
      await t.call(
        "/api/l/research/seminar/member/save",
        { seminarId: otherSeminarId, userIds: [ids.invp1], role: "speaker" },
        { as: admin },
      ),
    );
    expect(ok(await invite({ seminarId: otherSeminarId, role: "observer", by: "subject", subjectId }, admin))).toEqual({
      invited: 0,
      skipped: 1,
    });
    expect((await members(otherSeminarId)).get(ids.invp1)).toBe("speaker");
    expect(
      ok(await invite({ seminarId: otherSeminarId, role: "observer", by: "org", orgId: childOrg }, other)),
    ).toEqual({
      invited: 2,
      skipped: 0,
    });
    // childOrg holds invc1 and the demo teacher (host of the other seminar, a plain teacher here).
    expect((await members(otherSeminarId)).get(ids.invc1)).toBe("observer");
    expect((await members(otherSeminarId)).get(hostId)).toBe("observer");
  });

  it("refuses bad input with the field named, nothing written", async () => {
    const before = await members(seminarId);
    expectBad(await invite({ seminarId, role: "participant", by: "subject", orgId: parentOrg }, host), "subjectId");
    expectBad(await invite({ seminarId, role: "host", by: "org", orgId: parentOrg }, host), "role");
    expectBad(await invite({ seminarId, role: "participant", by: "class", orgId: parentOrg }, host), "by");
    expectBad(await invite({ seminarId, role: "participant", by: "org", orgId: 99999 }, host), "orgId");
    expectBad(await invite({ seminarId, role: "participant", by: "subject", subjectId: 99999 }, host), "subjectId");
    const none = await invite({ seminarId, role: "participant", by: "org", orgId: emptyOrg }, host);
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe("该机构/学科下没有可邀请的教师");
    expect(
      (await invite({ seminarId, role: "participant", by: "subject", subjectId: emptySubject }, host)).statusCode,
    ).toBe(400);
    expect(await members(seminarId)).toEqual(before);
  });

  it("is for the seminar's host and managers only", async () => {
    expectForbidden(
      await invite({ seminarId: otherSeminarId, role: "participant", by: "org", orgId: parentOrg }, host),
    );
    expectForbidden(
      await invite({ seminarId, role: "participant", by: "org", orgId: parentOrg }, await t.login("student")),
    );
    expectNotFound(await invite({ seminarId: 99999, role: "participant", by: "org", orgId: parentOrg }, host));
  });
});
