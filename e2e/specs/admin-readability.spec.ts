import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible } from "../support/axe";
import { apiSession, browserSuite, login, screenshot, setAreaSwitch } from "../support/browser";

/** Issue 23, finding 22: the back office reads in Chinese, with one date format. */

/** The one date-time format of admin tables (decision 0049). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;
/** Anything that looks like a date: ISO, slashes, with or without seconds. */
const ANY_DATE = /\d{4}[-/]\d{1,2}[-/]\d{1,2}/;

/** The texts of the table's body cells that hold a date. */
async function dateCells(page: Page): Promise<string[]> {
  const cells = await page.locator(".ant-table-tbody td").allInnerTexts();
  return cells.map((c) => c.trim()).filter((c) => ANY_DATE.test(c));
}

describe("admin readability", () => {
  const suite = browserSuite();

  it("the operation log names actions and fields in Chinese, never paths or JSON, with one date format", async () => {
    const api = await apiSession("admin");
    await setAreaSwitch(api, "grey", false);
    await api.dispose();
    const { page } = await suite.open();
    await login(page, "admin");
    await page.goto("/admin/maintenance/log");
    const row = page.locator("tr.ant-table-row", { hasText: "保存站点配置" }).first();
    await row.waitFor();
    await expect(row.innerText()).resolves.toContain("配置项：grey");
    await expect(row.innerText()).resolves.toContain("启用：否");
    const table = await page.locator(".ant-table-tbody").innerText();
    expect(table).not.toContain("/api/");
    expect(table).not.toMatch(/[{[]"/);
    const dates = await dateCells(page);
    expect(dates.length).toBeGreaterThan(0);
    for (const d of dates) expect(d).toMatch(DATE_TIME);
    await screenshot(page, "admin-log-readable");
    await expectAccessible(page, "admin-log-readable");

    await page.goto("/admin/system/online");
    await page.locator("tr.ant-table-row", { hasText: "admin" }).first().waitFor();
    const online = await dateCells(page);
    expect(online.length).toBeGreaterThan(0);
    for (const d of online) expect(d).toMatch(DATE_TIME);
  });

  it("新增用户 guesses no type and refuses a role that does not fit it, in Chinese", async () => {
    const { page } = await suite.open();
    await login(page, "admin");
    await page.goto("/admin/system/user/add");
    await page.getByLabel("账号").fill(`fit_${Date.now().toString(36)}`);
    await page.getByLabel("姓名").fill("类型测试");
    for (const type of ["教师", "学生", "职工", "管理员"])
      await expect(page.getByRole("radio", { name: type }).isChecked()).resolves.toBe(false);
    await page.getByRole("button", { name: /保\s*存/ }).click();
    await page.getByText("请选择用户类型").waitFor();

    await page.getByRole("radio", { name: "学生" }).check();
    await page.getByLabel("角色").click();
    await page.locator(".ant-select-item-option", { hasText: /^教师$/ }).click();
    await page.keyboard.press("Escape");
    await page.getByText("学生用户不能拥有「教师」角色，请改选角色或用户类型").waitFor();
    await screenshot(page, "admin-new-user-role-misfit");
    await page.getByRole("button", { name: /保\s*存/ }).click();
    // Still on the form: nothing was saved.
    await page.getByText("学生用户不能拥有「教师」角色，请改选角色或用户类型").waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/system/user/add");
  });
});
