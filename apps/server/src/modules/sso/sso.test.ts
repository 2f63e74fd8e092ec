import { endpoints, TEACHER_ROLE_ID } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkEndpoint, expectBad, expectForbidden, expectNoSession, expectNotFound, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { type FakeCas, startFakeCas } from "../../test/sso-fakes.js";

let t: TestApp;
let admin: string;
let teacher: string;
let cas: FakeCas;

beforeAll(async () => {
  [t, cas] = await Promise.all([startTestApp(), startFakeCas()]);
  [admin, teacher] = await Promise.all([t.login("admin"), t.login("t001")]);
});
afterAll(async () => {
  await Promise.all([t.close(), cas.close()]);
});

const ldap = {
  kind: "ldap" as const,
  enabled: true,
  name: "学校目录",
  settings: {
    url: "ldap://127.0.0.1:3389",
    bindDn: "cn=admin,dc=school,dc=test",
    bindPassword: "adminpw",
    baseDn: "ou=people,dc=school,dc=test",
  },
};

describe("identity sources in the back office", () => {
  it("lists the four kinds, none configured on a fresh platform", async () => {
    const list = await checkEndpoint<{ kind: string; configured: boolean; callbackUrl: string | null }[]>(t, {
      url: endpoints.sso.admin.list.path,
      body: {},
      as: admin,
      wrongRole: teacher,
    });
    expect(list.map((s) => s.kind)).toEqual(["ldap", "cas", "oidc", "welink"]);
    expect(list.every((s) => !s.configured)).toBe(true);
    expect(list.find((s) => s.kind === "oidc")?.callbackUrl).toBe("http://localhost:8080/api/sso/oidc/callback");
  });

  it("saves a source; the secret is kept but never sent back", async () => {
    const saved = await checkEndpoint<{ secretSet: boolean; settings: Record<string, unknown> }>(t, {
      url: endpoints.sso.admin.save.path,
      body: ldap,
      as: admin,
      wrongRole: teacher,
      bad: { body: { ...ldap, settings: { ...ldap.settings, url: "http://127.0.0.1" } }, field: "目录地址" },
    });
    expect(saved.secretSet).toBe(true);
    expect(saved.settings.bindPassword).toBe("");
    expect(saved.settings.accountAttr).toBe("uid");
    // Saved again with the password left empty: the stored one stays.
    const again = await t.send(
      endpoints.sso.admin.save,
      { ...ldap, settings: { ...ldap.settings, bindPassword: "" } },
      { as: admin },
    );
    expect(again.secretSet).toBe(true);
    const stored = await t.services.ssoConfig.get("ldap");
    expect(stored?.secret).toBe("adminpw");
  });

  it("names the field of bad settings", async () => {
    const bad = (body: unknown) => t.call(endpoints.sso.admin.save.path, body, { as: admin });
    expectBad(await bad({ ...ldap, kind: "radius" }), "身份源类型");
    expectBad(await bad({ ...ldap, settings: { ...ldap.settings, accountAttr: "uid)(x" } }), "账号属性");
    expectBad(await bad({ ...ldap, name: "" }), "显示名称");
    expectBad(await bad({ kind: "cas", enabled: true, name: "CAS", settings: { url: "ftp://cas" } }), "CAS 地址");
    expectBad(
      await bad({ kind: "oidc", enabled: true, name: "OIDC", settings: { issuer: "https://id.test", clientId: "" } }),
      "客户端 ID",
    );
    // A WeLink source cannot work without its app secret.
    expectBad(
      await bad({
        kind: "welink",
        enabled: true,
        name: "WeLink",
        settings: { apiUrl: "https://open.welink.test", clientId: "a" },
      }),
      "client_secret",
    );
    // Accounts a source makes: the role must fit the type (decision 0048), and exist.
    expectBad(await bad({ ...ldap, userType: "student", roleId: TEACHER_ROLE_ID }), "roleId");
    expectBad(await bad({ ...ldap, roleId: 99999 }), "roleId");
    expectBad(await bad({ ...ldap, orgId: 99999 }), "orgId");
  });

  it("keeps 测试连接, the LDAP sync and the whitelist to those who hold 登录注册", async () => {
    const cases: [string, unknown][] = [
      [endpoints.sso.admin.test.path, { kind: "cas", enabled: true, name: "CAS", settings: { url: cas.url } }],
      [endpoints.sso.admin.sync.path, {}],
      [endpoints.sso.admin.returnUrls.path, {}],
    ];
    for (const [url, body] of cases) {
      expectNoSession(await t.call(url, body));
      expectForbidden(await t.call(url, body, { as: teacher }));
    }
    expectBad(await t.call(endpoints.sso.admin.test.path, { ...ldap, settings: {} }, { as: admin }), "目录地址");
    // The sync needs the directory switched on (it is configured above, but not reachable here).
    await t.send(endpoints.sso.admin.save, { ...ldap, enabled: false }, { as: admin });
    expectBad(await t.call(endpoints.sso.admin.sync.path, {}, { as: admin }), "LDAP 未启用");
    await t.send(endpoints.sso.admin.save, ldap, { as: admin });
  });

  it("tests a connection and says what failed, in Chinese", async () => {
    const good = await t.send(
      endpoints.sso.admin.test,
      { kind: "cas", enabled: true, name: "CAS", settings: { url: cas.url } },
      { as: admin },
    );
    expect(good).toMatchObject({ ok: true });
    expect(good.message).toContain("http://localhost:8080/api/sso/cas/callback");
    const down = await t.send(
      endpoints.sso.admin.test,
      { kind: "cas", enabled: true, name: "CAS", settings: { url: "http://127.0.0.1:9" } },
      { as: admin },
    );
    expect(down.ok).toBe(false);
    expect(down.message).toContain("连接失败");
    const oidc = await t.send(
      endpoints.sso.admin.test,
      { kind: "oidc", enabled: true, name: "OIDC", settings: { issuer: cas.url, clientId: "x" } },
      { as: admin },
    );
    expect(oidc.ok).toBe(false);
  });

  it("shows enabled browser sources on the login page, and the directory's name", async () => {
    await t.send(
      endpoints.sso.admin.save,
      { kind: "cas", enabled: false, name: "统一认证", settings: { url: cas.url } },
      { as: admin },
    );
    const options = await t.send(endpoints.sso.options, {});
    expect(options.buttons).toEqual([]);
    expect(options.directory).toBe("学校目录");
  });
});

