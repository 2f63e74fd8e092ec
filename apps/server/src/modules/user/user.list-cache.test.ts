import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CSRF_HEADER, CSRF_HEADER_VALUE, TOKEN_NAME } from "@otp/contract";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type Services } from "../../app.js";
import { loadConfig } from "../../config.js";
import { type Cache, createCache } from "../../platform/cache/index.js";
import { connectDb, type Db } from "../../platform/db/client.js";
import { runMigrations } from "../../platform/db/migrate.js";
import { DEMO_PASSWORD } from "../../seed/demo-data.js";
import { seedDemo } from "../../seed/seed.js";
import { ok } from "../../test/expect.js";
import { freshDatabase } from "../../test/harness.js";
import { users } from "./user.tables.js";

/**
 * Pages of users are kept per filter until a user or role write bumps their version in the
 * shared cache (issue 16). Two instances on one database and one cache: a write through either
 * shows on the next list of both.
 */
type Row = { id: number; account: string; realName: string; lastLoginAt?: string | null; roles?: { name: string }[] };
type Instance = { app: FastifyInstance; services: Services };

let a: Instance;
let b: Instance;
let cache: Cache;
let db: Db;
let admin: string;
let close: () => Promise<void>;

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "otp-test-"));
  const database = await freshDatabase();
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: database.embedded ? undefined : database.url,
    ARGON2_MEMORY_KIB: "1024",
    ARGON2_TIME_COST: "1",
    LOG_LEVEL: "silent",
    LIVE_RTMP_PORT: "0",
  });
  const handle = connectDb(database.url, { embedded: database.embedded });
  await runMigrations(handle.pool);
  cache = createCache(process.env.REDIS_URL, `otp-test-${randomBytes(4).toString("hex")}:`);
  db = handle.db;
  a = await buildApp({ config, db: handle.db, cache });
  b = await buildApp({ config, db: handle.db, cache });
  await seedDemo(handle.db, a.services, { content: false });
  admin = await login(a, "admin");
  close = async () => {
    await a.app.close();
    await b.app.close();
    await cache.close();
    await handle.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
});
afterAll(() => close());

function call(on: Instance, url: string, body: object, as?: string) {
  return on.app.inject({
    method: "POST",
    url,
    headers: {
      "content-type": "application/json",
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      ...(as ? { cookie: `${TOKEN_NAME}=${as}` } : {}),
    },
    payload: JSON.stringify(body),
  });
}

async function login(on: Instance, account: string) {
  const res = await call(on, "/api/login", { account, password: DEMO_PASSWORD });
  const cookie = res.cookies.find((c) => c.name === TOKEN_NAME);
  if (!cookie) throw new Error(`login ${account} failed: ${res.body}`);
  return cookie.value;
}

const list = async (on: Instance, input: object = { userType: "teacher", pageSize: 100 }) =>
  ok<{ list: Row[]; count: number }>(await call(on, "/api/c/base/user/list", input, admin));
const row = async (on: Instance, account: string) =>
  (await list(on, { keyword: account, pageSize: 100 })).list.find((u) => u.account === account) as Row;

describe("kept pages of users", () => {
  it("are served from memory: a change made outside the module shows only once the version moves", async () => {
    const before = await row(a, "t030");
    // Written behind the module's back (no bump): the instance keeps answering what it kept.
    await db.update(users).set({ realName: "直接改名" }).where(eq(users.account, "t030"));
    expect((await row(a, "t030")).realName).toBe(before.realName);
    await b.services.users.forget([]);
    expect((await row(a, "t030")).realName).toBe("直接改名");
    expect((await row(b, "t030")).realName).toBe("直接改名");
  });

  it("a profile saved through one instance shows on the next list of both", async () => {
    const id = (await row(a, "t021")).id;
    await list(a);
    await list(b);
    ok(await call(b, "/api/l/base/user/save", { id, realName: "新名字老师" }, admin));
    expect((await list(a)).list.find((u) => u.id === id)?.realName).toBe("新名字老师");
    expect((await list(b)).list.find((u) => u.id === id)?.realName).toBe("新名字老师");
  });

  it("a login through the other instance shows its last login time", async () => {
    expect((await row(a, "t022")).lastLoginAt ?? null).toBeNull();
    await login(b, "t022");
    expect((await row(a, "t022")).lastLoginAt).toBeTruthy();
  });

  it("created, deleted and re-roled users and renamed roles show at once", async () => {
    const count = (await list(a, { pageSize: 1 })).count;
    const made = ok<{ id: number }>(
      await call(b, "/api/l/base/user/save", { account: "cache01", realName: "缓存测试", userType: "teacher" }, admin),
    );
    expect((await list(a, { pageSize: 1 })).count).toBe(count + 1);
    const role = ok<{ id: number }>(await call(a, "/api/m/base/role/save", { name: "缓存角色" }, admin));
    ok(await call(a, "/api/m/base/user/role/save", { userId: made.id, roleIds: [role.id] }, admin));
    expect((await row(b, "cache01")).roles?.map((r) => r.name)).toEqual(["缓存角色"]);
    ok(await call(b, "/api/m/base/role/save", { id: role.id, name: "缓存角色改" }, admin));
    expect((await row(a, "cache01")).roles?.map((r) => r.name)).toEqual(["缓存角色改"]);
    ok(await call(a, "/api/m/base/user/delete", { ids: [made.id] }, admin));
    expect((await list(b, { pageSize: 1 })).count).toBe(count);
  });
});
