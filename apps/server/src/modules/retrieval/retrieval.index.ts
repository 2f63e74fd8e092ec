import type { FrameHash } from "./retrieval.hash.js";

export interface Hit {
  fileId: number;
  second: number;
  /** Hamming distance over both hashes, 0–128. */
  distance: number;
}

function popcount32(v: number): number {
  let x = v - ((v >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

const hi = (h: bigint) => Number((BigInt.asUintN(64, h) >> 32n) & 0xffffffffn);
const lo = (h: bigint) => Number(BigInt.asUintN(64, h) & 0xffffffffn);

/**
 * Every keyframe's hashes packed as four 32-bit words in one typed array (16 bytes a frame:
 * 100,000 keyframes take 1.6 MB), compared with a query by exhaustive Hamming distance. An exact
 * scan finds the true nearest frames, and at this size it is faster than probing LSH buckets.
 */
export class KeyframeIndex {
  private words = new Uint32Array(0);
  private files = new Int32Array(0);
  private seconds = new Float32Array(0);

  get size(): number {
    return this.files.length;
  }

  load(rows: { fileId: number; second: number; phash: bigint; dhash: bigint }[]) {
    const n = rows.length;
    const words = new Uint32Array(n * 4);
    const files = new Int32Array(n);
    const seconds = new Float32Array(n);
    rows.forEach((r, i) => {
      words[i * 4] = hi(r.phash);
      words[i * 4 + 1] = lo(r.phash);
      words[i * 4 + 2] = hi(r.dhash);
      words[i * 4 + 3] = lo(r.dhash);
      files[i] = r.fileId;
      seconds[i] = r.second;
    });
    this.words = words;
    this.files = files;
    this.seconds = seconds;
  }

  /** The `limit` nearest keyframes within `maxDistance`, nearest first. */
  nearest(q: FrameHash, limit: number, maxDistance: number): Hit[] {
    const a = hi(q.phash);
    const b = lo(q.phash);
    const c = hi(q.dhash);
    const d = lo(q.dhash);
    const w = this.words;
    const hits: Hit[] = [];
    let bound = maxDistance;
    for (let i = 0, j = 0; i < this.files.length; i++, j += 4) {
      const dist =
        popcount32((w[j] as number) ^ a) +
        popcount32((w[j + 1] as number) ^ b) +
        popcount32((w[j + 2] as number) ^ c) +
        popcount32((w[j + 3] as number) ^ d);
      if (dist > bound) continue;
      hits.push({ fileId: this.files[i] as number, second: this.seconds[i] as number, distance: dist });
      if (hits.length >= limit * 4) {
        hits.sort((x, y) => x.distance - y.distance);
        hits.length = limit;
        bound = (hits[limit - 1] as Hit).distance;
      }
    }
    return hits.sort((x, y) => x.distance - y.distance).slice(0, limit);
  }
}
