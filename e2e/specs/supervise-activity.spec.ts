import { describe, expect, it } from "vitest";
import { browserSuite, login, type Session, screenshot, waitForMessage } from "../support/browser";

describe("student evaluation of teaching: student → manager → teacher", () => {
  const suite = browserSuite();
  let s: Session;

  it("the demo student evaluates the offering left to do, anonymously and once", async () => {
    s = await suite.open();
    const { page } = s;
    await login(page, "student");
    await page.goto("/user/sup/activity");
    await page.getByRole("button", { name: "去评价" }).first().click();
    await page.waitForURL(/\/supervise-activity\?id=\d+$/);
    await page.getByRole("button", { name: "评价", exact: true }).first().click();
    const inputs = page.getByRole("spinbutton");
    await expect.poll(() => inputs.count()).toBeGreaterThan(0);
    for (let i = 0; i < (await inputs.count()); i++) await inputs.nth(i).fill("9");
    await page.getByLabel("对老师的建议").fill("希望多一些课堂练习");
    await page.getByRole("button", { name: "匿名提交" }).click();
    await waitForMessage(page, /评价已提交：90 分/);
    await expect.poll(() => page.getByRole("button", { name: "评价", exact: true }).count()).toBe(0);
    await screenshot(page, "activity-student");
  });

  it("the manager reads results per teacher with the chart", async () => {
    s = await suite.open();
    const { page } = s;
    await login(page, "supervisor");
    await page.goto("/admin/business/supervise-activity");
    await page.getByText("结果", { exact: true }).first().click();
    await page.locator(".ant-modal canvas").first().waitFor();
    await expect.poll(() => page.locator(".ant-modal .ant-table-row").count()).toBeGreaterThan(0);
    await screenshot(page, "activity-results");
  });

  it("the teacher reads their own ended activity's result, unsigned", async () => {
    s = await suite.open();
    const { page } = s;
    await login(page, "teacher");
    await page.goto("/user/sup/activity");
    await page.getByRole("button", { name: "查看结果" }).first().click();
    await page.getByText("学生意见（匿名）").waitFor();
    expect(await page.locator(".ant-modal").textContent()).not.toContain("刘子涵");
  });
});
