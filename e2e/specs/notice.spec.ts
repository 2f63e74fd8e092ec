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
  waitForPath,
} from "../support/browser";

/** A seeded teacher no other spec uses. */
const ACCOUNT = "t027";

async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
}

describe("notices: an administrator's password reset reaches the user", () => {
  const suite = browserSuite();
  let admin: APIRequestContext;
  let s: Session;

  beforeAll(async () => {
    admin = await apiSession("admin");
  });
  afterAll(async () => {
    await admin.dispose();
  });

  it("admin resets the password → the user sees the notice in /user/notice and reads it", async () => {
    // 0. An earlier reset (through the API), so the user has two unread notices.
    const found = await apiCall<{ list: { id: number; account: string }[] }>(admin, "/api/c/base/user/list", {
      pageNo: 1,
      pageSize: 20,
      keyword: ACCOUNT,
    });
    const target = found.list.find((u) => u.account === ACCOUNT);
    expect(target).toBeDefined();
    await apiCall(admin, "/api/m/base/user/pwd/reset", { id: target?.id });

    // 1. The administrator resets the teacher's password on /admin/system/user.
    s = await suite.open();
    const { page } = s;
    await login(page, "admin");
    await page.goto("/admin/system/user");
    await page.getByPlaceholder("账号或姓名").fill(ACCOUNT);
    await page.getByRole("button", { name: /查\s*询/ }).click();
    await expect.poll(() => page.locator("tr.ant-table-row").count()).toBe(1);
    const row = page.locator("tr.ant-table-row", { hasText: ACCOUNT });
    await row.getByRole("button", { name: /更多/ }).click();
    await page.getByRole("menuitem", { name: "重置密码" }).click();
    await page
      .locator(".ant-modal-confirm")
      .getByRole("button", { name: /确\s*定/ })
      .click();
    const result = page.locator(".ant-modal-confirm", { hasText: "密码已重置" });
    await result.waitFor();
    const password = (await result.locator("code").innerText()).trim();
    expect(password.length).toBeGreaterThanOrEqual(8);

    // The edit page loads the user by id, also when opened directly.
    await result.getByRole("button").last().click();
    await page.goto(`/admin/system/user/${target?.id}`);
    await expect.poll(() => page.getByLabel("账号").inputValue()).toBe(ACCOUNT);
    await s.context.close();

    // 2. The teacher logs in with the new password and finds the notice.
    s = await suite.open();
    const user = s.page;
    await login(user, ACCOUNT, { password });
    const menu = await openUserMenu(user);
    const noticeItem = menu.getByRole("menuitem", { name: /我的消息/ });
    await noticeItem.locator(".ant-badge-count").waitFor();
    await noticeItem.click();
    await waitForPath(user, "/user/notice");
    await expect.poll(() => user.locator(".notice-unread", { hasText: "密码已被管理员重置" }).count()).toBe(2);
    const item = user.locator(".notice-item", { hasText: "密码已被管理员重置" }).first();
    await item.waitFor();
    await expect.poll(() => item.evaluate((el) => el.classList.contains("notice-unread"))).toBe(true);
    const sideBadge = user.locator(".user-centre-side .ant-menu-item", { hasText: "我的消息" }).locator(".ant-badge");
    await sideBadge.waitFor();
    await user.mouse.move(600, 700);
    await user
      .locator(".ant-dropdown:not(.ant-dropdown-hidden)")
      .waitFor({ state: "detached" })
      .catch(() => null);
    await settle(user);
    await screenshot(user, "user-notice");

    // 3. Opening the notice marks it read; "全部标为已读" clears the rest.
    await item.click();
    await expect.poll(() => item.evaluate((el) => el.classList.contains("notice-unread"))).toBe(false);
    await user.getByRole("button", { name: "全部标为已读" }).click();
    await user.locator(".ant-message").getByText("已全部标为已读").waitFor();
    await expect.poll(() => user.locator(".notice-unread").count()).toBe(0);
    await expect.poll(() => sideBadge.count()).toBe(0);
    await user.getByRole("tab", { name: /未读/ }).click();
    await user.getByText("没有未读消息").waitFor();
    expect(s.errors).toEqual([]);
  });
});

/** Issue 23, finding 16: students are told of new assignments, and switch such notices off in 消息设置. */
describe("notices: a student is told of a new assignment and chooses what to receive", () => {
  const suite = browserSuite();
  const STUDENT = "s0151";
  const TEACHER = "t023";
  let s: Session;

  it("the notice arrives in 我的消息; with 新作业 switched off the next one does not", async () => {
    const studentApi = await apiSession(STUDENT);
    const teacherApi = await apiSession(TEACHER);
    try {
      const { classId } = await apiCall<{ classId: number }>(studentApi, "/api/l/base/user/info");
      const assign = (title: string) =>
        apiCall(teacherApi, "/api/l/assignment/save", {
          title,
          instructions: "完成课本习题并上传。",
          classIds: [classId],
          dueAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
          fileKinds: ["document"],
          latePolicy: "refuse",
        });
      await assign("浮力单元练习");

      s = await suite.open();
      const { page } = s;
      await login(page, STUDENT);
      await page.goto("/user/notice");
      const notice = page.locator(".notice-item", { hasText: "新作业" }).first();
      await notice.waitFor();
      expect(await notice.innerText()).toContain("作业");
      await notice.click();
      await notice.getByText("“浮力单元练习”").waitFor();

      await page.getByRole("tab", { name: "消息设置" }).click();
      for (const label of ["新作业", "作业批阅", "直播提醒", "活动结果"])
        await page.getByText(label, { exact: true }).waitFor();
      const toggle = page.getByRole("switch", { name: "接收新作业消息" });
      expect(await toggle.getAttribute("aria-checked")).toBe("true");
      await toggle.click();
      await page.locator(".ant-message").getByText("已关闭该类消息，之后不再收到").waitFor();
      await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("false");
      await page.waitForLoadState("networkidle");
      await screenshot(page, "user-notice-settings");

      await assign("压强单元练习");
      const list = await apiCall<{ list: { content: string }[] }>(studentApi, "/api/l/base/notice/list", {
        pageSize: 50,
      });
      expect(list.list.some((n) => n.content.includes("压强单元练习"))).toBe(false);
      await page.reload();
      await page.getByRole("tab", { name: "消息设置" }).click();
      await expect
        .poll(() => page.getByRole("switch", { name: "接收新作业消息" }).getAttribute("aria-checked"))
        .toBe("false");
      expect(s.errors).toEqual([]);
    } finally {
      await studentApi.dispose();
      await teacherApi.dispose();
    }
  });
});
