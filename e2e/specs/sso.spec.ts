import { createHmac } from "node:crypto";
import type { APIRequestContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestProvider, type TestProvider } from "../../apps/server/src/test/oidc-provider.ts";
import {
  BASE_SEED,
  personLdif,
  requireSlapd,
  SLAPD_PEOPLE_DN,
  SLAPD_READER,
  startSlapd,
  type TestDirectory,
} from "../../apps/server/src/test/slapd.ts";
import { type FakeCas, type FakeWelink, startFakeCas, startFakeWelink } from "../../apps/server/src/test/sso-fakes.ts";
import {
  apiCall,
  apiSession,
  baseUrl,
  browserSuite,
  login,
  type Session,
  screenshot,
  waitForPath,
} from "../support/browser";

/**
 * Single sign-on end to end in the browser: an administrator connects the school's CAS and LDAP
 * from 站点管理 → 登录注册, then users sign in through CAS, OpenID Connect (a real oidc-provider),
 * WeLink, the learning platform's signed link and the directory; refusals land on the login page
 * with the platform's own words.
 */

const CX_SECRET = "e2e-cx-secret";
const DIRECTORY_PEOPLE = [
  { uid: "dir-s101", cn: "周语桐", mail: "dir-s101@school.test", phone: null, password: "dirpass101" },
  { uid: "dir-s102", cn: "吴思远", mail: null, phone: null, password: "dirpass102" },
];
const hasSlapd = requireSlapd();
let cas: FakeCas;
let welink: FakeWelink;
let idp: TestProvider;
let dir: TestDirectory | null = null;
let admin: APIRequestContext;

beforeAll(async () => {
  [cas, welink, idp] = await Promise.all([
    startFakeCas(),
    startFakeWelink(),
    startTestProvider(`${baseUrl()}/api/sso/oidc/callback`),
  ]);
  // People the demo school does not have: the sync must not rename or link the accounts the
  // other specs log in with.
  if (hasSlapd) dir = await startSlapd([BASE_SEED, ...DIRECTORY_PEOPLE.map(personLdif)].join("\n\n"));
  idp.accounts.set("e2e-sub-1", { sub: "e2e-sub-1", preferred_username: "idp-t101", name: "张晓明" });
  admin = await apiSession("admin");
});
afterAll(async () => {
  // The specs after this one share the server: switch every source off again (the directory
  // linked demo accounts such as t001, which must log in with the demo password again).
  const views = await apiCall<{ kind: string; configured: boolean; settings: object }[]>(
    admin,
    "/api/m/sso/source/list",
  );
  for (const v of views.filter((view) => view.configured)) {
    await apiCall(admin, "/api/m/sso/source/save", { ...v, enabled: false });
  }
  await Promise.all([cas?.close(), welink?.close(), idp?.close(), dir?.stop(), admin?.dispose()]);
});

/** The card of one identity source on 站点管理 → 登录注册. */
const card = (page: Page, kind: string) => page.getByTestId(`sso-source-${kind}`);

/** The header's name of the logged-in user (the page is past any login screen). */
async function expectLoggedInAs(page: Page, realName: string) {
  await page.getByRole("button", { name: "用户菜单" }).getByText(realName).waitFor();
}

