import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
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
