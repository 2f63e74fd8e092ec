import { deflateSync } from "node:zlib";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** Encodes an RGBA image given a pixel function (alpha defaults to opaque); for demo logos and banners. */
export function renderPng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => [number, number, number] | [number, number, number, number],
): Buffer {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  let o = 0;
  for (let y = 0; y < height; y++) {
    raw[o++] = 0;
    for (let x = 0; x < width; x++) {
      const [r, g, b, a = 255] = pixel(x, y);
      raw[o++] = r;
      raw[o++] = g;
      raw[o++] = b;
      raw[o++] = a;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export type Rgb = [number, number, number];
/** The colour a fraction `t` of the way from `a` to `b`. */
export const mix = (a: Rgb, b: Rgb, t: number): Rgb =>
  [0, 1, 2].map((i) => Math.round((a[i] as number) * (1 - t) + (b[i] as number) * t)) as Rgb;

/** A round emblem: an open book on a blue disc, transparent around it. */
export function logoPng(size = 128): Buffer {
  const c = size / 2;
  return renderPng(size, size, (x, y) => {
    const d = Math.hypot(x - c, y - c);
    if (d > c - 1) return [255, 255, 255, 0];
    const bookTop = size * 0.34;
    const bookBottom = size * 0.68;
    const inBook =
      y > bookTop + Math.abs(x - c) * 0.18 && y < bookBottom + Math.abs(x - c) * 0.06 && Math.abs(x - c) < size * 0.3;
    if (inBook && Math.abs(x - c) > 1.5) return [255, 255, 255];
    return mix([22, 119, 255], [9, 88, 217], y / size);
  });
}

/** A wide banner with a diagonal gradient and soft circles. */
export function bannerPng(width: number, height: number, from: Rgb, to: Rgb): Buffer {
  return renderPng(width, height, (x, y) => {
    const t = (x / width) * 0.7 + (y / height) * 0.3;
    let px = mix(from, to, t);
    const d1 = Math.hypot(x - width * 0.78, y - height * 0.4) / (height * 0.55);
    const d2 = Math.hypot(x - width * 0.9, y - height * 0.95) / (height * 0.35);
    if (d1 < 1) px = mix(px, [255, 255, 255], 0.12 * (1 - d1));
    if (d2 < 1) px = mix(px, [255, 255, 255], 0.1 * (1 - d2));
    return px;
  });
}
