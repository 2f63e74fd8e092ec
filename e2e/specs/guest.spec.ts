import type { APIRequestContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiSession,
  areaDetail,
  browserSuite,
  pathOf,
  type Session,
  setAreaSwitch,
  tokenMarker,
  waitForPath,
} from "../support/browser";

describe("guest browsing", () => {
  const suite = browserSuite();
  let admin: APIRequestContext;
  let guestWasOn = true;
  let s: Session;

  beforeAll(async () => {
    admin = await apiSession("admin");
    guestWasOn = (await areaDetail(admin, "guest")).isUsing;
  });
  afterAll(async () => {
    await setAreaSwitch(admin, "guest", guestWasOn);
    await admin.dispose();
  });

  it("/ redirects to /portal", async () => {
    await setAreaSwitch(admin, "guest", true);
    s = await suite.open();
    const { page } = s;
    const res = await page.goto("/");
    expect(res?.status(), "GET / must answer the web app").toBe(200);
    await waitForPath(page, "/portal");
  });

  it("guest mode on: the portal shows modules, famous teachers and the portal footer", async () => {
    s = await suite.open();
    const { page } = s;
    await page.goto("/portal");
    // Portal modules from the index list, in order.
    const sections = page.locator("section.portal-section h2");
    await expect
      .poll(() => sections.allTextContents())
      .toEqual(expect.arrayContaining(["精品课程", "优质资源", "正在直播", "通知公告", "名师风采"]));
    const titles = await sections.allTextContents();
    expect(titles.indexOf("精品课程")).toBeLessThan(titles.indexOf("名师风采"));
    // Famous teachers are filled from the API.
    const teachers = page.locator(".portal-teacher");
    await teachers.first().waitFor();
    expect(await teachers.count()).toBeGreaterThan(0);
    // Footer with declaration, copyright and the QR codes only on /portal.
    const footer = page.locator("footer.otp-footer-portal");
    await footer.waitFor();
    await footer.getByText("扫码下载APP").waitFor();
    await footer.getByText("扫码识别学校").waitFor();
    expect(await footer.textContent()).toContain("版权所有");
    // A guest sees the login button, not a user menu, and has no session marker.
    await page
      .locator(".otp-header")
      .getByRole("button", { name: /登\s*录/ })
      .waitFor();
    expect(await tokenMarker(page)).toBeNull();
    expect(s.errors).toEqual([]);
  });

  it("guest mode on: areas that need a session still go to the login page", async () => {
    s = await suite.open();
    const { page } = s;
    await page.goto("/user/personal-information");
    await waitForPath(page, "/login");
    expect(pathOf(page)).toBe(`/login?redirect=${encodeURIComponent("/user/personal-information")}`);
  });

  it("guest mode off: /portal goes to /login?redirect=/portal and the login page shows", async () => {
    await setAreaSwitch(admin, "guest", false);
    s = await suite.open();
    const { page } = s;
    await page.goto("/portal");
    await waitForPath(page, "/login");
    expect(pathOf(page)).toBe(`/login?redirect=${encodeURIComponent("/portal")}`);
    await page.getByPlaceholder("账号").waitFor();
    await page.getByPlaceholder("密码").waitFor();
    // No portal footer on the login page.
    expect(await page.locator("footer.otp-footer-portal").count()).toBe(0);
    expect(s.errors).toEqual([]);
  });

  it("guest mode off: the guest login API is refused", async () => {
    s = await suite.open();
    const res = await s.page.request.post("/api/login/guest", {
      data: {},
      headers: { "X-Requested-With": "XMLHttpRequest" },
    });
    expect(res.ok()).toBe(false);
  });
});
