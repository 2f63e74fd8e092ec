import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasRedisServer, startThrowawayRedis, type ThrowawayRedis } from "../../test/redis-server.js";
import type { EventBus } from "./bus.js";
import { MemoryBus } from "./memory-bus.js";
import { RedisBus } from "./redis-bus.js";

const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) console.warn("REDIS_URL is not set: the RedisBus tests on the shared Redis are skipped");

/** Records what a subscriber of `channel` receives. */
function listen(bus: EventBus, channel: string) {
  const got: unknown[] = [];
  const unsubscribe = bus.subscribe(channel, (m) => got.push(m));
  return { got, unsubscribe };
}

/** Waits until `n` connections subscribe to the bus channel (a publish before that is not heard). */
async function subscribers(url: string, prefix: string, channel: string, n: number) {
  const probe = new Redis(url);
  try {
    await expect
      .poll(async () => ((await probe.pubsub("NUMSUB", `${prefix}bus:${channel}`)) as [string, number])[1], {
        timeout: 5000,
      })
      .toBe(n);
  } finally {
    probe.disconnect();
  }
}

const settle = () => new Promise((r) => setTimeout(r, 150));

describe("the in-process bus", () => {
  it("delivers to every subscriber of a channel at once, despite one failing, until unsubscribed", async () => {
    const errors: unknown[] = [];
    const bus = new MemoryBus("t:", (_msg, err) => errors.push(err));
    bus.subscribe("1", () => {
      throw new Error("listener broke");
    });
    const one = listen(bus, "1");
    const two = listen(bus, "2");
    bus.publish("1", { n: 1 });
    expect(one.got).toEqual([{ n: 1 }]);
    expect(two.got).toEqual([]);
    expect(errors).toHaveLength(1);
    one.unsubscribe();
    one.unsubscribe();
    bus.publish("1", { n: 2 });
    expect(one.got).toEqual([{ n: 1 }]);
    await bus.close();
  });
});

describe.skipIf(!REDIS_URL)("the Redis bus between two instances", () => {
  const url = REDIS_URL as string;
  const prefix = `otp-bus-test-${randomBytes(4).toString("hex")}:`;
  let a: RedisBus;
  let b: RedisBus;
  beforeAll(() => {
    a = new RedisBus(url, prefix);
    b = new RedisBus(url, prefix);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it("carries a message to the other instance, and to the publisher's own subscriber once", async () => {
    const onA = listen(a, "live:1");
    const onB = listen(b, "live:1");
    const otherChannel = listen(b, "live:2");
    await subscribers(url, prefix, "live:1", 2);
    a.publish("live:1", { type: "message", text: "你好" });
    // Delivered to A's own subscriber in the publish call, not through Redis.
    expect(onA.got).toEqual([{ type: "message", text: "你好" }]);
    await expect.poll(() => onB.got).toEqual([{ type: "message", text: "你好" }]);
    await settle();
    expect(onA.got).toHaveLength(1);
    expect(otherChannel.got).toEqual([]);
    b.publish("live:1", { n: 2 });
    await expect.poll(() => onA.got).toHaveLength(2);
    expect(onB.got).toHaveLength(2);

    // Unsubscribed: B's connection leaves the channel and B's listener hears nothing more.
    onB.unsubscribe();
    await subscribers(url, prefix, "live:1", 1);
    a.publish("live:1", { n: 3 });
    await settle();
    expect(onB.got).toHaveLength(2);
    expect(onA.got).toHaveLength(3);
    onA.unsubscribe();
    otherChannel.unsubscribe();
  });
});

describe.skipIf(!hasRedisServer())("the Redis bus while Redis is away", () => {
  let redis: ThrowawayRedis;
  const prefix = "otp-bus-outage:";
  const logs: { a: string[]; b: string[] } = { a: [], b: [] };
  let a: RedisBus;
  let b: RedisBus;
  beforeAll(async () => {
    redis = await startThrowawayRedis();
    a = new RedisBus(redis.url, prefix, (msg) => logs.a.push(msg));
    b = new RedisBus(redis.url, prefix, (msg) => logs.b.push(msg));
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
  });

  it("keeps delivering to this instance's subscribers, warns once, and shares again when Redis is back", async () => {
    const onA = listen(a, "live:7");
    const onB = listen(b, "live:7");
    await subscribers(redis.url, prefix, "live:7", 2);

    await redis.stop();
    await expect.poll(() => logs.a).toHaveLength(1);
    a.publish("live:7", { n: 1 });
    expect(onA.got).toEqual([{ n: 1 }]);
    // Reconnect attempts fail meanwhile: still one line.
    await new Promise((r) => setTimeout(r, 1500));
    expect(logs.a).toHaveLength(1);
    expect(logs.a[0]).toContain("Redis 不可用，暂按单实例运行");
    expect(onB.got).toEqual([]);

    await redis.start();
    await expect.poll(() => logs.a, { timeout: 10_000 }).toHaveLength(2);
    expect(logs.a[1]).toContain("Redis 已恢复");
    // Both subscribed again on their new connections.
    await subscribers(redis.url, prefix, "live:7", 2);
    a.publish("live:7", { n: 2 });
    await expect.poll(() => onB.got).toEqual([{ n: 2 }]);
    expect(onA.got).toEqual([{ n: 1 }, { n: 2 }]);
    expect(logs.b).toHaveLength(2);
  });
});
