import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
  request,
} from "playwright-core";
import { afterAll, afterEach, beforeAll, inject, type TestContext } from "vitest";
import { expectAccessible } from "./axe";

export const PASSWORD = "Demo@2026";
export const ARTIFACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../artifacts");

/** Base URL of the one server the global setup started (API + built web). */
export function baseUrl(): string {
  return inject("baseUrl");
}

/** Headless Chromium from Debian's package; one per spec file. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-quic",
      "--no-first-run",
    ],
  });
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Page errors (uncaught exceptions) seen so far. */
  errors: string[];
}

/** A fresh context (no cookies, no storage) and page per test. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Session> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1440, height: 900 },
    locale: "zh-CN",
    timezoneId: "Asia/Shanghai",
    ...options,
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(20_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  return { context, page, errors };
}

/** Logs in through the real /login (or /loginByExperts) form. Does not wait for the redirect. */
export async function submitLogin(page: Page, account: string, opts: { path?: string; password?: string } = {}) {
  await page.goto(opts.path ?? "/login");
  await page.getByPlaceholder("账号").fill(account);
  await page.getByPlaceholder("密码").fill(opts.password ?? PASSWORD);
  await page.locator("form button[type=submit]").click();
}

/** Logs in through the /login form and waits until the page has left the login screen. */
export async function login(page: Page, account: string, opts: { path?: string; password?: string } = {}) {
  await submitLogin(page, account, opts);
  await page.waitForURL((u) => !u.pathname.startsWith("/login"));
}

/** The client-side path (pathname + search) of the page. */
export function pathOf(page: Page): string {
  const u = new URL(page.url());
  return u.pathname + u.search;
}

/** Waits until the SPA is at the given pathname (the router navigates without page loads). */
export async function waitForPath(page: Page, pathname: string | RegExp) {
  await page.waitForURL((u) => (typeof pathname === "string" ? u.pathname === pathname : pathname.test(u.pathname)), {
    waitUntil: "commit",
  });
}

/**
 * Opens the header's user menu and returns the dropdown. The dropdown code loads after the page
 * (lazy chunk): a hover that lands on the placeholder trigger before it arrives is repeated.
 */
export async function openUserMenu(page: Page) {
  const trigger = page.getByRole("button", { name: "用户菜单" });
  const dropdown = page.locator(".ant-dropdown:not(.ant-dropdown-hidden)");
  for (let attempt = 0; ; attempt++) {
    await page.mouse.move(0, 0);
    await trigger.hover();
    try {
      await dropdown.getByRole("menuitem", { name: "个人中心" }).waitFor({ timeout: 2_000 });
      return dropdown;
    } catch (e) {
      if (attempt >= 4) throw e;
    }
  }
}

/** The session marker the web keeps in localStorage after login (see apps/web/DECISIONS.md). */
export function tokenMarker(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem("Token"));
}

export async function screenshot(page: Page, name: string, fullPage = true): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}

/** CSRF header every state-changing API call needs (docs/api.md). */
export const API_HEADERS = { "X-Requested-With": "XMLHttpRequest", "Content-Type": "application/json" };

export interface Envelope<T = unknown> {
  success: boolean;
  data: T;
  msg: string;
  code: number;
}

/** POSTs a JSON body through an API context; rejects unless the envelope says success. */
export async function apiCall<T = unknown>(
  api: APIRequestContext,
  url: string,
  body: unknown = {},
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await api.post(url, { data: body ?? {}, headers: { ...API_HEADERS, ...headers } });
  const json = (await res.json().catch(() => null)) as Envelope<T> | null;
  if (!json?.success) throw new Error(`${url} → HTTP ${res.status()}: ${json?.msg ?? "(no envelope)"}`);
  return json.data;
}

/** An API client (own cookie jar) logged in with the given account, for setup steps. */
export async function apiSession(account = "admin", headers: Record<string, string> = {}): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: headers });
  await apiCall(api, "/api/login", { account, password: PASSWORD });
  return api;
}

/** Switches a singleton site config (guest, grey, ...) as the administrator. */
export async function setAreaSwitch(api: APIRequestContext, areaCode: string, isUsing: boolean, content?: string) {
  await apiCall(api, "/api/m/cms/area/pic/save", { areaCode, isUsing, ...(content === undefined ? {} : { content }) });
}

export async function areaDetail(api: APIRequestContext, areaCode: string) {
  return apiCall<{ isUsing: boolean; content: string }>(api, `/api/c/cms/area/pic/${areaCode}/detail`, {});
}

