import { ADMIN_ROLE_ID, TEACHER_ROLE_ID } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userId, userWithScreens } from "../../test/accounts.js";
import { checkEndpoint, expectBad, expectForbidden, expectNoSession, expectNotFound, ok } from "../../test/expect.js";
import { body, startTestApp, type TestApp } from "../../test/harness.js";

let t: TestApp;
let admin: string;
let student: string;
let teacher: string;
/** Holds only 教师管理: manages teachers, nobody else. */
let teacherManager: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  student = await t.login("student");
  teacher = await t.login("teacher");
  teacherManager = await userWithScreens(t, admin, "tmgr01", ["system.teacherUser"]);
});
afterAll(() => t.close());

type UserRow = { id: number; account: string; realName: string; userType: string; phone?: string; status?: number };
const list = async (input: object, as: string | null = admin) =>
  ok<{ list: UserRow[]; count: number }>(await t.call("/api/c/base/user/list", input, { as }));
const id = (account: string) => userId(t, account);

describe("user list", () => {
  it("admin sees everyone with filters and contact fields; guests see teachers only without them", async () => {
    // 237 demo accounts and the teacher manager made above.
    const all = await list({ pageSize: 10 });
    expect(all.count).toBe(238);
    expect(all.list).toHaveLength(10);
    expect(all.list[0]).toHaveProperty("phone");
    const guest = await list({ pageSize: 200 }, null);
    expect(guest.count).toBe(30 + 4);
    expect(guest.list.every((u) => u.userType === "teacher")).toBe(true);
    expect(guest.list[0]).not.toHaveProperty("phone");
    // Teachers list students (course assistants); students list teachers only (issue 16).
    const students = await list({ userType: "student", pageSize: 1 }, teacher);
    expect(students.count).toBe(201);
    expectForbidden(await t.call("/api/c/base/user/list", { userType: "student" }, { as: student }));
    expect(students.list[0]).not.toHaveProperty("phone");
    const famous = await list({ userType: "teacher", recommend: true }, null);
    expect(famous.count).toBe(6);
  });

  it("pages carry the total past the first page and past the end", async () => {
    const second = await list({ pageNo: 2, pageSize: 100 });
    expect(second).toMatchObject({ count: 238 });
    expect(second.list).toHaveLength(100);
    const beyond = await list({ pageNo: 50, pageSize: 100 });
    expect(beyond).toEqual({ count: 238, list: [] });
  });

  it("shows roles on managed rows only", async () => {
    const rows = (await list({ keyword: "teacher" })).list as (UserRow & { roles?: { id: number }[] })[];
    expect(rows.find((u) => u.account === "teacher")?.roles).toEqual([{ id: TEACHER_ROLE_ID, name: "教师" }]);
    const asStudent = (await list({ keyword: "teacher" }, student)).list;
    expect(asStudent.find((u) => u.account === "teacher")).not.toHaveProperty("roles");
  });

  it("finds by Chinese name and by pinyin initials; hostile keywords are plain text", async () => {
    const byName = await list({ keyword: "张雨桐" });
    expect(byName.list.map((u) => u.account)).toContain("teacher");
    const byInitials = await list({ keyword: "zyt" });
    expect(byInitials.list.map((u) => u.account)).toContain("teacher");
    for (const h of ["%", "_", "' or 1=1 --", "\\"]) expect((await list({ keyword: h })).count, h).toBe(0);
    expectBad(await t.call("/api/c/base/user/list", { pageSize: 1000 }, { as: admin }), "pageSize");
    expectBad(await t.call("/api/c/base/user/list", { userType: "alien" }, { as: admin }), "userType");
  });
});

describe("the caller's own facts", () => {
  it("info, role type, module list, teacher and role choices need a session where they are personal", async () => {
    for (const url of ["/api/l/base/user/info", "/api/l/base/user/role/type", "/api/l/base/user/module/list"]) {
      expectNoSession(await t.call(url));
    }
    expect(ok<{ account: string }>(await t.call("/api/l/base/user/info", {}, { as: student })).account).toBe("student");
    expect(ok<{ isAdmin: boolean }>(await t.call("/api/l/base/user/role/type", {}, { as: admin })).isAdmin).toBe(true);
    const groups = ok<{ code: string }[]>(await t.call("/api/l/base/user/module/list", {}, { as: student }));
    expect(groups.map((g) => g.code)).toEqual(["nav", "userCenter", "socluster", "MG"]);
    expect(ok<unknown[]>(await t.call("/api/kv/teacher/list")).length).toBeGreaterThanOrEqual(30);
    expectNoSession(await t.call("/api/kv/role/list"));
    expect(ok<unknown[]>(await t.call("/api/kv/role/list", {}, { as: student }))).toHaveLength(8);
  });
});

