import { ADMIN_ROLE_ID, TEACHER_ROLE_ID } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userId, userWithScreens } from "../../test/accounts.js";
import { checkEndpoint, expectBad, expectForbidden, expectNotFound, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";

let t: TestApp;
let admin: string;
let student: string;
/** Holds a different screen (操作日志): the wrong role for 角色权限. */
let logViewer: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  student = await t.login("student");
  logViewer = await userWithScreens(t, admin, "logv01", ["maintenance.log"]);
});
afterAll(() => t.close());

type Tree = {
  code: string;
  subList: { id: number; code: string; url: string; subList: { id: number; code: string }[] }[];
}[];
const tree = async () => ok<Tree>(await t.call("/api/m/base/menu/tree", {}, { as: admin }));

describe("roles", () => {
  it("a custom role with one screen grants exactly that screen's calls", async () => {
    const roleId = (
      await checkEndpoint<{ id: number }>(t, {
        url: "/api/m/base/role/save",
        body: { name: "日志查看员" },
        as: admin,
        bad: { body: { name: "" }, field: "name" },
        wrongRole: logViewer,
      })
    ).id;
    expect((await t.call("/api/m/base/role/save", { name: "日志查看员" }, { as: admin })).statusCode).toBe(409);
    const logMenu = (await tree())
      .find((g) => g.code === "MG")
      ?.subList.flatMap((s) => s.subList)
      .find((m) => m.code === "maintenance.log");
    await checkEndpoint(t, {
      url: "/api/m/base/role/menu/save",
      body: { roleId, menuIds: [logMenu?.id] },
      as: admin,
      bad: { body: { roleId, menuIds: "x" }, field: "menuIds" },
      wrongRole: student,
    });
    expect(
      await checkEndpoint(t, {
        url: "/api/m/base/role/menu/list",
        body: { roleId },
        as: admin,
        bad: { body: { roleId: "x" }, field: "roleId" },
        wrongRole: logViewer,
      }),
    ).toEqual([logMenu?.id]);
    ok(
      await t.call(
        "/api/m/base/user/role/save",
        { userId: await userId(t, "t017"), roleIds: [TEACHER_ROLE_ID, roleId] },
        { as: admin },
      ),
    );
    const tok = await t.login("t017");
    ok(await t.call("/api/m/base/log/list", {}, { as: tok }));
    expectForbidden(await t.call("/api/m/base/term/list", {}, { as: tok }));
    expectBad(await t.call("/api/m/base/role/menu/save", { roleId, menuIds: [99999] }, { as: admin }), "menuIds");
    expect(
      (await t.call("/api/m/base/role/menu/save", { roleId: ADMIN_ROLE_ID, menuIds: [] }, { as: admin })).statusCode,
    ).toBe(400);
    expect((await t.call("/api/m/base/role/delete", { id: ADMIN_ROLE_ID }, { as: admin })).statusCode).toBe(409);
    await checkEndpoint(t, {
      url: "/api/m/base/role/delete",
      body: { id: roleId },
      as: admin,
      bad: { body: { id: 0 }, field: "id" },
      wrongRole: logViewer,
    });
    expectForbidden(await t.call("/api/m/base/log/list", {}, { as: tok }));
    expectNotFound(await t.call("/api/m/base/role/delete", { id: roleId }, { as: admin }));
    expectNotFound(await t.call("/api/m/base/role/menu/list", { roleId }, { as: admin }));
    const roles = await checkEndpoint<{ id: number; userCount: number }[]>(t, {
      url: "/api/m/base/role/list",
      body: {},
      as: admin,
      wrongRole: student,
    });
    expect(roles.find((r) => r.id === 7)?.userCount).toBe(201);
    expect(roles.find((r) => r.id === ADMIN_ROLE_ID)?.userCount).toBe(1);
  });

  it("renames a role, keeping names unique", async () => {
    const a = ok<{ id: number }>(await t.call("/api/m/base/role/save", { name: "临时角色甲" }, { as: admin }));
    ok(await t.call("/api/m/base/role/save", { name: "临时角色乙" }, { as: admin }));
    const renamed = ok<{ name: string; remark: string }>(
      await t.call("/api/m/base/role/save", { id: a.id, name: "临时角色丙", remark: "说明" }, { as: admin }),
    );
    expect(renamed).toMatchObject({ name: "临时角色丙", remark: "说明" });
    expect((await t.call("/api/m/base/role/save", { id: a.id, name: "临时角色乙" }, { as: admin })).statusCode).toBe(
      409,
    );
    expectNotFound(await t.call("/api/m/base/role/save", { id: 99999, name: "不存在" }, { as: admin }));
  });
});

