/**
 * npm run bench:load — the school's traffic mix (bench/cluster/mix.ts) at a fixed rate against a
 * running platform: the local cluster (npm run cluster:up, through nginx) by default, or one
 * instance (BENCH_TARGET=http://127.0.0.1:8080 with BENCH_PIDS=<its pid>). Prints, in one run:
 * the bare-route baseline (/api/c/health through the same stack, at full speed), then the mix at
 * BENCH_RATE req/s for BENCH_SECONDS: achieved rate against the target, p50/p90/p99, errors and
 * non-2xx answers, and the RSS of every instance each minute (flat memory is a goal).
 *
 * Goals (issue 28, GitLab's reference architectures): 0 errors, p99 < 200 ms, achieved ≥ 80 %
 * of the target rate, RSS flat. Targets are on 127.0.0.1 only; the run is bounded in time.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { endpoints, TOKEN_NAME } from "@otp/contract";
import autocannon from "autocannon";
import { DEMO_PASSWORD } from "../../src/seed/demo-data.js";
import { MIX, type MixContext } from "./mix.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const RATE = Number(process.env.BENCH_RATE ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 120);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const JSON_HEADERS = { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" };

function clusterState(): { port: number; instances: { name: string; pid: number }[] } | null {
  try {
    return JSON.parse(readFileSync(path.join(ROOT, ".cluster/state.json"), "utf8"));
  } catch {
    return null;
  }
}

const state = clusterState();
const TARGET = process.env.BENCH_TARGET ?? (state ? `http://127.0.0.1:${state.port}` : "");
if (!TARGET) {
  console.error("没有目标：先运行 npm run cluster:up，或设置 BENCH_TARGET（和 BENCH_PIDS）");
  process.exit(2);
}
const PIDS = process.env.BENCH_PIDS
  ? process.env.BENCH_PIDS.split(",").map((p) => ({ name: `pid ${p}`, pid: Number(p) }))
  : (state?.instances ?? []);

const rssMb = (pid: number) => {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
};

async function call<T>(pathName: string, body: object, cookie?: string): Promise<{ data: T; cookie?: string }> {
  const res = await fetch(TARGET + pathName, {
    method: "POST",
    headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { success: boolean; data: T; msg: string };
  if (!json.success) throw new Error(`${pathName}: ${json.msg}`);
  const set = res.headers.getSetCookie().find((c) => c.startsWith(`${TOKEN_NAME}=`));
  return { data: json.data, cookie: set?.split(";")[0] };
}

/** Logs in students, finds courses, the running live and playable videos of the demo school. */
async function prepare(): Promise<MixContext> {
  const cookies: string[] = [];
  for (let i = 1; i <= 200; i++) {
    const account = `s${String(i).padStart(4, "0")}`;
    const { cookie } = await call(endpoints.auth.login.path, { account, password: DEMO_PASSWORD });
    if (cookie) cookies.push(cookie);
  }
  const courses = await call<{ list: { id: number }[] }>(endpoints.course.list.path, { pageNo: 1, pageSize: 60 });
  const lives = await call<{ list: { id: number; status: number }[] }>(
    endpoints.live.list.path,
    { pageNo: 1, pageSize: 50 },
    cookies[0],
  );
  const resources = await call<{ list: { id: number }[] }>(
    endpoints.resource.list.path,
    { pageNo: 1, pageSize: 60 },
    cookies[0],
  );
  const videoFileIds: number[] = [];
  for (const r of resources.data.list) {
    const detail = await call<{ fileList: { id: number; fileName: string }[] }>(
      endpoints.resource.detail.path,
      { id: r.id },
      cookies[0],
    ).catch(() => null);
    for (const f of detail?.data.fileList ?? []) if (/\.(mp4|m4v|mov)$/i.test(f.fileName)) videoFileIds.push(f.id);
    if (videoFileIds.length >= 8) break;
  }
  const running = lives.data.list.find((l) => l.status === 2) ?? lives.data.list[0];
  return {
    courseIds: courses.data.list.map((c) => c.id),
    liveId: running?.id ?? null,
    videoFileIds,
    cookies,
    account: { account: "s0100", password: DEMO_PASSWORD },
  };
}

function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

