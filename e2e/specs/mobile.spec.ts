import { type CourseCard, endpoints, type ListResult } from "@otp/contract";
import { type Page, request } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { API_HEADERS, apiCall, apiSession, baseUrl, PASSWORD, type Session, tokenMarker } from "../support/browser";
import { expectNoSideScroll, expectTouchTargets, loginOnPhone, mobileUrl, phoneSuite } from "../support/phone";

/**
 * Phones on the desktop site are sent to the mobile site (MOBILE_PORT) on the page that shows the
 * same thing, a logged-in user's session following as a one-time hand-off code the mobile site
 * confirms; a phone may ask for the full site (电脑版) and stays there for the tab's life.
 */

const desktop = (path: string) => new URL(path, baseUrl()).toString();
const mobilePort = () => new URL(mobileUrl()).port;
const desktopPort = () => new URL(baseUrl()).port;
const onMobile = (u: URL) => u.port === mobilePort();

/** Opens a desktop address and returns the address the guard sent the phone to. */
async function arrivalFrom(page: Page, path: string, opts: { held?: boolean } = {}): Promise<URL> {
  const nav = page.waitForRequest((r) => r.isNavigationRequest() && onMobile(new URL(r.url())));
  // The desktop page need not finish loading: its guard sends the phone on first.
  await page.goto(desktop(path), { waitUntil: "commit" });
  const arrival = new URL((await nav).url());
  // Arrived (unless the test holds the phone back), so the next address opened is not cut short.
  if (!opts.held) await page.waitForURL((u) => onMobile(u), { waitUntil: "commit" });
  return arrival;
}

const pathOf = (u: URL) => u.pathname + u.search;

describe("phones on the desktop site", () => {
  const phones = phoneSuite();
  let s: Session;
  let course: CourseCard;

  beforeAll(async () => {
    // A course a guest sees, so the mobile course page shows it without a login.
    const guest = await request.newContext({ baseURL: baseUrl() });
    const list = await apiCall<ListResult<CourseCard>>(guest, endpoints.course.list.path, { pageSize: 1 });
    await guest.dispose();
    const first = list.list[0];
    if (!first) throw new Error("the demo school has no course a guest sees");
    course = first;
  });

  it("land on the mobile page showing what the desktop address shows", async () => {
    s = await phones.open("iPhone 13");
    const { page } = s;
    for (const [from, to] of [
      ["/portal", "/portal"],
      ["/", "/portal"],
      ["/menu2", "/course?menu=2"],
      [`/menu1/${course.id}`, `/course/${course.id}`],
      ["/bres3", "/resource?kind=3"],
      ["/resource7", "/resource?kind=7"],
      ["/resource/42?second=30&name=x", "/resource/42?second=30"],
      ["/live/9", "/live/wap/9"],
      ["/user/notice", "/user/notice"],
      [`/login?redirect=${encodeURIComponent("/menu3/5")}`, `/login-wap?redirect=${encodeURIComponent("/course/5")}`],
      ["/admin/site/logo", "/portal"],
    ]) {
      const arrival = await arrivalFrom(page, from as string);
      expect(arrival.hostname, from).toBe("127.0.0.1");
      expect(pathOf(arrival), from).toBe(to);
    }
    // A course's desktop address opens the course on the phone.
    const arrival = await arrivalFrom(page, `/course/${course.id}`);
    expect(pathOf(arrival)).toBe(`/course/${course.id}`);
    await page.waitForURL((u) => onMobile(u) && u.pathname === `/course/${course.id}`);
    await page.getByText(course.name).first().waitFor();
    expect(s.errors).toEqual([]);
    // Twelve desktop page loads (the desktop app, its guard, the redirect): in CI this suite runs
    // beside the desktop one on two cores, where they took over the default 60 s.
  }, 180_000);

  it("an Android phone is sent on as an iPhone is", async () => {
    s = await phones.open("Pixel 7");
    expect(pathOf(await arrivalFrom(s.page, `/course/${course.id}`))).toBe(`/course/${course.id}`);
  });

  it("/app-download stays on the desktop site", async () => {
    s = await phones.open("iPhone 13");
    const { page } = s;
    const away: string[] = [];
    page.on("request", (r) => {
      if (r.isNavigationRequest() && onMobile(new URL(r.url()))) away.push(r.url());
    });
    await page.goto(desktop("/app-download"));
    await page.getByText("下载移动端APP").waitFor();
    await page.waitForLoadState("networkidle");
    expect(new URL(page.url()).port).toBe(desktopPort());
    expect(new URL(page.url()).pathname).toBe("/app-download");
    expect(away).toEqual([]);
  });

  it("?site=full keeps this tab on the desktop pages; another tab is sent on again", async () => {
    s = await phones.open("iPhone 13");
    const { page, context } = s;
    await page.goto(desktop("/?site=full"));
    await page.waitForURL((u) => u.port === desktopPort() && u.pathname === "/portal" && !u.searchParams.has("site"));
    await page.locator("section.portal-section h2").first().waitFor();
    // A page load, not the app's own navigation: the choice outlives it.
    await page.goto(desktop("/course"));
    await page.waitForLoadState("networkidle");
    expect(new URL(page.url()).port).toBe(desktopPort());
    expect(new URL(page.url()).pathname).toBe("/course");
    expect(await page.evaluate(() => sessionStorage.getItem("otp-full-site"))).toBe("1");

    const other = await context.newPage();
    expect(pathOf(await arrivalFrom(other, "/portal"))).toBe("/portal");
    await other.close();
  });

  it("the mobile site's 电脑版 opens the desktop site logged in as the same user, and it stays there", async () => {
    s = await phones.open("iPhone 13");
    const { page } = s;
    await loginOnPhone(page, "teacher");
    // The link takes the session along only once the mobile site knows who is logged in.
    const known = page.waitForResponse((r) => new URL(r.url()).pathname === endpoints.auth.info.path);
    await page.goto("/portal");
    await known;
    await page.getByRole("button", { name: "电脑版" }).click();
    await page.waitForURL((u) => u.port === desktopPort() && u.pathname === "/portal", { timeout: 20_000 });
    await page.getByRole("button", { name: "用户菜单" }).waitFor();
    expect(await tokenMarker(page)).toBe("1");
    await page.goto(desktop("/course"));
    await page.waitForLoadState("networkidle");
    expect(new URL(page.url()).port).toBe(desktopPort());
    expect(s.errors).toEqual([]);
  });
});

