import {
  CX_PARTNER,
  endpoints,
  SSO_ERRORS,
  type SsoSourceSaveInput,
  STUDENT_ROLE_ID,
  ssoErrorText,
  TOKEN_NAME,
  USER_STATUS,
} from "@otp/contract";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hmacHex } from "../../platform/auth/token.js";
import { userId } from "../../test/accounts.js";
import { ok } from "../../test/expect.js";
import { PARTNER_CX, startTestApp, type TestApp } from "../../test/harness.js";
import { type FakeCas, type FakeWelink, startFakeCas, startFakeWelink } from "../../test/sso-fakes.js";
import { FLOW_COOKIE } from "./sso.flow.js";

let t: TestApp;
let admin: string;
let cas: FakeCas;
let welink: FakeWelink;
/** The CAS service URL the platform must send: its fixed site address (SITE_URL default in tests). */
const SERVICE = "http://localhost:8080/api/sso/cas/callback";

beforeAll(async () => {
  [t, cas, welink] = await Promise.all([startTestApp(), startFakeCas(), startFakeWelink()]);
  admin = await t.login("admin");
});
afterAll(async () => {
  await Promise.all([t.close(), cas.close(), welink.close()]);
});

const saveSource = (input: SsoSourceSaveInput) => t.send(endpoints.sso.admin.save, input, { as: admin });
const get = (url: string, cookies: Record<string, string> = {}) =>
  t.app.inject({
    method: "GET",
    url,
    headers: {
      cookie: Object.entries(cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join("; "),
    },
  });
const cookieOf = (res: LightMyRequestResponse, name: string) => res.cookies.find((c) => c.name === name)?.value;
/** The login page a refused flow lands on, with its message. */
const ssoError = (res: LightMyRequestResponse) => {
  expect(res.statusCode).toBe(302);
  const url = new URL(String(res.headers.location), "http://x");
  expect(url.pathname).toBe("/login");
  const code = url.searchParams.get("ssoError") ?? "";
  // The page is given a code of the catalogue, never free text.
  expect(Object.keys(SSO_ERRORS)).toContain(code);
  return ssoErrorText(code) ?? "";
};
const whoIs = async (token: string) => (await t.send(endpoints.auth.info, {}, { as: token })).userInfo?.account ?? null;

/** Starts a CAS login as a browser does; returns the flow cookie. */
async function casStart(redirect = "/course") {
  const res = await get(`/api/sso/cas/login?redirect=${encodeURIComponent(redirect)}`);
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toBe(`${cas.url}/login?service=${encodeURIComponent(SERVICE)}`);
  const flow = cookieOf(res, FLOW_COOKIE);
  expect(flow).toBeTruthy();
  return flow as string;
}

describe("CAS", () => {
  beforeAll(async () => {
    await saveSource({ kind: "cas", enabled: true, name: "学校统一认证", settings: { url: `${cas.url}/` } });
  });

  it("the login page offers it under its configured name", async () => {
    const options = await t.send(endpoints.sso.options, {});
    expect(options.buttons).toContainEqual({ kind: "cas", name: "学校统一认证" });
  });

  it("logs in the account CAS names, then goes to the asked page; the ticket works once", async () => {
    const flow = await casStart("/course");
    const ticket = cas.issue("t001", SERVICE);
    const res = await get(`/api/sso/cas/callback?ticket=${ticket}`, { [FLOW_COOKIE]: flow });
    expect(res.statusCode, res.body).toBe(302);
    expect(res.headers.location).toBe("/course");
    const token = cookieOf(res, TOKEN_NAME) as string;
    expect(await whoIs(token)).toBe("t001");
    // The validator was asked with exactly the fixed service URL.
    expect(cas.validations.at(-1)?.service).toBe(SERVICE);
    // The same ticket again, even with a fresh flow of this browser: refused before CAS is asked.
    const asked = cas.validations.length;
    const again = await get(`/api/sso/cas/callback?ticket=${ticket}`, { [FLOW_COOKIE]: await casStart() });
    expect(ssoError(again)).toContain("已使用");
    expect(cas.validations.length).toBe(asked);
  });

  it("refuses a callback the browser did not start, a forged ticket and a missing one", async () => {
    const ticket = cas.issue("t001", SERVICE);
    expect(ssoError(await get(`/api/sso/cas/callback?ticket=${ticket}`))).toContain("不是从本浏览器发起");
    expect(
      ssoError(await get("/api/sso/cas/callback?ticket=ST-forged", { [FLOW_COOKIE]: await casStart() })),
    ).toContain("票据无效");
    expect(ssoError(await get("/api/sso/cas/callback", { [FLOW_COOKIE]: await casStart() }))).toContain("缺少");
    // A ticket made for another service is refused by CAS.
    const other = cas.issue("t001", "http://evil.example/api/sso/cas/callback");
    expect(ssoError(await get(`/api/sso/cas/callback?ticket=${other}`, { [FLOW_COOKIE]: await casStart() }))).toContain(
      "票据无效",
    );
  });

  it("ends the browser's previous session and writes the login log with the source", async () => {
    const before = await t.login("t002");
    const res = await get(`/api/sso/cas/callback?ticket=${cas.issue("t003", SERVICE)}`, {
      [FLOW_COOKIE]: await casStart(),
      [TOKEN_NAME]: before,
    });
    const after = cookieOf(res, TOKEN_NAME) as string;
    expect(after).not.toBe(before);
    expect(await whoIs(after)).toBe("t003");
    expect(await whoIs(before)).toBeNull();
    const log = await t.send(
      endpoints.oplog.list,
      { category: "login", keyword: "t003", pageNo: 1, pageSize: 5 },
      { as: admin },
    );
    expect(log.list.map((r) => r.action)).toContain("单点登录(CAS)");
  });

  it("makes an account on first login from the CAS attributes, as a student by default", async () => {
    const res = await get(
      `/api/sso/cas/callback?ticket=${cas.issue("cas-new-01", SERVICE, { displayName: "林晓雨", mail: "lin@school.test" })}`,
      { [FLOW_COOKIE]: await casStart() },
    );
    const info = (await t.send(endpoints.auth.info, {}, { as: cookieOf(res, TOKEN_NAME) as string })).userInfo;
    expect(info).toMatchObject({ account: "cas-new-01", realName: "林晓雨", email: "lin@school.test" });
    expect(info?.roles.map((r) => r.id)).toEqual([STUDENT_ROLE_ID]);
  });

  it("refuses an unknown account when provisioning is off, and a disabled user", async () => {
    await saveSource({
      kind: "cas",
      enabled: true,
      name: "学校统一认证",
      provision: false,
      settings: { url: cas.url },
    });
    const unknown = await get(`/api/sso/cas/callback?ticket=${cas.issue("cas-new-02", SERVICE)}`, {
      [FLOW_COOKIE]: await casStart(),
    });
    expect(ssoError(unknown)).toContain("尚未在本平台开通");
    const id = await userId(t, "t004");
    ok(await t.call("/api/l/base/user/save", { id, status: USER_STATUS.DISABLED }, { as: admin }));
    const disabled = await get(`/api/sso/cas/callback?ticket=${cas.issue("t004", SERVICE)}`, {
      [FLOW_COOKIE]: await casStart(),
    });
    expect(ssoError(disabled)).toContain("停用");
    expect(cookieOf(disabled, TOKEN_NAME)).toBeUndefined();
  });

  it("never redirects off the site unless the whitelist allows it", async () => {
    for (const target of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)"]) {
      const res = await get(`/api/sso/cas/login?redirect=${encodeURIComponent(target)}`);
      expect(ssoError(res), target).toContain("跳转地址");
    }
    await t.send(
      endpoints.sso.admin.saveReturnUrls,
      { items: [{ code: "lms", name: "学习平台", url: "https://lms.school.test/courses" }] },
      { as: admin },
    );
    const flow = await casStart("https://lms.school.test/courses/12");
    const res = await get(`/api/sso/cas/callback?ticket=${cas.issue("t001", SERVICE)}`, { [FLOW_COOKIE]: flow });
    expect(res.headers.location).toBe("https://lms.school.test/courses/12");
    // Same host, a path outside the whitelisted one: refused.
    expect(
      ssoError(await get(`/api/sso/cas/login?redirect=${encodeURIComponent("https://lms.school.test/admin")}`)),
    ).toContain("跳转地址");
  });

  it("says so within seconds when CAS is slow or down, and local login still works", async () => {
    cas.delayMs = 10_000;
    const started = Date.now();
    const slow = await get(`/api/sso/cas/callback?ticket=${cas.issue("t001", SERVICE)}`, {
      [FLOW_COOKIE]: await casStart(),
    });
    expect(ssoError(slow)).toContain("暂时无法连接");
    expect(Date.now() - started).toBeLessThan(8_000);
    cas.delayMs = 0;
    expect(await whoIs(await t.login("t005"))).toBe("t005");
  });
});