/**
 * Closes a test's context; when the test failed, first saves a screenshot
 * (artifacts/failed-<test>.png) and prints the page URL, so a CI failure can be read.
 */
export async function closeSession(
  s: Session | undefined,
  ctx: TestContext,
  audited: readonly string[] = [new URL(baseUrl()).origin],
): Promise<void> {
  if (!s) return;
  // Every page a passing test leaves open is audited with axe (WCAG 2 A/AA); serious or critical
  // violations fail the test. Only the origins given are audited: the desktop site by default,
  // the mobile site too for the phone suites (e2e/support/phone.ts).
  if (ctx.task.result?.state !== "fail") {
    for (const page of s.context.pages()) {
      if (!page.url().startsWith("http") || !audited.includes(new URL(page.url()).origin)) continue;
      // Only the platform's own document (stubbed pages of other sites are not ours to audit).
      if ((await page.locator("#root").count()) === 0) continue;
      try {
        await expectAccessible(page, ctx.task.name);
      } catch (e) {
        await s.context.close();
        throw e;
      }
    }
  }
  if (ctx.task.result?.state === "fail") {
    const name = `failed-${ctx.task.name.replace(/[^\p{L}\p{N}]+/gu, "-").slice(0, 60)}`;
    for (const page of s.context.pages()) {
      console.error(`[e2e] ${ctx.task.name}: page at ${page.url()}; page errors: ${s.errors.join(" | ") || "none"}`);
      await screenshot(page, name, false).catch(() => null);
    }
  }
  await s.context.close();
}

/** Waits until an antd message (toast) with this text shows. */
export async function waitForMessage(page: Page, text: string | RegExp, timeout?: number): Promise<void> {
  await page
    .locator(".ant-message")
    .getByText(text)
    .first()
    .waitFor(timeout === undefined ? undefined : { timeout });
}

/**
 * Plays a <video>/<audio> muted when the autoplay policy held it back (headless has no user
 * gesture), without moving its position.
 */
export async function playMuted(media: Locator): Promise<void> {
  await media.evaluate(async (el: HTMLMediaElement) => {
    if (!el.paused) return;
    el.muted = true;
    await el.play().catch(() => undefined);
  });
}

/**
 * Waits until an antd element (a `.ant-modal`, a `.ant-message-notice`, ...) has finished its
 * enter animation: rc-motion removes its `-appear`/`-enter` classes when done.
 */
export async function waitForMotionEnd(el: Locator): Promise<void> {
  await el.waitFor();
  for (let i = 0; i < 100; i++) {
    const cls = (await el.getAttribute("class")) ?? "";
    if (!/-(appear|enter)\b/.test(cls)) return;
    await el.page().waitForTimeout(50);
  }
}

/** Waits until an antd modal (the `.ant-modal` element) has finished its open animation. */
export const waitForModalOpen = waitForMotionEnd;

/**
 * Waits until no antd spinner (table loading, Spin) is spinning on the page and the content it
 * dimmed has faded back in.
 */
export async function waitForNoSpinner(page: Page, timeout = 30_000): Promise<void> {
  const busy = () =>
    page.evaluate(
      () =>
        document.querySelector(".ant-spin-spinning, .ant-spin-blur") !== null ||
        Array.from(document.querySelectorAll(".ant-spin-container")).some((el) => getComputedStyle(el).opacity !== "1"),
    );
  const deadline = Date.now() + timeout;
  while (await busy()) {
    if (Date.now() > deadline) throw new Error(`still loading after ${timeout} ms`);
    await page.waitForTimeout(100);
  }
}

/**
 * One browser for a spec file: launched before its tests, every session a test opened through
 * `open` closed after it (audited with axe when it passed, saved as screenshots when it failed),
 * and the browser closed at the end.
 */
export function browserSuite() {
  let browser: Browser | undefined;
  let opened: Session[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async (ctx) => {
    const sessions = opened;
    opened = [];
    // Every session is closed even when one fails its audit; the first failure is reported.
    let failure: unknown;
    for (const s of sessions) await closeSession(s, ctx).catch((e: unknown) => (failure ??= e));
    if (failure) throw failure;
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    get browser(): Browser {
      if (!browser) throw new Error("the browser starts in beforeAll");
      return browser;
    },
    async open(options: BrowserContextOptions = {}): Promise<Session> {
      const s = await openPage(this.browser, options);
      opened.push(s);
      return s;
    },
  };
}