/** Each call of the mix alone, 20 times in a row: which one is slow (after the run, same machine). */
async function perCall(ctx: MixContext) {
  const lines: string[] = [];
  for (const call of MIX) {
    const times: number[] = [];
    for (let n = 1; n <= 20; n++) {
      const t0 = performance.now();
      const res = await fetch(TARGET + call.path(ctx, n), {
        method: call.method,
        headers: {
          ...(call.method === "POST" ? JSON_HEADERS : {}),
          ...call.headers,
          ...(call.session ? { cookie: ctx.cookies[n % ctx.cookies.length] } : {}),
        },
        body: call.body ? JSON.stringify(call.body(ctx, n + 1000)) : call.method === "POST" ? "{}" : undefined,
      });
      await res.arrayBuffer();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    lines.push(`  ${call.name.padEnd(20)} p50 ${times[10]?.toFixed(1)} ms, max ${times[19]?.toFixed(1)} ms`);
  }
  return lines;
}

async function main() {
  console.log(`target ${TARGET}; mix at ${RATE} req/s for ${SECONDS} s, ${CONNECTIONS} connections`);
  const ctx = await prepare();
  if (!ctx.liveId || !ctx.videoFileIds.length) throw new Error("demo school incomplete: no live or no video");
  const bare = await run({ url: TARGET + endpoints.health.live.path, connections: 20, duration: 10 });
  console.log(
    `bare route (/api/c/health, full speed): ${Math.round(bare.requests.average)} req/s, p99 ${bare.latency.p99} ms`,
  );

  const total = MIX.reduce((s, c) => s + c.weight, 0);
  const slots = MIX.flatMap((c) => Array.from({ length: c.weight }, () => c));
  let n = 0;
  const rss: string[] = [];
  const sampleRss = () =>
    rss.push(PIDS.map((p) => `${p.name} ${rssMb(p.pid) ?? "-"} MB`).join(", ") || "(no pids to sample)");
  sampleRss();
  const timer = setInterval(sampleRss, 60_000);
  // Which call answered what, when it was not a 2xx (each connection sends one request at a time,
  // so the connection's context holds the call of the answer that comes back).
  const refused = new Map<string, number>();
  const result = await run({
    url: TARGET,
    connections: CONNECTIONS,
    overallRate: RATE,
    duration: SECONDS,
    timeout: 10,
    requests: [
      {
        setupRequest: (req, context) => {
          n++;
          // A spread over the mix: a multiplicative step visits every slot in a scrambled order.
          const call = slots[(n * 7919) % total] ?? MIX[0];
          if (!call) return req;
          (context as { call?: string }).call = call.name;
          return {
            ...req,
            method: call.method,
            path: call.path(ctx, n),
            headers: {
              ...(call.method === "POST" ? JSON_HEADERS : {}),
              ...call.headers,
              ...(call.session ? { cookie: ctx.cookies[n % ctx.cookies.length] } : {}),
            },
            body: call.body ? JSON.stringify(call.body(ctx, n)) : call.method === "POST" ? "{}" : undefined,
          };
        },
        onResponse: (status, body, context) => {
          if (status >= 200 && status < 300) return;
          const msg = /"msg":"([^"]{0,40})/.exec(String(body))?.[1] ?? "";
          const key = `${(context as { call?: string }).call ?? "?"} ${status}${msg ? ` ${msg}` : ""}`;
          refused.set(key, (refused.get(key) ?? 0) + 1);
        },
      },
    ],
  });
  clearInterval(timer);
  sampleRss();
  const alone = await perCall(ctx);

  const achieved = result.requests.average;
  const non2xx = result.non2xx;
  console.log(
    [
      "",
      `mix: achieved ${Math.round(achieved)} req/s of ${RATE} (${((achieved / RATE) * 100).toFixed(0)} %), ${result.requests.total} requests`,
      `latency: p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
      `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${non2xx} (${((non2xx / Math.max(1, result.requests.total)) * 100).toFixed(2)} %)`,
      ...[...refused].sort((a, b) => b[1] - a[1]).map(([what, count]) => `  not 2xx: ${what} ×${count}`),
      `p99 over the bare route's p99: ${(result.latency.p99 / Math.max(1, bare.latency.p99)).toFixed(1)}×`,
      "each call alone, sequential (20×):",
      ...alone,
      "RSS each minute:",
      ...rss.map((line, i) => `  ${i === rss.length - 1 ? "end" : `${i} min`}: ${line}`),
      "",
      `goals: 0 errors ${result.errors + non2xx === 0 ? "✓" : "✗"}, p99 < 200 ms ${result.latency.p99 < 200 ? "✓" : "✗"}, ≥ 80 % of the rate ${achieved >= 0.8 * RATE ? "✓" : "✗"}`,
    ].join("\n"),
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
