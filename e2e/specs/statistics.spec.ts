import { readFileSync } from "node:fs";
import path from "node:path";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import {
  ARTIFACTS,
  apiCall,
  apiSession,
  browserSuite,
  login,
  type Session,
  screenshot,
  waitForMessage,
} from "../support/browser";

/** A seeded student no other spec uses. */
const STUDENT = "s0187";

describe("statistics and the sensitive-word library", () => {
  const suite = browserSuite();
  let s: Session;

  it("an administrator reads the course-visit dashboard and exports its ranking to xlsx", async () => {
    s = await suite.open({ acceptDownloads: true });
    const { page } = s;
    await login(page, "admin");
    await page.goto("/data-statistics/ds-course-visit");
    await page.getByRole("heading", { name: "数据统计" }).waitFor();
    const visits = page.locator(".ant-statistic").filter({ hasText: "访问次数" });
    await visits.waitFor();
    // The demo school's visits (four months, rolled up) fill the last 30 days.
    const value = Number((await visits.locator(".ant-statistic-content-value").innerText()).replace(/,/g, ""));
    expect(value).toBeGreaterThan(0);
    await page.locator("figure[aria-label='访问趋势'] svg").first().waitFor();
    await screenshot(page, "statistics-course-visit");

    const card = page.locator(".ant-card").filter({ has: page.getByText("课程访问排行", { exact: true }) });
    const firstCourse = await card.locator("tr.ant-table-row").first().locator("td").nth(1).innerText();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      card.getByRole("button", { name: /导出Excel/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^课程访问排行_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const file = path.join(ARTIFACTS, "statistics-ranking.xlsx");
    await download.saveAs(file);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync(file) as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws?.getRow(1).values).toEqual([undefined, "排名", "课程名称", "院系", "访问次数", "访客人次"]);
    expect(ws?.getRow(2).getCell(2).value).toBe(firstCourse);

    // Another dashboard through its tab.
    await page.getByRole("tab", { name: "系统访问统计" }).click();
    await page.waitForURL(/\/data-statistics\/ds-system-visit$/);
    await page.locator("figure[aria-label='星期分布']").waitFor();
  });

  it("a comment with a blocked word is refused with the word shown; a masked word is stored masked", async () => {
    const admin = await apiSession("admin");
    const { list } = await apiCall<{ list: { id: number }[] }>(admin, "/api/c/course/list", { pageNo: 1, pageSize: 1 });
    await admin.dispose();
    const courseId = list[0]?.id;
    expect(courseId).toBeDefined();

    s = await suite.open();
    const { page } = s;
    await login(page, STUDENT);
    await page.goto(`/course/${courseId}`);
    await page.getByRole("tab", { name: /课程评论/ }).click();
    const box = page.getByLabel("评论内容");
    await box.fill("周末一起去 賭-博 吧");
    await page.getByRole("button", { name: "发表评论" }).click();
    await waitForMessage(page, /包含敏感词「赌博」/);
    // Nothing was stored; the text stays in the box for the writer to change.
    await expect.poll(() => page.locator(".course-comment-list").getByText("周末一起去").count()).toBe(0);
    expect(await box.inputValue()).toBe("周末一起去 賭-博 吧");

    await box.fill("这道题我真是个笨蛋");
    await page.getByRole("button", { name: "发表评论" }).click();
    await page.locator(".course-comment-list").getByText("这道题我真是个**").first().waitFor();
    await screenshot(page, "sensitive-word-comment");
  });
});
