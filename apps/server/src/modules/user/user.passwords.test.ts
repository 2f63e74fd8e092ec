import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userId, userWithScreens } from "../../test/accounts.js";
import { checkEndpoint, expectBad, expectForbidden, expectNoSession, expectNotFound, ok } from "../../test/expect.js";
import { body, startTestApp, type TestApp } from "../../test/harness.js";

let t: TestApp;
let admin: string;
let student: string;
/** Holds only 学生管理: manages students, nobody else. */
let studentManager: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  student = await t.login("student");
  studentManager = await userWithScreens(t, admin, "smgr02", ["system.studentUser"]);
});
afterAll(() => t.close());

const id = (account: string) => userId(t, account);
const login = (account: string, password: string) => t.call("/api/login", { account, password });

describe("passwords", () => {
  it("admin resets a password: generated or given, checked against the rule", async () => {
    const t018 = await id("t018");
    const gen = (
      await checkEndpoint<{ password: string }>(t, {
        url: "/api/m/base/user/pwd/reset",
        body: { id: t018 },
        as: admin,
        bad: { body: { id: t018, password: "short" }, field: "password" },
        wrongRole: student,
        otherUser: { as: studentManager },
      })
    ).password;
    ok(await login("t018", gen));
    expectNotFound(await t.call("/api/m/base/user/pwd/reset", { id: 99999 }, { as: admin }));
    const given = ok<{ account: string; password: string }>(
      await t.call(
        "/api/m/base/user/pwd/reset",
        { id: await id("s0002"), password: "Given@2026" },
        { as: studentManager },
      ),
    );
    expect(given).toEqual({ account: "s0002", password: "Given@2026" });
    ok(await login("s0002", "Given@2026"));
  });

  it("a user changes their own password with the old one", async () => {
    const me = await t.login("s0003");
    const change = (input: object, as: string | null = me) => t.call("/api/l/base/user/pwd/change", input, { as });
    expectNoSession(await change({ oldPassword: "Demo@2026", newPassword: "Next@2027x" }, null));
    expectBad(await change({ oldPassword: "Demo@2026" }), "newPassword");
    expectBad(await change({ oldPassword: "wrong", newPassword: "Next@2027x" }), "oldPassword");
    expectBad(await change({ oldPassword: "Demo@2026", newPassword: "Demo@2026" }), "newPassword");
    ok(await change({ oldPassword: "Demo@2026", newPassword: "Next@2027x" }));
    ok(await login("s0003", "Next@2027x"));
    expect((await login("s0003", "Demo@2026")).statusCode).toBe(401);
  });

  it("a reset code is issued by a manager of that user only, once", async () => {
    const s0004 = await id("s0004");
    const issued = await checkEndpoint<{ account: string; code: string; expiresAt: string }>(t, {
      url: "/api/m/base/user/pwd/code",
      body: { id: s0004 },
      as: studentManager,
      bad: { body: { id: "x" }, field: "id" },
      wrongRole: student,
      otherUser: { as: await userWithScreens(t, admin, "tmgr02", ["system.teacherUser"]) },
    });
    expect(issued.account).toBe("s0004");
    expectNotFound(await t.call("/api/m/base/user/pwd/code", { id: 99999 }, { as: admin }));
    const forget = (code: string) =>
      t.call("/api/c/base/user/pwd/forget", { account: "s0004", code, newPassword: "Coded@2026" });
    expectBad(await forget("short"), "code");
    ok(await forget(issued.code));
    expect((await forget(issued.code)).statusCode).toBe(400);
    ok(await login("s0004", "Coded@2026"));
  });
});

