import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CSRF_HEADER, CSRF_HEADER_VALUE, TOKEN_NAME } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type Services } from "../app.js";
import { loadConfig } from "../config.js";
import { createCache } from "../platform/cache/index.js";
import { connectDb, type DbHandle } from "../platform/db/client.js";
import { runMigrations } from "../platform/db/migrate.js";
import { freshDatabase } from "../test/harness.js";
import { createAdministrator } from "./first-admin.js";
import { isSeeded, syncMenus } from "./seed.js";

/**
 * Security finding 8: an empty production database (SEED=off) starts — the start-up menu sync
 * used to fail with a foreign-key error on role_menus — and its first administrator can be made.
 */
let database: Awaited<ReturnType<typeof freshDatabase>>;
let handle: DbHandle;
let services: Services;
let app: Awaited<ReturnType<typeof buildApp>>["app"];
const cache = createCache();
const dataDir = mkdtempSync(path.join(tmpdir(), "otp-empty-"));

beforeAll(async () => {
  database = await freshDatabase();
  handle = connectDb(database.url, { embedded: database.embedded });
  await runMigrations(handle.pool);
  const config = loadConfig({
    DATA_DIR: dataDir,
    ARGON2_MEMORY_KIB: "1024",
    ARGON2_TIME_COST: "1",
    SEED: "off",
    LIVE_RTMP_PORT: "0",
  });
  ({ app, services } = await buildApp({ config, db: handle.db, cache }));
});
afterAll(async () => {
  await app.close();
  await cache.close();
  await handle.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const login = (account: string, password: string) =>
  app.inject({
    method: "POST",
    url: "/api/login",
    headers: { "content-type": "application/json", [CSRF_HEADER]: CSRF_HEADER_VALUE },
    payload: JSON.stringify({ account, password }),
  });

describe("an empty database without the demo school", () => {
  it("starts: the start-up sync makes the built-in roles and grants their menus", async () => {
    expect(await isSeeded(handle.db)).toBe(false);
    await syncMenus(handle.db, services);
    // A second start finds everything in place.
    await syncMenus(handle.db, services);
    const roles = await services.roles.list();
    expect(roles.map((r) => r.name)).toContain("系统管理员");
  });

  it("refuses a weak password or a bad account, naming the field", async () => {
    await expect(
      createAdministrator(handle.db, services, { account: "root", password: "1", realName: "管理员" }),
    ).rejects.toThrow(/参数 password/);
    await expect(
      createAdministrator(handle.db, services, { account: "a b", password: "Root@2026x", realName: "管理员" }),
    ).rejects.toThrow(/参数 account/);
  });

  it("creates the first administrator, who logs in with every back-office screen", async () => {
    await createAdministrator(handle.db, services, { account: "root", password: "Root@2026x", realName: "管理员" });
    const res = await login("root", "Root@2026x");
    expect(res.statusCode, res.body).toBe(200);
    const token = res.cookies.find((c) => c.name === TOKEN_NAME)?.value;
    const users = await app.inject({
      method: "POST",
      url: "/api/m/base/log/list",
      headers: {
        "content-type": "application/json",
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        cookie: `${TOKEN_NAME}=${token}`,
      },
      payload: "{}",
    });
    expect(users.statusCode, users.body).toBe(200);
    await expect(
      createAdministrator(handle.db, services, { account: "root", password: "Root@2026x", realName: "管理员" }),
    ).rejects.toThrow(/已存在/);
  });
});