describe("WeLink", () => {
  beforeAll(async () => {
    await saveSource({
      kind: "welink",
      enabled: true,
      name: "WeLink",
      settings: { apiUrl: welink.url, clientId: welink.clientId, clientSecret: welink.clientSecret },
    });
  });

  it("logs in the user of the code; a used or unknown code logs nobody in", async () => {
    const code = welink.code("t006");
    const res = await t.call(endpoints.sso.welink.path, { code });
    const data = ok<{ userInfo: { account: string } }>(res);
    expect(data.userInfo.account).toBe("t006");
    expect(cookieOf(res, TOKEN_NAME)).toBeTruthy();
    for (const bad of [code, "unknown-code"]) {
      const again = await t.call(endpoints.sso.welink.path, { code: bad });
      expect(again.statusCode).toBe(401);
      expect(again.json().msg).toContain("WeLink 授权码无效");
      expect(cookieOf(again, TOKEN_NAME)).toBeUndefined();
    }
  });

  it("matches a mapped field when configured, and names the field of a bad code", async () => {
    const id = await userId(t, "t007");
    ok(await t.call("/api/l/base/user/save", { id, phone: "13900000007" }, { as: admin }));
    await saveSource({
      kind: "welink",
      enabled: true,
      name: "WeLink",
      provision: false,
      settings: { apiUrl: welink.url, clientId: welink.clientId, matchField: "phone" },
    });
    const data = ok<{ userInfo: { account: string } }>(
      await t.call(endpoints.sso.welink.path, { code: welink.code("13900000007") }),
    );
    expect(data.userInfo.account).toBe("t007");
    const bad = await t.call(endpoints.sso.welink.path, { code: "" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain("授权码");
  });

  it("refuses wrong app credentials with a clear message", async () => {
    await saveSource({
      kind: "welink",
      enabled: true,
      name: "WeLink",
      settings: { apiUrl: welink.url, clientId: welink.clientId, clientSecret: "wrong-secret" },
    });
    const res = await t.call(endpoints.sso.welink.path, { code: welink.code("t006") });
    expect(res.statusCode).toBe(503);
    expect(res.json().msg).toContain("client_secret");
    const test = await t.send(
      endpoints.sso.admin.test,
      { kind: "welink", enabled: true, name: "WeLink", settings: { apiUrl: welink.url, clientId: welink.clientId } },
      { as: admin },
    );
    expect(test.ok).toBe(false);
  });
});

describe("the learning platform's ticket (/sso_cx)", () => {
  const sign = (account: string, ts: number) => hmacHex(PARTNER_CX.secret, `${account}\n${ts}`);
  const cx = (account: string, ts: number, signature = sign(account, ts)) =>
    t.call(endpoints.auth.ticketLogin.path, { account, partner: CX_PARTNER, ts, sign: signature });

  it("logs in once with a fresh signed ticket", async () => {
    const ts = Date.now();
    expect(ok<{ userInfo: { account: string } }>(await cx("t008", ts)).userInfo.account).toBe("t008");
    expect((await cx("t008", ts)).statusCode).toBe(401);
  });

  it("refuses an expired, forged or other-account ticket", async () => {
    const old = Date.now() - 6 * 60_000;
    expect((await cx("t008", old)).statusCode).toBe(401);
    const ts = Date.now();
    expect((await cx("t009", ts, sign("t008", ts))).statusCode).toBe(401);
    expect((await cx("t009", ts, "0".repeat(64))).statusCode).toBe(401);
  });
});
