import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJourneyMedia } from "../fixtures/media";
import {
  browserSuite,
  login,
  playMuted,
  type Session,
  screenshot,
  waitForMessage,
  waitForModalOpen,
  waitForMotionEnd,
  waitForNoSpinner,
  waitForPath,
} from "../support/browser";

/**
 * The end-to-end journey, in order, one browser with a context per user:
 * 1. a teacher creates a course (two chapters with a section each), uploads a video and a PDF as
 *    new resources, attaches them to a section and submits all of it for audit;
 * 2. the auditor approves the course and both resources;
 * 3. a student finds the course by a Chinese keyword and by pinyin initials, plays the video from
 *    second 30, opens the PDF in the preview dialog and tries to remove the watermark.
 * The steps share state, so a failure in one makes the later ones fail too.
 */

const stamp = Date.now() % 100_000;
const COURSE = `浮力探究实验课${stamp}`;
/** Pinyin initials of 浮力探究实验课: the whole-name initials token is `fltjsyk<stamp>`. */
const PINYIN = "fltjsyk";
const VIDEO_NAME = `浮力实验演示视频${stamp}`;
const PDF_NAME = `浮力实验讲义${stamp}`;
const VIDEO_FILE = "buoyancy-lab.mp4";
const PDF_FILE = "buoyancy-notes.pdf";
const CHAPTERS = [
  { title: "认识浮力", section: "浮力的产生与测量" },
  { title: "阿基米德原理", section: "探究浮力的大小" },
];
/** Media processing of the upload (probe, thumbnail, transcode) on a loaded machine. */
const PROCESSING_TIMEOUT = 300_000;

/** What the steps hand on. */
const journey = { courseId: 0, videoId: 0, pdfId: 0 };

async function mediaState(media: Locator) {
  return media.evaluate((el: HTMLMediaElement) => ({
    readyState: el.readyState,
    paused: el.paused,
    currentTime: el.currentTime,
    error: el.error?.code ?? null,
  }));
}

/**
 * Asserts that a video starts at `second`: the player seeks there on loadedmetadata; it is
 * played muted when autoplay was refused, and must then move past the start second.
 */
async function expectPlayingFrom(video: Locator, second: number) {
  await video.waitFor({ timeout: 60_000 });
  await expect
    .poll(async () => (await mediaState(video)).readyState, { timeout: 60_000, message: "video metadata" })
    .toBeGreaterThanOrEqual(1);
  await expect
    .poll(async () => (await mediaState(video)).currentTime, { timeout: 20_000, message: "seeked to the start" })
    .toBeGreaterThanOrEqual(second - 1);
  // The player shows its controls once the copyright intro (3 s when configured) is over.
  await expect
    .poll(() => video.getAttribute("controls"), { timeout: 20_000, message: "copyright intro over" })
    .not.toBeNull();
  await playMuted(video);
  await expect
    .poll(
      async () => {
        const st = await mediaState(video);
        return !st.paused && st.error === null && st.currentTime >= second + 0.5;
      },
      { timeout: 30_000, message: "playing past the start second" },
    )
    .toBe(true);
  expect((await mediaState(video)).currentTime).toBeGreaterThanOrEqual(29);
}

/** Adds a chapter (the first through the empty state) with one section, titles typed inline. */
async function addChapterWithSection(page: Page, index: number, chapter: string, section: string) {
  if (index === 0) await page.getByRole("button", { name: "添加第一章" }).click();
  else await page.getByRole("button", { name: "添加章" }).click();
  const chapterInput = page.getByLabel("章标题");
  await chapterInput.fill(chapter);
  await chapterInput.press("Enter");
  const node = page.locator(".chapter-node-chapter", { hasText: chapter });
  await node.getByRole("button", { name: "添加小节" }).click();
  const sectionInput = page.getByLabel("节标题");
  await sectionInput.fill(section);
  await sectionInput.press("Enter");
  await page.locator(".chapter-node-section", { hasText: section }).waitFor();
}

