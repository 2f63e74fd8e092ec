import { describe, expect, it } from "vitest";
import { mobileUrl, phoneSuite } from "../support/phone";

/**
 * The mobile portal's first screen must stay light on a phone's network: JavaScript as sent until
 * the page has loaded (what loads later at idle, e.g. pull to refresh, is not the first screen).
 * The issue's aim, 100 KB, is the ceiling: the first screen measured 148 KB with React and the
 * endpoint declarations' schemas, 79 KB on Preact's React API without them (decision 0063).
 * `npm run bench:mobile` prints the figure against the aim.
 */
const BUDGET_KB = 100;
const KB = 1024;

describe("mobile portal JavaScript budget", () => {
  const phones = phoneSuite();

  it(`one load of the mobile portal transfers under ${BUDGET_KB} KB of JavaScript`, async () => {
    // Android: Chromium's own agent, so the server answers as it does to Chrome on a phone.
    const { page } = await phones.open("Pixel 7");
    const scripts: Promise<{ url: string; bytes: number }>[] = [];
    let loaded = false;
    page.on("response", (res) => {
      if (loaded) return;
      const type = res.request().resourceType();
      const js = type === "script" || (res.headers()["content-type"] ?? "").includes("javascript");
      if (!js || !res.url().startsWith(mobileUrl())) return;
      // The encoded body as received (brotli or gzip as the server sent it): a size, never a time.
      scripts.push(
        res
          .request()
          .sizes()
          .then((z) => ({ url: new URL(res.url()).pathname, bytes: z.responseBodySize })),
      );
    });
    await page.goto("/portal", { waitUntil: "load" });
    // The first screen: the shell and the portal's first section drawn.
    await page.locator(".adm-tab-bar").waitFor();
    await page.locator(".m-section-head").first().waitFor();
    loaded = true;
    const files = await Promise.all(scripts);
    const total = files.reduce((n, f) => n + f.bytes, 0);
    const list = files
      .sort((a, b) => b.bytes - a.bytes)
      .map((f) => `${f.url} ${(f.bytes / KB).toFixed(1)} KB`)
      .join(", ");
    console.log(`[mobile budget] ${(total / KB).toFixed(1)} KB of JavaScript in ${files.length} files: ${list}`);
    expect(files.length).toBeGreaterThan(0);
    expect(total, list).toBeLessThan(BUDGET_KB * KB);
  });
});
