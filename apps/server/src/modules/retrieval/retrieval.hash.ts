import sharp from "sharp";

/** Two 64-bit perceptual hashes of one picture or frame. */
export interface FrameHash {
  phash: bigint;
  dhash: bigint;
}

const DCT_SIZE = 32;
const cosines = Array.from({ length: 8 }, (_, u) =>
  Array.from({ length: DCT_SIZE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * DCT_SIZE))),
);

/** pHash: the 8×8 lowest frequencies of a 32×32 DCT, each bit "above the median". */
export function phashOf(gray32: Uint8Array | Buffer): bigint {
  const rows: number[][] = [];
  for (let y = 0; y < DCT_SIZE; y++) {
    const row: number[] = [];
    for (let u = 0; u < 8; u++) {
      let s = 0;
      for (let x = 0; x < DCT_SIZE; x++) s += (gray32[y * DCT_SIZE + x] ?? 0) * (cosines[u]?.[x] ?? 0);
      row.push(s);
    }
    rows.push(row);
  }
  const coeffs: number[] = [];
  for (let v = 0; v < 8; v++) {
    for (let u = 0; u < 8; u++) {
      let s = 0;
      for (let y = 0; y < DCT_SIZE; y++) s += (rows[y]?.[u] ?? 0) * (cosines[v]?.[y] ?? 0);
      coeffs.push(s);
    }
  }
  // The DC term says only how bright the picture is: left out of the median.
  const median = [...coeffs.slice(1)].sort((a, b) => a - b)[31] ?? 0;
  return bits(coeffs.map((c) => c > median));
}

/** dHash: whether each pixel of a 9×8 thumbnail is brighter than its right neighbour. */
export function dhashOf(gray9x8: Uint8Array | Buffer): bigint {
  const out: boolean[] = [];
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) out.push((gray9x8[y * 9 + x] ?? 0) > (gray9x8[y * 9 + x + 1] ?? 0));
  }
  return bits(out);
}

function bits(flags: boolean[]): bigint {
  let h = 0n;
  for (const f of flags) h = (h << 1n) | (f ? 1n : 0n);
  return BigInt.asIntN(64, h);
}

/**
 * Hashes a picture the same way for video frames and queries: orientation applied, uniform
 * borders (letterboxing, a frame around a screenshot) trimmed, greyscale, squashed to the hash
 * sizes, so scaling, borders and re-encoding change few bits.
 */
export async function hashPicture(input: Buffer | { raw: Buffer; width: number; height: number }): Promise<FrameHash> {
  const open = () =>
    Buffer.isBuffer(input)
      ? sharp(input, { limitInputPixels: 40_000_000 }).rotate()
      : sharp(input.raw, { raw: { width: input.width, height: input.height, channels: 1 } });
  // Every step names the single-channel output: sharp otherwise widens raw grey to sRGB.
  let cropped = await open().greyscale().toColourspace("b-w").raw().toBuffer({ resolveWithObject: true });
  const area = cropped.info.width * cropped.info.height;
  // Again after a cut: a white frame around a letterboxed screenshot hides the black bars.
  for (let pass = 0; pass < 3; pass++) {
    const { width, height } = cropped.info;
    const box = borderBox(cropped.data, width, height);
    if (box.width === width && box.height === height) break;
    if (box.width * box.height < area * 0.2) break;
    cropped = await sharp(cropped.data, { raw: { width, height, channels: 1 } })
      .extract(box)
      .toColourspace("b-w")
      .raw()
      .toBuffer({ resolveWithObject: true });
  }
  const raw = { raw: { width: cropped.info.width, height: cropped.info.height, channels: 1 as const } };
  const [p, d] = await Promise.all([
    sharp(cropped.data, raw).resize(DCT_SIZE, DCT_SIZE, { fit: "fill" }).toColourspace("b-w").raw().toBuffer(),
    sharp(cropped.data, raw).resize(9, 8, { fit: "fill" }).toColourspace("b-w").raw().toBuffer(),
  ]);
  return { phash: phashOf(p), dhash: dhashOf(d) };
}

/** A border is a run of near-black or near-white lines all within this of the edge's shade. */
const BORDER_TOLERANCE = 24;
const isBorderShade = (v: number) => v < 40 || v > 215;

/**
 * The picture inside its borders: from each edge, the lines (rows or columns) that are nearly
 * all one very dark or very light shade (letterboxing, a frame or page around a screenshot).
 * Only such shades count, so a picture's own coloured edges are never cut, in frames and
 * queries alike.
 */
export function borderBox(data: Buffer, width: number, height: number) {
  const at = (x: number, y: number) => data[y * width + x] ?? 0;
  const uniform = (shade: number, len: number, pixel: (i: number) => number) => {
    let off = 0;
    for (let i = 0; i < len; i++) if (Math.abs(pixel(i) - shade) > BORDER_TOLERANCE) off++;
    return off <= len * 0.02;
  };
  const edge = (count: number, len: number, pixel: (line: number, i: number) => number) => {
    const shade = pixel(0, Math.floor(len / 2));
    if (!isBorderShade(shade)) return 0;
    let n = 0;
    while (n < count - 1 && uniform(shade, len, (i) => pixel(n, i))) n++;
    return n;
  };
  const top = edge(height, width, (l, i) => at(i, l));
  const bottom = edge(height - top, width, (l, i) => at(i, height - 1 - l));
  const left = edge(width, height, (l, i) => at(l, Math.min(height - 1, i)));
  const right = edge(width - left, height, (l, i) => at(width - 1 - l, Math.min(height - 1, i)));
  return {
    left,
    top,
    width: Math.max(1, width - left - right),
    height: Math.max(1, height - top - bottom),
  };
}

/** Bits set in a 64-bit value. */
export function popcount64(x: bigint): number {
  let v = BigInt.asUintN(64, x);
  let n = 0;
  while (v) {
    v &= v - 1n;
    n++;
  }
  return n;
}