describe("the return-URL whitelist and its entry pages", () => {
  const items = [
    { code: "lms", name: "学习平台", url: "https://lms.school.test/" },
    { code: "library", name: "图书馆", url: "https://lib.school.test/opac" },
  ];

  it("is saved whole by an administrator", async () => {
    const saved = await checkEndpoint<typeof items>(t, {
      url: endpoints.sso.admin.saveReturnUrls.path,
      body: { items },
      as: admin,
      wrongRole: teacher,
      bad: { body: { items: [items[0], { ...items[1], code: "lms" }] }, field: "入口代码不能重复" },
    });
    expect(saved).toEqual([
      { code: "lms", name: "学习平台", url: "https://lms.school.test" },
      { code: "library", name: "图书馆", url: "https://lib.school.test/opac" },
    ]);
    expectBad(
      await t.call(
        endpoints.sso.admin.saveReturnUrls.path,
        { items: [{ ...items[0], url: "javascript:alert(1)" }] },
        { as: admin },
      ),
      "允许跳转的地址",
    );
    expect(ok<unknown[]>(await t.call(endpoints.sso.admin.returnUrls.path, {}, { as: admin }))).toHaveLength(2);
  });

  it("answers an entry page for anyone, 404 for an unknown code", async () => {
    expect(await t.send(endpoints.sso.entry, { code: "library" })).toEqual(items[1]);
    expectNotFound(await t.call(endpoints.sso.entry.path, { code: "nothing" }));
    expect((await t.send(endpoints.sso.options, {})).returnUrls).toEqual(["https://lms.school.test", items[1]?.url]);
  });
});