describe("the session handed to the mobile site", () => {
  const phones = phoneSuite();
  let s: Session;

  it("arrives as a one-time code the phone confirms, then is a session of its own", async () => {
    s = await phones.open("iPhone 13");
    const { page, context } = s;
    await loginOnPhone(context, "teacher", { site: baseUrl() });
    await page.goto(desktop("/app-download"));
    await page.evaluate(() => localStorage.setItem("Token", "1"));
    const desktopCookie = (await context.cookies(baseUrl())).find((c) => c.name === "Token")?.value;
    expect(desktopCookie).toBeTruthy();

    // Cookies ignore ports: hold the phone at the mobile address, drop the desktop's cookie, so
    // only the code in the address can carry the session over.
    await context.route(
      (u) => onMobile(u),
      (route) => route.abort(),
    );
    const arrival = await arrivalFrom(page, "/user/notice", { held: true });
    await context.unrouteAll({ behavior: "ignoreErrors" });
    await context.clearCookies();
    expect(arrival.pathname).toBe("/user/notice");
    expect(arrival.searchParams.get("account")).toBe("teacher");
    const code = arrival.searchParams.get("token") ?? "";
    expect(code).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(code).not.toBe(desktopCookie);

    await page.goto(arrival.toString());
    const dialog = page.locator(".adm-dialog").filter({ hasText: "确认登录" });
    await dialog.getByText("teacher").waitFor();
    const redeemed = page.waitForResponse((r) => new URL(r.url()).pathname === endpoints.auth.sessionLogin.path);
    await dialog.getByRole("button", { name: "登录", exact: true }).click();
    expect(((await (await redeemed).json()) as { success: boolean }).success).toBe(true);
    // The code left the address before it was used (history, sharing).
    expect(new URL(page.url()).searchParams.has("token")).toBe(false);
    expect(new URL(page.url()).pathname).toBe("/user/notice");
    const info = await page.evaluate(
      async ([path, headers]) => {
        const r = await fetch(path, { method: "POST", headers, body: "{}" });
        return (await r.json()) as { success: boolean; data: { userInfo: { account: string } | null } };
      },
      [endpoints.auth.info.path, API_HEADERS] as const,
    );
    expect(info.data.userInfo?.account).toBe("teacher");
    const mobileCookie = (await context.cookies(mobileUrl())).find((c) => c.name === "Token")?.value;
    expect(mobileCookie).toBeTruthy();
    expect(mobileCookie).not.toBe(desktopCookie);

    // The code was spent.
    const again = await context.request.post(new URL(endpoints.auth.sessionLogin.path, mobileUrl()).toString(), {
      data: { sessionId: code },
      headers: API_HEADERS,
    });
    expect((await again.json()).success).toBe(false);
    expect(s.errors).toEqual([]);
  });

  it("a used or unknown code opens the login page with a Chinese message, not an error", async () => {
    const teacher = await apiSession("teacher");
    const { sessionId: used } = await apiCall<{ sessionId: string }>(teacher, endpoints.auth.handoff.path, {});
    const spender = await request.newContext({ baseURL: mobileUrl() });
    await apiCall(spender, endpoints.auth.sessionLogin.path, { sessionId: used });
    await spender.dispose();
    await teacher.dispose();

    for (const code of [used, "Zz".repeat(16)]) {
      s = await phones.open("Pixel 7");
      const { page } = s;
      await page.goto(`/course?menu=1&account=teacher&token=${code}`);
      await page.locator(".adm-toast-main").getByText("登录链接无效或已过期").waitFor();
      await page.waitForURL((u) => u.pathname === "/login-wap");
      const redirect = new URL(page.url()).searchParams.get("redirect");
      expect(redirect).toBe("/course?menu=1");
      await page.getByPlaceholder("请输入账号").waitFor();
      expect(page.url()).not.toContain(code);
      await expectNoSideScroll(page, 360);
      await expectTouchTargets(page, 44);
      // The login page still works after the refused code.
      await page.getByPlaceholder("请输入账号").fill("teacher");
      await page.getByPlaceholder("请输入密码").fill(PASSWORD);
      await page.getByRole("button", { name: "登录", exact: true }).click();
      await page.waitForURL((u) => u.pathname === "/course" && u.searchParams.get("menu") === "1");
      expect(s.errors).toEqual([]);
    }
  });
});