describe("a user's roles (/api/c/base/user/role/list/role)", () => {
  const roles = (userId: unknown, as?: string) => t.call("/api/c/base/user/role/list/role", { userId }, { as });

  it("answers the caller's own roles", async () => {
    expectNoSession(await roles(await id("student")));
    expect(ok<{ id: number }[]>(await roles(await id("student"), student))).toEqual([{ id: 7, name: "学生" }]);
    expect(ok<{ id: number }[]>(await roles(await id("teacher"), teacher))).toEqual([{ id: 6, name: "教师" }]);
    expectBad(await roles("x", student), "userId");
  });

  it("refuses another user's roles to a student and a teacher, unknown accounts included", async () => {
    expectForbidden(await roles(await id("admin"), student), "只能查看自己的角色");
    expectForbidden(await roles(await id("t001"), teacher), "只能查看自己的角色");
    expectForbidden(await roles(await id("s0001"), teacher), "只能查看自己的角色");
    expectForbidden(await roles(99999, teacher), "只能查看自己的角色");
  });

  it("shows them to the managers of that user's type", async () => {
    expect(ok<{ id: number }[]>(await roles(await id("t001"), admin))).toEqual([{ id: 6, name: "教师" }]);
    expect(ok<{ id: number }[]>(await roles(await id("t001"), teacherManager))).toEqual([{ id: 6, name: "教师" }]);
    expectForbidden(await roles(await id("s0001"), teacherManager), "无权查看该用户的角色");
    expectNotFound(await roles(99999, admin));
  });
});