/**
 * 新建资源 in the section-resource page: the ResourceForm in a drawer, one uploaded file, wait
 * until the file is processed, save. No 提交审核 step: a section's draft resources go to audit
 * with the course (decision 0046). Returns the new resource id.
 */
async function createResource(
  page: Page,
  opts: { name: string; type: "视频" | "文档"; file: string; uploader: "video" | "document"; media: boolean },
  shot: string,
): Promise<number> {
  await page.locator(".sres-main").getByRole("button", { name: "新建资源" }).click();
  const drawer = page.locator(".ant-drawer-open");
  await drawer.locator(".ant-drawer-title", { hasText: "新建资源" }).waitFor();
  await drawer.getByPlaceholder("如：初中物理 浮力实验").fill(opts.name);
  if (opts.type !== "视频") {
    await drawer.locator(".ant-radio-button-wrapper", { hasText: opts.type }).click();
  }
  await drawer.locator(`input[data-testid="chunk-uploader-${opts.uploader}"]`).setInputFiles(opts.file);
  const fileRow = drawer.locator(".otp-rf-file", { hasText: path.basename(opts.file) });
  await fileRow.waitFor({ timeout: 120_000 });
  if (opts.media) {
    // 等待转码 → 转码中 N% → 可播放 (or 转码失败, which fails the journey with its reason).
    await expect
      .poll(() => fileRow.innerText(), { timeout: PROCESSING_TIMEOUT, interval: 2_000, message: "media processing" })
      .toMatch(/可播放|转码失败/);
    expect(await fileRow.innerText()).toContain("可播放");
  }
  await screenshot(page, shot, false);
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/l/resource/save"));
  await drawer.getByRole("button", { name: /保\s*存/ }).click();
  const res = await saved;
  const body = (await res.json()) as { success: boolean; data: { id: number }; msg: string };
  expect(body.success, body.msg).toBe(true);
  await drawer.waitFor({ state: "detached" });
  await page.locator(".sres-row", { hasText: opts.name }).waitFor();
  return body.data.id;
}

/** The tabs' ink bar slides under the active tab: wait until it is there (for screenshots). */
async function inkBarSettled(page: Page) {
  await expect
    .poll(async () => {
      const bar = await page.locator(".ant-tabs-ink-bar").first().boundingBox();
      const tab = await page.locator(".ant-tabs-tab-active").first().boundingBox();
      return bar && tab ? Math.abs(bar.x - tab.x) + Math.abs(bar.width - tab.width) : 99;
    })
    .toBeLessThan(2);
}

/**
 * Best effort, for the screenshot: Chromium's PDF viewer (an extension frame inside the iframe)
 * shows the page count once the document has rendered. Skipped where there is no such viewer.
 */
async function pdfViewerReady(page: Page) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const viewer = page.frames().find((f) => f.url().startsWith("chrome-extension://"));
    if (viewer) {
      await viewer
        .locator("#pagelength")
        .filter({ hasText: /\d/ })
        .waitFor({ timeout: Math.max(1, deadline - Date.now()) })
        .catch(() => null);
      return;
    }
    await page.waitForTimeout(200);
  }
}

/** Toasts stacked over the page would hide what a screenshot is for: wait until they are gone. */
async function noToasts(page: Page) {
  await expect.poll(() => page.locator(".ant-message-notice").count(), { timeout: 20_000 }).toBe(0);
}

