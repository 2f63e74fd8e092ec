import { type ChildProcess, spawn } from "node:child_process";
import {
  type CourseCard,
  type CourseDetail,
  endpoints,
  type LearningProgress,
  type ListResult,
  type LiveList,
  type LiveStreamInfo,
  type ResourceCard,
  type ResourceDetail,
  type SectionResources,
  type UploadedPicture,
} from "@otp/contract";
import type { APIRequestContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildPdf, ffmpegPath } from "../fixtures/media";
import { apiCall, apiSession, screenshot } from "../support/browser";
import { expectNoSideScroll, expectTouchTargets, loginOnPhone, phoneSuite } from "../support/phone";

/**
 * The phone's media pages: a section resumes where the learner stopped and saves the new place,
 * a resource previews as video, PDF (drawn by pdf.js) or picture, a refused resource says why in
 * Chinese, lives play (hls.js on Android) with their discussion and end on screen.
 * Accounts of this file only: student s0191/s0192, teacher t025.
 */

const STUDENT = "s0191";
const OTHER_STUDENT = "s0192";
const TEACHER = "t025";

/** A one-pixel PNG: the smallest picture the upload accepts as one. */
const PNG_1PX = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

const video = (page: Page) => page.locator("video").first();
const currentTime = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => v.currentTime);

/** Plays the video muted (phones refuse sound without a tap) and waits until time moves. */
async function playMuted(page: Page): Promise<void> {
  await video(page).evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
}

/** ffmpeg pushing a test pattern with a tone over RTMP, as OBS does (as live.spec.ts). */
function push(url: string): ChildProcess {
  const args = ["-hide_banner", "-loglevel", "error", "-re", "-f", "lavfi", "-i", "testsrc2=size=640x360:rate=15"];
  args.push("-f", "lavfi", "-i", "sine=frequency=440", "-c:v", "libx264", "-preset", "ultrafast");
  args.push("-tune", "zerolatency", "-g", "15", "-c:a", "aac", "-f", "flv", url);
  return spawn(ffmpegPath(), args, { stdio: "ignore" });
}

/** The first section (of the first courses the student sees) whose first resource is a ready video. */
async function findVideoSection(api: APIRequestContext) {
  const courses = await apiCall<ListResult<CourseCard>>(api, endpoints.course.list.path, { pageSize: 10 });
  for (const c of courses.list) {
    const detail = await apiCall<CourseDetail>(api, endpoints.course.detail.path, { courseId: c.id });
    for (const s of detail.chapters.flatMap((ch) => ch.sections).filter((x) => x.resourceCount > 0)) {
      const sec = await apiCall<SectionResources>(api, endpoints.course.section.resources.path, {
        courseId: c.id,
        sectionId: s.id,
      });
      const r = sec.list[0];
      const f = r?.fileList[0];
      if (
        r &&
        f &&
        (r.type === "VIDEO" || r.type === "MULTISCREEN") &&
        f.mediaStatus === "ready" &&
        (f.duration ?? 0) > 20
      )
        return { courseId: c.id, sectionId: s.id, resource: r, file: f };
    }
  }
  throw new Error("the demo school has no section starting with a ready video");
}

/** A published resource of a type, with the detail the phone shows. */
async function findResource(api: APIRequestContext, type: string, accept: (r: ResourceDetail) => boolean) {
  const list = await apiCall<ListResult<ResourceCard>>(api, endpoints.resource.list.path, { type, pageSize: 20 });
  for (const card of list.list) {
    const r = await apiCall<ResourceDetail>(api, endpoints.resource.detail.path, { id: card.id });
    if (accept(r)) return r;
  }
  throw new Error(`the demo school has no ${type} resource to preview`);
}

