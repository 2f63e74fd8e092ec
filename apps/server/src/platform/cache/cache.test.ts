import { afterAll, describe, expect, it } from "vitest";
import type { Cache } from "./cache.js";
import { MemoryCache } from "./memory-cache.js";
import { RedisCache } from "./redis-cache.js";

const caches: [string, Cache][] = [["memory", new MemoryCache()]];
if (process.env.REDIS_URL)
  caches.push(["redis", new RedisCache(process.env.REDIS_URL, `otp-cache-test-${Date.now()}:`)]);
afterAll(async () => {
  for (const [, c] of caches) await c.close();
});

describe.each(caches)("%s cache", (_name, cache) => {
  it("counts within a window and expires", async () => {
    expect(await cache.incr("n", 1)).toBe(1);
    expect(await cache.incr("n", 1)).toBe(2);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await cache.get("n")).toBeNull();
  });

  it("sets once, takes once", async () => {
    expect(await cache.setIfAbsent("once", "a", 10)).toBe(true);
    expect(await cache.setIfAbsent("once", "b", 10)).toBe(false);
    expect(await cache.take("once")).toBe("a");
    expect(await cache.take("once")).toBeNull();
    await cache.set("k", "v", 10);
    await cache.del("k");
    expect(await cache.get("k")).toBeNull();
  });
});
