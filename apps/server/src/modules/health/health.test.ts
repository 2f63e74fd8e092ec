import { endpoints } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCache } from "../../platform/cache/index.js";
import type { FileStorage } from "../../platform/storage/storage.js";
import { body, startTestApp, type TestApp } from "../../test/harness.js";
import { HealthService } from "./health.service.js";

const api = endpoints.health;

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (path: string, ip = "127.0.0.1") => t.app.inject({ method: "GET", url: path, remoteAddress: ip });

describe("health and readiness", () => {
  it("answer without a session: alive, and ready with the database and the file store", async () => {
    const live = await get(api.live.path);
    expect(live.statusCode).toBe(200);
    expect(body<{ status: string }>(live).data.status).toBe("ok");
    const ready = await get(api.ready.path);
    expect(ready.statusCode).toBe(200);
    const data = body<{ database: boolean; storage: boolean; redis: boolean | null }>(ready).data;
    expect(data.database).toBe(true);
    expect(data.storage).toBe(true);
    expect(data.redis).toBe(process.env.REDIS_URL ? true : null);
  });

  it("answer a proxy outside the platform's access restriction, which other calls refuse", async () => {
    const admin = await t.login("admin");
    const saved = await t.call(
      endpoints.site.area.save.path,
      { areaCode: "ACCESS_IP", isUsing: true, content: "127.0.0.1, 10.9.9.9" },
      { as: admin },
    );
    expect(saved.statusCode).toBe(200);
    try {
      expect((await get(api.ready.path, "192.0.2.7")).statusCode).toBe(200);
      expect((await get(api.live.path, "192.0.2.7")).statusCode).toBe(200);
      const other = await t.app.inject({
        method: "POST",
        url: endpoints.site.version.path,
        remoteAddress: "192.0.2.7",
        headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" },
        payload: "{}",
      });
      expect(other.statusCode).toBe(403);
    } finally {
      await t.call(endpoints.site.area.save.path, { areaCode: "ACCESS_IP", isUsing: false }, { as: admin });
    }
  });

  it("is not ready, with a Chinese reason, when the file store does not answer", async () => {
    const down = { check: () => Promise.reject(new Error("connect ECONNREFUSED")) } as unknown as FileStorage;
    const cache = createCache();
    const health = new HealthService(t.db, down, cache, false);
    await expect(health.ready()).rejects.toMatchObject({ status: 503, message: expect.stringContaining("文件存储") });
    await cache.close();
  });
});
