import { ADMIN_ROLE_ID, ResultCode } from "@otp/contract";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, startTestApp, type TestApp } from "../../test/harness.js";

let t: TestApp;
let admin: string;
let student: string;
let teacher: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  student = await t.login("student");
  teacher = await t.login("teacher");
});
afterAll(() => t.close());

type UserRow = { id: number; account: string; realName: string; userType: string; phone?: string; status?: number };
const list = async (input: object, as: string | null = admin) =>
  body<{ list: UserRow[]; count: number }>(await t.call("/api/c/base/user/list", input, { as })).data;
const idOf = async (account: string) =>
  (await list({ keyword: account })).list.find((u) => u.account === account)?.id as number;

describe("user list", () => {
  it("admin sees everyone with filters and contact fields; guests see teachers only without them", async () => {
    const all = await list({ pageSize: 10 });
    expect(all.count).toBe(237);
    expect(all.list).toHaveLength(10);
    expect(all.list[0]).toHaveProperty("phone");
    const guest = await list({ pageSize: 200 }, null);
    expect(guest.count).toBe(30 + 4);
    expect(guest.list.every((u) => u.userType === "teacher")).toBe(true);
    expect(guest.list[0]).not.toHaveProperty("phone");
    const students = await list({ userType: "student", pageSize: 1 }, student);
    expect(students.count).toBe(201);
    expect(students.list[0]).not.toHaveProperty("phone");
    const famous = await list({ userType: "teacher", recommend: true }, null);
    expect(famous.count).toBe(6);
  });

  it("finds by Chinese name and by pinyin initials; hostile keywords are plain text", async () => {
    const byName = await list({ keyword: "张雨桐" });
    expect(byName.list.map((u) => u.account)).toContain("teacher");
    const byInitials = await list({ keyword: "zyt" });
    expect(byInitials.list.map((u) => u.account)).toContain("teacher");
    for (const h of ["%", "_", "' or 1=1 --", "\\"]) expect((await list({ keyword: h })).count, h).toBe(0);
    expect((await t.call("/api/c/base/user/list", { pageSize: 1000 }, { as: admin })).statusCode).toBe(400);
    expect((await t.call("/api/c/base/user/list", { userType: "alien" }, { as: admin })).statusCode).toBe(400);
  });
});

