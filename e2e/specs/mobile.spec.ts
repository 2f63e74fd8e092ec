import type { BrowserContext } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { API_HEADERS, apiCall, apiSession, baseUrl, browserSuite, PASSWORD, type Session } from "../support/browser";

const IPHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/**
 * The suite's platform listens for the mobile site on a free port (MOBILE_PORT), and phones are
 * sent to that port (index.html tells the web app which): answer navigations to it, or to a
 * configured address on 8448, here and record their URL.
 */
async function captureMobileSite(context: BrowserContext, port = "8448"): Promise<string[]> {
  const seen: string[] = [];
  await context.route(
    (url) => url.port === port,
    (route) => {
      seen.push(route.request().url());
      return route.fulfill({ contentType: "text/html; charset=utf-8", body: "<title>移动端</title>mobile" });
    },
  );
  return seen;
}

describe("mobile user agents", () => {
  const suite = browserSuite();
  let s: Session;

  const mobile = () =>
    suite.open({ userAgent: IPHONE_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  const mobilePort = () => new URL(inject("mobileUrl")).port;

  it("any page but /app-download goes to the platform's own mobile site, on the port it listens on", async () => {
    s = await mobile();
    const { page, context } = s;
    const seen = await captureMobileSite(context, mobilePort());
    for (const path of ["/portal", "/login", "/user/personal-information"]) {
      const nav = page.waitForRequest((r) => new URL(r.url()).port === mobilePort() && r.isNavigationRequest());
      await page.goto(path);
      const req = await nav;
      const u = new URL(req.url());
      expect(u.hostname).toBe("127.0.0.1");
      expect(u.pathname).toBe("/");
      expect(u.search).toBe("");
      await page.waitForURL((x) => x.port === mobilePort());
    }
    expect(seen.length).toBeGreaterThanOrEqual(3);
  });

  it("a mobile address set to this very site keeps phones here instead of looping (issue 23)", async () => {
    const admin = await apiSession("admin");
    const previous = await apiCall<{ siteUrl: string; welcome: string }>(admin, "/api/c/site/mobile/detail");
    await apiCall(admin, "/api/m/site/mobile/save", { ...previous, siteUrl: new URL("/", baseUrl()).toString() });
    try {
      s = await mobile();
      const { page } = s;
      // Page loads only: the web app's own history changes are not navigations away.
      const navigations: string[] = [];
      page.on("request", (r) => {
        if (r.isNavigationRequest() && r.frame() === page.mainFrame()) navigations.push(r.url());
      });
      await page.goto("/portal");
      await page.locator("section.portal-section h2").first().waitFor();
      await page.waitForLoadState("networkidle");
      const here = new URL(page.url());
      expect(here.origin).toBe(new URL(baseUrl()).origin);
      expect(here.pathname).toBe("/portal");
      // Loaded once, not sent round again.
      expect(navigations).toEqual([new URL("/portal", baseUrl()).toString()]);
      expect(s.errors).toEqual([]);
    } finally {
      await apiCall(admin, "/api/m/site/mobile/save", previous);
      await admin.dispose();
    }
  });

  it("/app-download stays on the platform", async () => {
    s = await mobile();
    const { page, context } = s;
    const seen = await captureMobileSite(context);
    await page.goto("/app-download");
    await page.getByText("下载移动端APP").waitFor();
    await page.waitForLoadState("networkidle");
    expect(new URL(page.url()).pathname).toBe("/app-download");
    expect(seen).toEqual([]);
  });

  it("a logged-in user is handed over with account and a one-time token", async () => {
    s = await mobile();
    const { page, context } = s;
    await captureMobileSite(context, mobilePort());
    // Log in through the API (the login page itself redirects on mobile), then set the marker.
    const res = await context.request.post("/api/login", {
      data: { account: "teacher", password: PASSWORD },
      headers: API_HEADERS,
    });
    expect((await res.json()).success).toBe(true);
    await page.goto("/app-download");
    await page.evaluate(() => localStorage.setItem("Token", "1"));
    const nav = page.waitForRequest((r) => new URL(r.url()).port === mobilePort() && r.isNavigationRequest());
    await page.goto("/portal");
    const u = new URL((await nav).url());
    expect(u.searchParams.get("account")).toBe("teacher");
    expect(u.searchParams.get("token")).toMatch(/\S{8,}/);
    // The hand-off code is not the session cookie.
    const cookie = (await context.cookies()).find((c) => c.name === "Token");
    expect(u.searchParams.get("token")).not.toBe(cookie?.value);
  });

  it("a configured mobile site address (移动端设置) replaces the default port-8448 address", async () => {
    const admin = await apiSession("admin");
    const previous = await apiCall<{ siteUrl: string; welcome: string }>(admin, "/api/c/site/mobile/detail");
    await apiCall(admin, "/api/m/site/mobile/save", { ...previous, siteUrl: "http://localhost:8448/h5/" });
    try {
      s = await mobile();
      const { page, context } = s;
      await captureMobileSite(context);
      const nav = page.waitForRequest((r) => new URL(r.url()).port === "8448" && r.isNavigationRequest());
      await page.goto("/portal");
      const u = new URL((await nav).url());
      expect(u.hostname).toBe("localhost");
      expect(u.pathname).toBe("/h5/");
    } finally {
      await apiCall(admin, "/api/m/site/mobile/save", previous);
      await admin.dispose();
    }
  });

  describe("the platform's own mobile site (MOBILE_PORT)", () => {
    const mobileUrl = () => new URL(inject("mobileUrl"));

    it("a phone opens a working portal there, without being sent away again", async () => {
      s = await mobile();
      const { page } = s;
      const site = mobileUrl();
      await page.goto(`${site.origin}/portal`);
      await page.locator("section.portal-section h2").first().waitFor();
      await page.waitForLoadState("networkidle");
      const here = new URL(page.url());
      expect(here.port).toBe(site.port);
      expect(here.pathname).toBe("/portal");
      expect(await page.locator('meta[name="otp-site"]').getAttribute("content")).toBe("mobile");
      expect(s.errors).toEqual([]);
    });

    it("a phone coming from a logged-in desktop session arrives logged in, the one-time code gone from the address", async () => {
      const admin = await apiSession("admin");
      const previous = await apiCall<{ siteUrl: string; welcome: string }>(admin, "/api/c/site/mobile/detail");
      // Another host name than the desktop's (127.0.0.1), so no cookie is shared: only the code carries the session.
      const site = new URL(`http://localhost:${mobileUrl().port}/`);
      await apiCall(admin, "/api/m/site/mobile/save", { ...previous, siteUrl: site.toString() });
      try {
        s = await mobile();
        const { page, context } = s;
        const res = await context.request.post("/api/login", {
          data: { account: "teacher", password: PASSWORD },
          headers: API_HEADERS,
        });
        expect((await res.json()).success).toBe(true);
        await page.goto("/app-download");
        await page.evaluate(() => localStorage.setItem("Token", "1"));
        const handoff = page.waitForRequest((r) => new URL(r.url()).port === site.port && r.isNavigationRequest());
        await page.goto("/portal");
        const arrival = new URL((await handoff).url());
        expect(arrival.hostname).toBe("localhost");
        expect(arrival.searchParams.get("account")).toBe("teacher");
        expect(arrival.searchParams.get("token")).toMatch(/\S{8,}/);

        // The mobile site asks before a link logs it in (issue 16, finding 4).
        const confirm = page.getByRole("dialog", { name: "确认登录" });
        await confirm.getByText("teacher").waitFor();
        await confirm.getByRole("button", { name: /登\s*录/ }).click();
        await page.waitForURL((u) => u.port === site.port && u.pathname === "/portal" && !u.searchParams.has("token"));
        await page.locator("section.portal-section h2").first().waitFor();
        const info = await page.evaluate(async (headers) => {
          const r = await fetch("/api/l/base/user/info", { method: "POST", headers, body: "{}" });
          return (await r.json()) as { success: boolean; data: { account: string } };
        }, API_HEADERS);
        expect(info.success).toBe(true);
        expect(info.data.account).toBe("teacher");
        expect(await page.evaluate(() => localStorage.getItem("Token"))).toBe("1");
        // The mobile site's own session cookie, not the desktop's.
        const desktop = (await context.cookies("http://127.0.0.1")).find((c) => c.name === "Token");
        const mobileCookie = (await context.cookies(site.origin)).find((c) => c.name === "Token");
        expect(mobileCookie?.value).toBeTruthy();
        expect(mobileCookie?.value).not.toBe(desktop?.value);
        // The spent code cannot be used a second time.
        const again = await context.request.post(`${site.origin}/api/login/session`, {
          data: { sessionId: arrival.searchParams.get("token") },
          headers: API_HEADERS,
        });
        expect((await again.json()).success).toBe(false);
        expect(s.errors).toEqual([]);
      } finally {
        await apiCall(admin, "/api/m/site/mobile/save", previous);
        await admin.dispose();
      }
    });
  });
});
