import type { APIRequestContext } from "playwright-core";
import { request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  API_HEADERS,
  apiCall,
  apiSession,
  baseUrl,
  browserSuite,
  login,
  PASSWORD,
  type Session,
  screenshot,
  tokenMarker,
  waitForMessage,
  waitForModalOpen,
  waitForPath,
} from "../support/browser";

/**
 * Issue 16, findings 1 and 4 in the browser: a link carrying a hand-off code logs in only after
 * the reader confirms the account (login CSRF), and an administrator lifts the delays failed
 * passwords put on an account from the user screen.
 */
describe("logging in from a link asks first", () => {
  const suite = browserSuite();
  let teacher: APIRequestContext;
  let s: Session;

  beforeAll(async () => {
    teacher = await apiSession("t026");
  });
  afterAll(async () => {
    await teacher.dispose();
  });

  const code = async () => (await apiCall<{ sessionId: string }>(teacher, "/api/l/login/handoff")).sessionId;

  it("a logged-out browser sees which account the link logs in; 取消 leaves it logged out, 登录 logs in", async () => {
    s = await suite.open();
    const { page } = s;
    await page.goto(`/course?sessionId=${await code()}`);
    const dialog = page.getByRole("dialog", { name: "确认登录" });
    await dialog.getByText("t026").waitFor();
    await waitForModalOpen(dialog);
    await screenshot(page, "login-link-confirm", false);
    await dialog.getByRole("button", { name: /取\s*消/ }).click();
    await waitForPath(page, "/portal");
    expect(await tokenMarker(page)).toBeNull();

    await page.goto(`/course?sessionId=${await code()}`);
    await dialog.getByText("t026").waitFor();
    await dialog.getByRole("button", { name: /登\s*录/ }).click();
    await waitForPath(page, "/course");
    expect(await tokenMarker(page)).toBe("1");
    const me = await page.request.post("/api/l/base/user/info", { data: {}, headers: API_HEADERS });
    expect((await me.json()).data.account).toBe("t026");
    expect(s.errors).toEqual([]);
  });

  it("a logged-in browser is told the link replaces its account, and keeps it on 取消", async () => {
    s = await suite.open();
    const { page } = s;
    await login(page, "student");
    await page.goto(`/portal?sessionId=${await code()}`);
    const dialog = page.getByRole("dialog", { name: "确认登录" });
    await dialog.getByText("继续将退出当前账号").waitFor();
    await waitForModalOpen(dialog);
    await screenshot(page, "login-link-replace", false);
    await dialog.getByRole("button", { name: /取\s*消/ }).click();
    await waitForPath(page, "/portal");
    const me = await page.request.post("/api/l/base/user/info", { data: {}, headers: API_HEADERS });
    expect((await me.json()).data.account).toBe("student");
  });
});

describe("an administrator lifts login delays", () => {
  const suite = browserSuite();
  let s: Session;

  it("failed passwords hold the account back at that address until 解除锁定 on the user screen", async () => {
    // A seeded teacher no other spec uses (notice.spec changes t027's password).
    // The e2e server trusts X-Forwarded-For (TRUST_PROXY): one fixed address for the attempts.
    const from = await request.newContext({
      baseURL: baseUrl(),
      extraHTTPHeaders: { ...API_HEADERS, "X-Forwarded-For": "198.51.100.26" },
    });
    const attempt = async (password: string) =>
      (await from.post("/api/login", { data: { account: "t029", password } })).status();
    try {
      for (let i = 0; i < 5; i++) expect(await attempt("Wrong@2026")).toBe(401);
      expect(await attempt(PASSWORD)).toBe(429);

      s = await suite.open();
      const { page } = s;
      await login(page, "admin");
      await page.goto("/admin/system/user");
      await page.getByPlaceholder("账号或姓名").fill("t029");
      await page.getByRole("button", { name: /查\s*询/ }).click();
      const row = page.locator("tr", { hasText: "t029" });
      await row.getByRole("button", { name: /更多/ }).click();
      await page.getByRole("menuitem", { name: "解除锁定" }).click();
      await page
        .locator(".ant-modal-confirm")
        .getByRole("button", { name: /确\s*定/ })
        .click();
      await waitForMessage(page, /已解除.*登录限制/);
      await screenshot(page, "admin-unlock", false);

      expect(await attempt(PASSWORD)).toBe(200);
    } finally {
      await from.dispose();
    }
  });
});