describe("saving users", () => {
  it("admin creates a user, who logs in with the initial password", async () => {
    const res = await t.call(
      "/api/l/base/user/save",
      { account: "newteacher", realName: "新老师", userType: "teacher", phone: "13912345678" },
      { as: admin },
    );
    expect(res.statusCode).toBe(200);
    const { initialPassword, roles } = body<{ initialPassword: string; roles: { id: number }[] }>(res).data;
    expect(roles.map((r) => r.id)).toEqual([6]);
    expect((await t.call("/api/login", { account: "newteacher", password: initialPassword })).statusCode).toBe(200);
    expect(
      (
        await t.call(
          "/api/l/base/user/save",
          { account: "NEWTEACHER", realName: "重复", userType: "teacher" },
          { as: admin },
        )
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await t.call(
          "/api/l/base/user/save",
          { account: "x1", realName: "弱密码", userType: "student", password: "123" },
          { as: admin },
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.call(
          "/api/l/base/user/save",
          { account: "x2", realName: "坏手机", userType: "student", phone: "12345" },
          { as: admin },
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.call(
          "/api/l/base/user/save",
          { account: "x3", realName: "无院系", userType: "student", orgId: 99999 },
          { as: admin },
        )
      ).statusCode,
    ).toBe(400);
  });

  it("admin edits another user's profile and roles in one save", async () => {
    const id = await idOf("t022");
    const res = await t.call("/api/l/base/user/save", { id, realName: "改名老师", roleIds: [6, 3] }, { as: admin });
    expect(res.statusCode).toBe(200);
    expect(body<{ realName: string; roles: { id: number }[] }>(res).data).toMatchObject({
      realName: "改名老师",
      roles: [{ id: 3 }, { id: 6 }],
    });
    expect((await t.call("/api/l/base/user/save", { id, roleIds: [12345] }, { as: admin })).statusCode).toBe(400);
  });

  it("a user edits their own profile but not their roles, status or someone else", async () => {
    const me = await idOf("student");
    const ok = await t.call(
      "/api/l/base/user/save",
      { id: me, phone: "13911112222", intro: "热爱物理" },
      { as: student },
    );
    expect(ok.statusCode).toBe(200);
    expect(body<{ phone: string }>(ok).data.phone).toBe("13911112222");
    expect((await t.call("/api/l/base/user/save", { id: me, status: 1 }, { as: student })).statusCode).toBe(403);
    expect((await t.call("/api/l/base/user/save", { id: me, roleIds: [1] }, { as: student })).statusCode).toBe(403);
    expect(
      (await t.call("/api/l/base/user/save", { id: await idOf("t020"), intro: "改别人" }, { as: student })).statusCode,
    ).toBe(403);
    expect(
      (await t.call("/api/l/base/user/save", { account: "hack", realName: "x", userType: "admin" }, { as: teacher }))
        .statusCode,
    ).toBe(403);
  });

  it("delete: not yourself, not the last admin, and the user's sessions end", async () => {
    const me = await idOf("admin");
    expect((await t.call("/api/m/base/user/delete", { ids: [me] }, { as: admin })).statusCode).toBe(400);
    const victim = await idOf("t025");
    const tok = await t.login("t025");
    expect((await t.call("/api/m/base/user/delete", { ids: [victim] }, { as: admin })).statusCode).toBe(200);
    expect(body(await t.call("/api/l/base/user/info", {}, { as: tok })).code).toBe(ResultCode.SESSION_INVALID);
    expect((await t.call("/api/m/base/user/delete", { ids: [victim] }, { as: admin })).statusCode).toBe(404);
    expect((await t.call("/api/m/base/user/delete", { ids: [] }, { as: admin })).statusCode).toBe(400);
  });

  it("detail gives the management view to user managers only", async () => {
    const id = await idOf("t021");
    const d = body<{ account: string; status: number; lastLoginAt: string | null }>(
      await t.call("/api/m/base/user/detail", { id }, { as: admin }),
    ).data;
    expect(d).toMatchObject({ account: "t021", status: 1 });
    expect((await t.call("/api/m/base/user/detail", { id }, { as: teacher })).statusCode).toBe(403);
    expect((await t.call("/api/m/base/user/detail", { id: 99999 }, { as: admin })).statusCode).toBe(404);
    expect((await t.call("/api/m/base/user/detail", { id: "x" }, { as: admin })).statusCode).toBe(400);
  });

  it("recommend a famous teacher, not a student", async () => {
    const id = await idOf("t015");
    expect(
      (await t.call("/api/m/base/user/recommend/update", { id, recommend: true, recommendSort: 1 }, { as: admin }))
        .statusCode,
    ).toBe(200);
    expect((await list({ recommend: true }, null)).list.map((u) => u.account)).toContain("t015");
    expect(
      (await t.call("/api/m/base/user/recommend/update", { id: await idOf("s0001"), recommend: true }, { as: admin }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.call("/api/m/base/user/recommend/update", { id: 99999, recommend: true }, { as: admin })).statusCode,
    ).toBe(404);
    expect((await t.call("/api/m/base/user/recommend/update", { id }, { as: admin })).statusCode).toBe(400);
  });
});

describe("roles and permissions", () => {
  it("granting the admin role shows the back office at once; the last admin cannot lose it", async () => {
    const id = await idOf("t016");
    const tok = await t.login("t016");
    const before = body<{ code: string; subList: unknown[] }[]>(
      await t.call("/api/c/base/permission/list", {}, { as: tok }),
    ).data;
    expect(before.find((g) => g.code === "MG")?.subList).toEqual([]);
    expect(
      (await t.call("/api/m/base/user/role/save", { userId: id, roleIds: [6, ADMIN_ROLE_ID] }, { as: admin }))
        .statusCode,
    ).toBe(200);
    const roles = body<{ id: number }[]>(
      await t.call("/api/c/base/user/role/list/role", { userId: id }, { as: tok }),
    ).data;
    expect(roles.map((r) => r.id).sort()).toEqual([1, 6]);
    const after = body<{ code: string; subList: unknown[] }[]>(
      await t.call("/api/c/base/permission/list", {}, { as: tok }),
    ).data;
    expect(after.find((g) => g.code === "MG")?.subList.length).toBeGreaterThan(0);
    expect((await t.call("/api/m/base/log/list", {}, { as: tok })).statusCode).toBe(200);
    expect((await t.call("/api/m/base/user/role/save", { userId: id, roleIds: [999] }, { as: admin })).statusCode).toBe(
      400,
    );
    expect(
      (await t.call("/api/m/base/user/role/save", { userId: await idOf("admin"), roleIds: [6] }, { as: admin }))
        .statusCode,
    ).toBe(400);
  });

  it("a custom role with one screen grants exactly that screen's calls", async () => {
    const created = await t.call("/api/m/base/role/save", { name: "日志查看员" }, { as: admin });
    const roleId = body<{ id: number }>(created).data.id;
    expect((await t.call("/api/m/base/role/save", { name: "日志查看员" }, { as: admin })).statusCode).toBe(409);
    const tree = body<{ code: string; subList: { subList: { id: number; code: string }[] }[] }[]>(
      await t.call("/api/m/base/menu/tree", {}, { as: admin }),
    ).data;
    const logMenu = tree
      .find((g) => g.code === "MG")
      ?.subList.flatMap((s) => s.subList)
      .find((m) => m.code === "maintenance.log");
    expect(
      (await t.call("/api/m/base/role/menu/save", { roleId, menuIds: [logMenu?.id] }, { as: admin })).statusCode,
    ).toBe(200);
    expect(body(await t.call("/api/m/base/role/menu/list", { roleId }, { as: admin })).data).toEqual([logMenu?.id]);
    await t.call("/api/m/base/user/role/save", { userId: await idOf("t017"), roleIds: [6, roleId] }, { as: admin });
    const tok = await t.login("t017");
    expect((await t.call("/api/m/base/log/list", {}, { as: tok })).statusCode).toBe(200);
    expect((await t.call("/api/m/base/term/list", {}, { as: tok })).statusCode).toBe(403);
    expect((await t.call("/api/m/base/role/menu/save", { roleId, menuIds: [99999] }, { as: admin })).statusCode).toBe(
      400,
    );
    expect(
      (await t.call("/api/m/base/role/menu/save", { roleId: ADMIN_ROLE_ID, menuIds: [] }, { as: admin })).statusCode,
    ).toBe(400);
    expect((await t.call("/api/m/base/role/delete", { id: ADMIN_ROLE_ID }, { as: admin })).statusCode).toBe(409);
    expect((await t.call("/api/m/base/role/delete", { id: roleId }, { as: admin })).statusCode).toBe(200);
    expect((await t.call("/api/m/base/log/list", {}, { as: tok })).statusCode).toBe(403);
    const roles = body<{ id: number; userCount: number }[]>(
      await t.call("/api/m/base/role/list", {}, { as: admin }),
    ).data;
    expect(roles.find((r) => r.id === 7)?.userCount).toBe(201);
  });

  it("navigation items can be renamed and opened to guests", async () => {
    const tree = body<{ code: string; subList: { id: number; code: string; url: string }[] }[]>(
      await t.call("/api/m/base/menu/tree", {}, { as: admin }),
    ).data;
    const nav = tree.find((g) => g.code === "nav")?.subList[1] as { id: number; url: string };
    expect(
      (
        await t.call(
          "/api/m/base/nav/save",
          { id: nav.id, name: "全站搜索", url: nav.url, loginVisit: false },
          { as: admin },
        )
      ).statusCode,
    ).toBe(200);
    const guestMenus = body<{ code: string; subList: { name: string }[] }[]>(
      await t.call("/api/c/base/permission/list"),
    ).data;
    expect(guestMenus.find((g) => g.code === "nav")?.subList.map((m) => m.name)).toContain("全站搜索");
    expect(
      (
        await t.call(
          "/api/m/base/nav/save",
          { id: nav.id, name: "x", url: "javascript:alert(1)", loginVisit: false },
          { as: admin },
        )
      ).statusCode,
    ).toBe(400);
  });

  it("module list and role type for the caller", async () => {
    const groups = body<{ code: string }[]>(await t.call("/api/l/base/user/module/list", {}, { as: student })).data;
    expect(groups.map((g) => g.code)).toEqual(["nav", "userCenter", "socluster", "MG"]);
  });
});

describe("privilege boundaries", () => {
  it("phone numbers are searchable only by user managers; the role filter works", async () => {
    const adminPhone = (await list({ keyword: "admin" })).list.find((u) => u.account === "admin")?.phone as string;
    expect((await list({ keyword: adminPhone.slice(0, 7), userType: "admin" }, student)).count).toBe(0);
    expect((await list({ keyword: adminPhone.slice(0, 7), userType: "admin" })).count).toBe(1);
    const experts = await list({ roleId: 4 });
    expect(experts.list.map((u) => u.account)).toEqual(["expert"]);
  });

  it("a teacher-user manager manages teachers only, and cannot hand out more than they hold", async () => {
    const role = body<{ id: number }>(await t.call("/api/m/base/role/save", { name: "教师账号管理员" }, { as: admin }))
      .data.id;
    const tree = body<{ code: string; subList: { subList: { id: number; code: string }[] }[] }[]>(
      await t.call("/api/m/base/menu/tree", {}, { as: admin }),
    ).data;
    const menu = tree
      .find((g) => g.code === "MG")
      ?.subList.flatMap((x) => x.subList)
      .find((m) => m.code === "system.teacherUser");
    await t.call("/api/m/base/role/menu/save", { roleId: role, menuIds: [menu?.id] }, { as: admin });
    await t.call("/api/m/base/user/role/save", { userId: await idOf("t023"), roleIds: [6, role] }, { as: admin });
    const mgr = await t.login("t023");

    const asAdmin = await t.call(
      "/api/l/base/user/save",
      { account: "evil01", realName: "越权", userType: "teacher", roleIds: [1] },
      { as: mgr },
    );
    expect(asAdmin.statusCode).toBe(403);
    expect(body(asAdmin).msg).toBe("无权授予超出自身权限的角色");
    expect((await list({ keyword: "evil01" })).count).toBe(0);
    expect(
      (
        await t.call(
          "/api/l/base/user/save",
          { account: "okteacher", realName: "新教师", userType: "teacher" },
          { as: mgr },
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await t.call("/api/l/base/user/save", { id: await idOf("t024"), roleIds: [6, 1] }, { as: mgr })).statusCode,
    ).toBe(403);
    expect((await t.call("/api/m/base/user/pwd/reset", { id: await idOf("admin") }, { as: mgr })).statusCode).toBe(403);
    expect((await t.call("/api/m/base/user/pwd/reset", { id: await idOf("t016") }, { as: mgr })).statusCode).toBe(403);
    expect((await t.call("/api/m/base/user/pwd/reset", { id: await idOf("t024") }, { as: mgr })).statusCode).toBe(200);
    expect(
      (await t.call("/api/m/base/user/role/save", { userId: await idOf("t024"), roleIds: [1] }, { as: mgr }))
        .statusCode,
    ).toBe(403);

    const adminRow = (await list({ keyword: "admin" }, mgr)).list.find((u) => u.account === "admin");
    expect(adminRow?.account).toBe("admin");
    expect(adminRow).not.toHaveProperty("phone");
    expect((await list({ keyword: "t024" }, mgr)).list[0]).toHaveProperty("phone");
    const exp = await t.app.inject({
      method: "GET",
      url: "/api/m/base/user/export?userType=admin",
      headers: { cookie: `Token=${mgr}` },
    });
    expect(exp.statusCode).toBe(403);
  });
});

describe("passwords, registration, audit, online users", () => {
  it("admin resets a password: generated or given, checked against the rule", async () => {
    const id = await idOf("t018");
    const gen = body<{ password: string }>(await t.call("/api/m/base/user/pwd/reset", { id }, { as: admin })).data
      .password;
    expect((await t.call("/api/login", { account: "t018", password: gen })).statusCode).toBe(200);
    expect((await t.call("/api/m/base/user/pwd/reset", { id, password: "short" }, { as: admin })).statusCode).toBe(400);
    expect((await t.call("/api/m/base/user/pwd/reset", { id: 99999 }, { as: admin })).statusCode).toBe(404);
  });

  it("registration waits for audit when the switch is on, then the user can log in", async () => {
    const res = await t.call("/api/c/base/user/register", {
      account: "reg01",
      realName: "注册学生",
      password: "Reg@20261",
    });
    expect(body<{ status: number }>(res).data.status).toBe(2);
    const denied = await t.call("/api/login", { account: "reg01", password: "Reg@20261" });
    expect(denied.statusCode).toBe(403);
    expect(body(denied).msg).toContain("审核");
    const pending = await list({ status: 2 });
    expect(pending.list.map((u) => u.account)).toEqual(["reg01"]);
    expect(
      (await t.call("/api/m/base/user/audit", { ids: [pending.list[0]?.id], pass: true }, { as: admin })).statusCode,
    ).toBe(200);
    expect((await t.call("/api/login", { account: "reg01", password: "Reg@20261" })).statusCode).toBe(200);
    expect(
      (await t.call("/api/c/base/user/register", { account: "reg01", realName: "重复", password: "Reg@20261" }))
        .statusCode,
    ).toBe(409);
    expect(
      (await t.call("/api/c/base/user/register", { account: "reg02", realName: "弱", password: "abc" })).statusCode,
    ).toBe(400);

    await t.call("/api/m/cms/area/pic/save", { areaCode: "user_register_audit", isUsing: false }, { as: admin });
    await new Promise((r) => setTimeout(r, 5_100));
    const direct = await t.call("/api/c/base/user/register", {
      account: "reg03",
      realName: "直接注册",
      password: "Reg@20261",
    });
    expect(body<{ status: number }>(direct).data.status).toBe(1);
    expect((await t.call("/api/login", { account: "reg03", password: "Reg@20261" })).statusCode).toBe(200);
  });

  it("online users are listed and can be forced out", async () => {
    const tok = await t.login("t019");
    const online = body<{ list: { account: string; userId: number }[] }>(
      await t.call("/api/m/base/user/online/list", { keyword: "t019" }, { as: admin }),
    ).data;
    expect(online.list.map((o) => o.account)).toContain("t019");
    const userId = online.list[0]?.userId;
    expect(
      body<{ ended: number }>(await t.call("/api/m/base/user/online/kick", { userId }, { as: admin })).data.ended,
    ).toBeGreaterThan(0);
    expect(body(await t.call("/api/l/base/user/info", {}, { as: tok })).code).toBe(ResultCode.SESSION_INVALID);
    expect(
      (await t.call("/api/m/base/user/online/kick", { userId: await idOf("admin") }, { as: admin })).statusCode,
    ).toBe(400);
  });
});

describe("xlsx import and export", () => {
  const upload = (bytes: Buffer, as: string) => {
    const boundary = "----xlsx";
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="users.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: "POST",
      url: "/api/m/base/user/import",
      headers: {
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "x-requested-with": "XMLHttpRequest",
        cookie: `Token=${as}`,
      },
      payload,
    });
  };

  async function sheet(rows: string[][]) {
    const tpl = await t.app.inject({
      method: "GET",
      url: "/api/m/base/user/template",
      headers: { cookie: `Token=${admin}` },
    });
    expect(tpl.headers["content-type"]).toContain("spreadsheetml");
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(tpl.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0] as ExcelJS.Worksheet;
    ws.spliceRows(2, 1);
    for (const r of rows) ws.addRow(r);
    return Buffer.from(await wb.xlsx.writeBuffer());
  }

  it("reports every bad row and imports nothing, then imports a clean sheet", async () => {
    const bad = await sheet([
      ["imp01", "导入一", "学生", "男", "13900000001", "", "高中部", "高一（1）班", "", ""],
      ["imp02", "导入二", "外星人", "", "", "", "", "", "", ""],
      ["imp01", "重复", "学生", "", "123", "", "不存在的院系", "", "", ""],
      ["T001", "已有账号", "教师", "", "", "", "", "", "", ""],
    ]);
    const res = await upload(bad, admin);
    const report = body<{ created: number; errors: { row: number; msg: string }[] }>(res).data;
    expect(report.created).toBe(0);
    expect(report.errors.map((e) => e.row)).toEqual(expect.arrayContaining([3, 4, 5]));
    expect(report.errors.find((e) => e.row === 5)?.msg).toBe("账号已存在");
    expect((await list({ keyword: "imp01" })).count).toBe(0);

    const good = await sheet([
      ["imp01", "导入一", "学生", "男", "13900000001", "", "高中部", "高一（1）班", "", ""],
      ["imp02", "导入二", "教师", "女", "", "imp02@xinghe.edu.cn", "高中物理教研组", "", "一级教师", "Imp@20261"],
    ]);
    const ok = body<{ created: number; passwords: { account: string; password: string }[] }>(
      await upload(good, admin),
    ).data;
    expect(ok.created).toBe(2);
    expect((await t.call("/api/login", { account: "imp02", password: "Imp@20261" })).statusCode).toBe(200);
    const gen = ok.passwords.find((p) => p.account === "imp01")?.password as string;
    expect((await t.call("/api/login", { account: "imp01", password: gen })).statusCode).toBe(200);
  });

  it("refuses a file that is not a workbook and exports the list", async () => {
    expect((await upload(Buffer.from("not excel"), admin)).statusCode).toBe(400);
    const exp = await t.app.inject({
      method: "GET",
      url: "/api/m/base/user/export?userType=teacher",
      headers: { cookie: `Token=${admin}` },
    });
    expect(exp.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exp.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]?.actualRowCount).toBeGreaterThan(30);
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: "/api/m/base/user/export?userType=x",
          headers: { cookie: `Token=${admin}` },
        })
      ).statusCode,
    ).toBe(400);
  });
});
