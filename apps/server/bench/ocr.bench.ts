/**
 * npm run bench:ocr — the OCR worker on the project's labelled pictures (ocr.fixtures.ts): six
 * 1920×1080 slides rendered with a CJK font, and "photographed" copies of them (tilted, blurred,
 * dimmed, noisy, JPEG). Prints character accuracy per set, latency per 1080p picture (after the
 * models loaded, which is timed apart), and the p99 of an HTTP endpoint in the same process
 * while OCR runs (the worker thread keeps the event loop free).
 */
import { rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { OcrEngine } from "../src/modules/ocr/ocr.engine.js";
import { charAccuracy, SLIDES, slidePhoto, slidePng, truthOf } from "../src/modules/ocr/ocr.fixtures.js";
import { prepareImage } from "../src/modules/ocr/ocr.image.js";

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;

// OCR_DET_SIDE=4096 detects on the whole working copy (as before detection was scaled down).
const engine = new OcrEngine({
  queue: 100,
  idleMs: 60_000,
  threads: Number(process.env.OCR_THREADS ?? 1),
  detSide: process.env.OCR_DET_SIDE ? Number(process.env.OCR_DET_SIDE) : undefined,
});
const server = createServer((_req, res) => res.end('{"success":true}'));
await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

try {
  const warm = path.join(tmpdir(), "otp-bench-ocr-warm.png");
  await writeFile(warm, await slidePng(SLIDES[0] as (typeof SLIDES)[number], 320, 180));
  let t0 = performance.now();
  await engine.recognise(warm);
  console.log(`models loaded (first small picture) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  // HTTP requests one after another for as long as OCR runs.
  let running = true;
  const http: number[] = [];
  const load = (async () => {
    while (running) {
      const s = performance.now();
      await fetch(url).then((r) => r.text());
      http.push(performance.now() - s);
      await new Promise((r) => setTimeout(r, 5));
    }
  })();

  for (const [label, make] of [
    ["clean slides", (s: (typeof SLIDES)[number]) => slidePng(s)],
    ["photographed slides", (s: (typeof SLIDES)[number], i: number) => slidePhoto(s, i + 1)],
  ] as const) {
    const acc: number[] = [];
    const times: number[] = [];
    for (const [i, slide] of SLIDES.entries()) {
      const image = await prepareImage(await make(slide, i));
      t0 = performance.now();
      const lines = await engine.recognise(image.file);
      times.push(performance.now() - t0);
      await rm(image.file, { force: true });
      acc.push(
        charAccuracy(
          truthOf(slide),
          lines.map((l) => l.text),
        ),
      );
    }
    const mean = acc.reduce((a, b) => a + b, 0) / acc.length;
    console.log(
      `${label.padEnd(20)} character accuracy ${(mean * 100).toFixed(1)} % (worst ${(Math.min(...acc) * 100).toFixed(1)} %)` +
        `   latency per 1080p picture p50 ${(pct(times, 0.5) / 1000).toFixed(2)} s, max ${(Math.max(...times) / 1000).toFixed(2)} s`,
    );
  }
  running = false;
  await load;
  console.log(
    `HTTP while OCR ran: ${http.length} requests, p50 ${pct(http, 0.5).toFixed(1)} ms, p99 ${pct(http, 0.99).toFixed(1)} ms`,
  );
} finally {
  await engine.close();
  server.close();
}
