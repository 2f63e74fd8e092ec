import { STUDENT_ROLE_ID, SUPERVISOR_ROLE_ID, TEACHER_ROLE_ID } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userId } from "../../test/accounts.js";
import { expectBad, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";

/**
 * Issue 23, finding 22 (decision 0048): 新增用户 accepted a 学生 with the 教师 role without a word.
 * A role that does not fit the user's type is refused, with a Chinese message naming the field.
 */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
});
afterAll(() => t.close());

const SAVE = "/api/l/base/user/save";
const ROLES = "/api/m/base/user/role/save";
const save = (body: object) => t.call(SAVE, body, { as: admin });

describe("roles that fit the user type", () => {
  it("refuses a new student with the teacher or a management role, and a new teacher with the student role", async () => {
    const student = { account: "fit01", realName: "学生甲", userType: "student" };
    const refused = await save({ ...student, roleIds: [TEACHER_ROLE_ID] });
    expectBad(refused, "roleIds");
    expect(refused.json().msg).toContain("学生用户不能拥有「教师」角色");
    expectBad(await save({ ...student, roleIds: [STUDENT_ROLE_ID, SUPERVISOR_ROLE_ID] }), "roleIds");
    const teacher = { account: "fit02", realName: "教师乙", userType: "teacher" };
    const wrong = await save({ ...teacher, roleIds: [STUDENT_ROLE_ID] });
    expectBad(wrong, "roleIds");
    expect(wrong.json().msg).toContain("只有学生用户可以拥有「学生」角色");
    // Nothing was made by the refused calls: the same accounts are free for the right roles.
    ok(await save({ ...student, roleIds: [STUDENT_ROLE_ID] }));
    ok(await save({ ...teacher, roleIds: [TEACHER_ROLE_ID, SUPERVISOR_ROLE_ID] }));
  });

  it("refuses a misfit when roles are assigned later or the type changes, and allows custom roles", async () => {
    const fit01 = await userId(t, "fit01");
    expectBad(await t.call(ROLES, { userId: fit01, roleIds: [TEACHER_ROLE_ID] }, { as: admin }), "roleIds");
    expectBad(await save({ id: fit01, roleIds: [TEACHER_ROLE_ID] }), "roleIds");
    // The student keeps the 学生 role: turning them into a teacher without new roles is refused.
    expectBad(await save({ id: fit01, userType: "teacher" }), "userType");
    ok(await save({ id: fit01, userType: "teacher", roleIds: [TEACHER_ROLE_ID] }));
    // Custom roles fit every type.
    const role = ok<{ id: number }>(await t.call("/api/m/base/role/save", { name: "社团负责人" }, { as: admin }));
    ok(await save({ account: "fit03", realName: "学生丙", userType: "student", roleIds: [STUDENT_ROLE_ID, role.id] }));
  });
});