describe("single sign-on", () => {
  const suite = browserSuite();
  let s: Session;

  it("an administrator connects the school's CAS from the back office, tested before saving", async () => {
    s = await suite.open();
    const { page } = s;
    await login(page, "admin", { path: "/login?redirect=%2Fadmin%2Fsite%2FloginRegister" });
    await waitForPath(page, "/admin/site/loginRegister");
    const c = card(page, "cas");
    await c.getByLabel("显示名称").fill("学校统一认证");
    await c.getByLabel("CAS 地址").fill(cas.url);
    await c.getByRole("button", { name: "测试连接" }).click();
    await expect.poll(() => c.getByTestId("sso-test-cas").textContent()).toContain("连接成功");
    await c.getByRole("switch").first().click();
    await c.getByRole("button", { name: /^保\s*存$/ }).click();
    await c.getByText("已启用").waitFor();
    expect(await c.getByTestId("sso-callback-cas").textContent()).toBe(`${baseUrl()}/api/sso/cas/callback`);
    await screenshot(page, "sso-admin-cas");
    expect(s.errors).toEqual([]);
  });

  it("CAS: the login page's button signs in at the school's CAS and comes back to the page asked for", async () => {
    s = await suite.open();
    const { page } = s;
    await page.goto("/login?redirect=%2Fcourse");
    await page.getByRole("button", { name: "学校统一认证" }).click();
    await page.waitForURL((u) => u.origin === cas.url);
    await page.getByLabel("用户名").fill("t010");
    await page.getByRole("button", { name: "登录" }).click();
    await waitForPath(page, "/course");
    await page.getByRole("button", { name: "用户菜单" }).waitFor();
    const info = await page.evaluate(() =>
      fetch("/api/login/info", { method: "POST", headers: { "x-requested-with": "XMLHttpRequest" } }).then((r) =>
        r.json(),
      ),
    );
    expect(info.data.userInfo.account).toBe("t010");
    expect(s.errors).toEqual([]);
  });

  it("CAS: a forged ticket and an open redirect come back to the login page saying why", async () => {
    s = await suite.open();
    const { page } = s;
    await page.goto("/login");
    await page.goto("/api/sso/cas/login?redirect=%2Fportal");
    await page.waitForURL((u) => u.origin === cas.url);
    // Back at this login's service URL with a ticket CAS never issued.
    const service = new URL(page.url()).searchParams.get("service") ?? "";
    await page.goto(`${service}&ticket=ST-forged`);
    await waitForPath(page, "/login");
    await page.getByText("统一身份认证票据无效或已使用，请重新登录").waitFor();
    await page.goto(`/api/sso/cas/login?redirect=${encodeURIComponent("https://evil.example/")}`);
    await waitForPath(page, "/login");
    await page.getByText("跳转地址不在允许的范围内").waitFor();
    expect(new URL(page.url()).origin).toBe(baseUrl());
    // The password login still works below the message.
    await page.getByPlaceholder("账号").fill("t011");
    await page.getByPlaceholder("密码").fill("Demo@2026");
    await page.locator("form button[type=submit]").click();
    await page.waitForURL((u) => !u.pathname.startsWith("/login"));
    await screenshot(page, "sso-after-refusal");
    expect(s.errors).toEqual([]);
  });

  it("OpenID Connect: signs in at the provider (PKCE, state, nonce) and back, by the configured claim", async () => {
    await apiCall(admin, "/api/m/sso/source/save", {
      kind: "oidc",
      enabled: true,
      name: "教育云登录",
      settings: { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret },
    });
    s = await suite.open();
    const { page } = s;
    await page.goto("/login?redirect=%2Fresource");
    await page.getByRole("button", { name: "教育云登录" }).click();
    await page.waitForURL((u) => u.origin === idp.issuer);
    await page.locator("input[name=login]").fill("e2e-sub-1");
    await page.locator("input[name=password]").fill("any");
    await page.locator("button[type=submit]").click();
    // The provider asks for consent once.
    await page.locator("button[type=submit]").click();
    await waitForPath(page, "/resource");
    await expectLoggedInAs(page, "张晓明");
    expect(s.errors).toEqual([]);
  });

  it("WeLink: the app's code logs its user in; a used code shows why", async () => {
    await apiCall(admin, "/api/m/sso/source/save", {
      kind: "welink",
      enabled: true,
      name: "WeLink",
      settings: { apiUrl: welink.url, clientId: welink.clientId, clientSecret: welink.clientSecret },
    });
    s = await suite.open();
    const { page } = s;
    const code = welink.code("t013");
    await page.goto(`/LoginByWeLink?code=${code}&redirect=%2Fcourse`);
    await waitForPath(page, "/course");
    await page.getByRole("button", { name: "用户菜单" }).waitFor();
    const other = await suite.open();
    await other.page.goto(`/LoginByWeLink?code=${code}`);
    await other.page.getByText("WeLink 授权码无效或已使用").waitFor();
    await screenshot(other.page, "sso-welink-used");
    expect(s.errors).toEqual([]);
  });

  it("/sso_cx: the learning platform's signed link logs in once and opens the page it names", async () => {
    const ts = Date.now();
    const sign = createHmac("sha256", CX_SECRET).update(`t014\n${ts}`).digest("hex");
    const link = `/sso_cx?account=t014&ts=${ts}&sign=${sign}&redirect=%2Fcourse`;
    s = await suite.open();
    await s.page.goto(link);
    await waitForPath(s.page, "/course");
    await s.page.getByRole("button", { name: "用户菜单" }).waitFor();
    const replay = await suite.open();
    await replay.page.goto(link);
    await replay.page.getByText("登录票据无效或已过期").waitFor();
    await screenshot(replay.page, "sso-cx-replayed");
    expect(s.errors).toEqual([]);
  });

  it.skipIf(!hasSlapd)(
    "LDAP: connected and synced from the back office, then the login form takes the directory password",
    async () => {
      s = await suite.open();
      const { page } = s;
      await login(page, "admin", { path: "/login?redirect=%2Fadmin%2Fsite%2FloginRegister" });
      await waitForPath(page, "/admin/site/loginRegister");
      const c = card(page, "ldap");
      await c.getByLabel("显示名称").fill("学校统一身份");
      await c.getByLabel("目录地址").fill(dir?.url ?? "");
      await c.getByLabel("搜索起点 Base DN").fill(SLAPD_PEOPLE_DN);
      await c.getByLabel("查询账号 DN").fill(SLAPD_READER.dn);
      await c.getByLabel("查询账号密码").fill(SLAPD_READER.password);
      await c.getByRole("button", { name: "测试连接" }).click();
      await expect.poll(() => c.getByTestId("sso-test-ldap").textContent()).toMatch(/连接成功，找到 \d+ 个用户/);
      await c.getByRole("switch").first().click();
      await c.getByRole("button", { name: /^保\s*存$/ }).click();
      await c.getByText("已启用").waitFor();
      await c.getByRole("button", { name: "立即同步" }).click();
      // The sync reads both directory people and makes the first one's account.
      await c.getByText(/读取 2，新建或关联 \d+/).waitFor();
      await screenshot(page, "sso-admin-ldap");

      const user = await suite.open();
      // A directory person the platform did not know: made on this first login.
      const person = DIRECTORY_PEOPLE[1] as (typeof DIRECTORY_PEOPLE)[number];
      await login(user.page, person.uid, { password: person.password });
      await expectLoggedInAs(user.page, person.cn);
      // The login page names the directory.
      const guest = await suite.open();
      await guest.page.goto("/login");
      await guest.page.getByText("学校统一身份").first().waitFor();
      await screenshot(guest.page, "sso-login-page");
      expect(s.errors).toEqual([]);
    },
  );
});
