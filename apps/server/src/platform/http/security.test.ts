import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ResultCode } from "@otp/contract";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.js";
import { loadConfig } from "../../config.js";
import { body, startTestApp, type TestApp } from "../../test/harness.js";
import { createCache } from "../cache/index.js";
import { HSTS_MAX_AGE, registerSecurity } from "./security.js";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  // A route that fails unexpectedly, to check what leaks (added before the first request).
  t.app.post("/api/c/__boom", async () => {
    throw new Error('relation "secret_table" does not exist at /srv/app.ts:12');
  });
  admin = await t.login("admin");
});
afterAll(() => t.close());

describe("security headers", () => {
  it("sends CSP with frame-ancestors, nosniff and no framing from elsewhere", async () => {
    const res = await t.call("/api/c/version");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("Strict-Transport-Security", () => {
  async function headerWith(hsts: boolean | undefined) {
    const app = Fastify();
    await registerSecurity(app, { hsts });
    app.get("/x", async () => ({ ok: true }));
    const res = await app.inject({ method: "GET", url: "/x" });
    await app.close();
    return res.headers["strict-transport-security"];
  }

  it("is sent when the platform runs behind HTTPS (COOKIE_SECURE)", async () => {
    expect(await headerWith(true)).toBe(`max-age=${HSTS_MAX_AGE}`);
  });

  it("is sent by the platform started with COOKIE_SECURE=true", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "otp-hsts-"));
    const config = loadConfig({ DATA_DIR: dataDir, COOKIE_SECURE: "true", LOG_LEVEL: "silent", LIVE_RTMP_PORT: "0" });
    const cache = createCache();
    const { app } = await buildApp({ config, db: t.db, cache });
    try {
      const res = await app.inject({
        method: "POST",
        url: "/api/c/version",
        headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" },
        payload: "{}",
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["strict-transport-security"]).toBe(`max-age=${HSTS_MAX_AGE}`);
    } finally {
      await app.close();
      await cache.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("is not sent over plain HTTP (the default)", async () => {
    expect(await headerWith(false)).toBeUndefined();
    expect(await headerWith(undefined)).toBeUndefined();
    // The test app runs without COOKIE_SECURE.
    expect((await t.call("/api/c/version")).headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("CSRF defence", () => {
  it("refuses a state-changing call without the custom header", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { "content-type": "application/json", cookie: `Token=${admin}` },
      payload: "{}",
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toContain("请求来源校验失败");
  });

  it("checks the decoded path, so an encoded /api is protected too", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/%61pi/logout",
      headers: { "content-type": "application/json", cookie: `Token=${admin}` },
      payload: "{}",
    });
    expect(res.statusCode).toBe(403);
  });

  it("refuses a form content type even with the header", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-requested-with": "XMLHttpRequest" },
      payload: "account=admin&password=x",
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("error envelope", () => {
  it("413 for an oversize JSON body", async () => {
    const res = await t.call("/api/login", { account: "a", password: "x".repeat(2_000_000) });
    expect(res.statusCode).toBe(413);
    expect(body(res)).toMatchObject({ success: false, code: 413, msg: "请求内容过大" });
  });

  it("400 for malformed JSON", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" },
      payload: "{bad",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain("JSON");
  });

  it("500 with a generic message, no stack or SQL", async () => {
    const res = await t.call("/api/c/__boom");
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain("secret_table");
    expect(res.body).not.toContain("app.ts");
    expect(body(res).msg).toBe("服务器错误，请联系技术支持");
  });

  it("404 for unknown calls and unknown ids", async () => {
    expect((await t.call("/api/c/nothing/here")).statusCode).toBe(404);
    const res = await t.call("/api/l/base/user/save", { id: 999999, realName: "无此人" }, { as: admin });
    expect(res.statusCode).toBe(404);
    expect(body(res).msg).toBe("用户不存在");
  });

  it("1004 for an invalid token", async () => {
    const res = await t.call("/api/l/base/user/info", {}, { as: "forged-token-value" });
    expect(body(res).code).toBe(ResultCode.SESSION_INVALID);
  });
});

describe("restricted platform access", () => {
  it("refuses every call from outside the allowed addresses, except the status call", async () => {
    const save = await t.call(
      "/api/m/cms/area/pic/save",
      { areaCode: "ACCESS_IP", isUsing: true, content: "127.0.0.1, 10.0.0.0/8" },
      { as: admin },
    );
    expect(save.statusCode).toBe(200);
    const outside = (url: string) =>
      t.app.inject({
        method: "POST",
        url,
        remoteAddress: "192.0.2.7",
        headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" },
        payload: "{}",
      });
    const refused = await outside("/api/c/cms/area/pic/logo/detail");
    // Percent-encoding the path must not slip past the check.
    const encoded = await outside("/%61pi/c/base/user/list");
    expect(encoded.statusCode).toBe(403);
    expect(encoded.json().code).toBe(ResultCode.ACCESS_RESTRICTED);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(ResultCode.ACCESS_RESTRICTED);
    expect((await outside("/api/c/access/status")).json().data).toEqual({ restricted: true });
    const inside = await t.app.inject({
      method: "POST",
      url: "/api/c/access/status",
      remoteAddress: "10.2.3.4",
      headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" },
      payload: "{}",
    });
    expect(inside.json().data).toEqual({ restricted: false });
    const bad = await t.call(
      "/api/m/cms/area/pic/save",
      { areaCode: "ACCESS_IP", isUsing: true, content: "300.1.1.1" },
      { as: admin },
    );
    expect(bad.statusCode).toBe(400);
    await t.call("/api/m/cms/area/pic/save", { areaCode: "ACCESS_IP", isUsing: false }, { as: admin });
  });
});
