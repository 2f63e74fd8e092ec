import { TOKEN_NAME } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../platform/auth/session.tables.js";
import { hmacHex } from "../../platform/auth/token.js";
import { userId } from "../../test/accounts.js";
import { expectBad, expectForbidden, expectNoSession, expectThrottled, ok } from "../../test/expect.js";
import { body, PARTNER, startTestApp, type TestApp } from "../../test/harness.js";

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ticket = (account: string, ts = Date.now(), secret = PARTNER.secret) => ({
  account,
  partner: PARTNER.id,
  ts,
  sign: hmacHex(secret, `${account}\n${ts}`),
});

describe("/api/login", () => {
  it("logs in, sets an HttpOnly cookie with a >=128-bit opaque token, returns user info", async () => {
    const res = await t.call("/api/login", { account: "teacher", password: "Demo@2026" });
    ok(res);
    const cookie = res.cookies.find((c) => c.name === TOKEN_NAME);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    expect(Buffer.from(cookie?.value ?? "", "base64url").length).toBeGreaterThanOrEqual(16);
    expect(body<{ userInfo: { account: string }; token?: string }>(res).data.userInfo.account).toBe("teacher");
    expect(body<{ token?: string }>(res).data.token).toBeUndefined();
  });

  it("gives the token in the body to the mobile app, which may send it as a header", async () => {
    const res = await t.call("/api/login", { account: "student", password: "Demo@2026", withToken: true });
    const token = body<{ token: string }>(res).data.token;
    const info = await t.call("/api/l/base/user/info", {}, { headers: { [TOKEN_NAME]: token } });
    expect(body<{ account: string }>(info).data.account).toBe("student");
  });

  it("rejects bad input with 400 naming the field", async () => {
    expectBad(await t.call("/api/login", { password: "x" }), "account");
    expectBad(await t.call("/api/login", { account: "teacher" }), "password");
  });

  it("accepts any case of the account", async () => {
    expect(
      ok<{ userInfo: { account: string } }>(await t.call("/api/login", { account: "TEACHER", password: "Demo@2026" }))
        .userInfo.account,
    ).toBe("teacher");
  });

  it("does not reveal whether an account exists", async () => {
    const a = await t.call("/api/login", { account: "nobody-here", password: "Wrong@123" });
    const b = await t.call("/api/login", { account: "t010", password: "Wrong@123" });
    expect(a.statusCode).toBe(401);
    expect(b.statusCode).toBe(401);
    expect(body(a).msg).toBe(body(b).msg);
  });

  it("throttles one address with 429 before the account is locked for others", async () => {
    const from = (ip: string) => (password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/login",
        remoteAddress: ip,
        headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" },
        payload: { account: "t011", password },
      });
    const attacker = from("10.9.9.9");
    for (let i = 0; i < 5; i++) expect((await attacker("Wrong@123")).statusCode).toBe(401);
    expectThrottled(await attacker("Demo@2026"));
    // The real user, elsewhere, still gets in.
    ok(await from("10.1.1.1")("Demo@2026"));
  });

  it("records login events", async () => {
    const admin = await t.login("admin");
    const res = await t.call("/api/m/base/log/list", { category: "login", keyword: "t011" }, { as: admin });
    const list = body<{ list: { action: string; success: boolean }[] }>(res).data.list;
    expect(list.some((l) => !l.success)).toBe(true);
    expect(list.some((l) => l.success)).toBe(true);
  });
});

describe("/api/logine (account without password)", () => {
  it("accepts a fresh ticket signed by a trusted partner, once", async () => {
    const tk = ticket("t003");
    expect(ok<{ userInfo: { account: string } }>(await t.call("/api/logine", tk)).userInfo.account).toBe("t003");
    expect((await t.call("/api/logine", tk)).statusCode).toBe(401);
  });

  it("refuses a bare account, a wrong signature, an unknown partner and an expired ticket", async () => {
    expectBad(await t.call("/api/logine", { account: "t003" }), "partner");
    expectBad(await t.call("/api/logine", { ...ticket("t003"), sign: "not-hex" }), "sign");
    expect((await t.call("/api/logine", ticket("t003", Date.now(), "wrong-secret"))).statusCode).toBe(401);
    expect((await t.call("/api/logine", { ...ticket("t003"), partner: "evil" })).statusCode).toBe(401);
    expect((await t.call("/api/logine", ticket("t003", Date.now() - 10 * 60_000))).statusCode).toBe(401);
  });
});

