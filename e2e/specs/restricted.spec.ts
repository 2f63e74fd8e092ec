import type { APIRequestContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  API_HEADERS,
  apiCall,
  apiSession,
  areaDetail,
  browserSuite,
  type Session,
  screenshot,
  setAreaSwitch,
  waitForPath,
} from "../support/browser";

/**
 * The server runs with TRUST_PROXY=true (global setup), so a call carrying
 * X-Forwarded-For: 10.0.0.1 comes from an allowed address while the browser (127.0.0.1) is refused.
 */
const ALLOWED = { "X-Forwarded-For": "10.0.0.1" };

describe("restricted platform access", () => {
  const suite = browserSuite();
  let admin: APIRequestContext;
  let s: Session;
  let before = { isUsing: false, content: "" };

  /** Lifts the restriction from the allowed address (loopback is refused while it holds). */
  async function lift() {
    const api = await apiSession("admin", ALLOWED);
    try {
      await setAreaSwitch(api, "ACCESS_IP", before.isUsing, before.content);
    } finally {
      await api.dispose();
    }
  }

  beforeAll(async () => {
    admin = await apiSession("admin");
    before = await areaDetail(admin, "ACCESS_IP");
  });
  afterAll(async () => {
    await lift();
    await admin.dispose();
  });

  it("sends every page to /401 while loopback is not allowed, and opens again once lifted", async () => {
    await setAreaSwitch(admin, "ACCESS_IP", true, "10.0.0.1");
    // The API refuses loopback now (1401), except the status call.
    const refused = await admin.post("/api/c/base/permission/list", { data: {}, headers: API_HEADERS });
    expect((await refused.json()).code).toBe(1401);
    const status = await apiCall<{ restricted: boolean }>(admin, "/api/c/access/status");
    expect(status.restricted).toBe(true);

    s = await suite.open();
    const { page } = s;
    for (const path of ["/portal", "/login", "/admin/site/logo"]) {
      await page.goto(path);
      await waitForPath(page, "/401");
      await page.getByText("当前网络环境无权访问本平台").waitFor();
    }
    await screenshot(page, "restricted-401", false);

    // The allowed address (through the trusted proxy header) can still use the platform.
    const allowed = await apiSession("admin", ALLOWED);
    expect((await apiCall<{ restricted: boolean }>(allowed, "/api/c/access/status")).restricted).toBe(false);
    await allowed.dispose();

    await lift();
    expect((await apiCall<{ restricted: boolean }>(admin, "/api/c/access/status")).restricted).toBe(false);
    await s.context.close();
    s = await suite.open();
    await s.page.goto("/portal");
    await s.page.locator(".portal-section").first().waitFor();
    expect(new URL(s.page.url()).pathname).toBe("/portal");
  });
});
