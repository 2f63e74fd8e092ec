import { UPLOAD_LIMITS } from "@otp/contract";
import type { APIRequestContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

/**
 * Screenshots of key pages (e2e/artifacts/, looked at by a person) plus the checks a glance would
 * make: the page rendered, no uncaught error, no English UI words.
 */

/** Latin words allowed in visible text (brand-like terms, units, the copyright line). */
const ALLOWED_LATIN = new Set([
  "APP",
  "Copyright",
  "IP",
  "QQ",
  "ID",
  "KB",
  "MB",
  "GB",
  "PNG",
  "JPG",
  "JPEG",
  "GIF",
  "WEBP",
  "BMP",
  "xlsx",
  "Excel",
  "AI",
  "com",
  "cn",
  "edu",
  "www",
  "http",
  "https",
  "xinghe",
  // File types the storage screen lists as uploadable.
  ...Object.values(UPLOAD_LIMITS).flatMap((k) => k.exts.map((e) => e.toUpperCase())),
]);

/** Latin words of the visible text; `ignore` names elements holding user data (file names, paths). */
async function englishWords(page: Page, ignore = ""): Promise<string[]> {
  const text = await page.evaluate((sel) => {
    let t = document.body.innerText;
    if (sel)
      document.querySelectorAll<HTMLElement>(sel).forEach((el) => {
        t = t.replace(el.innerText, " ");
      });
    return t;
  }, ignore);
  const words = text.match(/[A-Za-z]{3,}/g) ?? [];
  return [...new Set(words.filter((w) => !ALLOWED_LATIN.has(w)))];
}

async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page
    .locator(".ant-skeleton")
    .first()
    .waitFor({ state: "detached" })
    .catch(() => null);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
}

describe("screenshots of key pages", () => {
  const suite = browserSuite();
  let admin: APIRequestContext;
  let guestWasOn = true;
  let s: Session;

  beforeAll(async () => {
    admin = await apiSession("admin");
    guestWasOn = (await areaDetail(admin, "guest")).isUsing;
    await setAreaSwitch(admin, "guest", true);
  });
  afterAll(async () => {
    await setAreaSwitch(admin, "guest", guestWasOn);
    await admin.dispose();
  });

  it("portal (guest) and login", async () => {
    s = await suite.open();
    const { page } = s;
    await page.goto("/portal");
    await page.locator(".portal-teacher").first().waitFor();
    await settle(page);
    await screenshot(page, "portal");
    expect(await englishWords(page)).toEqual([]);

    await page.goto("/login");
    await page.getByPlaceholder("账号").waitFor();
    await settle(page);
    await screenshot(page, "login");
    expect(await englishWords(page)).toEqual([]);
    expect(s.errors).toEqual([]);
  });

  it("personal centre (teacher)", async () => {
    s = await suite.open();
    const { page } = s;
    await login(page, "teacher");
    await page.goto("/user/personal-information");
    await page.getByRole("tab", { name: "基本资料" }).waitFor();
    await settle(page);
    await screenshot(page, "user-personal-information");
    expect(await englishWords(page)).toEqual([]);
    expect(s.errors).toEqual([]);
  });

  it("course catalogue, resource centre and search (student)", async () => {
    s = await suite.open();
    const { page } = s;
    await login(page, "s0001");
    // Course and resource names are data (some carry Latin words, e.g. Python).
    const DATA = ".course-card, .res-card, .search-hit";
    const screens: [string, string, (p: Page) => Promise<unknown>][] = [
      ["/course", "course-catalogue", (p) => p.locator("a.course-card").first().waitFor()],
      ["/resource", "resource-centre", (p) => p.locator(".res-card:not(.res-card-skeleton)").first().waitFor()],
      [
        `/search?keyWord=${encodeURIComponent("物理")}`,
        "search-global",
        (p) => p.locator(".search-hit").first().waitFor(),
      ],
    ];
    for (const [path, name, ready] of screens) {
      await page.goto(path);
      await ready(page);
      await settle(page);
      await screenshot(page, name);
      expect(await englishWords(page, DATA), path).toEqual([]);
    }
    expect(s.errors).toEqual([]);
  });

  it("admin screens: site/logo, site/storage, site/mobile, system/user, system/permission", async () => {
    s = await suite.open();
    const { page } = s;
    await login(page, "admin");
    // Uploaded files, their owners and the storage path are data, not UI text.
    const DATA = ".ant-table-tbody, code";
    const screens: [string, (p: Page) => Promise<unknown>][] = [
      [
        "/admin/site/logo",
        (p) =>
          p
            .getByRole("button", { name: /保\s*存/ })
            .first()
            .waitFor(),
      ],
      [
        "/admin/site/storage",
        async (p) => {
          await p.getByText("存储概况").waitFor();
          await p.getByText("允许类型").first().waitFor();
          await p.locator("tr.ant-table-row").first().waitFor();
        },
      ],
      ["/admin/site/mobile", (p) => p.getByText("留空表示与本站同一主机的8448端口").waitFor()],
      ["/admin/system/user", (p) => p.locator("tr.ant-table-row").first().waitFor()],
      ["/admin/system/permission", (p) => p.locator(".ant-tree-title", { hasText: "站点管理" }).waitFor()],
    ];
    for (const [path, ready] of screens) {
      await page.goto(path);
      await waitForPath(page, path);
      await ready(page);
      await settle(page);
      await screenshot(page, `admin${path.replace(/^\/admin/, "").replace(/\//g, "-")}`);
      expect(await englishWords(page, DATA), path).toEqual([]);
    }
    expect(s.errors).toEqual([]);
  });
});
