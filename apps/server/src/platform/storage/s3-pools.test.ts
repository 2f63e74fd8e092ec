import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBucket, requireSwift, startSwift, type TestSwift } from "../../test/swift.js";
import { S3Storage } from "./s3-storage.js";

/**
 * Streamed reads (videos being watched) hold a connection each until their viewer has the bytes:
 * they have a pool of their own, so a crowd watching cannot starve the store's other calls.
 */

const hasSwift = requireSwift();
const work = await mkdtemp(path.join(tmpdir(), "s3-pools-"));
let swift: TestSwift | null = null;

describe.runIf(hasSwift)("S3 connection pools", () => {
  beforeAll(async () => {
    swift = await startSwift();
  });
  afterAll(async () => {
    await swift?.stop();
    await rm(work, { recursive: true, force: true });
  });

  it("answers a check while every stream connection is held by a paused viewer", { timeout: 30_000 }, async () => {
    if (!swift) throw new Error("Swift is not running");
    await createBucket(swift, "pools");
    const storage = new S3Storage({
      endpoint: swift.endpoint,
      bucket: "pools",
      accessKey: swift.accessKey,
      secretKey: swift.secretKey,
      region: swift.region,
      scratchDir: work,
      maxSockets: 2,
      streamSockets: 2,
    });
    // Bigger than the socket buffers: a viewer that reads nothing keeps its connection busy.
    const { key } = await storage.put(randomBytes(8 * 1024 * 1024), "bin");
    const viewers = [storage.open(key), storage.open(key)];
    await Promise.all(viewers.map((v) => once(v, "ready")));
    // With one shared pool this call would wait for a connection until a viewer let go (never:
    // the test then fails on its timeout).
    expect(await storage.exists(key)).toBe(true);
    expect(viewers.every((v) => !v.destroyed)).toBe(true);
    for (const v of viewers) v.destroy();
    storage.destroy();
  });
});
