import type { AuditOverview } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userWithScreens } from "../../test/accounts.js";
import { checkEndpoint, expectForbidden, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { newCourse } from "../course/course.fixtures.js";

let t: TestApp;
let admin: string;
let auditor: string;
let teacher: string;

beforeAll(async () => {
  t = await startTestApp();
  [admin, auditor, teacher] = await Promise.all(["admin", "auditor", "t001"].map((a) => t.login(a)));
});
afterAll(() => t.close());

describe("the audit centre's home", () => {
  it("counts what waits and lists the latest decisions with links to their screens", async () => {
    const a = await newCourse(t, teacher, "待审核的课一");
    const b = await newCourse(t, teacher, "待审核的课二");
    for (const c of [a, b]) ok(await t.call("/api/l/course/submit", { courseId: c.id }, { as: teacher }));
    const before = await checkEndpoint<AuditOverview>(t, {
      url: "/api/m/audit/overview",
      body: {},
      as: auditor,
      wrongRole: teacher,
    });
    expect(before.pending.find((p) => p.kind === "course")).toMatchObject({ count: 2, path: "/admin/audit/course" });

    ok(await t.call("/api/m/audit/course/decide", { ids: [a.id], pass: true }, { as: auditor }));
    ok(await t.call("/api/m/audit/course/decide", { ids: [b.id], pass: false, reason: "简介不完整" }, { as: admin }));
    const after = ok<AuditOverview>(await t.call("/api/m/audit/overview", {}, { as: auditor }));
    expect(after.pending.find((p) => p.kind === "course")?.count).toBe(0);
    expect(after.recent.slice(0, 2)).toMatchObject([
      { kind: "course", account: "admin", pass: false, items: 1, reason: "简介不完整", path: "/admin/audit/course" },
      { kind: "course", account: "auditor", pass: true, items: 1 },
    ]);
  });

  it("registration audit (审核管理 → 注册审核) lists pending registrations and decides them", async () => {
    const reg = ok<{ id: number; status: number }>(
      await t.call("/api/c/base/user/register", {
        account: "acreg01",
        realName: "待审学生",
        password: "Reg@20261",
        phone: "13912345678",
      }),
    );
    expect(reg.status).toBe(2);
    const holder = await userWithScreens(t, admin, "acaudituser", ["audit.user"]);
    const page = await checkEndpoint<{ list: { id: number; account: string; phone: string | null }[]; count: number }>(
      t,
      {
        url: "/api/m/audit/user/list",
        body: {},
        as: holder,
        wrongRole: teacher,
        bad: { body: { pageSize: 1000 }, field: "pageSize" },
      },
    );
    expect(page.list.map((u) => [u.account, u.phone])).toEqual([["acreg01", "13912345678"]]);
    ok(await t.call("/api/m/base/user/audit", { ids: [page.list[0]?.id], pass: true }, { as: holder }));
    expect(ok<{ count: number }>(await t.call("/api/m/audit/user/list", {}, { as: holder })).count).toBe(0);
    const overview = ok<AuditOverview>(await t.call("/api/m/audit/overview", {}, { as: auditor }));
    expect(overview.recent[0]).toMatchObject({
      kind: "user",
      account: "acaudituser",
      pass: true,
      path: "/admin/audit/user",
    });
  });

  it("is refused to a holder of another screen", async () => {
    const other = await userWithScreens(t, admin, "auditother", ["audit.word"]);
    expectForbidden(await t.call("/api/m/audit/overview", {}, { as: other }));
  });
});