describe("sessions", () => {
  it("hands a session over once with a sessionId", async () => {
    const tok = await t.login("t004");
    expectNoSession(await t.call("/api/l/login/handoff"));
    const { sessionId } = ok<{ sessionId: string }>(await t.call("/api/l/login/handoff", {}, { as: tok }));
    const res = await t.call("/api/login/session", { sessionId });
    expect(ok<{ userInfo: { account: string } }>(res).userInfo.account).toBe("t004");
    expect((await t.call("/api/login/session", { sessionId })).statusCode).toBe(401);
    expectBad(await t.call("/api/login/session", { sessionId: "short" }), "sessionId");
  });

  it("logout ends the session at once", async () => {
    const tok = await t.login("t005");
    ok(await t.call("/api/l/base/user/info", {}, { as: tok }));
    ok(await t.call("/api/logout", {}, { as: tok }));
    expectNoSession(await t.call("/api/l/base/user/info", {}, { as: tok }));
    // Logging out without a session is harmless.
    expect(ok(await t.call("/api/logout"))).toBeNull();
  });

  it("a password change ends the user's other sessions, keeps this one", async () => {
    const a = await t.login("t006");
    const b = await t.login("t006");
    const res = await t.call(
      "/api/l/base/user/pwd/change",
      { oldPassword: "Demo@2026", newPassword: "Next@2027x" },
      { as: a },
    );
    ok(res);
    ok(await t.call("/api/l/base/user/info", {}, { as: a }));
    expectNoSession(await t.call("/api/l/base/user/info", {}, { as: b }));
    expect(
      (await t.call("/api/l/base/user/pwd/change", { oldPassword: "bad", newPassword: "Next@2028x" }, { as: a }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.call("/api/l/base/user/pwd/change", { oldPassword: "Next@2027x", newPassword: "weak" }, { as: a }))
        .statusCode,
    ).toBe(400);
  });

  it("disabling a user or an admin password reset ends their sessions", async () => {
    const admin = await t.login("admin");
    const tok = await t.login("t007");
    ok(await t.call("/api/m/base/user/pwd/reset", { id: await userId(t, "t007") }, { as: admin }));
    expectNoSession(await t.call("/api/l/base/user/info", {}, { as: tok }));

    const tok2 = await t.login("t008");
    ok(await t.call("/api/l/base/user/save", { id: await userId(t, "t008"), status: 0 }, { as: admin }));
    expectNoSession(await t.call("/api/l/base/user/info", {}, { as: tok2 }));
    expectForbidden(await t.call("/api/login", { account: "t008", password: "Demo@2026" }), /停用/);
  });

  it("expires idle sessions", async () => {
    const tok = await t.login("t009");
    await t.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 3 * 3600_000) });
    await t.services.sessions.refreshUsers([await userId(t, "t009")]);
    expectNoSession(await t.call("/api/l/base/user/info", {}, { as: tok }));
  });
});