describe("menus", () => {
  it("the whole tree is for permission managers", async () => {
    const groups = await checkEndpoint<Tree>(t, {
      url: "/api/m/base/menu/tree",
      body: {},
      as: admin,
      wrongRole: logViewer,
    });
    expect(groups.map((g) => g.code)).toEqual(["nav", "userCenter", "socluster", "MG"]);
  });

  it("navigation items can be renamed and opened to guests", async () => {
    const nav = (await tree()).find((g) => g.code === "nav")?.subList[1] as { id: number; url: string };
    const navEditor = await userWithScreens(t, admin, "nav01", ["site.navigation"]);
    await checkEndpoint(t, {
      url: "/api/m/base/nav/save",
      body: { id: nav.id, name: "全站搜索", url: nav.url, loginVisit: false },
      as: navEditor,
      bad: { body: { id: nav.id, name: "x", url: "javascript:alert(1)", loginVisit: false }, field: "url" },
      wrongRole: logViewer,
    });
    const guestMenus = ok<{ code: string; subList: { name: string }[] }[]>(await t.call("/api/c/base/permission/list"));
    expect(guestMenus.find((g) => g.code === "nav")?.subList.map((m) => m.name)).toContain("全站搜索");
    const mgItem = (await tree()).find((g) => g.code === "MG")?.subList[0] as { id: number };
    expectNotFound(
      await t.call(
        "/api/m/base/nav/save",
        { id: mgItem.id, name: "改后台", url: "/x", loginVisit: true },
        { as: admin },
      ),
    );
  });

  it("编辑导航 reorders, renames and hides header entries in one save; the header reads them", async () => {
    type Item = {
      id: number;
      code: string;
      name: string;
      url: string;
      alt: string;
      css: string;
      loginVisit: boolean;
      hidden?: boolean;
      subList: Item[];
    };
    const navOf = async () => (await tree()).find((g) => g.code === "nav")?.subList as unknown as Item[];
    const before = await navOf();
    const flat = (items: Item[]): Item[] => items.flatMap((m) => [m, ...flat(m.subList)]);
    const items = flat(before).map(({ subList, code, ...m }) => ({ ...m, hidden: m.hidden ?? false }));
    // The last entry goes first, the second is renamed and hidden.
    const top = before.map((m) => m.id);
    const [a, b] = top as [number, number];
    const last = top[top.length - 1] as number;
    const reordered = [...items.filter((i) => i.id === last), ...items.filter((i) => i.id !== last)].map((i) =>
      i.id === b ? { ...i, name: "隐藏的导航", hidden: true } : i,
    );
    const navEditor = await userWithScreens(t, admin, "nav02", ["site.navigation"]);
    const saved = await checkEndpoint<{ count: number }>(t, {
      url: "/api/m/site/navigation/edit/save",
      body: { items: reordered },
      as: navEditor,
      bad: { body: { items: reordered.map((i) => (i.id === a ? { ...i, url: "ftp://x" } : i)) }, field: "url" },
      wrongRole: logViewer,
    });
    expect(saved.count).toBe(reordered.length);
    const after = await navOf();
    expect(after[0]?.id).toBe(last);
    expect(after.find((m) => m.id === b)).toMatchObject({ name: "隐藏的导航", hidden: true });
    // The header (a teacher's menus, a guest's) leaves the hidden entry out and keeps the order.
    const teacherMenus = ok<Tree>(await t.call("/api/l/base/user/module/list", {}, { as: await t.login("teacher") }));
    const teacherNav = teacherMenus.find((g) => g.code === "nav")?.subList ?? [];
    expect(teacherNav.map((m) => m.id)).not.toContain(b);
    expect(teacherNav[0]?.id).toBe(last);
    // Unknown ids, other groups' items and repeats are refused, naming the item; nothing is written.
    const mgItem = (await tree()).find((g) => g.code === "MG")?.subList[0] as { id: number };
    const one = reordered[0] as (typeof reordered)[number];
    expectBad(
      await t.call("/api/m/site/navigation/edit/save", { items: [{ ...one, id: mgItem.id }] }, { as: admin }),
      "items[0].id",
    );
    expectBad(await t.call("/api/m/site/navigation/edit/save", { items: [one, one] }, { as: admin }), "items[1].id");
    expectBad(await t.call("/api/m/site/navigation/edit/save", { items: [] }, { as: admin }), "items");
    // Restore the shipped order for the other tests.
    ok(await t.call("/api/m/site/navigation/edit/save", { items }, { as: admin }));
    expect((await navOf()).map((m) => m.id)).toEqual(top);
  });
});