describe("saving users", () => {
  it("admin creates a user, who logs in with the initial password", async () => {
    const created = ok<{ initialPassword: string; roles: { id: number }[] }>(
      await t.call(
        "/api/l/base/user/save",
        { account: "newteacher", realName: "新老师", userType: "teacher", phone: "13912345678" },
        { as: admin },
      ),
    );
    expect(created.roles.map((r) => r.id)).toEqual([6]);
    ok(await t.call("/api/login", { account: "newteacher", password: created.initialPassword }));
    const save = (input: object) => t.call("/api/l/base/user/save", input, { as: admin });
    const dup = await save({ account: "NEWTEACHER", realName: "重复", userType: "teacher" });
    expect(dup.statusCode).toBe(409);
    expectBad(await save({ account: "x1", realName: "弱密码", userType: "student", password: "123" }), "password");
    expectBad(await save({ account: "x2", realName: "坏手机", userType: "student", phone: "12345" }), "phone");
    expectBad(await save({ account: "x3", realName: "无院系", userType: "student", orgId: 99999 }), "orgId");
    expectBad(await save({ account: "x4", realName: "无类型" }), "userType");
    expectNoSession(await t.call("/api/l/base/user/save", { account: "x5", realName: "匿名", userType: "student" }));
  });

  it("admin edits another user's profile and roles in one save", async () => {
    const t022 = await id("t022");
    const saved = ok<{ realName: string; roles: { id: number }[] }>(
      await t.call("/api/l/base/user/save", { id: t022, realName: "改名老师", roleIds: [6, 3] }, { as: admin }),
    );
    expect(saved).toMatchObject({ realName: "改名老师", roles: [{ id: 3 }, { id: 6 }] });
    expectBad(await t.call("/api/l/base/user/save", { id: t022, roleIds: [12345] }, { as: admin }), "roleIds");
  });

  it("a user edits their own profile but not their roles, status or someone else", async () => {
    const me = await id("student");
    const saved = ok<{ phone: string }>(
      await t.call("/api/l/base/user/save", { id: me, phone: "13911112222", intro: "热爱物理" }, { as: student }),
    );
    expect(saved.phone).toBe("13911112222");
    expectForbidden(await t.call("/api/l/base/user/save", { id: me, status: 2 }, { as: student }), /账号状态/);
    expectForbidden(await t.call("/api/l/base/user/save", { id: me, roleIds: [1] }, { as: student }), /角色/);
    expectForbidden(await t.call("/api/l/base/user/save", { id: await id("t020"), intro: "改别人" }, { as: student }));
    expectForbidden(
      await t.call("/api/l/base/user/save", { account: "hack", realName: "x", userType: "admin" }, { as: teacher }),
    );
  });

  it("saves a whole profile form whose locked fields are unchanged; names a changed one in Chinese (issue 23)", async () => {
    for (const [account, token] of [
      ["student", student],
      ["teacher", teacher],
    ] as const) {
      const me = ok<{ id: number; realName: string; account: string; userType: string; title: string | null }>(
        await t.call("/api/l/base/user/info", {}, { as: token }),
      );
      const form = { id: me.id, account: me.account, realName: me.realName, userType: me.userType };
      const saved = ok<{ email: string }>(
        await t.call("/api/l/base/user/save", { ...form, email: `${account}@school.cn` }, { as: token }),
      );
      expect(saved.email).toBe(`${account}@school.cn`);
      const renamed = await t.call("/api/l/base/user/save", { ...form, realName: "改个名字" }, { as: token });
      expectForbidden(renamed, /姓名/);
      expect(body(renamed).msg).not.toMatch(/[A-Za-z]/);
    }
    // A student has no 职称 to set; a teacher sets their own.
    const studentId = await id("student");
    expectForbidden(await t.call("/api/l/base/user/save", { id: studentId, title: "讲师" }, { as: student }), /职称/);
    ok(await t.call("/api/l/base/user/save", { id: studentId, title: "" }, { as: student }));
    ok(await t.call("/api/l/base/user/save", { id: await id("teacher"), title: "一级教师" }, { as: teacher }));
  });

  it("delete: not yourself, not the last admin, not beyond the caller, and the user's sessions end", async () => {
    const victim = await id("t025");
    const tok = await t.login("t025");
    expectBad(await t.call("/api/m/base/user/delete", { ids: [] }, { as: admin }), "ids");
    expect((await t.call("/api/m/base/user/delete", { ids: [await id("admin")] }, { as: admin })).statusCode).toBe(400);
    await checkEndpoint(t, {
      url: "/api/m/base/user/delete",
      body: { ids: [victim] },
      as: admin,
      bad: { body: { ids: ["x"] }, field: "ids" },
      wrongRole: student,
      otherUser: { as: await userWithScreens(t, admin, "smgr01", ["system.studentUser"]) },
    });
    expectNoSession(await t.call("/api/l/base/user/info", {}, { as: tok }));
    expectNotFound(await t.call("/api/m/base/user/delete", { ids: [victim] }, { as: admin }));
  });

  it("detail gives the management view to the managers of that user's type only", async () => {
    const t021 = await id("t021");
    const d = await checkEndpoint<{ account: string; status: number; lastLoginAt: string | null }>(t, {
      url: "/api/m/base/user/detail",
      body: { id: t021 },
      as: teacherManager,
      bad: { body: { id: "x" }, field: "id" },
      wrongRole: teacher,
    });
    expect(d).toMatchObject({ account: "t021", status: 1 });
    expect(ok(await t.call("/api/m/base/user/detail", { id: t021 }, { as: admin }))).toMatchObject({ account: "t021" });
    expectForbidden(await t.call("/api/m/base/user/detail", { id: await id("admin") }, { as: teacherManager }));
    expectNotFound(await t.call("/api/m/base/user/detail", { id: 99999 }, { as: admin }));
  });

  it("recommend a famous teacher, not a student", async () => {
    const t015 = await id("t015");
    await checkEndpoint(t, {
      url: "/api/m/base/user/recommend/update",
      body: { id: t015, recommend: true, recommendSort: 1 },
      as: admin,
      bad: { body: { id: t015 }, field: "recommend" },
      wrongRole: teacherManager,
    });
    expect((await list({ recommend: true }, null)).list.map((u) => u.account)).toContain("t015");
    const s0001 = await id("s0001");
    expect(
      (await t.call("/api/m/base/user/recommend/update", { id: s0001, recommend: true }, { as: admin })).statusCode,
    ).toBe(400);
    expectNotFound(await t.call("/api/m/base/user/recommend/update", { id: 99999, recommend: true }, { as: admin }));
  });
});

