import { describe, expect, it } from "vitest";
import { expectAccessible } from "../support/axe";
import { browserSuite, login, type Session, screenshot, waitForPath } from "../support/browser";

const DAY = 86_400_000;
/** The demo contest opened three days before the seed ran (today): named after its season. */
const opened = new Date(Date.now() - 3 * DAY);
const CONTEST = `${opened.getFullYear()}年${opened.getMonth() >= 1 && opened.getMonth() <= 6 ? "春季" : "秋季"}微课大赛`;

describe("activities: a teacher registers and submits, the organiser audits, readers see the results", () => {
  const suite = browserSuite();
  let s: Session | undefined;

  it("a teacher registers with the organiser's fields and submits one of their resources", async () => {
    s = await suite.open();
    const { page } = s;
    await login(page, "teacher");
    await page.goto("/activity");
    await page.getByRole("link", { name: new RegExp(CONTEST) }).click();
    await waitForPath(page, /^\/activity\/\d+\/introduction$/);
    await page.getByRole("button", { name: "我要报名" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("数学", { exact: true }).click();
    await dialog.getByRole("textbox").first().fill("13800005555");
    await dialog.getByRole("button", { name: "提交报名" }).click();
    await page.getByText(/您已报名/).waitFor();
    await page.getByRole("button", { name: "提交作品" }).click();
    const submit = page.getByRole("dialog", { name: "提交作品" });
    await submit.getByRole("combobox").click();
    await page.locator(".ant-select-item-option").first().click();
    await expect.poll(() => submit.getByRole("textbox").first().inputValue()).not.toBe("");
    await submit.getByRole("button", { name: /提\s*交/ }).click();
    await submit.waitFor({ state: "hidden" });
    await page.goto("/user/activity");
    // The first table is 我的活动 (the demo teacher also recommends works for this contest below).
    const row = page.locator("tr.ant-table-row", { hasText: CONTEST }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain("待审核");
    await expectAccessible(page, "activity-mine");
    await screenshot(page, "activity-mine");
  });

  it("the organiser approves the registration and the work", async () => {
    s = await suite.open();
    const { page } = s;
    await login(page, "admin");
    await page.goto("/admin/business/activity");
    await page.locator("tr.ant-table-row", { hasText: CONTEST }).getByText("编辑").click();
    await waitForPath(page, /^\/admin\/business\/activity\/\d+$/);
    const row = page.locator("tr.ant-table-row", { hasText: "13800005555" });
    await row.waitFor();
    await row.getByText("通过报名").click();
    await expect.poll(() => row.textContent()).toContain("已通过");
    await row.getByText("作品通过").click();
    await expect.poll(() => row.textContent()).toContain("审核通过");
    await screenshot(page, "activity-editor");
  });

  it("a guest reads the finished contest's awards", async () => {
    s = await suite.open();
    const { page } = s;
    await page.goto("/activity");
    await page.getByRole("link", { name: /\d{4}年教学技能比赛/ }).click();
    await waitForPath(page, /^\/activity\/\d+\/introduction$/);
    await page.getByRole("tab", { name: "评比结果" }).click();
    await waitForPath(page, /^\/activity\/\d+\/results$/);
    await page.getByText("一等奖").waitFor();
    expect(await page.locator("tr.ant-table-row").count()).toBe(6);
    await expectAccessible(page, "activity-results");
    await screenshot(page, "activity-results");
  });
});
