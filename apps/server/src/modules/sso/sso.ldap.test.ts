import net from "node:net";
import { type LdapSettings, ldapSettingsSchema, ssoSourceSaveSchema, USER_STATUS } from "@otp/contract";
import { Client } from "ldapts";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MemoryCache } from "../../platform/cache/memory-cache.js";
import { connectDb, type DbHandle } from "../../platform/db/client.js";
import { runMigrations } from "../../platform/db/migrate.js";
import { AppError } from "../../platform/http/errors.js";
import { freshDatabase } from "../../test/harness.js";
import {
  personLdif,
  requireSlapd,
  SLAPD_PEOPLE,
  SLAPD_PEOPLE_DN,
  SLAPD_READER,
  startSlapd,
  type TestDirectory,
} from "../../test/slapd.js";
import { FakeUsers } from "../../test/sso-users.js";
import { type SourceConfig, SsoConfig } from "./sso.config.js";
import { SsoIdentities } from "./sso.identity.js";
import { DIRECTORY_DOWN, directoryEntry, generalizedTime, LdapDirectory } from "./sso.ldap.js";
import { LdapSync } from "./sso.ldap.sync.js";

const noSessions = {
  start: () => Promise.reject(new Error("no session in these tests")),
};

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, "127.0.0.1", r));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise((r) => srv.close(r));
  return port;
}

function ldapSource(url: string, over: Partial<LdapSettings> = {}, secret = SLAPD_READER.password) {
  const settings = ldapSettingsSchema.parse({
    url,
    bindDn: SLAPD_READER.dn,
    baseDn: "dc=school,dc=test",
    userFilter: "(objectClass=inetOrgPerson)",
    emailAttr: "mail",
    phoneAttr: "telephoneNumber",
    ...over,
  });
  return {
    kind: "ldap",
    enabled: true,
    name: "学校目录",
    provision: true,
    roleId: null,
    userType: "student",
    orgId: null,
    settings,
    secret,
  } satisfies SourceConfig<"ldap">;
}