describe("assigning roles", () => {
  it("granting the admin role shows the back office at once; the last admin cannot lose it", async () => {
    const t016 = await id("t016");
    const tok = await t.login("t016");
    const mg = async () =>
      ok<{ code: string; subList: unknown[] }[]>(await t.call("/api/c/base/permission/list", {}, { as: tok })).find(
        (g) => g.code === "MG",
      )?.subList ?? [];
    expect(await mg()).toEqual([]);
    await checkEndpoint(t, {
      url: "/api/m/base/user/role/save",
      body: { userId: t016, roleIds: [6, ADMIN_ROLE_ID] },
      as: admin,
      bad: { body: { userId: t016, roleIds: "x" }, field: "roleIds" },
      wrongRole: teacherManager,
    });
    const roles = ok<{ id: number }[]>(await t.call("/api/c/base/user/role/list/role", { userId: t016 }, { as: tok }));
    expect(roles.map((r) => r.id).sort()).toEqual([1, 6]);
    expect((await mg()).length).toBeGreaterThan(0);
    ok(await t.call("/api/m/base/log/list", {}, { as: tok }));
    expectBad(await t.call("/api/m/base/user/role/save", { userId: t016, roleIds: [999] }, { as: admin }), "roleIds");
    const adminId = await id("admin");
    expect(
      (await t.call("/api/m/base/user/role/save", { userId: adminId, roleIds: [6] }, { as: admin })).statusCode,
    ).toBe(400);
  });

  it("a role manager cannot act on someone more privileged", async () => {
    const userManager = await userWithScreens(t, admin, "umgr01", ["system.user"]);
    expectForbidden(
      await t.call("/api/m/base/user/role/save", { userId: await id("admin"), roleIds: [6] }, { as: userManager }),
      "无权管理权限高于自己的用户",
    );
  });
});

describe("privilege boundaries", () => {
  it("phone numbers are searchable only by user managers; the role filter works", async () => {
    const adminPhone = (await list({ keyword: "admin" })).list.find((u) => u.account === "admin")?.phone as string;
    expectForbidden(
      await t.call("/api/c/base/user/list", { keyword: adminPhone.slice(0, 7), userType: "admin" }, { as: student }),
    );
    expect((await list({ keyword: adminPhone.slice(0, 7), userType: "admin" })).count).toBe(1);
    const experts = await list({ roleId: 4 });
    expect(experts.list.map((u) => u.account)).toEqual(["expert"]);
  });

  it("a teacher-user manager manages teachers only, and cannot hand out more than they hold", async () => {
    const role = ok<{ id: number }>(
      await t.call("/api/m/base/role/save", { name: "教师账号管理员" }, { as: admin }),
    ).id;
    const menu = await t.services.menus.idOf("system.teacherUser");
    ok(await t.call("/api/m/base/role/menu/save", { roleId: role, menuIds: [menu] }, { as: admin }));
    ok(
      await t.call(
        "/api/m/base/user/role/save",
        { userId: await id("t023"), roleIds: [TEACHER_ROLE_ID, role] },
        { as: admin },
      ),
    );
    const mgr = await t.login("t023");
    const save = (input: object) => t.call("/api/l/base/user/save", input, { as: mgr });

    expectForbidden(
      await save({ account: "evil01", realName: "越权", userType: "teacher", roleIds: [1] }),
      "无权授予超出自身权限的角色",
    );
    expect((await list({ keyword: "evil01" })).count).toBe(0);
    ok(await save({ account: "okteacher", realName: "新教师", userType: "teacher" }));
    expectForbidden(await save({ id: await id("t024"), roleIds: [6, 1] }));
    const reset = async (account: string) =>
      t.call("/api/m/base/user/pwd/reset", { id: await id(account) }, { as: mgr });
    expectForbidden(await reset("admin"));
    expectForbidden(await reset("t016"));
    ok(await reset("t024"));
    expectForbidden(
      await t.call("/api/m/base/user/role/save", { userId: await id("t024"), roleIds: [1] }, { as: mgr }),
    );

    // Administrators are not in a teacher manager's directory at all (issue 16).
    const adminRow = (await list({ keyword: "admin" }, mgr)).list.find((u) => u.account === "admin");
    expect(adminRow).toBeUndefined();
    expect((await list({ keyword: "t024" }, mgr)).list[0]).toHaveProperty("phone");
    const exp = await t.app.inject({
      method: "GET",
      url: "/api/m/base/user/export?userType=admin",
      headers: { cookie: `Token=${mgr}` },
    });
    expect(exp.statusCode).toBe(403);
    expect(body(exp).msg).toMatch(/[\u4e00-\u9fa5]/);
  });
});
