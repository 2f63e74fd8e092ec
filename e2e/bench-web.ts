// npm run bench:web — the bytes of JavaScript and CSS Chromium actually receives for the portal
// route (the encoded response bodies it reports, request.sizes(): brotli or gzip as the server
// sends them), next to their decoded size, and the largest contentful paint in headless Chromium on
// loopback, against the aims (JavaScript under 200 KB transferred, LCP 1.5 s). Builds what is
// stale, starts the real server on a free port with a fresh data directory (demo school, guest
// mode on), measures, and stops the server.
import type { Browser } from "playwright-core";
import { launchBrowser } from "./support/browser.js";
import { buildIfStale, startServer } from "./support/server.js";

const AIM_JS_KB = 200;
const AIM_LCP_MS = 1500;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const KB = 1024;

interface Lcp {
  time: number;
  element: string;
}
interface Asset {
  url: string;
  type: string;
  /** Content-Encoding of the response ("" = none). */
  encoding: string;
  /** Decoded size. */
  raw: number;
  /** Body bytes as received (encoded), and the response headers' size. */
  body: number;
  headers: number;
}
type LcpWindow = Window & { __lcp?: Lcp };

const LCP_OBSERVER = () => {
  const w = window as LcpWindow;
  w.__lcp = { time: 0, element: "" };
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
    if (!last) return;
    const el = last.element;
    w.__lcp = {
      time: last.startTime,
      element: el ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(" ")[0]}` : ""}` : "",
    };
  }).observe({ type: "largest-contentful-paint", buffered: true });
};

/** One cold load of /portal in a fresh context: the JS/CSS it loads and its LCP. */
async function loadPortal(browser: Browser, base: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "zh-CN" });
  const page = await context.newPage();
  await page.addInitScript(LCP_OBSERVER);
  const assets: Promise<Asset>[] = [];
  page.on("response", (res) => {
    const type = res.request().resourceType();
    if ((type === "script" || type === "stylesheet") && res.url().startsWith(base)) {
      assets.push(
        (async () => {
          const [decoded, sizes, encoding] = await Promise.all([
            res.body(),
            res.request().sizes(),
            res.headerValue("content-encoding"),
          ]);
          return {
            url: res.url().slice(base.length),
            type,
            encoding: encoding ?? "",
            raw: decoded.length,
            body: sizes.responseBodySize,
            headers: sizes.responseHeadersSize,
          };
        })(),
      );
    }
  });
  let acceptEncoding: Promise<string> = Promise.resolve("");
  page.on("request", (req) => {
    if (req.isNavigationRequest()) acceptEncoding = req.allHeaders().then((h) => h["accept-encoding"] ?? "");
  });
  await page.goto(`${base}/portal`, { waitUntil: "networkidle" });
  await page.locator(".portal-section").first().waitFor();
  await page.waitForTimeout(300);
  const lcp = (await page.evaluate(() => (window as LcpWindow).__lcp)) ?? { time: 0, element: "" };
  const nav = await page.evaluate(() => {
    const n = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    const fcp = performance.getEntriesByName("first-contentful-paint")[0];
    return { domContentLoaded: n?.domContentLoadedEventEnd ?? 0, fcp: fcp?.startTime ?? 0 };
  });
  const files = await Promise.all(assets);
  await context.close();
  return { files, lcp, acceptEncoding: await acceptEncoding, ...nav };
}

const kb = (n: number) => (n / KB).toFixed(1);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

buildIfStale();
const server = await startServer();
const browser = await launchBrowser();
try {
  // A warm-up load first (server caches, disk), then RUNS measured cold-cache loads.
  const first = await loadPortal(browser, server.baseUrl);
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await loadPortal(browser, server.baseUrl));

  const rows = [...first.files].sort((a, b) => b.body - a.body);
  const js = rows.filter((r) => r.type === "script");
  const css = rows.filter((r) => r.type === "stylesheet");
  const sum = (xs: Asset[], k: "raw" | "body" | "headers") => xs.reduce((n, r) => n + r[k], 0);

  console.log(
    `\nPortal /portal — scripts and styles loaded until network idle (${rows.length} files; Chromium sent Accept-Encoding: ${first.acceptEncoding || "?"})\n`,
  );
  console.log(`${"file".padEnd(48)} ${"encoding".padStart(8)} ${"raw KB".padStart(9)} ${"sent KB".padStart(9)}`);
  for (const r of rows) {
    console.log(
      `${r.url.padEnd(48)} ${(r.encoding || "none").padStart(8)} ${kb(r.raw).padStart(9)} ${kb(r.body).padStart(9)}`,
    );
  }
  const lcps = runs.map((r) => r.lcp.time);
  const lcp = median(lcps);
  const fcp = median(runs.map((r) => r.fcp));
  const table: [string, string, string, number | null][] = [
    [
      "JavaScript transferred (encoded bodies)",
      `${kb(sum(js, "body"))} KB in ${js.length} files`,
      `${AIM_JS_KB} KB`,
      sum(js, "body") / KB / AIM_JS_KB,
    ],
    ["JavaScript transferred with headers", `${kb(sum(js, "body") + sum(js, "headers"))} KB`, "—", null],
    ["JavaScript decoded", `${kb(sum(js, "raw"))} KB`, "—", null],
    ["compression ratio (decoded / sent)", `${(sum(js, "raw") / Math.max(1, sum(js, "body"))).toFixed(2)}`, "—", null],
    ["CSS transferred", `${kb(sum(css, "body"))} KB in ${css.length} files`, "—", null],
    ["first contentful paint", `${fcp.toFixed(0)} ms`, "—", null],
    [`largest contentful paint (median of ${RUNS})`, `${lcp.toFixed(0)} ms`, `${AIM_LCP_MS} ms`, lcp / AIM_LCP_MS],
  ];
  console.log(`\n${"measure".padEnd(40)} ${"value".padStart(22)} ${"aim".padStart(9)} ${"ratio".padStart(7)}`);
  for (const [name, value, aim, ratio] of table) {
    const r = ratio === null ? "" : `${ratio.toFixed(2)}${ratio <= 1 ? " ✓" : " ✗"}`;
    console.log(`${name.padEnd(40)} ${value.padStart(22)} ${aim.padStart(9)} ${r.padStart(7)}`);
  }
  console.log(
    `\nLCP element: ${runs[0]?.lcp.element || "?"}; LCP runs (ms): ${lcps.map((x) => x.toFixed(0)).join(", ")}`,
  );
  const admin = rows.filter((r) => /Admin|ProLayout|ProTable|ProForm|LightWrapper/.test(r.url));
  console.log(
    `admin / pro-components chunks on the portal path: ${admin.length ? admin.map((r) => r.url).join(", ") : "none"}`,
  );
} finally {
  await browser.close();
  await server.stop();
}
