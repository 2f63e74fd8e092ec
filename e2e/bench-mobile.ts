// npm run bench:mobile — the mobile portal on a phone's network: the JavaScript its first screen
// transfers (encoded bodies, request.sizes(): brotli or gzip as the server sends them) and the
// median largest contentful paint of cold loads, on an iPhone 13 profile in headless Chromium with
// Slow 4G (562.5 ms latency, 1.6 Mbit/s down, 750 kbit/s up) and a 4x CPU slowdown, against the
// aims (JavaScript under 100 KB, LCP 2.5 s). The desktop portal, measured the same way on the
// desktop port with a desktop browser, is printed beside it as the baseline. Builds what is stale,
// starts the real server on free ports with a fresh data directory (demo school, guest mode on),
// measures, and stops the server.
import { type Browser, type BrowserContextOptions, devices } from "playwright-core";
import { launchBrowser } from "./support/browser.js";
import { buildIfStale, startServer } from "./support/server.js";

const AIM_JS_KB = 100;
const AIM_LCP_MS = 2500;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const KB = 1024;

/** Chrome DevTools' Slow 4G preset; throughputs in bytes per second. */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
const CPU_SLOWDOWN = 4;

interface Lcp {
  time: number;
  element: string;
}
interface Script {
  url: string;
  /** Body bytes as received (encoded). */
  body: number;
  /** Decoded size. */
  raw: number;
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
      element: el
        ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : el.className ? `.${String(el.className).split(" ")[0]}` : ""}`
        : "",
    };
  }).observe({ type: "largest-contentful-paint", buffered: true });
};

interface Target {
  base: string;
  context: BrowserContextOptions;
  /** An element of the first screen's content: the load is complete once it shows. */
  ready: string;
}

/** One cold load of /portal in a fresh, throttled context: the scripts it loads and its LCP. */
async function loadPortal(browser: Browser, target: Target) {
  const context = await browser.newContext({ locale: "zh-CN", ...target.context });
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.addInitScript(LCP_OBSERVER);
  const scripts: Promise<Script>[] = [];
  page.on("response", (res) => {
    if (res.request().resourceType() !== "script" || !res.url().startsWith(target.base)) return;
    scripts.push(
      Promise.all([res.body(), res.request().sizes()]).then(([decoded, sizes]) => ({
        url: res.url().slice(target.base.length),
        body: sizes.responseBodySize,
        raw: decoded.length,
      })),
    );
  });
  await page.goto(`${target.base}/portal`, { waitUntil: "networkidle", timeout: 120_000 });
  await page.locator(target.ready).first().waitFor();
  await page.waitForTimeout(300);
  const lcp = (await page.evaluate(() => (window as LcpWindow).__lcp)) ?? { time: 0, element: "" };
  const files = await Promise.all(scripts);
  await context.close();
  return { files, lcp };
}

const kb = (n: number) => (n / KB).toFixed(1);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const sum = (xs: Script[], k: "body" | "raw") => xs.reduce((n, r) => n + r[k], 0);

/** A warm-up load (server caches, disk), then RUNS measured cold loads. */
async function measure(browser: Browser, target: Target) {
  const first = await loadPortal(browser, target);
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await loadPortal(browser, target));
  const lcps = runs.map((r) => r.lcp.time);
  return { files: first.files, lcp: median(lcps), lcps, element: runs[0]?.lcp.element ?? "" };
}

buildIfStale();
const server = await startServer();
const browser = await launchBrowser();
try {
  const { defaultBrowserType: _browser, ...iphone } = devices["iPhone 13"];
  const mobile = await measure(browser, {
    base: server.mobileUrl,
    context: iphone,
    ready: ".adm-tab-bar",
  });
  // A desktop browser: a phone's agent would be sent to the mobile site by the desktop guard.
  const desktop = await measure(browser, {
    base: server.baseUrl,
    context: { viewport: { width: 1440, height: 900 } },
    ready: ".portal-section",
  });

  console.log(
    `\nMobile portal /portal on ${server.mobileUrl} — iPhone 13, Slow 4G (${SLOW_4G.latency} ms, 1.6 Mbit/s down, 750 kbit/s up), CPU ${CPU_SLOWDOWN}x slower\n`,
  );
  console.log(`${"script".padEnd(56)} ${"raw KB".padStart(9)} ${"sent KB".padStart(9)}`);
  for (const f of [...mobile.files].sort((a, b) => b.body - a.body)) {
    console.log(`${f.url.padEnd(56)} ${kb(f.raw).padStart(9)} ${kb(f.body).padStart(9)}`);
  }
  const ratio = (value: number, aim: number) => {
    const r = value / aim;
    return `${r.toFixed(2)}${r <= 1 ? " ✓" : " ✗"}`;
  };
  const rows: [string, string, string, string, string][] = [
    [
      "JavaScript transferred (encoded)",
      `${kb(sum(mobile.files, "body"))} KB / ${mobile.files.length}`,
      `${AIM_JS_KB} KB`,
      ratio(sum(mobile.files, "body") / KB, AIM_JS_KB),
      `${kb(sum(desktop.files, "body"))} KB / ${desktop.files.length}`,
    ],
    ["JavaScript decoded", `${kb(sum(mobile.files, "raw"))} KB`, "—", "", `${kb(sum(desktop.files, "raw"))} KB`],
    [
      `largest contentful paint (median of ${RUNS})`,
      `${mobile.lcp.toFixed(0)} ms`,
      `${AIM_LCP_MS} ms`,
      ratio(mobile.lcp, AIM_LCP_MS),
      `${desktop.lcp.toFixed(0)} ms`,
    ],
  ];
  console.log(
    `\n${"measure".padEnd(40)} ${"mobile".padStart(18)} ${"aim".padStart(9)} ${"ratio".padStart(7)} ${"desktop (baseline)".padStart(20)}`,
  );
  for (const [name, value, aim, r, base] of rows) {
    console.log(`${name.padEnd(40)} ${value.padStart(18)} ${aim.padStart(9)} ${r.padStart(7)} ${base.padStart(20)}`);
  }
  console.log(
    `\nLCP element: mobile ${mobile.element || "?"}, desktop ${desktop.element || "?"}; LCP runs (ms): mobile ${mobile.lcps
      .map((x) => x.toFixed(0))
      .join(", ")}; desktop ${desktop.lcps.map((x) => x.toFixed(0)).join(", ")}`,
  );
} finally {
  await browser.close();
  await server.stop();
}
