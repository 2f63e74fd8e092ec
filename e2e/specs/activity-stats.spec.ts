import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { expectAccessible } from "../support/axe";
import { browserSuite, login, playMuted, type Session, screenshot } from "../support/browser";

/** The finished demo contest opened 120 days before the seed ran, and is named after that year. */
const FINISHED = `${new Date(Date.now() - 120 * 86_400_000).getFullYear()}年教学技能比赛`;

describe("activities: statistics, certificates and /resource6", () => {
  const suite = browserSuite();
  let s: Session | undefined;

  it("the organiser opens 活动统计: the charts render and the xlsx downloads", async () => {
    s = await suite.open({ acceptDownloads: true });
    const { page } = s;
    await login(page, "admin");
    await page.goto("/activity");
    await page.getByRole("link", { name: new RegExp(FINISHED) }).click();
    await page.waitForURL(/\/activity\/\d+\//);
    const id = /\/activity\/(\d+)\//.exec(page.url())?.[1];
    await page.goto(`/activity-editor/${id}/activityStatistics`);
    await page.getByText("评委一致性").first().waitFor();
    // Four ECharts figures (schools, score distribution, judges' means and spread), drawn as SVG.
    await expect.poll(() => page.locator("figure.stats-chart svg").count(), { timeout: 15_000 }).toBe(4);
    const judges = page.locator(".ant-table-row");
    await expect.poll(() => judges.count()).toBeGreaterThanOrEqual(5);
    await expectAccessible(page, "activity-statistics");
    await screenshot(page, "activity-statistics");
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: /导出 Excel/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${FINISHED}-统计.xlsx`);
    const bytes = readFileSync((await file.path()) as string);
    expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
  });

  it("a winner downloads the award certificate from 我的活动", async () => {
    s = await suite.open({ acceptDownloads: true });
    const { page } = s;
    await login(page, "teacher");
    await page.goto("/user/activity");
    const row = page.locator("tr.ant-table-row", { hasText: FINISHED });
    await row.waitFor();
    await screenshot(page, "activity-my-certificate");
    const download = page.waitForEvent("download");
    await row.getByRole("link", { name: /下载证书/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = readFileSync((await file.path()) as string);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("/resource6 lists the works of finished activities and plays one", async () => {
    s = await suite.open();
    const { page } = s;
    await page.goto("/resource6");
    const cards = page.locator(".act-video-card");
    await cards.first().waitFor();
    expect(await page.getByRole("link", { name: FINISHED }).count()).toBeGreaterThan(0);
    await expectAccessible(page, "activity-videos");
    await screenshot(page, "activity-videos");
    await cards.first().getByRole("button", { name: /播放/ }).click();
    const video = page.locator(".ant-modal video").first();
    await video.waitFor({ timeout: 60_000 });
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 60_000 })
      .toBeGreaterThanOrEqual(1);
    await playMuted(video);
    await screenshot(page, "activity-videos-play");
  });
});
