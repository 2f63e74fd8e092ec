import type { APIRequestContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  API_HEADERS,
  apiCall,
  apiSession,
  areaDetail,
  browserSuite,
  login,
  type Session,
  setAreaSwitch,
  tokenMarker,
  waitForPath,
} from "../support/browser";

/**
 * A forced logout (code 1004): the administrator ends the user's sessions; the user's next action
 * that reaches the API lands on /portal (guest mode on) or /login, with the token marker gone.
 */
describe("forced logout (1004)", () => {
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

  /** Logs the teacher in, opens the profile page, has the admin kick them, then saves the profile. */
  async function kickedWhileEditingProfile() {
    s = await suite.open();
    const { page } = s;
    await login(page, "teacher");
    await page.goto("/user/personal-information");
    await page.getByRole("tab", { name: "基本资料" }).waitFor();
    expect(await tokenMarker(page)).toBe("1");
    const me = await page.request.post("/api/l/base/user/info", { data: {}, headers: API_HEADERS });
    const userId = (await me.json()).data.id as number;
    await apiCall(admin, "/api/m/base/user/online/kick", { userId });
    await page
      .locator("form")
      .getByRole("button", { name: /保\s*存/ })
      .click();
    return page;
  }

  it("guest mode on: ends on /portal as a guest", async () => {
    await setAreaSwitch(admin, "guest", true);
    const page = await kickedWhileEditingProfile();
    await waitForPath(page, "/portal");
    expect(await tokenMarker(page)).toBeNull();
    await page
      .locator(".otp-header")
      .getByRole("button", { name: /登\s*录/ })
      .waitFor();
    expect(await page.getByRole("button", { name: "用户菜单" }).count()).toBe(0);
  });

  it("guest mode off: ends on /login", async () => {
    await setAreaSwitch(admin, "guest", false);
    const page = await kickedWhileEditingProfile();
    await waitForPath(page, "/login");
    expect(await tokenMarker(page)).toBeNull();
    await page.getByPlaceholder("账号").waitFor();
  });
});
