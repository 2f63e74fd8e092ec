import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userId, userWithScreens } from "../../test/accounts.js";
import { expectBad, expectForbidden, expectNoSession, expectThrottled, ok } from "../../test/expect.js";
import { body, startTestApp, type TestApp } from "../../test/harness.js";

/** Security findings 1 (lock-out) and 4 (hand-off codes) of issue 16. */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
});
afterAll(() => t.close());

const from =
  (ip: string, url = "/api/login") =>
  (payload: Record<string, unknown>) =>
    t.app.inject({
      method: "POST",
      url,
      remoteAddress: ip,
      headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" },
      payload,
    });

const login = (ip: string, account: string, password: string) => from(ip)({ account, password });

describe("finding 1: lock-out", () => {
  it("five wrong passwords from each of four addresses do not refuse the right one from a fresh address", async () => {
    for (const ip of ["10.1.0.1", "10.1.0.2", "10.1.0.3", "10.1.0.4"])
      for (let i = 0; i < 5; i++) expect((await login(ip, "t013", "Wrong@123")).statusCode).toBe(401);
    ok(await login("10.1.0.9", "t013", "Demo@2026"));
    // The attacking addresses wait, even with the right password.
    expectThrottled(await login("10.1.0.1", "t013", "Demo@2026"));
  });

  it("an administrator unlocks an account; the unlock is logged", async () => {
    for (let i = 0; i < 6; i++) await login("10.2.0.1", "t014", "Wrong@123");
    expectThrottled(await login("10.2.0.1", "t014", "Demo@2026"));
    const id = await userId(t, "t014");
    const res = ok<{ account: string; failures: number }>(
      await t.call("/api/m/base/user/unlock", { id }, { as: admin }),
    );
    // The sixth attempt was refused before it was checked, so it did not count.
    expect(res).toEqual({ account: "t014", failures: 5 });
    ok(await login("10.2.0.1", "t014", "Demo@2026"));
    const log = body<{ list: { content?: string; action?: string }[] }>(
      await t.call("/api/m/base/log/list", { keyword: "解除登录限制" }, { as: admin }),
    );
    expect(JSON.stringify(log.data.list)).toContain("解除登录限制");
  });

  it("unlock: bad input, no session, wrong role, a user the caller may not manage", async () => {
    expectBad(await t.call("/api/m/base/user/unlock", {}, { as: admin }), "id");
    expectNoSession(await t.call("/api/m/base/user/unlock", { id: 1 }));
    const student = await t.login("student");
    expectForbidden(await t.call("/api/m/base/user/unlock", { id: await userId(t, "t015") }, { as: student }));
    const teacherManager = await userWithScreens(t, admin, "sec1-tm", ["system.teacherUser"]);
    expectForbidden(await t.call("/api/m/base/user/unlock", { id: await userId(t, "admin") }, { as: teacherManager }));
    ok(await t.call("/api/m/base/user/unlock", { id: await userId(t, "t015") }, { as: teacherManager }));
  });

  it("an administrator's password reset ends the delays", async () => {
    for (let i = 0; i < 6; i++) await login("10.3.0.1", "t016", "Wrong@123");
    expectThrottled(await login("10.3.0.1", "t016", "Demo@2026"));
    ok(
      await t.call(
        "/api/m/base/user/pwd/reset",
        { id: await userId(t, "t016"), password: "Reset@2026x" },
        { as: admin },
      ),
    );
    ok(await login("10.3.0.1", "t016", "Reset@2026x"));
  });

  it("wrong reset codes are limited on their own and do not hold back the account's logins", async () => {
    const forget = from("10.4.0.1", "/api/c/base/user/pwd/forget");
    const guess = { account: "t017", code: "ZZZZZZZZ", newPassword: "Fresh@2026x" };
    for (let i = 0; i < 5; i++) expect((await forget(guess)).statusCode).toBe(400);
    expectThrottled(await forget(guess));
    ok(await login("10.4.0.1", "t017", "Demo@2026"));
  });

  it("many failures behind one school address do not block the school's users", async () => {
    for (let i = 0; i < 120; i++) await login("10.5.0.1", `nat-guess-${i % 30}`, "Wrong@123");
    ok(await login("10.5.0.1", "t018", "Demo@2026"));
  });
});

describe("finding 4: hand-off codes", () => {
  const handoff = async (as: string, purpose?: string) =>
    ok<{ sessionId: string }>(await t.call("/api/l/login/handoff", purpose ? { purpose } : {}, { as })).sessionId;

  it("shows which account a code logs in without using it", async () => {
    const tok = await t.login("t019");
    const code = await handoff(tok);
    const peek = ok<{ account: string; realName: string }>(
      await t.call("/api/login/session/peek", { sessionId: code }),
    );
    expect(peek.account).toBe("t019");
    expect(peek.realName).toBeTruthy();
    ok(await t.call("/api/login/session", { sessionId: code }));
    expect((await t.call("/api/login/session/peek", { sessionId: code })).statusCode).toBe(401);
    expectBad(await t.call("/api/login/session/peek", { sessionId: "x" }), "sessionId");
    expectBad(await t.call("/api/login/session/peek", { sessionId: code, purpose: "evil" }), "purpose");
  });

  it("a code dies with the session that made it", async () => {
    const tok = await t.login("t020");
    const code = await handoff(tok);
    const second = await handoff(tok);
    ok(await t.call("/api/logout", {}, { as: tok }));
    expect((await t.call("/api/login/session", { sessionId: code })).statusCode).toBe(401);
    expect((await t.call("/api/login/session/peek", { sessionId: second })).statusCode).toBe(401);
  });

  it("a code works only for its purpose: an app code never sets a browser cookie", async () => {
    const tok = await t.login("t021");
    const mobile = await handoff(tok, "mobile");
    expect(
      (await t.call("/api/login/session", { sessionId: mobile, purpose: "app", withToken: true })).statusCode,
    ).toBe(401);
    const app = await handoff(tok, "app");
    expect((await t.call("/api/login/session", { sessionId: app, purpose: "app" })).statusCode).toBe(401);
    const app2 = await handoff(tok, "app");
    const res = ok<{ token: string }>(
      await t.call("/api/login/session", { sessionId: app2, purpose: "app", withToken: true }),
    );
    expect(res.token).toBeTruthy();
    expectBad(await t.call("/api/l/login/handoff", { purpose: "evil" }, { as: tok }), "purpose");
  });
});
