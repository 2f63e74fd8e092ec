import { userEndpoints } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/harness.js";
import { seedRegistrations } from "./registrations.js";

/** The demo's 注册审核 is not empty: self-registrations wait there, made by the registration service. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("demo registrations", () => {
  it("two students and a teacher wait in 注册审核", async () => {
    const auditor = await t.login("auditor");
    const before = await t.send(userEndpoints.pending, { pageNo: 1, pageSize: 20 }, { as: auditor });
    await seedRegistrations(t.services);
    const after = await t.send(userEndpoints.pending, { pageNo: 1, pageSize: 20 }, { as: auditor });
    expect(after.count - before.count).toBe(3);
    expect(after.list.map((u) => u.account).sort()).toEqual(expect.arrayContaining(["s2601", "s2602", "t2601"]));
  });
});
