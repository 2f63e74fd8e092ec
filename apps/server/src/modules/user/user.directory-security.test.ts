import { ADMIN_ROLE_ID } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userId, userWithScreens } from "../../test/accounts.js";
import { expectForbidden, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";

/** Security findings 2 (phone-number oracle) and 3 (enumeration) of issue 16. */

let t: TestApp;
let admin: string;
let teacherManager: string;

interface Row {
  account: string;
  userType: string;
  phone?: string | null;
}
const list = async (input: object, as?: string) =>
  ok<{ list: Row[]; count: number }>(await t.call("/api/c/base/user/list", input, { as }));

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  teacherManager = await userWithScreens(t, admin, "sec1-tmgr", ["system.teacherUser"]);
  const phones: [string, string][] = [
    ["admin", "13912345678"],
    ["t022", "13787654321"],
    ["student", "13655554444"],
  ];
  for (const [account, phone] of phones)
    ok(await t.call("/api/l/base/user/save", { id: await userId(t, account), phone }, { as: admin }));
});
afterAll(() => t.close());

describe("finding 2: phone numbers are searched only within the user types the caller manages", () => {
  it("a manager of teachers cannot learn an administrator's phone number digit by digit", async () => {
    expectForbidden(
      await t.call("/api/c/base/user/list", { userType: "admin", keyword: "1391" }, { as: teacherManager }),
    );
    expect((await list({ keyword: "1391234" }, teacherManager)).list.map((r) => r.account)).not.toContain("admin");
    // Nor a student's: students are listed for them, but not managed by them.
    expect((await list({ keyword: "1365555" }, teacherManager)).list.map((r) => r.account)).not.toContain("student");
  });

  it("finds the users they do manage by phone, and the administrator finds anyone", async () => {
    const found = await list({ keyword: "1378765" }, teacherManager);
    expect(found.list.map((r) => r.account)).toEqual(["t022"]);
    expect(found.list[0]?.phone).toBe("13787654321");
    expect((await list({ keyword: "1391234" }, admin)).list.map((r) => r.account)).toEqual(["admin"]);
  });
});

describe("finding 3: the directory shows each role what it needs", () => {
  it("a student lists teachers only: no administrators, no role filter", async () => {
    const student = await t.login("student");
    expectForbidden(await t.call("/api/c/base/user/list", { userType: "admin" }, { as: student }));
    expectForbidden(await t.call("/api/c/base/user/list", { roleId: ADMIN_ROLE_ID }, { as: student }));
    const all = await list({ pageSize: 200 }, student);
    expect(all.count).toBeGreaterThan(0);
    expect(new Set(all.list.map((r) => r.userType))).toEqual(new Set(["teacher"]));
    // The portal's famous teachers still load.
    expect((await list({ userType: "teacher", recommend: true }, student)).count).toBeGreaterThan(0);
  });

  it("a teacher lists teachers and students (course member pickers), not administrators", async () => {
    const teacher = await t.login("teacher");
    const all = await list({ pageSize: 200 }, teacher);
    expect(all.list.every((r) => r.userType === "student" || r.userType === "teacher")).toBe(true);
    expect((await list({ userType: "teacher" }, teacher)).count).toBeGreaterThan(0);
    expect((await list({ userType: "student", keyword: "student" }, teacher)).count).toBeGreaterThan(0);
    expectForbidden(await t.call("/api/c/base/user/list", { userType: "admin" }, { as: teacher }));
    expectForbidden(await t.call("/api/c/base/user/list", { roleId: ADMIN_ROLE_ID }, { as: teacher }));
  });

  it("a visitor lists teachers only; the administrator filters by role", async () => {
    const guest = await list({ pageSize: 200 });
    expect(new Set(guest.list.map((r) => r.userType))).toEqual(new Set(["teacher"]));
    expectForbidden(await t.call("/api/c/base/user/list", { userType: "student" }));
    const admins = await list({ roleId: ADMIN_ROLE_ID }, admin);
    expect(admins.list.map((r) => r.account)).toContain("admin");
  });

  it("a user's roles are read only by that user and by the managers of their type", async () => {
    const student = await t.login("student");
    const adminId = await userId(t, "admin");
    expectForbidden(await t.call("/api/c/base/user/role/list/role", { userId: adminId }, { as: student }));
    expectForbidden(await t.call("/api/c/base/user/role/list/role", { userId: adminId }, { as: teacherManager }));
    ok(await t.call("/api/c/base/user/role/list/role", { userId: await userId(t, "student") }, { as: student }));
    ok(await t.call("/api/c/base/user/role/list/role", { userId: await userId(t, "t022") }, { as: teacherManager }));
  });
});
