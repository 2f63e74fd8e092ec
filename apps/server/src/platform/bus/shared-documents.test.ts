import { Hocuspocus } from "@hocuspocus/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasRedisServer, startThrowawayRedis, type ThrowawayRedis } from "../../test/redis-server.js";
import { SharedDocuments } from "./shared-documents.js";

/** One instance's co-editing server: its documents shared through Redis, its stores counted. */
function instance(url: string, logs: string[]) {
  const stores: string[] = [];
  const hocuspocus = new Hocuspocus({
    quiet: true,
    extensions: [new SharedDocuments(url, "otp-shared-docs-test:collab", (msg) => logs.push(msg))],
    onStoreDocument: async ({ document }) => void stores.push(document.getText("t").toString()),
  });
  return { hocuspocus, stores };
}

describe.skipIf(!hasRedisServer())("documents shared through Redis", () => {
  let redis: ThrowawayRedis;
  const logs: string[] = [];
  let a: ReturnType<typeof instance>;
  let b: ReturnType<typeof instance>;
  beforeAll(async () => {
    redis = await startThrowawayRedis();
    a = instance(redis.url, logs);
    b = instance(redis.url, logs);
  });
  afterAll(async () => {
    for (const i of [a, b]) await i?.hocuspocus.hooks("onDestroy", { instance: i.hocuspocus });
    await redis?.stop();
  });

  it("carry edits between instances, keep editing and storing while Redis is away, and converge when it is back", async () => {
    const onA = await a.hocuspocus.openDirectConnection("doc-1", {});
    const onB = await b.hocuspocus.openDirectConnection("doc-1", {});
    const text = (h: Hocuspocus) => h.documents.get("doc-1")?.getText("t").toString() ?? "";
    await onA.transact((doc) => doc.getText("t").insert(0, "one "));
    await expect.poll(() => text(b.hocuspocus)).toBe("one ");

    await redis.stop();
    // An edit while Redis is away: applied and stored here, no failure (nor unhandled rejection).
    await onA.transact((doc) => doc.getText("t").insert(4, "two "));
    expect(a.stores.at(-1)).toBe("one two ");
    expect(text(b.hocuspocus)).toBe("one ");
    expect(logs.filter((l) => l.includes("Redis 不可用"))).toHaveLength(2);

    await redis.start();
    await expect.poll(() => logs.filter((l) => l.includes("Redis 已恢复")).length, { timeout: 10_000 }).toBe(2);
    // The next edit on either side exchanges the states: both hold everything.
    await onB.transact((doc) => doc.getText("t").insert(0, "three "));
    await expect
      .poll(() => [text(a.hocuspocus), text(b.hocuspocus)], { timeout: 10_000 })
      .toEqual(["three one two ", "three one two "]);
    await onA.disconnect();
    await onB.disconnect();
  });
});
