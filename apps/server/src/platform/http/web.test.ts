import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { registerCompression } from "./compress.js";
import { listenMobileSite, MOBILE_SITE_META } from "./mobile-site.js";
import { registerWeb } from "./web.js";

const dir = mkdtempSync(path.join(tmpdir(), "otp-web-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("serving the web app", () => {
  it("answers client routes with index.html once the build exists, API paths with JSON 404", async () => {
    const app = Fastify();
    await registerWeb(app, dir);
    expect((await app.inject({ method: "GET", url: "/portal" })).statusCode).toBe(404);
    writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>平台</title>");
    mkdirSync(path.join(dir, "assets"));
    writeFileSync(path.join(dir, "assets", "app.js"), "console.log(1)");
    for (const url of ["/", "/portal", "/admin/site/logo"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain("平台");
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
    const asset = await app.inject({ method: "GET", url: "/assets/app.js" });
    expect(asset.headers["cache-control"]).toContain("immutable");
    const api = await app.inject({ method: "GET", url: "/api/c/unknown" });
    expect(api.statusCode).toBe(404);
    expect(api.json().msg).toBe("接口不存在");
    await app.close();
  });
});

describe("precompressed static files", () => {
  it("sends the build's .br or .gz file by Accept-Encoding, once compressed, and says it varies", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "otp-web-pre-"));
    mkdirSync(path.join(root, "assets"));
    const js = Buffer.from(`console.log(${JSON.stringify("开放教学平台 ".repeat(400))});`);
    writeFileSync(path.join(root, "index.html"), "<!doctype html><html><head><title>平台</title></head></html>");
    writeFileSync(path.join(root, "assets", "app.js"), js);
    writeFileSync(path.join(root, "assets", "app.js.br"), brotliCompressSync(js));
    writeFileSync(path.join(root, "assets", "app.js.gz"), gzipSync(js));
    const app = Fastify();
    // As in the platform: JSON compression registered before the static files.
    await registerCompression(app);
    await registerWeb(app, root);
    try {
      const br = await app.inject({ method: "GET", url: "/assets/app.js", headers: { "accept-encoding": "gzip, br" } });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers["content-type"]).toMatch(/javascript/);
      expect(br.headers.vary).toBe("accept-encoding");
      expect(br.headers["cache-control"]).toContain("immutable");
      expect(brotliDecompressSync(br.rawPayload).equals(js)).toBe(true);

      const gz = await app.inject({ method: "GET", url: "/assets/app.js", headers: { "accept-encoding": "gzip" } });
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gz.rawPayload).equals(js)).toBe(true);

      const plain = await app.inject({ method: "GET", url: "/assets/app.js" });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers.vary).toBe("accept-encoding");
      expect(plain.rawPayload.equals(js)).toBe(true);
    } finally {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("the mobile site's port", () => {
  it("serves the same app and API, its index.html tagged as the mobile site", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "otp-web-mobile-"));
    writeFileSync(path.join(root, "index.html"), "<!doctype html><html><head><title>平台</title></head></html>");
    const app = Fastify();
    app.post("/api/c/ping", async () => ({ pong: true }));
    await registerWeb(app, root);
    await app.listen({ port: 0, host: "127.0.0.1" });
    const mobile = await listenMobileSite(app, 0, "127.0.0.1");
    try {
      const desktopUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const mobileUrl = `http://127.0.0.1:${mobile.port}`;
      expect(mobile.port).not.toBe(0);
      const desktopPage = await (await fetch(`${desktopUrl}/portal`)).text();
      expect(desktopPage).toContain("平台");
      expect(desktopPage).not.toContain(MOBILE_SITE_META);
      for (const page of ["/", "/portal", "/login"]) {
        const res = await fetch(`${mobileUrl}${page}`);
        expect(res.status, page).toBe(200);
        expect(res.headers.get("cache-control")).toBe("no-cache");
        expect(await res.text()).toContain(`<head>\n    ${MOBILE_SITE_META}`);
      }
      const api = await fetch(`${mobileUrl}/api/c/ping`, { method: "POST" });
      expect(await api.json()).toEqual({ pong: true });
    } finally {
      await mobile.close();
      await app.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("the phone site", () => {
  it("serves the phone build on the mobile port (pages, /m-assets/, /sw.js) and the web app on the desktop port", async () => {
    const web = mkdtempSync(path.join(tmpdir(), "otp-web-desk-"));
    const phone = mkdtempSync(path.join(tmpdir(), "otp-web-phone-"));
    writeFileSync(path.join(web, "index.html"), "<!doctype html><html><head><title>电脑版</title></head></html>");
    mkdirSync(path.join(phone, "m-assets"));
    writeFileSync(path.join(phone, "index.html"), "<!doctype html><html><head><title>手机版</title></head></html>");
    writeFileSync(path.join(phone, "m-assets", "index-abc.js"), "console.log('phone')");
    writeFileSync(path.join(phone, "sw.js"), "self.addEventListener('fetch', () => {});");
    const app = Fastify();
    await registerWeb(app, web, phone);
    await app.listen({ port: 0, host: "127.0.0.1" });
    const mobile = await listenMobileSite(app, 0, "127.0.0.1");
    const desktopPort = (app.server.address() as AddressInfo).port;
    const desktopUrl = `http://127.0.0.1:${desktopPort}`;
    const mobileUrl = `http://127.0.0.1:${mobile.port}`;
    try {
      for (const page of ["/", "/portal", "/course/12", "/live/wap/3"]) {
        const html = await (await fetch(`${mobileUrl}${page}`)).text();
        expect(html, page).toContain("手机版");
        expect(html).toContain(MOBILE_SITE_META);
        // The phone site's 电脑版 link goes to the port the desktop really listens on.
        expect(html).toContain(`<meta name="otp-desktop-port" content="${desktopPort}" />`);
      }
      const desktop = await (await fetch(`${desktopUrl}/course/12`)).text();
      expect(desktop).toContain("电脑版");
      expect(desktop).not.toContain("手机版");

      const asset = await fetch(`${mobileUrl}/m-assets/index-abc.js`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get("cache-control")).toContain("immutable");
      const sw = await fetch(`${mobileUrl}/sw.js`);
      expect(sw.status).toBe(200);
      expect(sw.headers.get("cache-control")).toBe("no-cache");
      expect(sw.headers.get("content-type")).toMatch(/javascript/);
      // The desktop site has no service worker of the phone's.
      expect((await fetch(`${desktopUrl}/sw.js`)).status).toBe(404);
    } finally {
      await mobile.close();
      await app.close();
      rmSync(web, { recursive: true, force: true });
      rmSync(phone, { recursive: true, force: true });
    }
  });

  it("falls back to the web app on the mobile port while the phone site is not built", async () => {
    const web = mkdtempSync(path.join(tmpdir(), "otp-web-desk-"));
    const phone = mkdtempSync(path.join(tmpdir(), "otp-web-phone-"));
    writeFileSync(path.join(web, "index.html"), "<!doctype html><html><head><title>电脑版</title></head></html>");
    const app = Fastify();
    await registerWeb(app, web, phone);
    await app.listen({ port: 0, host: "127.0.0.1" });
    const mobile = await listenMobileSite(app, 0, "127.0.0.1");
    try {
      const html = await (await fetch(`http://127.0.0.1:${mobile.port}/portal`)).text();
      expect(html).toContain("电脑版");
      expect(html).toContain(MOBILE_SITE_META);
    } finally {
      await mobile.close();
      await app.close();
      rmSync(web, { recursive: true, force: true });
      rmSync(phone, { recursive: true, force: true });
    }
  });
});
