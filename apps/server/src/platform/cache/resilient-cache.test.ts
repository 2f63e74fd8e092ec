import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasRedisServer, startThrowawayRedis, type ThrowawayRedis } from "../../test/redis-server.js";
import { RedisCache } from "./redis-cache.js";
import { ResilientCache } from "./resilient-cache.js";

/** How long one call may take while Redis is away (the command timeout is 1 s). */
const QUICK_MS = 1500;

async function timed<T>(call: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const t0 = Date.now();
  const value = await call();
  return { value, ms: Date.now() - t0 };
}

describe.skipIf(!hasRedisServer())("the cache while Redis goes away and comes back", () => {
  let redis: ThrowawayRedis;
  let cache: ResilientCache;
  let direct: Redis;
  const logs: string[] = [];
  beforeAll(async () => {
    redis = await startThrowawayRedis();
    cache = new ResilientCache(new RedisCache(redis.url, "otp-resilient:"), (msg) => logs.push(msg));
    direct = new Redis(redis.url, { lazyConnect: true });
    direct.on("error", () => {});
  });
  afterAll(async () => {
    await cache?.close();
    direct?.disconnect();
    await redis?.stop();
  });

  it("answers from the process while Redis is down, warns once, and goes back to Redis", async () => {
    // Up: the first call already goes to Redis (it waits for the connection).
    await cache.set("k", "in-redis", 60);
    expect(await direct.get("otp-resilient:k")).toBe("in-redis");
    expect(cache.shared).toBe(true);

    await redis.stop();
    // Every kind of call keeps answering, quickly, from the process.
    const calls: (() => Promise<unknown>)[] = [
      () => cache.set("s", "local", 60),
      () => cache.get("s"),
      () => cache.setIfAbsent("once", "a", 60),
      () => cache.setIfAbsent("once", "b", 60),
      () => cache.incr("n", 60),
      () => cache.take("s"),
      () => cache.del("once"),
    ];
    const answers: unknown[] = [];
    for (const call of calls) {
      const { value, ms } = await timed(call);
      expect(ms).toBeLessThan(QUICK_MS);
      answers.push(value);
    }
    expect(answers).toEqual([undefined, "local", true, false, 1, "local", undefined]);
    expect(cache.shared).toBe(false);
    // Many calls and reconnect attempts later, still one warning.
    for (let i = 0; i < 20; i++) await cache.incr("n", 60);
    await new Promise((r) => setTimeout(r, 1000));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain("Redis 不可用，暂按单实例运行");

    await redis.start();
    await expect.poll(() => cache.shared, { timeout: 10_000 }).toBe(true);
    expect(logs).toHaveLength(2);
    expect(logs[1]).toContain("Redis 已恢复");
    // Back on Redis (empty after the restart): what the process kept meanwhile is gone with it.
    await cache.set("after", "back", 60);
    expect(await direct.get("otp-resilient:after")).toBe("back");
    expect(await cache.get("n")).toBeNull();
  });

  it("a Redis that stops answering on a live connection is left after the command timeout, and used again when it answers", async () => {
    await direct.client("PAUSE", 2500, "ALL");
    const { value, ms } = await timed(() => cache.set("p", "paused", 60));
    expect(value).toBeUndefined();
    expect(ms).toBeLessThan(QUICK_MS);
    expect(cache.shared).toBe(false);
    await cache.set("q", "kept-here", 60);
    expect(await cache.get("q")).toBe("kept-here");
    await expect.poll(() => cache.shared, { timeout: 10_000 }).toBe(true);
    expect(logs.slice(2)).toHaveLength(2);
    expect(await cache.get("q")).toBeNull();
  });

  it("what was deleted or written while Redis was away is deleted in Redis on return (no stale session comes back)", async () => {
    await cache.set("sess:ended", "alive", 60);
    await cache.set("ver:pages", "7", 60);
    await direct.client("PAUSE", 2500, "ALL");
    await cache.del("sess:ended");
    await cache.incr("ver:pages", 60);
    expect(cache.shared).toBe(false);
    await expect.poll(() => cache.shared, { timeout: 10_000 }).toBe(true);
    await expect.poll(() => direct.get("otp-resilient:sess:ended"), { timeout: 5000 }).toBeNull();
    expect(await direct.get("otp-resilient:ver:pages")).toBeNull();
    expect(await cache.get("sess:ended")).toBeNull();
  });

  it("an instance starting while Redis is down answers from the process at once", async () => {
    const late: string[] = [];
    const closed = new ResilientCache(new RedisCache("redis://127.0.0.1:1", "x:"), (msg) => late.push(msg));
    const { value, ms } = await timed(async () => {
      await closed.set("a", "1", 60);
      return closed.get("a");
    });
    expect(value).toBe("1");
    expect(ms).toBeLessThan(QUICK_MS * 2);
    expect(late).toHaveLength(1);
    await closed.close();
  });
});
