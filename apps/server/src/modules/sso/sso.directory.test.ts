import { endpoints, STUDENT_ROLE_ID, USER_STATUS } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userId } from "../../test/accounts.js";
import { ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import {
  requireSlapd,
  SLAPD_PEOPLE,
  SLAPD_PEOPLE_DN,
  SLAPD_READER,
  startSlapd,
  type TestDirectory,
} from "../../test/slapd.js";

/** The ordinary login checking the school's directory, through the API, against a real slapd. */

const hasSlapd = requireSlapd();
let t: TestApp;
let admin: string;
let dir: TestDirectory;

const login = (account: string, password: string, as?: string) =>
  t.call(endpoints.auth.login.path, { account, password }, { as });

describe.skipIf(!hasSlapd)("login through the school's LDAP directory", () => {
  beforeAll(async () => {
    [t, dir] = (await Promise.all([startTestApp(), startSlapd()])) as [TestApp, TestDirectory];
    admin = await t.login("admin");
    await t.send(
      endpoints.sso.admin.save,
      {
        kind: "ldap",
        enabled: true,
        name: "学校统一身份",
        settings: {
          url: dir.url,
          bindDn: SLAPD_READER.dn,
          bindPassword: SLAPD_READER.password,
          baseDn: SLAPD_PEOPLE_DN,
          emailAttr: "mail",
          phoneAttr: "telephoneNumber",
        },
      },
      { as: admin },
    );
  });
  afterAll(async () => {
    await t?.close();
    await dir?.stop();
  });

  it("tests the connection from the back office", async () => {
    const view = (await t.send(endpoints.sso.admin.list, {}, { as: admin })).find((s) => s.kind === "ldap");
    const result = await t.send(
      endpoints.sso.admin.test,
      { kind: "ldap", enabled: true, name: "学校统一身份", settings: { ...view?.settings, bindPassword: "" } as never },
      { as: admin },
    );
    expect(result.ok, result.message).toBe(true);
    expect(result.message).toContain("找到");
  });

  it("makes the account of a directory user on first login, with the directory's name and contacts", async () => {
    const p = SLAPD_PEOPLE.s001;
    // The browser was signed in as someone else: the directory login ends that session.
    const before = await t.login("t002");
    const res = await login("s001", p.password, before);
    expect((await t.send(endpoints.auth.info, {}, { as: before })).userInfo).toBeNull();
    const data = ok<{
      userInfo: { account: string; realName: string; email: string; phone: string; roles: { id: number }[] };
    }>(res);
    expect(data.userInfo).toMatchObject({ account: "s001", realName: p.cn, email: p.mail, phone: p.phone });
    expect(data.userInfo.roles.map((r) => r.id)).toEqual([STUDENT_ROLE_ID]);
    const log = await t.send(
      endpoints.oplog.list,
      { category: "login", keyword: "s001", pageNo: 1, pageSize: 5 },
      { as: admin },
    );
    expect(log.list.map((r) => r.action)).toContain("目录登录(LDAP)");
  });

  it("refuses a wrong password, an empty one and a filter-injection account", async () => {
    expect((await login("s001", "wrong")).statusCode).toBe(401);
    const empty = await login("s001", "");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toContain("请输入密码");
    for (const account of ["a)(|(uid=*", "*", "s00*"]) {
      const res = await login(account, SLAPD_PEOPLE.s001.password);
      expect(res.statusCode, account).toBe(401);
      expect(res.json().msg).toBe("账号或密码错误");
    }
  });

  it("keeps local accounts local until the sync links them to the directory", async () => {
    // The demo's t001 is a local account: its own password, not the directory's.
    ok(await login("t001", "Demo@2026"));
    expect((await login("t001", SLAPD_PEOPLE.t001.password)).statusCode).toBe(401);
    const result = ok<{ ok: boolean; read: number }>(await t.call(endpoints.sso.admin.sync.path, {}, { as: admin }));
    expect(result.ok).toBe(true);
    // Now a directory account: the directory's password, and the local one no longer.
    ok(await login("t001", SLAPD_PEOPLE.t001.password));
    expect((await login("t001", "Demo@2026")).statusCode).toBe(401);
  });

  it("refuses a disabled user even with the right directory password", async () => {
    const id = await userId(t, "s001");
    ok(await t.call(endpoints.user.save.path, { id, status: USER_STATUS.DISABLED }, { as: admin }));
    const res = await login("s001", SLAPD_PEOPLE.s001.password);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toContain("停用");
  });

  it("says so within seconds when the directory is down, and local accounts still log in", async () => {
    await dir.stop();
    const started = Date.now();
    const res = await login("s002", SLAPD_PEOPLE.s002.password);
    expect(res.statusCode).toBe(503);
    expect(res.json().msg).toContain("统一身份目录暂时无法连接");
    expect(Date.now() - started).toBeLessThan(8_000);
    ok(await login("admin", "Demo@2026"));
  });
});