describe("mobile media: sections, resources and lives on a phone", () => {
  const phones = phoneSuite();
  let student: APIRequestContext;
  let teacher: APIRequestContext;
  let pusher: ChildProcess | undefined;

  beforeAll(async () => {
    student = await apiSession(STUDENT);
    teacher = await apiSession(TEACHER);
  });
  afterEach(() => {
    pusher?.kill("SIGKILL");
    pusher = undefined;
  });
  afterAll(async () => {
    await student.dispose();
    await teacher.dispose();
  });

  it("a section's video resumes at the saved second, under the watermark, and saves where playback stopped", async () => {
    const { courseId, sectionId, resource, file } = await findVideoSection(student);
    await apiCall(student, endpoints.learning.progress.save.path, {
      resourceId: resource.id,
      fileId: file.id,
      second: 12,
      courseId,
      sectionId,
    });
    const s = await phones.open("iPhone 13");
    await loginOnPhone(s.page, STUDENT);
    await s.page.goto(`/course/${courseId}/${sectionId}`);
    await video(s.page).waitFor();
    // The copyright intro may hold the start for 3 s; then the video stands at the saved second.
    await expect.poll(() => currentTime(s.page), { timeout: 20_000 }).toBeGreaterThanOrEqual(11.5);
    expect(await currentTime(s.page)).toBeLessThan(16);
    expect(await s.page.locator(".otp-watermark").textContent()).toContain(STUDENT);
    await expectNoSideScroll(s.page);
    await expectTouchTargets(s.page);

    // Playing on and pausing saves the new place (the pause is one of the save moments).
    await playMuted(s.page);
    await expect.poll(() => currentTime(s.page), { timeout: 15_000 }).toBeGreaterThan(14.5);
    await video(s.page).evaluate((v: HTMLVideoElement) => v.pause());
    const reached = Math.floor(await currentTime(s.page));
    await expect
      .poll(
        async () => {
          const list = await apiCall<LearningProgress[]>(student, endpoints.learning.progress.of.path, {
            resourceIds: [resource.id],
          });
          return list[0]?.second ?? 0;
        },
        { timeout: 10_000 },
      )
      .toBe(reached);

    // `?second=` wins over the saved place.
    await s.page.goto(`/course/${courseId}/${sectionId}?resourceId=${resource.id}&second=5`);
    await video(s.page).waitFor();
    await expect.poll(() => currentTime(s.page), { timeout: 20_000 }).toBeGreaterThanOrEqual(4.5);
    expect(await currentTime(s.page)).toBeLessThan(9);
    await screenshot(s.page, "mobile-section-resumed");
  }, 90_000);

  it("a resource video plays, a PDF is drawn page by page, a picture opens full screen (Pixel)", async () => {
    const vid = await findResource(student, "VIDEO", (r) => r.fileList[0]?.mediaStatus === "ready");
    const pdf = await findResource(student, "DOCUMENT", (r) => r.docPlay?.mode === "pdf" && !!r.docPlay.url);
    const pic = await findResource(student, "PICTURE", (r) => r.fileList.length > 0);
    const s = await phones.open("Pixel 7");
    await loginOnPhone(s.page, STUDENT);

    await s.page.goto(`/resource/${vid.id}`);
    await s.page.getByRole("heading", { name: vid.name }).first().waitFor();
    await video(s.page).waitFor();
    await expect
      .poll(() => s.page.locator("video").evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await playMuted(s.page);
    const t0 = await currentTime(s.page);
    await expect.poll(() => currentTime(s.page), { timeout: 15_000 }).toBeGreaterThan(t0 + 1);
    await expectNoSideScroll(s.page);
    await expectTouchTargets(s.page);

    await s.page.goto(`/resource/${pdf.id}`);
    const page1 = s.page.locator('.m-pdf-page[data-page="1"][data-state="done"] canvas');
    await page1.waitFor({ timeout: 30_000 });
    // Something was drawn: the canvas is not blank white.
    const inked = await page1.evaluate((c: HTMLCanvasElement) => {
      const ctx = c.getContext("2d");
      const data = ctx?.getImageData(0, 0, c.width, c.height).data ?? new Uint8ClampedArray();
      let dark = 0;
      for (let i = 0; i < data.length; i += 4 * 16) if ((data[i] ?? 255) < 200) dark++;
      return dark;
    });
    expect(inked).toBeGreaterThan(50);
    await expectNoSideScroll(s.page);
    await screenshot(s.page, "mobile-resource-pdf");

    await s.page.goto(`/resource/${pic.id}`);
    const thumb = s.page.locator(".m-picture img");
    await thumb.waitFor();
    expect(await thumb.getAttribute("src")).toMatch(/[?&]w=(240|480|960)\b/);
    await s.page.getByRole("button", { name: /查看大图/ }).click();
    await s.page.locator(".adm-image-viewer-content img, .adm-image-viewer-image-wrapper img").first().waitFor();
    await screenshot(s.page, "mobile-resource-picture");
  }, 120_000);

  it("a long PDF gives back the pages far off screen and draws them again on the way back (iPhone)", async () => {
    // The teacher's own draft: a 16-page handout, about 8,000 px of pages on an iPhone.
    const pdf = buildPdf(["Long handout"], 16);
    const session = await apiCall<{ uploadId: string }>(teacher, endpoints.media.upload.init.path, {
      kind: "document",
      fileName: "长讲义.pdf",
      size: pdf.length,
    });
    const put = await teacher.put(
      `${endpoints.media.upload.chunk.path}?uploadId=${encodeURIComponent(session.uploadId)}&offset=0`,
      { data: pdf, headers: { "content-type": "application/octet-stream", "X-Requested-With": "XMLHttpRequest" } },
    );
    expect(put.status()).toBe(200);
    const file = await apiCall<{ id: number }>(teacher, endpoints.media.upload.complete.path, {
      uploadId: session.uploadId,
    });
    const { id } = await apiCall<{ id: number }>(teacher, endpoints.resource.save.path, {
      name: `手机端长讲义${Date.now() % 100000}`,
      kind: 1,
      type: "DOCUMENT",
      files: [{ fileId: file.id }],
      visibility: "school",
    });
    try {
      const s = await phones.open("iPhone 13");
      await loginOnPhone(s.page, TEACHER);
      await s.page.goto(`/resource/${id}`);
      const page = (n: number) => s.page.locator(`.m-pdf-page[data-page="${n}"]`);
      const drawn = (n: number) => s.page.locator(`.m-pdf-page[data-page="${n}"][data-state="done"]`);
      const pixels = (n: number) =>
        page(n)
          .locator("canvas")
          .evaluate((c: HTMLCanvasElement) => c.width * c.height);
      await drawn(1).waitFor({ timeout: 30_000 });
      expect(await page(16).getAttribute("data-state")).toBe("wait");

      await page(16).scrollIntoViewIfNeeded();
      await drawn(16).waitFor({ timeout: 30_000 });
      // Page 1 is thousands of pixels above: its canvas holds no pixels, and keeps its place.
      await expect.poll(() => pixels(1)).toBe(0);
      expect(await page(1).getAttribute("data-state")).toBe("wait");
      expect((await page(1).boundingBox())?.height ?? 0).toBeGreaterThan(300);

      await page(1).scrollIntoViewIfNeeded();
      await drawn(1).waitFor({ timeout: 30_000 });
      expect(await pixels(1)).toBeGreaterThan(0);
      await expect.poll(() => pixels(16)).toBe(0);
    } finally {
      await apiCall(teacher, endpoints.resource.remove.path, { id });
    }
  }, 90_000);

  it("a resource the student may not open says so in Chinese; a visitor is asked to log in", async () => {
    // A draft (never submitted) picture resource of the teacher: only its owner and auditors see it.
    const res = await teacher.post(endpoints.file.upload.path, {
      multipart: {
        kind: "image",
        file: { name: "draft.png", mimeType: "image/png", buffer: Buffer.from(PNG_1PX, "base64") },
      },
      headers: { "X-Requested-With": "XMLHttpRequest" },
    });
    const uploaded = ((await res.json()) as { data: UploadedPicture }).data;
    const { id } = await apiCall<{ id: number }>(teacher, endpoints.resource.save.path, {
      name: `手机端未发布资源${Date.now() % 100000}`,
      kind: 1,
      type: "PICTURE",
      files: [{ fileId: uploaded.id }],
      visibility: "school",
    });
    const s = await phones.open("iPhone 13");
    await loginOnPhone(s.page, STUDENT);
    await s.page.goto(`/resource/${id}`);
    await s.page.getByText("没有访问权限").waitFor();
    expect(await s.page.locator("video, .m-viewer").count()).toBe(0);

    const guest = await phones.open("Pixel 7");
    await guest.page.goto(`/resource/${id}`);
    await guest.page.getByRole("link", { name: "去登录" }).waitFor();
    await apiCall(teacher, endpoints.resource.remove.path, { id });
  }, 60_000);

  it("the demo live plays on an Android phone through hls.js and on an iPhone", async () => {
    let liveId = 0;
    await expect
      .poll(
        async () => {
          const list = await apiCall<LiveList>(student, endpoints.live.list.path, { status: 2, pageSize: 50 });
          liveId = list.list.find((l) => l.name.includes("力的合成与分解"))?.id ?? 0;
          return liveId;
        },
        { timeout: 90_000, interval: 3000 },
      )
      .toBeGreaterThan(0);
    const android = await phones.open("Pixel 7");
    await loginOnPhone(android.page, STUDENT);
    await android.page.goto("/live");
    await android.page
      .getByRole("link", { name: /力的合成与分解/ })
      .first()
      .click();
    await android.page.locator('video[data-engine="hls.js"]').waitFor({ timeout: 20_000 });
    await expect.poll(() => currentTime(android.page), { timeout: 30_000 }).toBeGreaterThan(1);
    const t1 = await currentTime(android.page);
    await expect.poll(() => currentTime(android.page), { timeout: 15_000 }).toBeGreaterThan(t1 + 1);
    await android.page.getByRole("button", { name: /点击开启声音/ }).waitFor();
    await expectNoSideScroll(android.page);
    await expectTouchTargets(android.page);
    await screenshot(android.page, "mobile-live-android");

    const iphone = await phones.open("iPhone 13");
    await loginOnPhone(iphone.page, STUDENT);
    await iphone.page.goto(`/live/wap/${liveId}`);
    // Native HLS first on an iPhone; Chromium (the suite's browser) has none and falls back to hls.js.
    await iphone.page.locator('video[data-engine="native"], video[data-engine="hls.js"]').waitFor({ timeout: 20_000 });
    await expect.poll(() => currentTime(iphone.page), { timeout: 30_000 }).toBeGreaterThan(1);
  }, 180_000);

  it("a discussion message reaches the other viewers, and the end of the live shows on the page", async () => {
    const now = Date.now();
    const name = `手机直播演示${now % 10000}`;
    const { id } = await apiCall<{ id: number }>(teacher, endpoints.live.save.path, {
      name,
      startTime: new Date(now + 60_000).toISOString(),
      endTime: new Date(now + 3600_000).toISOString(),
    });
    const info = await apiCall<LiveStreamInfo>(teacher, endpoints.live.stream.detail.path, { id });
    pusher = push(info.streams[0]?.pushUrl as string);

    const a = await phones.open("Pixel 7");
    await loginOnPhone(a.page, STUDENT);
    const b = await phones.open("iPhone 13");
    await loginOnPhone(b.page, OTHER_STUDENT);
    await b.page.goto(`/live/wap/${id}`);
    await a.page.goto(`/live/wap/${id}`);
    await a.page.locator('video[aria-label^="直播："][data-engine]').waitFor({ timeout: 40_000 });
    await b.page.locator('video[aria-label^="直播："][data-engine]').waitFor({ timeout: 40_000 });

    const text = `手机端讨论${now % 100000}`;
    await a.page.getByRole("textbox", { name: "讨论内容" }).fill(text);
    await a.page.getByRole("button", { name: "发送", exact: true }).click();
    await a.page.locator(".m-chat-item", { hasText: text }).waitFor();
    // The other phone gets it over the event stream, without reloading.
    await b.page.locator(".m-chat-item", { hasText: text }).waitFor({ timeout: 15_000 });
    await expectNoSideScroll(a.page);
    await expectTouchTargets(a.page);

    await apiCall(teacher, endpoints.live.end.path, { id });
    for (const p of [a.page, b.page]) {
      await p.getByTestId("live-ended").waitFor({ timeout: 20_000 });
      expect(await p.getByTestId("live-ended").textContent()).toContain("直播已结束");
      expect(await p.locator('video[aria-label^="直播："]').count()).toBe(0);
    }
    expect(await a.page.getByText("直播已结束，讨论已关闭").count()).toBe(1);
    await screenshot(a.page, "mobile-live-ended");
  }, 180_000);
});
