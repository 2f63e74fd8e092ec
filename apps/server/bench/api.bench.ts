/**
 * npm run bench:api — requests/s and p99 of platform calls next to a bare Fastify JSON route
 * in the same process, printed as ratios. Embedded database, demo school, loopback only.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { createCache } from "../src/platform/cache/index.js";
import { connectDb } from "../src/platform/db/client.js";
import { startEmbeddedDatabase } from "../src/platform/db/embedded.js";
import { runMigrations } from "../src/platform/db/migrate.js";
import { DEMO_PASSWORD } from "../src/seed/demo-data.js";
import { seedDemo } from "../src/seed/seed.js";

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;

const dataDir = mkdtempSync(path.join(tmpdir(), "otp-bench-"));
const embedded = await startEmbeddedDatabase();
const handle = connectDb(embedded.url, { embedded: true });
await runMigrations(handle.pool);
const config = loadConfig({ DATA_DIR: dataDir, ARGON2_MEMORY_KIB: "4096", ARGON2_TIME_COST: "1", LOG_LEVEL: "silent" });
const cache = createCache();
const { app, services } = await buildApp({ config, db: handle.db, cache });
await seedDemo(handle.db, services, { content: false });
app.post("/bench/bare", async () => ({ success: true, data: [{ id: 1, name: "语文" }], msg: "操作成功", code: 0 }));
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

const headers = { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" };
const login = await fetch(`${base}/api/login`, {
  method: "POST",
  headers,
  body: JSON.stringify({ account: "admin", password: DEMO_PASSWORD }),
});
const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

async function measure(title: string, url: string, body: object, withCookie = false) {
  const r = await autocannon({
    url: base + url,
    method: "POST",
    connections: CONNECTIONS,
    duration: DURATION,
    headers: withCookie ? { ...headers, cookie } : headers,
    body: JSON.stringify(body),
  });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${title}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { title, rps: r.requests.average, p99: r.latency.p99 };
}

const results = [];
results.push(await measure("bare Fastify JSON route", "/bench/bare", {}));
results.push(await measure("/api/login/info (session)", "/api/login/info", {}, true));
results.push(await measure("/api/kv/ele/SUBJECT/list", "/api/kv/ele/SUBJECT/list", {}));
results.push(
  await measure("/api/c/base/user/list (admin, 20 rows)", "/api/c/base/user/list", { pageNo: 1, pageSize: 20 }, true),
);

const bare = results[0] as { rps: number; p99: number };
console.log(`\nbench:api — ${DURATION}s each, ${CONNECTIONS} connections, embedded database, one process\n`);
console.log("call".padEnd(42), "req/s".padStart(9), "p99 ms".padStart(8), "vs bare".padStart(9));
for (const r of results) {
  console.log(
    r.title.padEnd(42),
    r.rps.toFixed(0).padStart(9),
    String(r.p99).padStart(8),
    `${((r.rps / bare.rps) * 100).toFixed(1)}%`.padStart(9),
  );
}
const kv = results[2] as { rps: number };
console.log(`\nkv list at ${((kv.rps / bare.rps) * 100).toFixed(1)}% of the bare route (aim: >= 40%)`);

await app.close();
await cache.close();
await handle.close();
await embedded.stop();
rmSync(dataDir, { recursive: true, force: true });