describe("login info, guest and permissions", () => {
  it("/api/login/info gives base info and the user when logged in", async () => {
    const anon = body<{ baseInfo: { name: string }; userInfo: null; guestMode: boolean }>(
      await t.call("/api/login/info"),
    );
    expect(anon.data.baseInfo.name).toContain("星河");
    expect(anon.data.userInfo).toBeNull();
    const tok = await t.login("student");
    const me = body<{ userInfo: { account: string } }>(await t.call("/api/login/info", {}, { as: tok }));
    expect(me.data.userInfo.account).toBe("student");
  });

  it("guest mode on: guest info and guest menus; off: 403 and 1004", async () => {
    const g = await t.call("/api/login/guest");
    expect(body<{ isGuest: boolean }>(g).data.isGuest).toBe(true);
    const menus = body<{ code: string; subList: { loginVisit: boolean }[] }[]>(
      await t.call("/api/c/base/permission/list"),
    );
    const nav = menus.data.find((m) => m.code === "nav");
    expect(nav?.subList.length).toBeGreaterThan(0);
    expect(nav?.subList.every((i) => i.loginVisit === false)).toBe(true);
    expect(menus.data.find((m) => m.code === "MG")?.subList).toEqual([]);

    const admin = await t.login("admin");
    await t.call("/api/m/cms/area/pic/save", { areaCode: "guest", isUsing: false }, { as: admin });
    await new Promise((r) => setTimeout(r, 10));
    expectForbidden(await t.call("/api/login/guest"), "未开启游客访问，请先登录");
    expectNoSession(await t.call("/api/c/base/permission/list"));
    expectNoSession(await t.call("/api/c/base/user/list", {}));
    await t.call("/api/m/cms/area/pic/save", { areaCode: "guest", isUsing: true }, { as: admin });
  });

  it("each role gets its own menus; MG for the admin, the audit screens for the auditor, supervision for its managers", async () => {
    const sections: Record<string, string[]> = {
      auditor: ["审核管理"],
      supervisor: ["业务管理", "督导管理"],
      expertmgr: ["业务管理", "督导管理"],
    };
    for (const account of ["admin", "auditor", "supervisor", "expert", "expertmgr", "teacher", "student"]) {
      const tok = await t.login(account);
      const groups = body<{ code: string; subList: unknown[] }[]>(
        await t.call("/api/c/base/permission/list", {}, { as: tok }),
      ).data;
      const mg = (groups.find((g) => g.code === "MG")?.subList ?? []) as { name: string }[];
      if (account !== "admin")
        expect(
          mg.map((s) => s.name),
          account,
        ).toEqual(sections[account] ?? []);
      if (account === "admin") expect(mg.length).toBeGreaterThan(5);
      const info = body<{ isExpert: boolean }>(await t.call("/api/l/base/user/info", {}, { as: tok })).data;
      expect(info.isExpert, account).toBe(account === "expert" || account === "expertmgr");
    }
  });

  it("role type tells experts and admins apart", async () => {
    const tok = await t.login("expertmgr");
    const rt = body<{ isExpert: boolean; isExpertManager: boolean; isAdmin: boolean }>(
      await t.call("/api/l/base/user/role/type", {}, { as: tok }),
    ).data;
    expect(rt).toMatchObject({ isExpert: true, isExpertManager: true, isAdmin: false });
  });
});

describe("forgotten password", () => {
  it("resets with a one-time code from an administrator, not with guessable data", async () => {
    const admin = await t.login("admin");
    const t012 = await userId(t, "t012");
    const issued = ok<{ code: string }>(await t.call("/api/m/base/user/pwd/code", { id: t012 }, { as: admin }));
    expect(issued.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const wrong = await t.call("/api/c/base/user/pwd/forget", {
      account: "t012",
      code: "ZZZZZZZZ",
      newPassword: "Fresh@2026",
    });
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).msg).toBe("账号或重置码不正确");
    expectBad(
      await t.call("/api/c/base/user/pwd/forget", { account: "t012", phone: "13800000000", newPassword: "Fresh@2026" }),
      "code",
    );
    expectBad(await t.call("/api/c/base/user/pwd/forget", { code: issued.code, newPassword: "Fresh@2026" }), "account");
    expectBad(
      await t.call("/api/c/base/user/pwd/forget", { account: "t012", code: issued.code, newPassword: "weak" }),
      "newPassword",
    );
    const reset = await t.call("/api/c/base/user/pwd/forget", {
      account: "t012",
      code: issued.code.toLowerCase(),
      newPassword: "Fresh@2026",
    });
    ok(reset);
    ok(await t.call("/api/login", { account: "t012", password: "Fresh@2026" }));
    const again = await t.call("/api/c/base/user/pwd/forget", {
      account: "t012",
      code: issued.code,
      newPassword: "Other@2026",
    });
    expect(again.statusCode).toBe(400);
    const student = await t.login("student");
    expectForbidden(await t.call("/api/m/base/user/pwd/code", { id: t012 }, { as: student }));
  });
});
