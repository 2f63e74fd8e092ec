import type { APIRequestContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiCall,
  apiSession,
  browserSuite,
  login,
  openUserMenu,
  type Session,
  screenshot,
  waitForModalOpen,
  waitForPath,
} from "../support/browser";

const stamp = Date.now().toString(36);
const ROLE = `运维值班${stamp}`;
const ACCOUNT = `e2e_${stamp}`;
const REAL_NAME = "测试运维员";
const PASSWORD = "E2e@Pass2026";

const visibleMessage = (page: Page, text: string) => page.locator(".ant-message").getByText(text).waitFor();

describe("an administrator creates a user and grants a role", () => {
  const suite = browserSuite();
  let admin: APIRequestContext;
  let s: Session;

  beforeAll(async () => {
    admin = await apiSession("admin");
  });
  afterAll(async () => {
    // Remove what the journey created (the database is a fresh temp one, but keep reruns clean).
    const users = await apiCall<{ list: { id: number; account: string }[] }>(admin, "/api/c/base/user/list", {
      pageNo: 1,
      pageSize: 20,
      keyword: ACCOUNT,
    }).catch(() => ({ list: [] }));
    const ids = users.list.filter((u) => u.account === ACCOUNT).map((u) => u.id);
    if (ids.length) await apiCall(admin, "/api/m/base/user/delete", { ids }).catch(() => null);
    const roles = await apiCall<{ id: number; name: string }[]>(admin, "/api/m/base/role/list").catch(() => []);
    const role = roles.find((r) => r.name === ROLE);
    if (role) await apiCall(admin, "/api/m/base/role/delete", { id: role.id }).catch(() => null);
    await admin.dispose();
  });

  it("role with one admin screen → new user → role granted → the user sees that menu only", async () => {
    s = await suite.open();
    const { page } = s;
    await login(page, "admin");

    // 1. A new role holding one back-office screen (系统日志) on /admin/system/permission.
    await page.goto("/admin/system/permission");
    await page.getByRole("button", { name: "新增角色" }).click();
    const dialog = page.getByRole("dialog");
    // Typed into and confirmed once it has finished opening (a click mid-animation can be lost).
    await waitForModalOpen(dialog);
    await dialog.getByLabel("角色名称").fill(ROLE);
    await dialog.getByRole("button", { name: /确\s*定/ }).click();
    await visibleMessage(page, "保存成功");
    await page.getByRole("button", { name: ROLE }).click();
    await page.getByText(`“${ROLE}”的菜单权限`).waitFor();
    const node = page.locator(".ant-tree-treenode", { hasText: "系统日志" });
    await node.locator(".ant-tree-checkbox").click();
    await expect.poll(() => node.locator(".ant-tree-checkbox-checked").count()).toBe(1);
    await page
      .locator(".ant-card", { hasText: "的菜单权限" })
      .getByRole("button", { name: /保\s*存/ })
      .click();
    await visibleMessage(page, "权限已保存");

    // 2. A new user on /admin/system/user.
    await page.goto("/admin/system/user");
    await page.getByRole("button", { name: "新增用户" }).click();
    await waitForPath(page, "/admin/system/user/add");
    await page.getByLabel("账号").fill(ACCOUNT);
    await page.getByLabel("姓名").fill(REAL_NAME);
    await page.getByLabel("教师").click();
    await expect.poll(() => page.getByLabel("教师").isChecked()).toBe(true);
    await page.getByLabel("初始密码").fill(PASSWORD);
    await page.getByLabel("确认密码").fill(PASSWORD);
    await page.getByRole("button", { name: /保\s*存/ }).click();
    await visibleMessage(page, "保存成功");
    await waitForPath(page, "/admin/system/user");

    // 3. Find the user and grant the role (分配角色).
    await page.getByPlaceholder("账号或姓名").fill(ACCOUNT);
    await page.getByRole("button", { name: /查\s*询/ }).click();
    const row = page.locator("tr.ant-table-row", { hasText: ACCOUNT });
    await expect.poll(() => page.locator("tr.ant-table-row").count()).toBe(1);
    await row.waitFor();
    await row.getByText("分配角色").click();
    await waitForPath(page, /^\/admin\/system\/user\/role\/\d+$/);
    await page.getByText(`分配角色：${REAL_NAME}（${ACCOUNT}）`).waitFor();
    // The group is controlled: React settles the checked state a moment after the click.
    const roleBox = page.getByLabel(ROLE);
    await roleBox.click();
    await expect.poll(() => roleBox.isChecked()).toBe(true);
    await page.getByRole("button", { name: /保\s*存/ }).click();
    await visibleMessage(page, "角色已保存");
    await page.goto("/admin/system/user");
    await page.getByPlaceholder("账号或姓名").fill(ACCOUNT);
    await page.getByRole("button", { name: /查\s*询/ }).click();
    await page.locator("tr.ant-table-row", { hasText: ACCOUNT }).getByText(ROLE).waitFor();
    await s.context.close();

    // 4. The new user logs in and finds the back office with exactly that screen.
    s = await suite.open();
    const user = s.page;
    await login(user, ACCOUNT, { password: PASSWORD });
    const userMenu = await openUserMenu(user);
    await userMenu.getByRole("menuitem", { name: "管理后台" }).click();
    await waitForPath(user, "/admin/maintenance/log");
    const menu = user.locator(".ant-pro-sider");
    await menu.getByText("系统日志").waitFor();
    expect(await menu.getByText("站点管理").count()).toBe(0);
    expect(await menu.getByText("用户管理").count()).toBe(0);
    await user.waitForLoadState("networkidle");
    await user.mouse.move(600, 600);
    await user
      .locator(".ant-dropdown:not(.ant-dropdown-hidden)")
      .waitFor({ state: "detached" })
      .catch(() => null);
    await screenshot(user, "admin-new-user-log");
    // Other back-office screens stay closed to them.
    await user.goto("/admin/system/user");
    await waitForPath(user, "/404");
    expect(s.errors).toEqual([]);
  });
});
