/**
 * npm run bench:retrieval — search by image over 100,000 indexed keyframes: 200 real frames (a
 * 200-second ffmpeg-generated zoom, one frame a second, so neighbouring frames are near
 * duplicates) are indexed among random distractor hashes; each query is one of those frames as
 * a user would paste it (scaled to 60 %, a white border, JPEG quality 55), hashed like the
 * server hashes uploads. Prints p50/p95 of the index scan, the hashing time per query picture,
 * and recall@5 (the true frame, and the true moment ±2 s, among the first five).
 * BENCH_KEYFRAMES and BENCH_QUERIES change the sizes.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import { hashPicture } from "../src/modules/retrieval/retrieval.hash.js";
import { KeyframeIndex } from "../src/modules/retrieval/retrieval.index.js";
import { FFMPEG } from "../src/platform/media/ffmpeg.js";
import { rng } from "../src/seed/names.js";

const TOTAL = Number(process.env.BENCH_KEYFRAMES ?? 100_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 200);
const REAL_FILE = 1;

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;

const dir = mkdtempSync(path.join(tmpdir(), "otp-bench-retrieval-"));
try {
  console.log(`rendering ${QUERIES} frames…`);
  execFileSync(FFMPEG, [
    ...[
      "-v",
      "error",
      "-f",
      "lavfi",
      "-i",
      "mandelbrot=size=640x360:rate=1:end_scale=0.00001",
      "-frames:v",
      String(QUERIES),
    ],
    ...["-q:v", "3", path.join(dir, "f%04d.jpg")],
  ]);
  const rand = rng(2026);
  const word = () => BigInt(Math.floor(rand() * 2 ** 32));
  const rnd64 = () => BigInt.asIntN(64, (word() << 32n) | word());
  const rows: { fileId: number; second: number; phash: bigint; dhash: bigint }[] = [];
  for (let i = 0; i < QUERIES; i++) {
    // Indexed as the server indexes videos: small greyscale frames.
    const small = await sharp(path.join(dir, `f${String(i + 1).padStart(4, "0")}.jpg`))
      .resize(160, 90)
      .greyscale()
      .toColourspace("b-w")
      .raw()
      .toBuffer();
    rows.push({ fileId: REAL_FILE, second: i, ...(await hashPicture({ raw: small, width: 160, height: 90 })) });
  }
  for (let i = rows.length; i < TOTAL; i++)
    rows.push({ fileId: 2 + (i % 5000), second: i % 600, phash: rnd64(), dhash: rnd64() });
  const index = new KeyframeIndex();
  let t0 = performance.now();
  index.load(rows);
  console.log(`indexed ${index.size.toLocaleString()} keyframes in ${(performance.now() - t0).toFixed(0)} ms`);

  const scan: number[] = [];
  const hashing: number[] = [];
  let exact = 0;
  let near = 0;
  for (let i = 0; i < QUERIES; i++) {
    const frame = readFileSync(path.join(dir, `f${String(i + 1).padStart(4, "0")}.jpg`));
    const pasted = await sharp(frame)
      .resize(384)
      .extend({ top: 30, bottom: 30, left: 40, right: 40, background: "#ffffff" })
      .jpeg({ quality: 55 })
      .toBuffer();
    t0 = performance.now();
    const q = await hashPicture(pasted);
    hashing.push(performance.now() - t0);
    t0 = performance.now();
    const top = index.nearest(q, 5, 40);
    scan.push(performance.now() - t0);
    if (top.some((h) => h.fileId === REAL_FILE && h.second === i)) exact++;
    if (top.some((h) => h.fileId === REAL_FILE && Math.abs(h.second - i) <= 2)) near++;
  }
  console.log(`queries: ${QUERIES} pasted screenshots (60 % scale, white border, JPEG q55)`);
  console.log(`index scan   p50 ${pct(scan, 0.5).toFixed(1)} ms   p95 ${pct(scan, 0.95).toFixed(1)} ms`);
  console.log(`hash upload  p50 ${pct(hashing, 0.5).toFixed(1)} ms   p95 ${pct(hashing, 0.95).toFixed(1)} ms`);
  console.log(
    `recall@5     exact frame ${((exact / QUERIES) * 100).toFixed(1)} %   moment ±2 s ${((near / QUERIES) * 100).toFixed(1)} %`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
