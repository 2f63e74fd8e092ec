import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { closeSession, launchBrowser, login, openPage, type Session, screenshot } from "../support/browser";

const TEMPLATE = "端到端两级评价表";
const TASK = "端到端听课任务";

/** Options of the select list that is open now (closed lists stay in the page, hidden). */
const OPEN_OPTIONS = ".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option";

/** antd Select: open it by its label, type, and pick the first match. */
async function pick(page: Page, label: string, text: string) {
  const box = page.getByRole("combobox", { name: label });
  await box.click();
  await box.fill(text);
  await page.locator(OPEN_OPTIONS).filter({ hasText: text }).first().click();
  // A multiple select keeps its list open over the fields below: click outside to close it.
  await page.locator(".ant-modal-title").click();
}

describe("supervision: template → task → expert evaluation → teacher → statistics", () => {
  let browser: Browser;
  let s: Session;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async (ctx) => {
    await closeSession(s, ctx);
  });
  afterAll(async () => {
    await browser.close();
  });

  it("the manager builds a two-level template and assigns a task", async () => {
    s = await openPage(browser);
    const { page } = s;
    await login(page, "supervisor");
    await page.goto("/admin/supervisor/template/new/step/1");
    await page.getByLabel("模板名称").fill(TEMPLATE);
    await page.getByRole("button", { name: "保存并下一步" }).click();
    await page.waitForURL(/\/step\/2$/);
    const firsts = [
      { name: "教学设计", weight: "40", items: [["目标明确", "10"]] },
      {
        name: "教学实施",
        weight: "60",
        items: [
          ["讲授清晰", "20"],
          ["课堂互动", "5"],
        ],
      },
    ];
    for (const [i, f] of firsts.entries()) {
      await page.getByRole("button", { name: "添加一级指标" }).click();
      await page.getByLabel(`一级指标${i + 1}名称`).fill(f.name);
      await page.getByLabel(`一级指标${i + 1}权重`).fill(f.weight);
      for (const [j, [name, max]] of f.items.entries()) {
        await page.getByRole("button", { name: "添加二级指标" }).nth(i).click();
        await page.getByLabel(`二级指标${i + 1}.${j + 1}名称`).fill(name as string);
        await page.getByLabel(`二级指标${i + 1}.${j + 1}满分`).fill(max as string);
      }
    }
    await page.getByRole("button", { name: "保存并预览" }).click();
    await page.waitForURL(/\/template\/preview\//);
    await page.getByLabel("讲授清晰").fill("17");
    await page.getByText("教学实施（权重 60%）").waitFor();
    await screenshot(page, "supervise-template-preview");

    await page.goto("/admin/business/supervise-task");
    await page.getByRole("button", { name: "新建任务" }).click();
    const dialog = page.locator(".ant-modal");
    await dialog.getByLabel("任务名称").fill(TASK);
    await pick(page, "评价模板", TEMPLATE);
    await pick(page, "评价人", "专家王明哲");
    await pick(page, "选择课程", "浮力");
    await page.getByRole("combobox", { name: "选择小节" }).click();
    // The course list may still be closing: take an option of the newest open list.
    await page
      .locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)")
      .last()
      .locator(".ant-select-item-option")
      .first()
      .click();
    await dialog.getByRole("button", { name: "保存任务" }).click();
    await page.getByRole("cell", { name: TASK }).waitFor();
    await screenshot(page, "supervise-task-list");
    expect(s.errors).toEqual([]);
  });

  it("the expert logs in through /loginByExperts, listens, notes, scores and submits", async () => {
    s = await openPage(browser);
    const { page } = s;
    await login(page, "expert", { path: "/loginByExperts" });
    await page.waitForURL((u) => u.pathname === "/supervise-task");
    const card = page.locator(".ant-card").filter({ hasText: TASK });
    await card.getByRole("button", { name: "开始听课" }).first().click();
    await page.waitForURL(/\/supervisor-editor\/\d+$/);
    await page.getByText("听课笔记（点击时间跳回录像）").waitFor();
    await page.getByLabel("笔记内容").fill("提问设计有层次");
    await page.getByRole("button", { name: /记\s*录/ }).click();
    await page.getByText("提问设计有层次").waitFor();
    await page.getByLabel("目标明确").fill("8");
    await page.getByLabel("讲授清晰").fill("17");
    await page.getByLabel("课堂互动").fill("4.5");
    // 40×8/10 + 60×21.5/25 = 32 + 51.6 = 83.6
    await expect.poll(() => page.getByLabel("总分").textContent()).toContain("83.6");
    await page.getByRole("button", { name: "保存草稿" }).click();
    await page.getByText("草稿已保存").waitFor();
    await page.getByRole("button", { name: "提交评价" }).click();
    await page
      .locator(".ant-popconfirm")
      .getByRole("button", { name: /确\s*定|OK/ })
      .click();
    await page.waitForURL(/\/supervisor-detail\/\d+$/);
    await page.getByText("已提交").first().waitFor();
    await screenshot(page, "supervise-expert-submitted");
    expect(s.errors).toEqual([]);
  });

  it("the teacher reads the evaluation of their lesson; statistics show it and export xlsx", async () => {
    s = await openPage(browser);
    const { page } = s;
    await login(page, "teacher");
    await page.goto("/user/supervisor");
    await page.getByRole("link", { name: /浮力/ }).first().click();
    await page.waitForURL(/\/supervisor-detail\/\d+$/);
    await page.getByText("督导专家").first().waitFor();
    await screenshot(page, "supervise-teacher-detail");
    await s.context.close();

    s = await openPage(browser);
    await login(s.page, "supervisor");
    await s.page.goto("/supervise");
    await s.page.waitForURL(/supervise_statistics/);
    await s.page.getByRole("cell", { name: "张雨桐" }).waitFor();
    const download = s.page.waitForEvent("download");
    await s.page.getByRole("link", { name: "导出Excel" }).click();
    expect((await download).suggestedFilename()).toBe("督导统计.xlsx");
    await screenshot(s.page, "supervise-statistics");
    expect(s.errors).toEqual([]);
  });
});
