import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { expectBad, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { areaPics } from "./site.tables.js";

/**
 * Security finding 6: a switch row that is missing (a fresh production database, a deleted row)
 * must read as the safe value, not as off.
 */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  await t.db.delete(areaPics).where(inArray(areaPics.areaCode, ["PWD_STRONG", "user_register_audit"]));
  // Past the settings cache's lifetime, so the deletion is what the platform reads.
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 60_000 });
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

const register = (input: object) => t.call("/api/c/base/user/register", input);

describe("missing switch rows take the safe value", () => {
  it("no PWD_STRONG row: strong passwords are required", async () => {
    expectBad(await register({ account: "weak01", realName: "弱密码", password: "1" }), "password");
    expectBad(await register({ account: "weak02", realName: "弱密码", password: "abcdefgh" }), "password");
  });

  it("no user_register_audit row: a self-registered teacher waits for audit", async () => {
    const res = await register({ account: "newt01", realName: "新教师", password: "Reg@20261", userType: "teacher" });
    expect(ok<{ status: number }>(res).status).toBe(2);
  });

  it("the settings screen shows both switches on", async () => {
    const admin = await t.login("admin");
    for (const code of ["PWD_STRONG", "user_register_audit"]) {
      const detail = ok<{ isUsing: boolean }>(await t.call(`/api/c/cms/area/pic/${code}/detail`, {}, { as: admin }));
      expect(detail.isUsing, code).toBe(true);
    }
  });
});
