import type { APIRequestContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiSession,
  areaDetail,
  browserSuite,
  login,
  type Session,
  screenshot,
  setAreaSwitch,
  waitForModalOpen,
} from "../support/browser";

/**
 * The resource preview dialog (SPEC §2) on the seeded demo content: multi-screen, a zip document,
 * audio and a picture, opened from 资源中心 (/resource) by a student; and the course catalogue
 * for a guest when guest mode is on.
 */

/** ZIP_MESSAGE of packages/contract/src/resource.ts. */
const ZIP_MESSAGE = "zip文件，请下载后在本地查看";

async function settle(page: Page) {
  await page.waitForLoadState("networkidle").catch(() => null);
}

/** The readyState of each <video>/<audio> in `scope`. */
function readyStates(media: Locator): Promise<number[]> {
  return media.evaluateAll((els) => els.map((el) => (el as HTMLMediaElement).readyState));
}

/**
 * On /resource: narrows the list (type radio and/or keyword), opens the first card's 预览 and
 * returns the dialog with its resource name.
 */
async function previewFirst(page: Page, opts: { type?: string; keyword?: string }) {
  await page.goto("/resource");
  if (opts.type) {
    await page.locator(".res-filter-row .ant-radio-button-wrapper", { hasText: opts.type }).first().click();
    await page.waitForURL((u) => u.searchParams.has("type"));
  }
  if (opts.keyword) {
    const box = page.getByPlaceholder("搜索资源名称，支持拼音首字母");
    await box.fill(opts.keyword);
    await box.press("Enter");
    await page.waitForURL((u) => u.searchParams.get("keyword") === opts.keyword);
  }
  const card = page.locator(".res-card:not(.res-card-skeleton)").first();
  await card.waitFor();
  // keepPreviousData: wait until the grid shows the filtered page, not the previous one.
  await expect.poll(() => page.locator(".res-grid").evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  const name = await card.locator(".res-card-name").innerText();
  await card.locator(".res-card-preview").click();
  const dialog = page.locator(".otp-preview-modal");
  await dialog.locator(".ant-modal-title", { hasText: name }).waitFor();
  await waitForModalOpen(dialog);
  // Away from the player: no hover masks in the screenshots.
  await page.mouse.move(5, 890);
  return { dialog, name };
}

async function closeDialog(dialog: Locator) {
  await dialog.locator(".ant-modal-close").click();
  await dialog.waitFor({ state: "hidden" });
}

describe("resource preview dialog on the demo content", () => {
  const suite = browserSuite();
  let admin: APIRequestContext;
  let guestWasOn = true;
  let s: Session | undefined;

  beforeAll(async () => {
    admin = await apiSession("admin");
    guestWasOn = (await areaDetail(admin, "guest")).isUsing;
  });
  afterAll(async () => {
    await setAreaSwitch(admin, "guest", guestWasOn).catch(() => null);
    await admin?.dispose();
  });

  it("student: multi-screen, zip, audio and picture previews from 资源中心", { timeout: 240_000 }, async () => {
    s = await suite.open();
    const { page } = s;
    await login(page, "s0001");

    // Multi-screen: two or more synchronised videos in the 840x473 player of the 1120 dialog.
    {
      const { dialog } = await previewFirst(page, { type: "多屏视频" });
      const box = await dialog.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(1110);
      expect(box?.width ?? 0).toBeLessThanOrEqual(1130);
      const player = dialog.locator(".otp-player");
      expect(await player.getAttribute("data-viewer")).toBe("multiscreen");
      const videos = dialog.locator(".otp-player-multi video");
      await videos.first().waitFor({ timeout: 30_000 });
      expect(await videos.count()).toBeGreaterThanOrEqual(2);
      await expect
        .poll(async () => Math.min(...(await readyStates(videos))), { timeout: 60_000, message: "all screens loaded" })
        .toBeGreaterThanOrEqual(1);
      expect(await dialog.locator(".otp-screen-label").count()).toBe(await videos.count());
      // The main screen gets its controls once the copyright intro is over.
      await dialog.locator(".otp-screen-main video[controls]").waitFor({ timeout: 20_000 });
      await settle(page);
      await screenshot(page, "preview-multiscreen", false);
      await closeDialog(dialog);
    }

    // A zip document: not previewed, the download message instead.
    {
      const { dialog, name } = await previewFirst(page, { keyword: "资料包" });
      expect(name).toContain("资料包");
      await dialog.getByText(ZIP_MESSAGE, { exact: true }).waitFor();
      expect(await dialog.locator(".otp-player").getAttribute("data-viewer")).toBe("zip");
      await dialog.locator(".otp-player-doc-name", { hasText: ".zip" }).waitFor();
      await screenshot(page, "preview-zip", false);
      await closeDialog(dialog);
    }

    // Audio: the <audio> element loads its stream.
    {
      const { dialog } = await previewFirst(page, { type: "音频" });
      expect(await dialog.locator(".otp-player").getAttribute("data-viewer")).toBe("audio");
      const audio = dialog.locator("audio");
      await audio.waitFor({ state: "attached", timeout: 30_000 });
      await expect
        .poll(async () => (await readyStates(audio))[0] ?? 0, { timeout: 60_000, message: "audio metadata" })
        .toBeGreaterThanOrEqual(1);
      await settle(page);
      await screenshot(page, "preview-audio", false);
      await closeDialog(dialog);
    }

    // Picture: the image is shown (decoded, not a broken icon).
    {
      const { dialog } = await previewFirst(page, { type: "图片" });
      expect(await dialog.locator(".otp-player").getAttribute("data-viewer")).toBe("picture");
      const img = dialog.locator(".otp-player-picture img");
      await img.waitFor();
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), { timeout: 30_000 })
        .toBeGreaterThan(0);
      // The "点击查看大图" hover mask fades out once the mouse is away.
      const mask = dialog.locator(".ant-image-mask");
      if (await mask.count()) await expect.poll(() => mask.evaluate((el) => getComputedStyle(el).opacity)).toBe("0");
      await screenshot(page, "preview-picture", false);
      await closeDialog(dialog);
    }
    expect(s.errors).toEqual([]);
  });

  it("guest mode on: a guest sees the course catalogue", { timeout: 120_000 }, async () => {
    await setAreaSwitch(admin, "guest", true);
    s = await suite.open();
    const { page } = s;
    await page.goto("/course");
    const cards = page.locator("a.course-card");
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(0);
    await page.getByText(/共 \d+ 门课程/).waitFor();
    // A guest, not a session: the header offers 登录.
    await page
      .locator(".otp-header")
      .getByRole("button", { name: /登\s*录/ })
      .waitFor();
    await settle(page);
    await screenshot(page, "guest-course-catalogue");
    expect(s.errors).toEqual([]);
  });
});