async function rejection(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe("directory entries", () => {
  it("reads GeneralizedTime with seconds, fractions and offsets", () => {
    expect(generalizedTime("20240102030405Z")?.toISOString()).toBe("2024-01-02T03:04:05.000Z");
    expect(generalizedTime("20240102030405.0Z")?.toISOString()).toBe("2024-01-02T03:04:05.000Z");
    expect(generalizedTime("20240102110405+0800")?.toISOString()).toBe("2024-01-02T03:04:05.000Z");
    expect(generalizedTime("yesterday")).toBeNull();
  });

  it("keys an entry on entryUUID, else Active Directory's objectGUID, else its DN; a missing account attribute is no identity", () => {
    const settings = ldapSource("ldap://dir.school.test:389/").settings;
    const guid = Buffer.from("00112233445566778899aabbccddeeff", "hex");
    const base = { dn: "uid=T1,OU=People,dc=school,dc=test", cn: "某老师" };
    expect(directoryEntry(settings, { ...base, uid: "T1", entryUUID: "ABC-1" }).subject).toBe("abc-1");
    expect(directoryEntry(settings, { ...base, uid: "T1", objectGUID: guid }).subject).toBe(guid.toString("hex"));
    const byDn = directoryEntry(settings, { ...base, UID: ["t1", "T-1"] }, "t-1");
    expect(byDn.subject).toBe("uid=t1,ou=people,dc=school,dc=test");
    expect(byDn.identity).toMatchObject({ account: "T-1", issuer: "ldap:dc=school,dc=test" });
    expect(directoryEntry(settings, base).identity).toBeNull();
  });
});

describe.skipIf(!requireSlapd())("LDAP against a real slapd", () => {
  let dir: TestDirectory;
  const directory = new LdapDirectory();

  beforeAll(async () => {
    dir = (await startSlapd()) as TestDirectory;
  });
  afterAll(() => dir?.stop());

  describe("LdapDirectory.authenticate", () => {
    it("binds as the user's entry and returns the mapped identity, the account as the directory spells it", async () => {
      const t = SLAPD_PEOPLE.t001;
      const identity = await directory.authenticate(ldapSource(dir.url), "T001", t.password);
      expect(identity).toEqual({
        kind: "ldap",
        issuer: "ldap:dc=school,dc=test",
        subject: expect.stringMatching(/^[0-9a-f-]{36}$/),
        account: "t001",
        profile: { realName: "张老师", email: t.mail, phone: t.phone },
      });
      const again = await directory.authenticate(ldapSource(dir.url), "t001", t.password);
      expect(again?.subject).toBe(identity?.subject);
    });

    it("refuses a wrong password", async () => {
      expect(await directory.authenticate(ldapSource(dir.url), "t001", "wrong")).toBeNull();
      expect(await directory.authenticate(ldapSource(dir.url), "nobody", "teacherpw")).toBeNull();
    });

    it("refuses an empty password without any bind (Active Directory would take it as anonymous)", async () => {
      const bind = vi.spyOn(Client.prototype, "bind");
      try {
        expect(await directory.authenticate(ldapSource(dir.url), "t001", "")).toBeNull();
        expect(bind).not.toHaveBeenCalled();
        // The spy sees binds: a wrong password is one as the service account, one as the user.
        await directory.authenticate(ldapSource(dir.url), "t001", "wrong");
        expect(bind.mock.calls.map((c) => c[0])).toEqual([SLAPD_READER.dn, `uid=t001,${SLAPD_PEOPLE_DN}`]);
      } finally {
        bind.mockRestore();
      }
    });

    it("escapes the account in the filter: an injection matches nobody", async () => {
      const src = ldapSource(dir.url);
      for (const account of ["a)(|(uid=*", "t001)(|(uid=*", "*", "t00*", "t001)(uid=s001"]) {
        expect(await directory.authenticate(src, account, SLAPD_PEOPLE.t001.password)).toBeNull();
      }
    });

    it("refuses an entry without the mapped account attribute", async () => {
      const zhao = SLAPD_PEOPLE.zhao;
      // The entry keyed by cn has no uid: under the uid mapping it is nobody…
      expect(await directory.authenticate(ldapSource(dir.url), zhao.cn, zhao.password)).toBeNull();
      // …while its password is right (mapped on cn it signs in).
      expect(
        (await directory.authenticate(ldapSource(dir.url, { accountAttr: "cn" }), zhao.cn, zhao.password))?.account,
      ).toBe(zhao.cn);
      // employeeNumber is searchable but not readable: the entry matches, the attribute is absent.
      const bind = vi.spyOn(Client.prototype, "bind");
      try {
        const src = ldapSource(dir.url, { accountAttr: "employeeNumber" });
        expect(await directory.authenticate(src, "E-t001", SLAPD_PEOPLE.t001.password)).toBeNull();
        expect(bind).toHaveBeenCalledTimes(1); // the service account only, never the entry
      } finally {
        bind.mockRestore();
      }
    });

    it("answers 503 in Chinese within seconds when the directory is down or does not answer", async () => {
      const down = await rejection(
        directory.authenticate(ldapSource(`ldap://127.0.0.1:${await closedPort()}`), "t001", "x"),
      );
      expect(down).toMatchObject({ status: 503, message: DIRECTORY_DOWN });
      // A server that accepts the connection and never answers: the operation timeout ends it.
      const silent = net.createServer(() => {});
      await new Promise<void>((r) => silent.listen(0, "127.0.0.1", r));
      try {
        const url = `ldap://127.0.0.1:${(silent.address() as net.AddressInfo).port}`;
        const slow = await rejection(new LdapDirectory({ timeoutMs: 300 }).authenticate(ldapSource(url), "t001", "x"));
        expect(slow).toMatchObject({ status: 503, message: DIRECTORY_DOWN });
        const tested = await new LdapDirectory({ timeoutMs: 300 }).test(ldapSource(url));
        expect(tested).toEqual({ ok: false, message: expect.stringMatching(/^连接失败：.*连接超时/) });
      } finally {
        silent.close();
      }
    });

    it("answers 503 when the service account is refused, without saying more to the user", async () => {
      const err = await rejection(directory.authenticate(ldapSource(dir.url, {}, "wrong"), "t001", "teacherpw"));
      expect(err.status).toBe(503);
      expect(err.message).toBe("统一身份目录配置有误，请联系管理员");
    });
  });

  describe("LdapDirectory.test", () => {
    it("says how many users the filter finds", async () => {
      expect(await directory.test(ldapSource(dir.url))).toEqual({ ok: true, message: "连接成功，找到 3 个用户" });
    });

    it("says which step failed", async () => {
      const wrongPassword = await directory.test(ldapSource(dir.url, {}, "wrong"));
      expect(wrongPassword).toEqual({ ok: false, message: expect.stringMatching(/^查询账号认证失败/) });
      const noPassword = await directory.test(ldapSource(dir.url, {}, ""));
      expect(noPassword).toEqual({ ok: false, message: "查询账号认证失败：未设置查询账号密码" });
      const badBase = await directory.test(ldapSource(dir.url, { baseDn: "ou=nowhere,dc=school,dc=test" }));
      expect(badBase).toEqual({ ok: false, message: expect.stringMatching(/^搜索起点不存在：ou=nowhere/) });
      const unreachable = await directory.test(ldapSource(`ldap://127.0.0.1:${await closedPort()}`));
      expect(unreachable).toEqual({ ok: false, message: expect.stringMatching(/^连接失败：.*连接被拒绝/) });
      const badFilter = await directory.test(ldapSource(dir.url, { userFilter: "(objectClass)" }));
      expect(badFilter).toEqual({ ok: false, message: expect.stringMatching(/^用户过滤条件无法解析/) });
    });
  });

  describe("LdapSync", () => {
    let syncDir: TestDirectory;
    let database: Awaited<ReturnType<typeof freshDatabase>>;
    let handle: DbHandle;
    let users: FakeUsers;
    let config: SsoConfig;
    let sync: LdapSync;
    let other: LdapSync;
    /** An instance of the platform with its own directory client (the cache is shared). */
    let instance: (directory?: LdapDirectory) => LdapSync;
    const logged: string[] = [];

    const saveSource = (settings: Partial<LdapSettings>, enabled = true) =>
      config.save(
        ssoSourceSaveSchema.parse({
          kind: "ldap",
          enabled,
          name: "学校目录",
          settings: { ...ldapSource(syncDir.url).settings, bindPassword: SLAPD_READER.password, ...settings },
        }),
      );
    const status = (account: string) => users.byAccount(account)?.status;

    beforeAll(async () => {
      syncDir = (await startSlapd()) as TestDirectory;
      database = await freshDatabase();
      handle = connectDb(database.url, { embedded: database.embedded });
      await runMigrations(handle.pool);
      users = new FakeUsers();
      config = new SsoConfig(handle.db, { siteUrl: "http://school.test", users });
      const identities = new SsoIdentities(handle.db, users, noSessions as never);
      // Two instances of the platform: the lock lives in their shared cache.
      const cache = new MemoryCache();
      instance = (directory = new LdapDirectory()) =>
        new LdapSync({ config, identities, users, directory, cache, log: (msg) => logged.push(msg) });
      sync = instance();
      other = instance();
    });
    afterAll(async () => {
      await syncDir?.stop();
      await handle?.close();
      await database?.drop();
    });

    it("needs the LDAP source switched on", async () => {
      expect(await rejection(sync.run())).toMatchObject({ status: 400, message: "LDAP 未启用" });
      await saveSource({}, false);
      expect(await rejection(sync.run())).toMatchObject({ status: 400, message: "LDAP 未启用" });
    });

    it("first run: links the account the platform has, provisions the others, with the directory's profile", async () => {
      await saveSource({});
      const existing = users.add("s001");
      // Entries seeded in an earlier second than the run: the next run can tell them apart.
      await new Promise((r) => setTimeout(r, 1100));
      const result = await sync.run();
      expect(result).toMatchObject({ ok: true, read: 3, created: 3, updated: 0, suspended: 0, message: "同步完成" });
      expect(users.provisioned.sort()).toEqual(["s002", "t001"]);
      expect(users.byAccount("s001")?.id).toBe(existing);
      expect(users.byAccount("s001")?.profile).toMatchObject({ realName: "李同学", email: "s001@school.test" });
      expect(users.byAccount("t001")).toMatchObject({ realName: "张老师", profile: { phone: "13800000001" } });
      expect((await config.views()).find((v) => v.kind === "ldap")?.lastSync).toEqual(result);
    });

    it("next run: only the entries modified since the last run started", async () => {
      await syncDir.modify(`dn: uid=s001,${SLAPD_PEOPLE_DN}\nchangetype: modify\nreplace: cn\ncn: 李同学（改名）`);
      await syncDir.add(personLdif({ uid: "s003", cn: "赵同学", mail: "s003@school.test", password: "s3pw" }));
      users.profileUpdates.length = 0;
      const result = await sync.run();
      expect(result).toMatchObject({ ok: true, read: 4, created: 1, updated: 1, suspended: 0 });
      expect(users.profileUpdates).toEqual([users.byAccount("s001")?.id]);
      expect(users.byAccount("s001")?.profile.realName).toBe("李同学（改名）");
      expect(users.provisioned).toContain("s003");
    });

    it("suspends a linked user whose entry is gone (once), or keeps them when set to keep", async () => {
      await syncDir.modify(`dn: uid=s002,${SLAPD_PEOPLE_DN}\nchangetype: delete`);
      expect(await sync.run()).toMatchObject({ ok: true, read: 3, suspended: 1 });
      expect(status("s002")).toBe(USER_STATUS.DISABLED);
      expect(status("t001")).toBe(USER_STATUS.ENABLED);
      expect(await sync.run()).toMatchObject({ ok: true, suspended: 0 });

      await saveSource({ removed: "keep" });
      await syncDir.modify(`dn: uid=t001,${SLAPD_PEOPLE_DN}\nchangetype: delete`);
      const kept = await sync.run();
      expect(kept).toMatchObject({ ok: true, read: 2, suspended: 0 });
      expect(kept.message).toContain("按设置保留");
      expect(status("t001")).toBe(USER_STATUS.ENABLED);
      await saveSource({ removed: "suspend" });
      expect(await sync.run()).toMatchObject({ ok: true, suspended: 1 });
      expect(status("t001")).toBe(USER_STATUS.DISABLED);
    });

    it("skips entries whose account attribute it cannot read, and suspends nobody for them", async () => {
      // employeeNumber matches the presence filter but is never returned (the directory's ACL).
      await saveSource({ accountAttr: "employeeNumber" });
      const result = await sync.run();
      expect(result).toMatchObject({ ok: true, read: 3, created: 0, updated: 0, suspended: 0 });
      expect(result.message).toContain("跳过 3 个缺少账号属性（employeeNumber）的条目");
      expect(status("s001")).toBe(USER_STATUS.ENABLED);
      // A directory that returns nobody (a wrong filter) suspends nobody either.
      await saveSource({ userFilter: "(objectClass=nothing)" });
      const empty = await sync.run();
      expect(empty).toMatchObject({ ok: true, read: 0, suspended: 0 });
      expect(empty.message).toContain("目录未返回任何用户");
      expect(status("s003")).toBe(USER_STATUS.ENABLED);
      await saveSource({});
    });

    it("runs one at a time: a concurrent run is refused with 409", async () => {
      // The first instance's run holds the lock while its directory read is held back.
      let entered!: () => void;
      let open!: () => void;
      const inside = new Promise<void>((r) => {
        entered = r;
      });
      const gate = new Promise<void>((r) => {
        open = r;
      });
      const slow = new LdapDirectory();
      const read = slow.entries.bind(slow);
      slow.entries = async function* (source) {
        entered();
        await gate;
        yield* read(source);
      };
      const running = instance(slow).run();
      await inside;
      expect(await rejection(other.run())).toMatchObject({ status: 409, message: "目录同步正在进行，请稍后再试" });
      open();
      expect((await running).ok).toBe(true);
      // The lock is released after the run.
      expect((await other.run()).ok).toBe(true);
    });

    it("runs on schedule only when switched on and due", async () => {
      expect(await sync.tick()).toBeNull(); // syncEnabled is off by default
      await saveSource({ syncEnabled: true, syncMinutes: 5 });
      expect(await sync.tick()).toBeNull(); // the last run started moments ago
      const later = Date.now() + 6 * 60_000;
      vi.useFakeTimers({ toFake: ["Date"], now: later });
      try {
        expect(await sync.tick()).toMatchObject({ ok: true, startedAt: new Date(later).toISOString() });
      } finally {
        vi.useRealTimers();
      }
      await saveSource({});
    });

    it("a failed run (directory down) suspends nobody and says why", async () => {
      const before = [...users.rows.values()].map((u) => u.status);
      await syncDir.stop();
      const result = await sync.run();
      expect(result).toMatchObject({ ok: false, read: 0, created: 0, updated: 0, suspended: 0 });
      expect(result.message).toBe(`同步失败：${DIRECTORY_DOWN}`);
      expect([...users.rows.values()].map((u) => u.status)).toEqual(before);
      expect((await config.views()).find((v) => v.kind === "ldap")?.lastSync).toMatchObject({ ok: false });
      expect(logged).toContain("LDAP sync failed");
    });
  });
});
