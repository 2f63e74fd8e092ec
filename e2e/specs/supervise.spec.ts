import { type ChildProcess, spawn } from "node:child_process";
import type { Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { ffmpegPath } from "../fixtures/media";
import { apiCall, apiSession, browserSuite, login, type Session, screenshot } from "../support/browser";

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
  const suite = browserSuite();
  let s: Session;

  it("the manager builds a two-level template and assigns a task", async () => {
    s = await suite.open();
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
    s = await suite.open();
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
    s = await suite.open();
    const { page } = s;
    await login(page, "teacher");
    await page.goto("/user/supervisor");
    await page.getByRole("link", { name: /浮力/ }).first().click();
    await page.waitForURL(/\/supervisor-detail\/\d+$/);
    await page.getByText("督导专家").first().waitFor();
    await screenshot(page, "supervise-teacher-detail");
    await s.context.close();

    s = await suite.open();
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

/** ffmpeg pushing a test pattern with a tone over RTMP, as a classroom encoder does. */
function push(url: string): ChildProcess {
  const args = ["-hide_banner", "-loglevel", "error", "-re", "-f", "lavfi", "-i", "testsrc2=size=640x360:rate=15"];
  const tone = ["-f", "lavfi", "-i", "sine=frequency=440"];
  const out = [
    "-c:v",
    "libx264",
    "-preset",
    "ultrafast",
    "-tune",
    "zerolatency",
    "-g",
    "15",
    "-c:a",
    "aac",
    "-f",
    "flv",
    url,
  ];
  return spawn(ffmpegPath(), [...args, ...tone, ...out], { stdio: "ignore" });
}

describe("patrol: a patroller grabs a photo of a pushed live and the record shows it", () => {
  const suite = browserSuite();
  let s: Session | undefined;
  let pusher: ChildProcess | undefined;
  afterEach(async (_ctx) => {
    pusher?.kill("SIGKILL");
  });

  it("the expert patrols the live wall, grabs a photo, saves; the manager sees the thumbnail", async () => {
    const teacher = await apiSession("t022");
    const now = Date.now();
    const name = `巡课抓拍演示课${now % 10000}`;
    const { id } = await apiCall<{ id: number }>(teacher, "/api/l/live/save", {
      name,
      startTime: new Date(now + 60_000).toISOString(),
      endTime: new Date(now + 3600_000).toISOString(),
    });
    const info = await apiCall<{ streams: { pushUrl: string }[] }>(teacher, "/api/l/live/stream/detail", { id });
    await teacher.dispose();
    pusher = push(info.streams[0]?.pushUrl as string);

    s = await suite.open();
    const { page } = s;
    await login(page, "expert");
    await page.goto("/patrol_class/index");
    const card = page.locator(".ant-card").filter({ hasText: name });
    await card.waitFor({ timeout: 30_000 });
    await card.getByRole("link", { name: "巡课 · 抓拍" }).click();
    await page.waitForURL(/\/patrol_class\/detail\?id=\d+$/);
    await page.getByRole("button", { name: /^抓\s*拍$/ }).click();
    const shot = page.getByRole("img", { name: "巡课抓拍" });
    await expect.poll(() => shot.evaluate((i: HTMLImageElement) => i.naturalWidth), { timeout: 20_000 }).toBe(640);
    await page.getByLabel("备注").fill("抓拍演示：课堂秩序良好");
    await screenshot(page, "patrol-grab");
    await page.getByRole("button", { name: "保存巡课记录" }).click();
    await page.getByText("巡课记录已保存").waitFor();
    expect(s.errors).toEqual([]);
    await s.context.close();

    // The manager's record list shows the photo (served by the checked route), and its detail.
    s = await suite.open();
    await login(s.page, "supervisor");
    await s.page.goto("/supervise/supervise_patrol_class_detail");
    const row = s.page.getByRole("row").filter({ hasText: "抓拍演示：课堂秩序良好" });
    const thumb = row.getByRole("img", { name: "巡课抓拍" });
    await expect.poll(() => thumb.evaluate((i: HTMLImageElement) => i.naturalWidth), { timeout: 15_000 }).toBe(640);
    await row.getByRole("button", { name: "详情" }).click();
    await s.page.locator(".ant-modal").getByRole("img", { name: "巡课抓拍" }).waitFor();
    await screenshot(s.page, "patrol-record-photo");
    expect(s.errors).toEqual([]);
  });
});
