/**
 * Recording from the first frame. node-media-server keeps only the current GOP for a late
 * reader, and the recorder starts after the platform accepted the publish (a database round
 * trip, then ffmpeg's loopback connect): about a second, so every publish and every reconnect
 * lost its first GOP from the recording. While a publish is "held", keyframes no longer restart
 * the broadcast's GOP cache, so the cache keeps the stream from its first frame; the recorder's
 * session receives all of it when it attaches, and the hold ends. A hold also ends by itself
 * (HOLD_MAX_MS) so a stream nobody records goes back to ordinary GOP caching.
 */

/** The part of node-media-server's broadcast the hold touches. */
export interface HoldableBroadcast {
  broadcastMessage(packet: { flags: number }): void;
}

/** node-media-server drops a GOP cache over 4096 messages; 10 s at 25 fps + AAC is ~700. */
const HOLD_MAX_MS = 10_000;
/** node-media-server's packet flag of a video keyframe (it restarts the GOP cache). */
const KEYFRAME = 3;
/** Its flag of an inter frame (added to the GOP cache). */
const INTER_FRAME = 4;

const holds = new WeakMap<HoldableBroadcast, { until: number }>();
const patched = new WeakSet<HoldableBroadcast>();

/** A publish begins: keep everything from its first frame until the recorder attaches. */
export function holdFromStart(b: HoldableBroadcast, now = Date.now()): void {
  holds.set(b, { until: now + HOLD_MAX_MS });
  if (patched.has(b)) return;
  patched.add(b);
  const original = b.broadcastMessage;
  b.broadcastMessage = (packet) => {
    const hold = holds.get(b);
    if (hold && Date.now() > hold.until) holds.delete(b);
    // Flags only steer the cache (the FLV/RTMP messages are built from the packet's data), so a
    // held keyframe is cached like an inter frame: added, not restarting the cache. The first
    // keyframe of a stream with no cache yet still creates it.
    const cache = (b as { rtmpGopCache?: Set<unknown> | null }).rtmpGopCache;
    if (holds.has(b) && packet.flags === KEYFRAME && cache) {
      packet.flags = INTER_FRAME;
      try {
        original(packet);
      } finally {
        packet.flags = KEYFRAME;
      }
      return;
    }
    original(packet);
  };
}

/** The recorder attached (it is being sent the cache now): ordinary GOP caching again. */
export function releaseHold(b: HoldableBroadcast): void {
  holds.delete(b);
}
