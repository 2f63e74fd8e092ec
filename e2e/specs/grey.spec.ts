import type { APIRequestContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  apiSession,
  areaDetail,
  browserSuite,
  login,
  type Session,
  screenshot,
  setAreaSwitch,
  waitForPath,
} from "../support/browser";

const htmlFilter = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).filter);

/** Turns grey mode on or off on the admin screen /admin/site/webGrey. */
async function switchGrey(page: Page, on: boolean) {
  await page.goto("/admin/site/webGrey");
  const sw = page.getByRole("switch");
  await sw.waitFor();
  if ((await sw.getAttribute("aria-checked")) !== String(on)) await sw.click();
  await page.getByRole("button", { name: /保\s*存/ }).click();
  await page.getByText("保存成功").waitFor();
}

describe("grey mode", () => {
  const suite = browserSuite();
  let admin: APIRequestContext;
  let greyWasOn = false;
  let guestWasOn = true;
  let s: Session;
  let visitor: Session | undefined;

  beforeAll(async () => {
    admin = await apiSession("admin");
    greyWasOn = (await areaDetail(admin, "grey")).isUsing;
    guestWasOn = (await areaDetail(admin, "guest")).isUsing;
    await setAreaSwitch(admin, "guest", true);
  });
  afterEach(async (_ctx) => {
    await visitor?.context.close();
  });
  afterAll(async () => {
    await setAreaSwitch(admin, "grey", greyWasOn);
    await setAreaSwitch(admin, "guest", guestWasOn);
    await admin.dispose();
  });

  it("switched on in the back office, the whole site is greyscale; off again, colour returns", async () => {
    s = await suite.open();
    const { page } = s;
    await login(page, "admin");
    await waitForPath(page, "/portal");
    expect(await htmlFilter(page)).toBe("none");

    await switchGrey(page, true);
    // A visitor opening the portal sees it in greyscale.
    visitor = await suite.open();
    await visitor.page.goto("/portal");
    await visitor.page.waitForFunction(() => document.documentElement.classList.contains("otp-grey"));
    expect(await htmlFilter(visitor.page)).toBe("grayscale(1)");
    await visitor.page.locator(".portal-teacher").first().waitFor();
    await screenshot(visitor.page, "portal-grey", false);

    await switchGrey(page, false);
    await visitor.page.reload();
    await visitor.page.locator(".portal-section").first().waitFor();
    await visitor.page.waitForLoadState("networkidle");
    expect(await visitor.page.evaluate(() => document.documentElement.classList.contains("otp-grey"))).toBe(false);
    expect(await htmlFilter(visitor.page)).toBe("none");
  });
});