describe("registration", () => {
  const register = (input: object) => t.call("/api/c/base/user/register", input);

  it("waits for audit when the switch is on, then the user can log in", async () => {
    const res = await register({ account: "reg01", realName: "注册学生", password: "Reg@20261" });
    expect(ok<{ status: number }>(res).status).toBe(2);
    const denied = await login("reg01", "Reg@20261");
    expectForbidden(denied, /审核/);
    const pending = ok<{ list: { id: number; account: string }[] }>(
      await t.call("/api/c/base/user/list", { status: 2 }, { as: admin }),
    );
    expect(pending.list.map((u) => u.account)).toEqual(["reg01"]);
    const auditor = await userWithScreens(t, admin, "verify01", ["system.userVerify"]);
    await checkEndpoint(t, {
      url: "/api/m/base/user/audit",
      body: { ids: [pending.list[0]?.id], pass: true },
      as: auditor,
      bad: { body: { ids: [pending.list[0]?.id] }, field: "pass" },
      wrongRole: studentManager,
    });
    ok(await login("reg01", "Reg@20261"));
    expectNotFound(await t.call("/api/m/base/user/audit", { ids: [pending.list[0]?.id], pass: true }, { as: admin }));
    // A taken account gets the answer a new one gets, and is left as it was.
    const fresh = ok<object>(await register({ account: "reg06", realName: "新账号", password: "Reg@20261" }));
    const taken = ok<object>(await register({ account: "REG01", realName: "重复", password: "Other@20261" }));
    expect(taken).toEqual(fresh);
    expect(Object.keys(taken).sort()).toEqual(["message", "status"]);
    const holder = await login("reg01", "Reg@20261");
    ok(holder);
    expect((await login("reg01", "Other@20261")).statusCode).toBe(401);
    const notices = ok<{ list: { title: string }[] }>(
      await t.call("/api/l/base/notice/list", {}, { as: holder.cookies.find((c) => c.name === "Token")?.value }),
    );
    expect(notices.list.map((n) => n.title)).toContain("有人尝试使用您的账号注册");
    expectBad(await register({ account: "reg02", realName: "弱", password: "abc" }), "password");
    expectBad(await register({ account: "r", realName: "短账号", password: "Reg@20261" }), "account");
    expectBad(await register({ account: "reg04", realName: "无院系", password: "Reg@20261", orgId: 99999 }), "orgId");

    // Saving the switch clears the site's settings cache at once.
    ok(await t.call("/api/m/cms/area/pic/save", { areaCode: "user_register_audit", isUsing: false }, { as: admin }));
    const direct = await register({
      account: "reg03",
      realName: "直接注册",
      password: "Reg@20261",
      userType: "teacher",
    });
    expect(ok<{ status: number }>(direct).status).toBe(1);
    const info = ok<{ roles: { id: number }[] }>(
      await t.call("/api/l/base/user/info", {}, { as: await t.login("reg03", "Reg@20261") }),
    );
    expect(info.roles.map((r) => r.id)).toEqual([6]);
  });

  it("a rejected registration stays disabled and is told so", async () => {
    ok(await t.call("/api/m/cms/area/pic/save", { areaCode: "user_register_audit", isUsing: true }, { as: admin }));
    ok(await register({ account: "reg05", realName: "被拒学生", password: "Reg@20261" }));
    const reg = await userId(t, "reg05");
    ok(await t.call("/api/m/base/user/audit", { ids: [reg], pass: false }, { as: admin }));
    expect(body(await login("reg05", "Reg@20261")).msg).toContain("停用");
  });
});

describe("online users", () => {
  it("are listed and can be forced out", async () => {
    const tok = await t.login("t019");
    const watcher = await userWithScreens(t, admin, "online01", ["system.online"]);
    const online = await checkEndpoint<{ list: { account: string; userId: number }[]; count: number }>(t, {
      url: "/api/m/base/user/online/list",
      body: { keyword: "t019" },
      as: watcher,
      bad: { body: { pageSize: 1000 }, field: "pageSize" },
      wrongRole: studentManager,
    });
    expect(online.list.map((o) => o.account)).toContain("t019");
    expect(online.count).toBe(online.list.length);
    const t019 = online.list[0]?.userId as number;
    const kicked = await checkEndpoint<{ ended: number }>(t, {
      url: "/api/m/base/user/online/kick",
      body: { userId: t019 },
      as: watcher,
      bad: { body: { userId: "x" }, field: "userId" },
      wrongRole: studentManager,
    });
    expect(kicked.ended).toBeGreaterThan(0);
    expectNoSession(await t.call("/api/l/base/user/info", {}, { as: tok }));
    expect(
      (await t.call("/api/m/base/user/online/kick", { userId: await id("admin") }, { as: admin })).statusCode,
    ).toBe(400);
    expectNotFound(await t.call("/api/m/base/user/online/kick", { userId: 99999 }, { as: admin }));
  });
});
