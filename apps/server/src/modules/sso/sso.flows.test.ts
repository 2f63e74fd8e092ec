import {
  CX_PARTNER,
  endpoints,
  SSO_ERRORS,
  type SsoSourceSaveInput,
  STUDENT_ROLE_ID,
  ssoErrorText,
  TOKEN_NAME,
  USER_STATUS,
  urlOf,
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
/** The CAS callback: the fixed site address (SITE_URL default in tests), plus each login's state. */
const CALLBACK = "http://localhost:8080/api/sso/cas/callback";

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

/** Starts a CAS login as a browser does: the flow cookie, and the service URL CAS is given. */
async function casStart(redirect = "/course") {
  const res = await get(urlOf(endpoints.sso.casLogin, undefined, { redirect: redirect }));
  expect(res.statusCode).toBe(302);
  const login = new URL(String(res.headers.location));
  expect(login.origin + login.pathname).toBe(`${cas.url}/login`);
  const service = login.searchParams.get("service") ?? "";
  expect(service).toMatch(/^http:\/\/localhost:8080\/api\/sso\/cas\/callback\?state=[\w-]{20,}$/);
  const flow = cookieOf(res, FLOW_COOKIE);
  expect(flow).toBeTruthy();
  return { flow: flow as string, service };
}
type CasStart = Awaited<ReturnType<typeof casStart>>;

/** What the browser does when CAS sends it back: the service URL with the ticket, with cookies. */
const casCallback = (start: CasStart, ticket: string | null, cookies: Record<string, string> = {}) => {
  const url = new URL(start.service);
  if (ticket) url.searchParams.set("ticket", ticket);
  return get(url.pathname + url.search, { [FLOW_COOKIE]: start.flow, ...cookies });
};

/** A whole CAS login of `user` (CAS vouches with these attributes). */
async function casLogin(user: string, attributes?: Record<string, string>, cookies?: Record<string, string>) {
  const start = await casStart();
  return casCallback(start, cas.issue(user, start.service, attributes), cookies);
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
    const start = await casStart("/course");
    const ticket = cas.issue("t001", start.service);
    const res = await casCallback(start, ticket);
    expect(res.statusCode, res.body).toBe(302);
    expect(res.headers.location).toBe("/course");
    const token = cookieOf(res, TOKEN_NAME) as string;
    expect(await whoIs(token)).toBe("t001");
    // The validator was asked with exactly this login's service URL.
    expect(cas.validations.at(-1)?.service).toBe(start.service);
    // The same ticket again, even with a fresh flow of this browser: refused before CAS is asked.
    const asked = cas.validations.length;
    expect(ssoError(await casCallback(await casStart(), ticket))).toContain("已使用");
    expect(cas.validations.length).toBe(asked);
  });

  it("refuses a ticket issued to another login: someone's own ticket cannot log a victim in", async () => {
    // The attacker signs in at CAS as himself through his own login of the platform...
    const attacker = await casStart();
    const ticket = cas.issue("t009", attacker.service);
    // ...and sends the victim's browser, whose flow he planted, to the callback with that ticket.
    const victim = await casStart();
    const planted = await get(
      `${new URL(CALLBACK).pathname}?state=${new URL(victim.service).searchParams.get("state")}&ticket=${ticket}`,
      {
        [FLOW_COOKIE]: victim.flow,
      },
    );
    expect(ssoError(planted)).toContain("票据无效");
    expect(cookieOf(planted, TOKEN_NAME)).toBeUndefined();
  });

  it("refuses a callback the browser did not start, a forged ticket and a missing one", async () => {
    const start = await casStart();
    const ticket = cas.issue("t001", start.service);
    expect(ssoError(await casCallback({ ...start, flow: "" }, ticket))).toContain("不是从本浏览器发起");
    expect(ssoError(await casCallback(await casStart(), "ST-forged"))).toContain("票据无效");
    expect(ssoError(await casCallback(await casStart(), null))).toContain("缺少");
    // A ticket made for another service is refused by CAS.
    expect(ssoError(await casCallback(await casStart(), cas.issue("t001", "http://evil.example/cb")))).toContain(
      "票据无效",
    );
  });

  it("ends the browser's previous session and writes the login log with the source", async () => {
    const before = await t.login("t002");
    const res = await casLogin("t003", undefined, { [TOKEN_NAME]: before });
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
    const res = await casLogin("cas-new-01", { displayName: "林晓雨", mail: "lin@school.test" });
    const info = (await t.send(endpoints.auth.info, {}, { as: cookieOf(res, TOKEN_NAME) as string })).userInfo;
    expect(info).toMatchObject({ account: "cas-new-01", realName: "林晓雨", email: "lin@school.test" });
    expect(info?.roles.map((r) => r.id)).toEqual([STUDENT_ROLE_ID]);
    // CAS answers the name as typed: the same person in other letters is the same identity.
    expect(await whoIs(cookieOf(await casLogin("CAS-New-01"), TOKEN_NAME) as string)).toBe("cas-new-01");
  });

  it("never takes over an administrator's account by a matching name", async () => {
    expect(ssoError(await casLogin("admin"))).toContain("管理员账号不会自动关联");
  });

  it("refuses an unknown account when provisioning is off, and a disabled user", async () => {
    await saveSource({
      kind: "cas",
      enabled: true,
      name: "学校统一认证",
      provision: false,
      settings: { url: cas.url },
    });
    expect(ssoError(await casLogin("cas-new-02"))).toContain("尚未在本平台开通");
    const id = await userId(t, "t004");
    ok(await t.call(endpoints.user.save.path, { id, status: USER_STATUS.DISABLED }, { as: admin }));
    const disabled = await casLogin("t004");
    expect(ssoError(disabled)).toContain("停用");
    expect(cookieOf(disabled, TOKEN_NAME)).toBeUndefined();
  });

  it("never redirects off the site unless the whitelist allows it; a refusal keeps the target", async () => {
    for (const target of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)"]) {
      const res = await get(urlOf(endpoints.sso.casLogin, undefined, { redirect: target }));
      expect(ssoError(res), target).toContain("跳转地址");
    }
    await t.send(
      endpoints.sso.admin.saveReturnUrls,
      { items: [{ code: "lms", name: "学习平台", url: "https://lms.school.test/courses" }] },
      { as: admin },
    );
    const start = await casStart("https://lms.school.test/courses/12");
    const res = await casCallback(start, cas.issue("t001", start.service));
    expect(res.headers.location).toBe("https://lms.school.test/courses/12");
    // A refused callback sends the browser to the login page with the flow's target kept.
    const refused = await casCallback(await casStart("https://lms.school.test/courses/13"), "ST-forged");
    expect(new URL(String(refused.headers.location), "http://x").searchParams.get("redirect")).toBe(
      "https://lms.school.test/courses/13",
    );
    // Same host, a path outside the whitelisted one: refused.
    const outside = await get(urlOf(endpoints.sso.casLogin, undefined, { redirect: "https://lms.school.test/admin" }));
    expect(ssoError(outside)).toContain("跳转地址");
  });

  it("says so within seconds when CAS is slow or down, and local login still works", async () => {
    cas.delayMs = 10_000;
    const started = Date.now();
    expect(ssoError(await casLogin("t001"))).toContain("暂时无法连接");
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
    // A used code is refused before WeLink is asked.
    const asked = welink.lookups;
    const replay = await t.call(endpoints.sso.welink.path, { code });
    expect(replay.statusCode).toBe(401);
    expect(welink.lookups).toBe(asked);
    for (const bad of [code, "unknown-code"]) {
      const again = await t.call(endpoints.sso.welink.path, { code: bad });
      expect(again.statusCode).toBe(401);
      expect(again.json().msg).toContain("WeLink 授权码无效");
      expect(cookieOf(again, TOKEN_NAME)).toBeUndefined();
    }
  });

  it("never hands a taken account to a new identity when that account is linked to someone else", async () => {
    await saveSource({
      kind: "welink",
      enabled: true,
      name: "WeLink",
      settings: { apiUrl: welink.url, clientId: welink.clientId, matchField: "phone" },
    });
    // t006 is linked to WeLink's t006 of tenant-1; another tenant's t006 matches no phone, and
    // making the account t006 finds it taken: it must not log in as the linked t006.
    const res = await t.call(endpoints.sso.welink.path, { code: welink.code("t006", "tenant-2") });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe(SSO_ERRORS.linkedElsewhere);
  });

  it("matches a mapped field when configured, and names the field of a bad code", async () => {
    const id = await userId(t, "t007");
    ok(await t.call(endpoints.user.save.path, { id, phone: "13900000007" }, { as: admin }));
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