describe("a teacher publishes a course with media; the auditor approves; a student finds and plays it", () => {
  const suite = browserSuite();
  let s: Session | undefined;
  let mediaDir = "";
  let media: { video: string; pdf: string };

  beforeAll(async () => {
    mediaDir = mkdtempSync(path.join(tmpdir(), "otp-e2e-media-"));
    media = await makeJourneyMedia(mediaDir, { video: VIDEO_FILE, pdf: PDF_FILE });
  });
  afterAll(async () => {
    if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
  });

  it("1. teacher t005: 新建课程, two chapters, a video and a PDF resource, 提交审核", {
    timeout: 900_000,
  }, async () => {
    s = await suite.open();
    const { page } = s;
    await login(page, "t005");

    // 新建课程 on 我的课程 → the course editor.
    await page.goto("/user/course");
    await page.getByRole("button", { name: "新建课程" }).click();
    const dialog = page.locator(".ant-modal", { has: page.locator(".ant-modal-title", { hasText: "新建课程" }) });
    // The dialog resets its form when the open animation ends: type after it.
    await waitForModalOpen(dialog);
    const nameInput = dialog.getByPlaceholder("例如：高中物理·力学基础");
    await nameInput.fill(COURSE);
    await expect.poll(() => nameInput.inputValue()).toBe(COURSE);
    await dialog.getByRole("button", { name: "创建并编辑" }).click();
    await waitForPath(page, /^\/course-editor\/\d+\/brief$/);
    journey.courseId = Number(/\/course-editor\/(\d+)\//.exec(page.url())?.[1]);
    expect(journey.courseId).toBeGreaterThan(0);
    await page.locator(".course-editor-title h1", { hasText: COURSE }).waitFor();

    // 章节目录: two chapters, a section in each, saved in one call.
    await page.locator(".course-editor-side").getByText("章节目录").click();
    await waitForPath(page, `/course-editor/${journey.courseId}/chapter`);
    for (const [i, c] of CHAPTERS.entries()) await addChapterWithSection(page, i, c.title, c.section);
    await page.getByRole("button", { name: "保存章节" }).click();
    await waitForMessage(page, "章节目录已保存");
    await expect.poll(() => page.locator(".chapter-node-new").count()).toBe(0);
    await screenshot(page, "journey-1-chapters");

    // 章节资源: the first section is selected; two new resources through the ResourceForm.
    await page.locator(".course-editor-side").getByText("章节资源").click();
    await waitForPath(page, `/course-editor/${journey.courseId}/resource`);
    const firstSection = page.locator(".sres-section", { hasText: CHAPTERS[0].section });
    await firstSection.waitFor();
    expect(await firstSection.getAttribute("aria-current")).toBe("true");
    journey.videoId = await createResource(
      page,
      { name: VIDEO_NAME, type: "视频", file: media.video, uploader: "video", media: true },
      "journey-1-resource-form-video",
    );
    journey.pdfId = await createResource(
      page,
      { name: PDF_NAME, type: "文档", file: media.pdf, uploader: "document", media: false },
      "journey-1-resource-form-pdf",
    );
    await page.getByRole("button", { name: "保存本节资源" }).click();
    await waitForMessage(page, "本节资源已保存");
    await expect.poll(() => firstSection.locator(".sres-section-count").innerText()).toBe("2");
    const rows = page.locator(".sres-row");
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).innerText()).toContain(VIDEO_NAME);
    expect(await rows.nth(1).innerText()).toContain(PDF_NAME);
    // Drafts until the course is submitted: they go to audit with it.
    for (const r of await rows.all()) expect(await r.innerText()).toContain("草稿");
    expect(await page.locator(".sres-section-on").count()).toBe(1);
    await noToasts(page);
    await screenshot(page, "journey-1-section-resources");

    // 提交审核: the confirmation lists what is still missing; the course goes to 待审核.
    await page.locator(".course-editor-actions").getByRole("button", { name: "提交审核" }).click();
    const confirm = page.locator(".ant-modal-confirm");
    await confirm.locator(".ant-modal-confirm-title", { hasText: "提交审核" }).waitFor();
    await screenshot(page, "journey-1-submit-confirm", false);
    await confirm.getByRole("button", { name: /提\s*交/ }).click();
    await waitForMessage(page, "已提交审核，请等待审核结果");
    await page.locator(".course-editor-title").getByText("待审核").waitFor();
    await page.getByText("课程正在审核中，审核通过后将对学生发布").waitFor();
    await confirm.waitFor({ state: "hidden" });
    await noToasts(page);
    await screenshot(page, "journey-1-submitted");

    // 我的课程 lists it as 待审核 with its section and resource counts.
    await page.goto("/user/course");
    const row = page.locator("tr.ant-table-row", { hasText: COURSE });
    await row.waitFor();
    await row.getByText("待审核").waitFor();
    expect(await row.innerText()).toContain("2 / 2");
    await waitForNoSpinner(page);
    await screenshot(page, "journey-1-my-courses");
    expect(s.errors).toEqual([]);
  });

  it("2. auditor: approving the course publishes its section resources with it", { timeout: 300_000 }, async () => {
    expect(journey.videoId, "step 1 must have created the resources").toBeGreaterThan(0);
    s = await suite.open();
    const { page } = s;
    await login(page, "auditor");

    // 课程审核 (admin back office).
    await page.goto("/admin/audit/course");
    await page.getByPlaceholder("搜索课程名称").fill(COURSE);
    await page.getByPlaceholder("搜索课程名称").press("Enter");
    const courseRow = page.locator("tr.ant-table-row", { hasText: COURSE });
    await courseRow.waitFor();
    await expect.poll(() => page.locator("tr.ant-table-row").count()).toBe(1);
    await waitForNoSpinner(page);
    await screenshot(page, "journey-2-audit-course");
    await courseRow.getByText("通过", { exact: true }).click();
    await page
      .locator(".ant-popover:not(.ant-popover-hidden)")
      .getByRole("button", { name: /确\s*定/ })
      .click();
    await waitForMessage(page, "已通过 1 项");
    await courseRow.waitFor({ state: "detached" });

    // The course's section resources were settled with it: 资源审核 lists them under 已通过.
    await page.goto("/user/audit-resource");
    const search = page.getByPlaceholder("搜索资源名称");
    await search.fill(String(stamp));
    await search.press("Enter");
    // Both are listed under 已通过 as 已发布.
    await page.getByText("已通过", { exact: true }).first().click();
    await page.locator("tr.ant-table-row", { hasText: VIDEO_NAME }).getByText("已发布").waitFor();
    await page.locator("tr.ant-table-row", { hasText: PDF_NAME }).getByText("已发布").waitFor();
    await waitForNoSpinner(page);
    await noToasts(page);
    await screenshot(page, "journey-2-audit-resource-passed");
    expect(s.errors).toEqual([]);
  });

  it("3. student s0001: search (浮力, pinyin), section video from second 30, PDF preview, watermark", {
    timeout: 300_000,
  }, async () => {
    expect(journey.courseId, "steps 1-2 must have published the course").toBeGreaterThan(0);
    s = await suite.open();
    const { page } = s;
    await login(page, "s0001");

    // /search by the Chinese keyword, 课程 tab.
    await page.goto("/search");
    const box = page.getByPlaceholder("搜索课程、资源、教师、知识点，支持拼音首字母");
    await box.fill("浮力");
    await box.press("Enter");
    await page.waitForURL((u) => u.searchParams.get("keyWord") === "浮力");
    await page.getByRole("tab", { name: "课程", exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get("sp") === "course");
    const hit = page.locator(".search-hits").getByRole("link", { name: COURSE });
    await hit.waitFor();
    await page.getByText(/找到 \d+ 条与“浮力”相关的结果/).waitFor();
    await screenshot(page, "journey-3-search-keyword");

    // ... and by the pinyin initials of the course name.
    const box2 = page.getByPlaceholder("搜索课程、资源、教师、知识点，支持拼音首字母");
    await box2.fill(PINYIN);
    await box2.press("Enter");
    await page.waitForURL((u) => u.searchParams.get("keyWord") === PINYIN && u.searchParams.get("sp") === "course");
    const pinyinHit = page.locator(".search-hits").getByRole("link", { name: COURSE });
    await pinyinHit.waitFor();
    await page.getByText(`找到 1 条与“${PINYIN}”相关的结果`).waitFor();
    await screenshot(page, "journey-3-search-pinyin");

    // The course page → 开始学习 → the first section (the video plays inline).
    await pinyinHit.click();
    await waitForPath(page, `/course/${journey.courseId}`);
    await page.locator(".course-hero h1", { hasText: COURSE }).waitFor();
    await page.getByRole("tab", { name: "课程目录" }).click();
    for (const c of CHAPTERS) await page.locator(".course-outline").getByText(c.section).waitFor();
    await inkBarSettled(page);
    await screenshot(page, "journey-3-course-detail");
    // The section page asks for 本节作业 only when the server would answer (never a 403).
    const refused: string[] = [];
    page.on("response", (r) => {
      if (r.status() === 403) refused.push(new URL(r.url()).pathname);
    });
    await page.getByRole("button", { name: "开始学习" }).click();
    await waitForPath(page, /^\/course\/\d+\/\d+$/);
    const sectionId = Number(new URL(page.url()).pathname.split("/")[3]);
    await page.locator(".course-section-title h1", { hasText: CHAPTERS[0].section }).waitFor();
    await page.locator(".course-res-item", { hasText: VIDEO_NAME }).waitFor();
    await page.locator(".course-res-item", { hasText: PDF_NAME }).waitFor();
    await waitForNoSpinner(page);
    expect(refused).toEqual([]);

    // ?resourceId=&second=30 on the section page: playback starts at 30 s.
    await page.goto(`/course/${journey.courseId}/${sectionId}?resourceId=${journey.videoId}&second=30`);
    const sectionVideo = page.locator(".course-player-box video");
    await expectPlayingFrom(sectionVideo, 30);
    expect(await page.locator(".course-player-box .otp-watermark").count()).toBe(1);
    await screenshot(page, "journey-3-section-video-30s");

    // The resource detail route honours second=30 as well.
    await page.goto(`/resource/${journey.videoId}?second=30`);
    await page.locator(".res-info h1", { hasText: VIDEO_NAME }).waitFor();
    await expectPlayingFrom(page.locator(".res-detail-top video"), 30);
    await screenshot(page, "journey-3-resource-video-30s");

    // The PDF in the preview dialog (资源中心 → 预览).
    await page.goto("/resource");
    const resBox = page.getByPlaceholder("搜索资源名称，支持拼音首字母");
    await resBox.fill(PDF_NAME);
    await resBox.press("Enter");
    await page.getByRole("button", { name: `预览 ${PDF_NAME}` }).click();
    const dialog = page.locator(".otp-preview-modal");
    await dialog.waitFor();
    await dialog.locator(".ant-modal-title", { hasText: PDF_NAME }).waitFor();
    await waitForModalOpen(dialog);
    const box3 = await dialog.boundingBox();
    expect(box3?.width ?? 0).toBeGreaterThanOrEqual(1110);
    expect(box3?.width ?? 0).toBeLessThanOrEqual(1130);
    const iframe = dialog.locator("iframe.otp-player-pdf");
    await iframe.waitFor();
    const src = (await iframe.getAttribute("src")) ?? "";
    expect(src).toMatch(/\/api\/l\/resource\/file\/stream\?id=\d+/);
    const pdf = await page.request.get(src);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const player = dialog.locator(".otp-player");
    const playerBox = await player.boundingBox();
    expect(Math.round(playerBox?.width ?? 0)).toBe(840);
    expect(Math.round(playerBox?.height ?? 0)).toBe(473);
    await pdfViewerReady(page);

    // Removing the watermark in "devtools": it comes back and a warning shows.
    const watermark = dialog.locator(".otp-watermark");
    await expect.poll(() => watermark.count()).toBe(1);
    const text = await watermark.innerText();
    expect(text).toContain("s0001");
    await watermark.evaluate((el) => {
      (window as unknown as { removedWatermark: Element }).removedWatermark = el;
      el.remove();
    });
    await waitForMessage(page, "请勿删除水印，尊重版权！");
    await waitForMotionEnd(page.locator(".ant-message-notice-wrapper", { hasText: "请勿删除水印，尊重版权！" }));
    await screenshot(page, "journey-3-pdf-dialog-watermark", false);
    await expect.poll(() => watermark.count()).toBe(1);
    expect(
      await watermark.evaluate((el) => el !== (window as unknown as { removedWatermark: Element }).removedWatermark),
    ).toBe(true);
    expect(await watermark.innerText()).toBe(text);
    expect(s.errors).toEqual([]);
  });
});
