import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { type HoldableBroadcast, holdFromStart, releaseHold } from "./live.preroll.js";

// node-media-server's own broadcast, fed packets as an RTMP publisher's session feeds it.
const require = createRequire(import.meta.url);
const BroadcastServer = require("node-media-server/src/server/broadcast_server.js") as new (
  path: string,
) => HoldableBroadcast & { rtmpGopCache: Set<Buffer> | null };

let dts = 0;
const video = (keyframe: boolean) => ({
  codec_type: 9,
  flags: keyframe ? 3 : 4,
  dts: dts,
  pts: dts++,
  size: 4,
  data: Buffer.from([keyframe ? 0x17 : 0x27, 1, 0, 0]),
});
/** Two GOPs of three frames each. */
const twoGops = (b: HoldableBroadcast) => {
  for (const k of [true, false, false, true, false, false]) b.broadcastMessage(video(k));
};

describe("holding a new publish's frames for the recorder", () => {
  it("without a hold a late reader gets only the current GOP", () => {
    const b = new BroadcastServer("/live/plain");
    twoGops(b);
    expect(b.rtmpGopCache?.size).toBe(3);
  });

  it("a held broadcast keeps every frame from the first; released, keyframes restart the cache", () => {
    const b = new BroadcastServer("/live/held");
    holdFromStart(b);
    twoGops(b);
    expect(b.rtmpGopCache?.size).toBe(6);
    releaseHold(b);
    twoGops(b);
    expect(b.rtmpGopCache?.size).toBe(3);
  });

  it("a hold nobody releases ends by itself", () => {
    const b = new BroadcastServer("/live/expired");
    holdFromStart(b, Date.now() - 60_000);
    twoGops(b);
    expect(b.rtmpGopCache?.size).toBe(3);
  });
});
