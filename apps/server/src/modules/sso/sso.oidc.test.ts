import { endpoints, SSO_ERRORS, ssoErrorText, TOKEN_NAME, urlOf } from "@otp/contract";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { startTestProvider, type TestProvider } from "../../test/oidc-provider.js";
import { FLOW_COOKIE } from "./sso.flow.js";

let t: TestApp;
let admin: string;
let idp: TestProvider;
const REDIRECT_URI = "http://localhost:8080/api/sso/oidc/callback";

beforeAll(async () => {
  [t, idp] = await Promise.all([startTestApp(), startTestProvider(REDIRECT_URI)]);
  admin = await t.login("admin");
  idp.accounts.set("sub-0001", { sub: "sub-0001", preferred_username: "t001", name: "张老师", email: "t001@id.test" });
  idp.accounts.set("sub-new", { sub: "sub-new", preferred_username: "oidc-student", name: "王同学" });
  idp.accounts.set("sub-impostor", { sub: "sub-impostor", preferred_username: "t001" });
  idp.accounts.set("sub-nameless", { sub: "sub-nameless" });
  await t.send(
    endpoints.sso.admin.save,
    {
      kind: "oidc",
      enabled: true,
      name: "教育云登录",
      settings: { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret },
    },
    { as: admin },
  );
});
afterAll(async () => {
  await Promise.all([t.close(), idp.close()]);
});

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
const ssoError = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(302);
  const url = new URL(String(res.headers.location), "http://x");
  expect(url.pathname).toBe("/login");
  const code = url.searchParams.get("ssoError") ?? "";
  // The page is given a code of the catalogue, never free text.
  expect(Object.keys(SSO_ERRORS)).toContain(code);
  return ssoErrorText(code) ?? "";
};
const whoIs = async (token: string | undefined) =>
  token ? ((await t.send(endpoints.auth.info, {}, { as: token })).userInfo?.account ?? null) : null;

/** Starts a login as the browser: the flow cookie and the provider's authorization URL. */
async function start(redirect = "/portal") {
  const res = await get(urlOf(endpoints.sso.oidcLogin, undefined, { redirect: redirect }));
  expect(res.statusCode, res.body).toBe(302);
  const auth = new URL(String(res.headers.location));
  expect(auth.origin).toBe(idp.issuer);
  expect(auth.searchParams.get("redirect_uri")).toBe(REDIRECT_URI);
  expect(auth.searchParams.get("code_challenge_method")).toBe("S256");
  expect(auth.searchParams.get("nonce")).toBeTruthy();
  return {
    flow: cookieOf(res, FLOW_COOKIE) as string,
    auth: auth.href,
    state: auth.searchParams.get("state") as string,
  };
}
/** The platform's callback for the provider's redirect. */
const callback = (url: URL, flow: string | undefined) =>
  get(`${endpoints.sso.oidcCallback.path}${url.search}`, flow ? { [FLOW_COOKIE]: flow } : {});

describe("OpenID Connect", () => {
  it("logs in the account the configured claim names, and links it by (issuer, sub)", async () => {
    const { flow, auth } = await start("/course");
    const back = await idp.signIn(auth, "sub-0001");
    expect(back.searchParams.get("iss")).toBe(idp.issuer);
    const res = await callback(back, flow);
    expect(res.statusCode, res.body).toBe(302);
    expect(res.headers.location).toBe("/course");
    expect(await whoIs(cookieOf(res, TOKEN_NAME))).toBe("t001");
    // The provider renames the user: the link (issuer, sub) still finds the same account.
    idp.accounts.set("sub-0001", { sub: "sub-0001", preferred_username: "renamed-t001", name: "张老师" });
    const second = await start();
    const again = await callback(await idp.signIn(second.auth, "sub-0001"), second.flow);
    expect(await whoIs(cookieOf(again, TOKEN_NAME))).toBe("t001");
  });

  it("refuses another subject claiming an account already linked (a reassigned name)", async () => {
    const { flow, auth } = await start();
    expect(ssoError(await callback(await idp.signIn(auth, "sub-impostor"), flow))).toContain("已绑定其他统一身份");
  });

  it("makes an account on first login, and refuses one without the account claim", async () => {
    const first = await start();
    const res = await callback(await idp.signIn(first.auth, "sub-new"), first.flow);
    const info = (await t.send(endpoints.auth.info, {}, { as: cookieOf(res, TOKEN_NAME) as string })).userInfo;
    expect(info).toMatchObject({ account: "oidc-student", realName: "王同学", userType: "student" });
    const nameless = await start();
    expect(ssoError(await callback(await idp.signIn(nameless.auth, "sub-nameless"), nameless.flow))).toContain(
      "未提供账号信息",
    );
  });

  it("refuses a callback twice, from another browser, with a changed state or issuer", async () => {
    const { auth } = await start();
    const back = await idp.signIn(auth, "sub-0001");
    // Another browser (no flow cookie) cannot use the code.
    expect(ssoError(await callback(back, undefined))).toContain("不是从本浏览器发起");
    // A code meant for one login, brought to another login of this browser: state and nonce differ.
    const other = await start();
    expect(ssoError(await callback(back, other.flow))).toContain("统一身份认证未通过");
    // The same login's callback with its state or issuer changed.
    const a = await start();
    const tampered = await idp.signIn(a.auth, "sub-0001");
    tampered.searchParams.set("state", "forged-state");
    expect(ssoError(await callback(tampered, a.flow))).toContain("统一身份认证未通过");
    const b = await start();
    const wrongIss = await idp.signIn(b.auth, "sub-0001");
    wrongIss.searchParams.set("iss", "http://evil.example");
    expect(ssoError(await callback(wrongIss, b.flow))).toContain("统一身份认证未通过");
    // A good callback used twice: the flow is gone after the first.
    const c = await start();
    const good = await idp.signIn(c.auth, "sub-0001");
    expect((await callback(good, c.flow)).headers.location).toBe("/portal");
    expect(ssoError(await callback(good, c.flow))).toContain("不是从本浏览器发起");
  });

  it("says so within seconds when the provider is down, and the login page still works", async () => {
    const { flow, auth } = await start();
    const back = await idp.signIn(auth, "sub-0001");
    await idp.close();
    const started = Date.now();
    expect(ssoError(await callback(back, flow))).toContain("暂时无法连接");
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(await whoIs(await t.login("t002"))).toBe("t002");
  });
});
