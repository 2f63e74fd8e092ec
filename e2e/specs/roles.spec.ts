import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSuite, login, openUserMenu, type Session, waitForPath } from "../support/browser";

const ADMIN_GROUPS = ["站点管理", "基础数据", "系统管理", "业务管理", "审核管理", "运维管理"];
const NON_ADMIN_ROLES = ["expert", "teacher", "student"];
/** Roles whose back office is supervision only (templates, settings, phrases, tasks). */
const SUPERVISION_MANAGERS = ["supervisor", "expertmgr"];

/** Opens the header's user menu and returns the labels of its items. */
async function userMenuItems(page: Page): Promise<string[]> {
  const dropdown = await openUserMenu(page);
  // An unread-message count (badge digits) may follow "我的消息".
  return (await dropdown.getByRole("menuitem").allTextContents()).map((t) => t.replace(/\d+\+?$/, "").trim());
}

/**
 * Opens an item of the user menu (管理后台, 个人中心). The header re-renders when the unread-notice
 * count arrives, which can close the dropdown under the pointer: open it again and click until the
 * path changes.
 */
async function openFromUserMenu(page: Page, path: RegExp, name = "管理后台") {
  for (let attempt = 0; ; attempt++) {
    const dropdown = await openUserMenu(page);
    await dropdown.getByRole("menuitem", { name }).click();
    try {
      await page.waitForURL((u) => path.test(u.pathname), { waitUntil: "commit", timeout: 5_000 });
      return;
    } catch (e) {
      if (attempt >= 2) throw e;
    }
  }
}

describe("demo roles see only their menus", () => {
  const suite = browserSuite();
  let s: Session;

  it("admin: header navigation, 管理后台 in the user menu, every admin menu group", async () => {
    s = await suite.open();
    const { page } = s;
    await login(page, "admin");
    await waitForPath(page, "/portal");
    const nav = page.locator(".otp-header");
    await nav.getByText("首页").first().waitFor();
    const items = await userMenuItems(page);
    expect(items).toEqual([
      "个人中心",
      "我的消息",
      "督导评价",
      "在线巡课",
      "AI课堂分析",
      "AI教研分析",
      "管理后台",
      "退出登录",
    ]);
    await page.getByRole("menuitem", { name: "管理后台" }).click();
    // /admin opens site/logo by default.
    await waitForPath(page, "/admin/site/logo");
    const menu = page.locator(".ant-pro-sider");
    for (const g of ADMIN_GROUPS) await menu.getByText(g, { exact: true }).waitFor();
    expect(s.errors).toEqual([]);
  });

  it("auditor: 管理后台 holds only the audit screens", async () => {
    s = await suite.open();
    const { page } = s;
    await login(page, "auditor");
    await waitForPath(page, "/portal");
    expect(await userMenuItems(page)).toEqual(["个人中心", "我的消息", "管理后台", "退出登录"]);
    await openFromUserMenu(page, /^\/admin\/audit\//);
    const menu = page.locator(".ant-pro-sider");
    await menu.getByText("审核管理", { exact: true }).waitFor();
    expect(await menu.getByText("站点管理", { exact: true }).count()).toBe(0);
    await page.goto("/admin/site/logo");
    await waitForPath(page, "/404");
    expect(s.errors).toEqual([]);
  });

  for (const account of SUPERVISION_MANAGERS) {
    it(`${account}: 管理后台 holds only the supervision screens`, async () => {
      s = await suite.open();
      const { page } = s;
      await login(page, account);
      await waitForPath(page, "/portal");
      expect(await userMenuItems(page)).toEqual([
        "个人中心",
        "我的消息",
        "督导评价",
        "在线巡课",
        "AI课堂分析",
        "AI教研分析",
        "管理后台",
        "退出登录",
      ]);
      await openFromUserMenu(page, /^\/admin\//);
      const menu = page.locator(".ant-pro-sider");
      await menu.getByText("督导管理", { exact: true }).waitFor();
      expect(await menu.getByText("站点管理", { exact: true }).count()).toBe(0);
      await page.goto("/admin/site/logo");
      await waitForPath(page, "/404");
      expect(s.errors).toEqual([]);
    });
  }

  for (const account of NON_ADMIN_ROLES) {
    it(`${account}: personal centre only, no 管理后台; admin pages answer /404`, async () => {
      s = await suite.open();
      const { page } = s;
      await login(page, account);
      await waitForPath(page, "/portal");
      const items = await userMenuItems(page);
      // Experts patrol classrooms (在线巡课); teachers and students do not. Teachers (experts
      // are teachers too) read their own lessons' AI analysis and research; students do not.
      const patrol = account === "expert" ? ["在线巡课"] : [];
      const analysis = account === "student" ? [] : ["AI课堂分析", "AI教研分析"];
      expect(items).toEqual(["个人中心", "我的消息", ...patrol, ...analysis, "退出登录"]);
      // The personal centre's menu comes from the userCenter group.
      await page.keyboard.press("Escape");
      await openFromUserMenu(page, /^\/user/, "个人中心");
      await page.getByText("我的消息").first().waitFor();
      expect(await page.getByText("管理后台").count()).toBe(0);
      await page.goto("/admin/site/logo");
      await waitForPath(page, "/404");
      await page.goto("/admin");
      await waitForPath(page, "/404");
      expect(s.errors).toEqual([]);
    });
  }
});
