import { type ChildProcess, spawn } from "node:child_process";
import type { APIRequestContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ffmpegPath } from "../fixtures/media";
import { apiCall, apiSession, browserSuite, login, type Session, screenshot } from "../support/browser";

/** ffmpeg pushing a test pattern with a tone over RTMP, as OBS does. */
function push(url: string): ChildProcess {
  return spawn(
    ffmpegPath(),
    [
      "-hide_banner",
      "-loglevel",
      "error",
      "-re",
      "-f",
      "lavfi",
      "-i",
      "testsrc2=size=640x360:rate=15",
      "-f",
      "lavfi",
      "-i",
      "sine=frequency=440",
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
    ],
    { stdio: "ignore" },
  );
}

const currentTime = (page: Page) =>
  page
    .locator("video")
    .first()
    .evaluate((v: HTMLVideoElement) => v.currentTime);

describe("live: a teacher pushes, a student watches live and then the recording", () => {
  const suite = browserSuite();
  let teacher: APIRequestContext;
  let admin: APIRequestContext;
  let t: Session | undefined;
  let s: Session | undefined;
  let pusher: ChildProcess | undefined;

  beforeAll(async () => {
    teacher = await apiSession("t021");
    admin = await apiSession("admin");
  });
  afterEach(async (_ctx) => {
    pusher?.kill("SIGKILL");
  });
  afterAll(async () => {
    await teacher.dispose();
    await admin.dispose();
  });

  it("shows the demo's running live under 正在直播 on a fresh start, and it plays", async () => {
    s = await suite.open();
    await login(s.page, "student");
    // The demo publisher starts with the server (it makes its clip first): reload until it is on air.
    const card = s.page.locator(".live-card", { hasText: "力的合成与分解" }).filter({ hasText: "直播中" });
    await expect
      .poll(
        async () => {
          await s?.page.goto("/live");
          await s?.page.waitForTimeout(2000);
          return card.count();
        },
        { timeout: 90_000, interval: 3000 },
      )
      .toBeGreaterThan(0);
    await s.page
      .getByRole("link", { name: /力的合成与分解/ })
      .first()
      .click();
    await s.page.locator("video").first().waitFor();
    await expect.poll(() => currentTime(s?.page as Page), { timeout: 30_000 }).toBeGreaterThan(1);
    const t1 = await currentTime(s.page);
    await expect.poll(() => currentTime(s?.page as Page), { timeout: 10_000 }).toBeGreaterThan(t1 + 1);
    await screenshot(s.page, "live-demo-running");
  }, 150_000);

  it("pushes with the shown address and key, plays live under 正在直播, then 回放 plays the recording", async () => {
    const now = Date.now();
    const name = `实时推流演示课${now % 10000}`;
    const { id } = await apiCall<{ id: number }>(teacher, "/api/l/live/save", {
      name,
      startTime: new Date(now + 60_000).toISOString(),
      endTime: new Date(now + 3600_000).toISOString(),
      intro: "端到端测试的直播",
    });

    // 1. The teacher reads the push address and key on the stream page.
    t = await suite.open();
    await login(t.page, "t021");
    await t.page.goto(`/user/live-course/${id}/stream`);
    const server = (await t.page.getByLabel("推流服务器").textContent())?.trim() ?? "";
    const key = (await t.page.getByLabel("教师画面推流码").textContent())?.trim() ?? "";
    expect(server).toMatch(/^rtmp:\/\/127\.0\.0\.1:\d+\/live$/);
    pusher = push(`${server}/${key}`);
    await t.page.getByText("推流中").waitFor({ timeout: 20_000 });
    await screenshot(t.page, "live-stream-page");

    // 2. A student finds it under 正在直播 and the video plays.
    s = await suite.open();
    await login(s.page, "student");
    await s.page.goto("/live");
    await s.page.getByRole("link", { name: new RegExp(name) }).click();
    await s.page.locator("video").first().waitFor();
    await expect.poll(() => currentTime(s?.page as Page), { timeout: 20_000 }).toBeGreaterThan(1);
    const t1 = await currentTime(s.page);
    await expect.poll(() => currentTime(s?.page as Page), { timeout: 10_000 }).toBeGreaterThan(t1 + 1);
    await screenshot(s.page, "live-playing");

    // 3. The teacher stops pushing; after the grace period the live ends and its recording is
    //    published (the auditor approves it: audit is on for lives' recordings by default).
    pusher.kill("SIGINT");
    let resourceId = 0;
    await expect
      .poll(
        async () => {
          const list = await apiCall<{ list: { id: number; resource: { id: number } | null }[] }>(
            teacher,
            "/api/l/live/my/list",
            { keyword: name },
          );
          resourceId = list.list[0]?.resource?.id ?? 0;
          return resourceId;
        },
        { timeout: 90_000, interval: 1000 },
      )
      .toBeGreaterThan(0);
    await apiCall(admin, "/api/m/audit/resource/decide", { ids: [resourceId], pass: true }).catch(() => null);

    // 4. The student finds it under 回放 and it plays from the start.
    await s.page.goto("/live/playback");
    await s.page.getByRole("link", { name: new RegExp(name) }).click();
    const video = s.page.locator("video").first();
    await video.waitFor();
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(() => currentTime(s?.page as Page), { timeout: 15_000 }).toBeGreaterThan(0.5);
    await screenshot(s.page, "live-recording");
  }, 240_000);

  it("a page opened before the start sees the class begin and end without reload, with a sound hint", async () => {
    const now = Date.now();
    const name = `开播推送演示${now % 10000}`;
    const { id } = await apiCall<{ id: number }>(teacher, "/api/l/live/save", {
      name,
      startTime: new Date(now + 60_000).toISOString(),
      endTime: new Date(now + 3600_000).toISOString(),
    });
    const info = await apiCall<{ streams: { pushUrl: string }[] }>(teacher, "/api/l/live/stream/detail", { id });

    // The student opens the page before the class begins.
    s = await suite.open();
    await login(s.page, "student");
    await s.page.goto(`/live/${id}`);
    await s.page.getByText(/直播将于 .* 开始/).waitFor();

    // The teacher starts pushing: the page plays without a reload, muted, with a visible hint.
    pusher = push(info.streams[0]?.pushUrl as string);
    const video = s.page.locator("video").first();
    await video.waitFor({ timeout: 30_000 });
    await expect.poll(() => currentTime(s?.page as Page), { timeout: 30_000 }).toBeGreaterThan(1);
    const hint = s.page.getByRole("button", { name: /点击开启声音/ });
    await hint.waitFor();
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await screenshot(s.page, "live-began-sound-hint");
    await hint.click();
    await hint.waitFor({ state: "detached" });
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);

    // The teacher ends the class (结束直播): the page leaves the picture and says it ended.
    await apiCall(teacher, "/api/l/live/end", { id });
    await s.page.locator(".live-screen-note", { hasText: "直播已结束" }).waitFor({ timeout: 15_000 });
    expect(await s.page.locator("video").count()).toBe(0);
    expect(await s.page.locator(".live-detail-head").textContent()).toContain("已结束");
    // The teacher's push was cut off by the end.
    await expect.poll(() => pusher?.exitCode ?? pusher?.signalCode ?? null, { timeout: 15_000 }).not.toBeNull();
    await screenshot(s.page, "live-ended-without-reload");
  }, 150_000);

  it("keeps a secret live locked for a guest", async () => {
    const now = Date.now();
    const { id } = await apiCall<{ id: number }>(teacher, "/api/l/live/save", {
      name: "指定班级的直播",
      startTime: new Date(now + 3600_000).toISOString(),
      endTime: new Date(now + 7200_000).toISOString(),
      access: 2,
      password: "pw2026",
    });
    await apiCall(admin, "/api/m/cms/area/pic/save", { areaCode: "guest", isUsing: true });
    s = await suite.open();
    await s.page.goto(`/live/${id}`);
    await s.page
      .getByText(/登录后观看|需要密码/)
      .first()
      .waitFor();
    expect(await s.page.locator("video").count()).toBe(0);
  });
});
