import { endpoints } from "@otp/contract";
import { type Browser, type BrowserContext, type BrowserContextOptions, devices, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";
import {
  API_HEADERS,
  baseUrl,
  closeSession,
  type Envelope,
  launchBrowser,
  openPage,
  PASSWORD,
  type Session,
} from "./browser";

/**
 * The phones the mobile specs run on: an iPhone (Safari's agent: the desktop guard and the mobile
 * player's engine choice read it) and an Android phone, both as Chromium emulates them (the only
 * browser the suite has). Sizes, pixel ratio, touch and agent come from Playwright's profiles.
 */
export const PHONES = ["iPhone 13", "Pixel 7"] as const;
export type PhoneName = (typeof PHONES)[number];

/** The mobile site of the suite's server (MOBILE_PORT). */
export function mobileUrl(): string {
  return inject("mobileUrl");
}

/** The context options of a phone: its profile, pages opened against the mobile site. */
export function phoneOptions(phone: PhoneName, options: BrowserContextOptions = {}): BrowserContextOptions {
  const { defaultBrowserType: _browser, ...profile } = devices[phone];
  return { ...profile, baseURL: mobileUrl(), ...options };
}

/**
 * Origins audited with axe after each passing test: both sites, under both loopback names (a
 * spec may configure the mobile address as localhost so no cookie is shared with 127.0.0.1).
 */
function auditedOrigins(): string[] {
  return [mobileUrl(), baseUrl()].flatMap((u) => {
    const url = new URL(u);
    return ["127.0.0.1", "localhost"].map((host) => `${url.protocol}//${host}:${url.port}`);
  });
}

/**
 * One browser for a phone spec file, as browserSuite: every session a test opened is closed after
 * it, audited with axe (serious and critical violations fail) on the mobile site as on the desktop
 * site when the test passed, saved as a screenshot when it failed.
 */
export function phoneSuite() {
  let browser: Browser | undefined;
  let opened: Session[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async (ctx) => {
    const sessions = opened;
    opened = [];
    const origins = auditedOrigins();
    let failure: unknown;
    for (const s of sessions) await closeSession(s, ctx, origins).catch((e: unknown) => (failure ??= e));
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
    /** A fresh phone (no cookies, no storage) on the mobile site. */
    async open(phone: PhoneName = "iPhone 13", options: BrowserContextOptions = {}): Promise<Session> {
      const s = await openPage(this.browser, phoneOptions(phone, options));
      opened.push(s);
      return s;
    },
  };
}

/**
 * Logs the phone in without the login page: the API login answers with the session cookie, set in
 * the phone's cookie jar for the mobile site (and for any port of its host: cookies ignore ports).
 */
export async function loginOnPhone(
  target: Page | BrowserContext,
  account: string,
  opts: { password?: string; site?: string } = {},
): Promise<void> {
  const context = "context" in target ? target.context() : target;
  const res = await context.request.post(new URL(endpoints.auth.login.path, opts.site ?? mobileUrl()).toString(), {
    data: { account, password: opts.password ?? PASSWORD },
    headers: API_HEADERS,
  });
  const body = (await res.json()) as Envelope;
  if (!body.success) throw new Error(`login of ${account} on the phone failed: ${body.msg}`);
}

/**
 * Fails when the page scrolls sideways on a narrow phone: at `width` CSS px the document is no
 * wider than the viewport. The elements reaching past the edge are named in the message.
 */
export async function expectNoSideScroll(page: Page, width = 360): Promise<void> {
  const before = page.viewportSize();
  await page.setViewportSize({ width, height: before?.height ?? 740 });
  try {
    // A layout pass after the resize (media queries, antd-mobile's measured components).
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const found = await page.evaluate((w) => {
      const wide = Array.from(document.querySelectorAll<HTMLElement>("body *"))
        .filter((el) => el.getBoundingClientRect().right > w + 0.5 && getComputedStyle(el).position !== "fixed")
        // The innermost ones: their ancestors only reach past the edge because of them.
        .filter((el) => !Array.from(el.children).some((c) => c.getBoundingClientRect().right > w + 0.5))
        .slice(0, 5)
        .map(
          (el) =>
            `${el.tagName.toLowerCase()}.${String(el.className).split(" ")[0]} → ${el.getBoundingClientRect().right.toFixed(0)}px`,
        );
      return { scrollWidth: document.documentElement.scrollWidth, wide };
    }, width);
    expect(found.scrollWidth, `${page.url()} is wider than ${width}px: ${found.wide.join("; ")}`).toBeLessThanOrEqual(
      width,
    );
  } finally {
    if (before) await page.setViewportSize(before);
  }
}

/** What a thumb presses: links, buttons, tabs, switches and the tab bar's items. */
const TOUCH_TARGETS = [
  "a[href]",
  "button",
  "[role=button]",
  "[role=link]",
  "[role=tab]",
  "[role=checkbox]",
  "[role=switch]",
  ".adm-tab-bar-item",
].join(",");

/**
 * Fails when a control a thumb has to hit is smaller than `min` × `min` CSS px: visible buttons,
 * links, tabs and the tab bar's items. A link inside a paragraph's running text is exempt (its
 * size is the text's, as WCAG 2.5.5 allows for inline targets).
 */
export async function expectTouchTargets(page: Page, min = 44): Promise<void> {
  // No helper functions inside: the callback is sent to the page as source text.
  const small = await page.evaluate(
    ([size, selector]) =>
      Array.from(document.querySelectorAll(selector))
        .filter((el) => {
          const style = getComputedStyle(el);
          if (style.visibility === "hidden" || style.display === "none") return false;
          if (el.closest("[aria-hidden=true]")) return false;
          // A link in a paragraph's running text is sized by the text.
          return !(el.tagName === "A" && style.display === "inline" && el.closest("p"));
        })
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && box.height > 0 && (box.width < size || box.height < size))
        .map(({ el, box }) => {
          const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 30);
          const cls = String((el as HTMLElement).className).split(" ")[0];
          return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ""} "${name}" ${box.width.toFixed(0)}×${box.height.toFixed(0)}`;
        }),
    [min, TOUCH_TARGETS] as const,
  );
  expect(small, `touch targets under ${min}×${min}px on ${page.url()}`).toEqual([]);
}
