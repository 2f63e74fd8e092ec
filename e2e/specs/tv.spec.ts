import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSuite, login, type Session, screenshot } from "../support/browser";

const currentTime = (page: Page) => page.getByTestId("tv-video").evaluate((v: HTMLVideoElement) => v.currentTime);

describe("campus TV station: the guide and a scheduled channel playing", () => {
  const suite = browserSuite();
  let s: Session | undefined;

  it("a guest sees the channels and what is on air, and is asked to sign in to watch", async () => {
    s = await suite.open();
    await s.page.goto("/campus-tv-station");
    await s.page.waitForURL(/\/campus-tv-station\/player/);
    await s.page.getByRole("button", { name: /校园综合频道/ }).waitFor();
    await s.page.getByText(/正在播出《.+》，登录后即可收看/).waitFor();
    await s.page.getByRole("list", { name: "节目单" }).waitFor();
  });

  it("a student watches a scheduled channel at the station's point, then browses the columns", async () => {
    s = await suite.open();
    await login(s.page, "student");
    await s.page.goto("/campus-tv-station/player");
    const onAir = s.page.locator(".tv-on-air");
    await onAir.waitFor();
    const video = s.page.getByTestId("tv-video");
    await video.waitFor();
    // The player attaches its stream right after the element appears: a play() made before that
    // is interrupted by the new load ("AbortError"), so ask again until one holds.
    await expect
      .poll(
        () =>
          video.evaluate((v: HTMLVideoElement) => {
            v.muted = true;
            return v.play().then(
              () => true,
              () => false,
            );
          }),
        { timeout: 20_000 },
      )
      .toBe(true);
    // The channel plays as a live stream (the platform's ffmpeg playout into the ingest, HTTP-FLV
    // through Media Source Extensions), not as the programme's file.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.src), { timeout: 20_000 }).toMatch(/^blob:/);
    await expect.poll(() => currentTime(s?.page as Page), { timeout: 20_000 }).toBeGreaterThan(0.5);
    const t1 = await currentTime(s.page);
    await expect.poll(() => currentTime(s?.page as Page), { timeout: 10_000 }).toBeGreaterThan(t1 + 0.5);
    await screenshot(s.page, "tv-player");

    // Another channel: its own programme list.
    await s.page.getByRole("button", { name: /课堂精选频道/ }).click();
    await expect.poll(() => new URL(s?.page.url() ?? "").searchParams.get("channel")).not.toBeNull();
    await s.page.getByTestId("tv-video").waitFor();

    await s.page.getByRole("tab", { name: "栏目点播" }).click();
    await s.page.locator(".tv-tile").first().waitFor();
    await screenshot(s.page, "tv-list");
  });
});
