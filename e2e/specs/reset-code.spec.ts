import type { APIRequestContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiSession, browserSuite, login, PASSWORD, type Session, waitForPath } from "../support/browser";

/** A seeded teacher no other spec uses. */
const ACCOUNT = "t028";
const NEW_PASSWORD = "Reset@Code2026";

const visibleMessage = (page: Page, text: string) => page.locator(".ant-message").getByText(text).waitFor();

async function fillResetForm(page: Page, code: string) {
  await page.goto("/resetPwd");
  await page.getByLabel("账号").fill(ACCOUNT);
  await page.getByPlaceholder("向管理员获取的8位重置码").fill(code);
  await page.getByLabel("新密码", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("确认新密码").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: /重置密码/ }).click();
}

describe("forgotten password: an administrator issues a one-time reset code", () => {
  const suite = browserSuite();
  let admin: APIRequestContext;
  let s: Session;
  let userId: number | undefined;

  beforeAll(async () => {
    admin = await apiSession("admin");
    const found = await apiCall<{ list: { id: number; account: string }[] }>(admin, "/api/c/base/user/list", {
      pageNo: 1,
      pageSize: 20,
      keyword: ACCOUNT,
    });
    userId = found.list.find((u) => u.account === ACCOUNT)?.id;
  });
  afterAll(async () => {
    // Back to the seeded password, so reruns and other specs can log in as usual.
    if (userId)
      await apiCall(admin, "/api/m/base/user/pwd/reset", { id: userId, password: PASSWORD }).catch(() => null);
    await admin.dispose();
  });

  it("admin generates a code on /admin/system/user → user resets on /resetPwd → logs in; the code is single use", async () => {
    expect(userId).toBeDefined();

    // 1. The administrator generates the code from the user's row.
    s = await suite.open();
    const { page } = s;
    await login(page, "admin");
    await page.goto("/admin/system/user");
    await page.getByPlaceholder("账号或姓名").fill(ACCOUNT);
    await page.getByRole("button", { name: /查\s*询/ }).click();
    await expect.poll(() => page.locator("tr.ant-table-row").count()).toBe(1);
    await page.locator("tr.ant-table-row", { hasText: ACCOUNT }).getByRole("button", { name: /更多/ }).click();
    await page.getByRole("menuitem", { name: "生成重置码" }).click();
    await page
      .locator(".ant-modal-confirm")
      .getByRole("button", { name: /确\s*定/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "重置码已生成" });
    await dialog.waitFor();
    const code = (await dialog.getByTestId("reset-code").innerText()).trim();
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    await dialog.getByText("重置码24小时内有效，仅可使用一次；请通过可靠渠道告知用户本人。").waitFor();
    await dialog.getByRole("button", { name: /关\s*闭/ }).click();
    await s.context.close();

    // 2. The user (not logged in) resets with the code, typed in lower case, and is sent to /login.
    s = await suite.open();
    const user = s.page;
    await fillResetForm(user, code.toLowerCase());
    await visibleMessage(user, "密码已重置，请使用新密码登录");
    await waitForPath(user, "/login");
    await login(user, ACCOUNT, { password: NEW_PASSWORD });

    // 3. The same code does not work a second time.
    await user.context().clearCookies();
    await user.evaluate(() => localStorage.clear());
    await fillResetForm(user, code);
    await visibleMessage(user, "账号或重置码不正确");
    expect(new URL(user.url()).pathname).toBe("/resetPwd");
  });
});
