import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  apiCall,
  apiSession,
  closeSession,
  launchBrowser,
  login,
  openPage,
  pathOf,
  type Session,
  screenshot,
} from "../support/browser";

/** The second of the demo video the screenshot is taken at. */
const AT = 12;

/** A frame of the page's video at `second`, scaled to 60 % in a white border, as a JPEG data URL. */
function grabFrame(page: Page, second: number): Promise<string> {
  return page.evaluate(async (at) => {
    const v = document.querySelector("video") as HTMLVideoElement;
    v.muted = true;
    if (v.readyState < 1) await new Promise((r) => v.addEventListener("loadedmetadata", r, { once: true }));
    v.currentTime = at;
    await new Promise((r) => v.addEventListener("seeked", r, { once: true }));
    const w = Math.round(v.videoWidth * 0.6);
    const h = Math.round(v.videoHeight * 0.6);
    const c = document.createElement("canvas");
    c.width = w + 80;
    c.height = h + 60;
    const g = c.getContext("2d") as CanvasRenderingContext2D;
    g.fillStyle = "#ffffff";
    g.fillRect(0, 0, c.width, c.height);
    g.drawImage(v, 40, 30, w, h);
    return c.toDataURL("image/jpeg", 0.6);
  }, second);
}

/** Pastes a data URL picture into the page as a screenshot would be pasted. */
function paste(page: Page, dataUrl: string) {
  return page.evaluate((url) => {
    const bin = atob(url.split(",")[1] as string);
    const bytes = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    const data = new DataTransfer();
    data.items.add(new File([bytes], "shot.jpg", { type: "image/jpeg" }));
    document.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true }));
  }, dataUrl);
}

describe("search by image", () => {
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

  it("a scaled, bordered screenshot of a demo video finds the video at rank 1 and opens at its second", async () => {
    const api = await apiSession("student");
    const found = await apiCall<{ list: { id: number; title: string; meta: string[] }[] }>(api, "/api/c/search/list", {
      keyWord: "浮力的应用",
      sp: "resource",
    });
    await api.dispose();
    const video = found.list.find((h) => h.meta.includes("视频"));
    expect(video, "a demo video about buoyancy").toBeTruthy();
    s = await openPage(browser);
    const { page } = s;
    await login(page, "student");
    await page.goto(`/resource/${video?.id}`);
    await page.locator("video").first().waitFor({ timeout: 30_000 });
    const shot = await grabFrame(page, AT);

    await page.goto("/retrieval");
    await page.getByRole("button", { name: "上传图片" }).waitFor();
    await paste(page, shot);
    const cards = page.locator(".otp-retrieval-card");
    // On a fresh start the background backfill may still be hashing keyframes: search again.
    for (let i = 0; i < 30 && !(await cards.count()); i++) {
      await page.waitForTimeout(5000);
      await page.locator(".otp-retrieval-recent button.is-current").click();
      await page.waitForTimeout(1000);
    }
    const first = cards.first();
    await first.waitFor();
    const href = (await first.getAttribute("href")) ?? "";
    const second = Number(/\?second=(\d+)$/.exec(href)?.[1] ?? -99);
    expect(Math.abs(second - AT), href).toBeLessThanOrEqual(5);
    // Demo resources share their video files: the one the frame came from ranks with the best.
    const mine = cards.filter({ hasText: video?.title ?? "" }).first();
    const similarity = (card: typeof first) => card.locator(".otp-retrieval-meta").textContent();
    expect(await similarity(mine)).toContain(/相似度 \d+%/.exec((await similarity(first)) ?? "")?.[0] ?? "?");
    await screenshot(page, "retrieval-results", false);

    // The search page's 以图搜视频 tab shows the same search (the current picture is remembered).
    await page.goto("/search?sp=image");
    await expect.poll(() => page.locator(".otp-retrieval-card").first().getAttribute("href")).toBe(href);
    await page.locator(".otp-retrieval-card").first().click();
    await expect.poll(() => pathOf(page)).toBe(href);
  });
});
