/**
 * npm run bench:upload — a 200 MB resumable upload in 5 MB chunks over real HTTP (loopback),
 * next to writing the same bytes to the same disk in the same chunk sizes, printed as MB/s and
 * ratios. Embedded database, demo school, one process.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { open } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { CSRF_HEADER, CSRF_HEADER_VALUE, UPLOAD_CHUNK_BYTES } from "@otp/contract";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { createCache } from "../src/platform/cache/index.js";
import { connectDb } from "../src/platform/db/client.js";
import { startEmbeddedDatabase } from "../src/platform/db/embedded.js";
import { runMigrations } from "../src/platform/db/migrate.js";
import { DEMO_PASSWORD } from "../src/seed/demo-data.js";
import { seedDemo } from "../src/seed/seed.js";

const TOTAL = Number(process.env.BENCH_UPLOAD_MB ?? 200) * 1024 * 1024;
const CHUNK = UPLOAD_CHUNK_BYTES;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const dataDir = mkdtempSync(path.join(tmpdir(), "otp-bench-upload-"));
const embedded = await startEmbeddedDatabase();
const handle = connectDb(embedded.url, { embedded: true });
await runMigrations(handle.pool);
const config = loadConfig({ DATA_DIR: dataDir, ARGON2_MEMORY_KIB: "4096", ARGON2_TIME_COST: "1", LOG_LEVEL: "silent" });
const cache = createCache();
const { app, services } = await buildApp({ config, db: handle.db, cache });
await seedDemo(handle.db, services, { content: false });
// The HTTP ceiling: the same PUTs into a route that only counts the bytes.
await app.register(async (scope) => {
  scope.addContentTypeParser("application/octet-stream", (_req, payload, done) => done(null, payload));
  scope.put("/bench/sink", async (req) => {
    let n = 0;
    for await (const c of req.body as AsyncIterable<Buffer>) n += c.length;
    return { n };
  });
});
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

const json = { "content-type": "application/json", [CSRF_HEADER]: CSRF_HEADER_VALUE };
const login = await fetch(`${base}/api/login`, {
  method: "POST",
  headers: json,
  body: JSON.stringify({ account: "teacher", password: DEMO_PASSWORD }),
});
const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

// An MP4 header (so the content check passes) followed by random bytes.
const ftyp = Buffer.from("0000001c667479706d703432000000006d7034326973366d", "hex");
const data = Buffer.concat([ftyp, randomBytes(TOTAL - ftyp.length)]);

async function post<T>(url: string, body: object): Promise<T> {
  const res = await fetch(base + url, { method: "POST", headers: { ...json, cookie }, body: JSON.stringify(body) });
  const out = (await res.json()) as { success: boolean; data: T; msg: string };
  if (!out.success) throw new Error(`${url}: ${out.msg}`);
  return out.data;
}

// node:http with keep-alive as the client: in this one process, undici's fetch costs more CPU
// than the server route it measures (a browser does that work on another machine).
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function put(url: string, body: Buffer): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      base + url,
      {
        method: "PUT",
        agent,
        headers: {
          "content-type": "application/octet-stream",
          "content-length": String(body.length),
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
          cookie,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d: string) => {
          text += d;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

async function uploadOnce(round: number) {
  const t0 = performance.now();
  const s = await post<{ uploadId: string }>("/api/l/upload/init", {
    kind: "video",
    fileName: `bench-${round}.mp4`,
    size: data.length,
  });
  for (let off = 0; off < data.length; off += CHUNK) {
    const { status, text } = await put(
      `/api/l/upload/chunk?uploadId=${s.uploadId}&offset=${off}`,
      data.subarray(off, off + CHUNK),
    );
    if (status !== 200) throw new Error(`chunk ${off}: ${status} ${text}`);
  }
  const t1 = performance.now();
  await post("/api/l/upload/complete", { uploadId: s.uploadId });
  const t2 = performance.now();
  return { chunks: t1 - t0, total: t2 - t0 };
}

async function sinkOnce() {
  const t0 = performance.now();
  for (let off = 0; off < data.length; off += CHUNK) {
    const { status } = await put("/bench/sink", data.subarray(off, off + CHUNK));
    if (status !== 200) throw new Error(`sink: ${status}`);
  }
  return performance.now() - t0;
}

/** The same bytes, the same chunk sizes, straight to a file on the same disk. */
async function diskOnce(round: number) {
  const file = path.join(dataDir, `disk-${round}.bin`);
  const t0 = performance.now();
  const fh = await open(file, "w");
  for (let off = 0; off < data.length; off += CHUNK) {
    const chunk = data.subarray(off, off + CHUNK);
    await fh.write(chunk, 0, chunk.length, off);
  }
  await fh.close();
  const ms = performance.now() - t0;
  rmSync(file);
  return ms;
}

const mb = TOTAL / 1024 / 1024;
const rate = (ms: number) => mb / (ms / 1000);
const best = (xs: number[]) => Math.min(...xs);
const disk: number[] = [];
const chunks: number[] = [];
const total: number[] = [];
const sink: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  disk.push(await diskOnce(r));
  sink.push(await sinkOnce());
  const u = await uploadOnce(r);
  chunks.push(u.chunks);
  total.push(u.total);
}

console.log(
  `\nbench:upload — ${mb} MB in ${CHUNK / 1024 / 1024} MB chunks, best of ${ROUNDS}, loopback HTTP, embedded database\n`,
);
console.log("path".padEnd(52), "MB/s".padStart(8), "vs disk".padStart(9));
const rows: [string, number][] = [
  ["disk: write the chunks to a file", best(disk)],
  ["http: PUT the chunks to a route that discards them", best(sink)],
  ["upload: PUT the chunks (init + chunks)", best(chunks)],
  ["upload: end to end (+ complete: sha256, move, row)", best(total)],
];
for (const [title, ms] of rows) {
  console.log(
    title.padEnd(52),
    rate(ms).toFixed(0).padStart(8),
    `${((best(disk) / ms) * 100).toFixed(1)}%`.padStart(9),
  );
}
console.log(
  `\nchunked upload at ${((best(disk) / best(chunks)) * 100).toFixed(1)}% of raw disk writes (end to end ${((best(disk) / best(total)) * 100).toFixed(1)}%), ${((best(sink) / best(chunks)) * 100).toFixed(1)}% of bare HTTP PUTs`,
);

await app.close();
await cache.close();
await handle.close();
await embedded.stop();
rmSync(dataDir, { recursive: true, force: true });
