/**
 * npm run bench:soak — the cluster (npm run cluster:up) under the school's mix for a long time with
 * a crowd watching the running live: BENCH_VIEWERS (300) HLS viewers of the demo live from the
 * nginx-rtmp edge, each polling its playlist every 2 s and fetching every new segment as a player
 * does, while `npm run bench:load` sends the mix at BENCH_RATE (50) req/s, both for BENCH_SECONDS
 * (3600). Prints each minute the RSS and open file descriptors of every instance and of nginx, and
 * the viewers' segments, stalls (no new segment for 10 s) and errors; at the end, first minute
 * against last (flat memory and handles are the goal), then the load run's own report.
 *
 * Viewers sign in as demo students s0001…s0200 (the platform signs one token per viewer), so the
 * edge's guard sees as many tokens as a school's viewers would bring. 127.0.0.1 only; bounded.
 */
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { endpoints, type LiveDetail } from "@otp/contract";
import { base, login, post, ROOT, sleep, state } from "./cluster-client.js";

const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3600);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const STALL_MS = 10_000;

const proc = (pid: number, f: string) => {
  try {
    return readFileSync(`/proc/${pid}/${f}`, "utf8");
  } catch {
    return "";
  }
};
const rssMb = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(proc(pid, "status"))?.[1] ?? 0) / 1024);
const fds = (pid: number) => {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return 0;
  }
};
/** nginx's master and its workers (children of the master). */
const nginxPids = (master: number) =>
  [master, ...readdirSync("/proc").map(Number)].filter(
    (pid, i) =>
      i === 0 || (Number.isInteger(pid) && proc(pid, "stat").split(") ")[1]?.split(" ")[1] === String(master)),
  );

const totals = { segments: 0, bytes: 0, stalls: 0, errors: 0, denied: 0 };

/** One viewer: the playlist every 2 s, each new segment once, a stall when nothing new comes for 10 s. */
async function watch(hls: string, until: number) {
  const seen = new Set<string>();
  let lastNew = Date.now();
  let stalled = false;
  while (Date.now() < until) {
    const t0 = Date.now();
    try {
      const res = await fetch(hls, { signal: AbortSignal.timeout(5000) });
      if (res.status === 403) totals.denied++;
      const text = res.ok ? await res.text() : "";
      const fresh = text.split("\n").filter((l) => /^\d+\.ts/.test(l) && !seen.has(l));
      // A player joining starts near the live edge: the last two segments, not the whole window.
      for (const seg of seen.size ? fresh : fresh.slice(-2)) {
        seen.add(seg);
        const body = await fetch(new URL(seg, hls), { signal: AbortSignal.timeout(10_000) });
        if (!body.ok) throw new Error(`segment ${body.status}`);
        totals.bytes += (await body.arrayBuffer()).byteLength;
        totals.segments++;
        lastNew = Date.now();
        stalled = false;
      }
    } catch {
      totals.errors++;
    }
    if (!stalled && Date.now() - lastNew > STALL_MS) {
      stalled = true;
      totals.stalls++;
    }
    await sleep(Math.max(0, 2000 - (Date.now() - t0)));
  }
}

async function main() {
  const s = state();
  const target = base(s.port);
  const nginxMaster = (s as unknown as { nginxPid: number }).nginxPid;
  const guest = await post<{ list: { id: number; status: number }[] }>(
    target + endpoints.live.list.path,
    { pageNo: 1, pageSize: 50 },
    "",
  );
  const live = guest.data.list.find((l) => l.status === 2);
  if (!live) throw new Error("no live on air: the demo publisher of instance a pushes one (DEMO_LIVE_PUBLISHER)");
  const addresses: string[] = [];
  for (let i = 0; i < Math.min(VIEWERS, 200); i++) {
    const cookie = await login(target, `s${String(i + 1).padStart(4, "0")}`);
    const d = await post<LiveDetail>(target + endpoints.live.detail.path, { id: live.id }, cookie);
    const hls = d.data.play?.[0]?.hls;
    if (!hls) throw new Error(`live ${live.id} gives s${i + 1} no play address`);
    addresses.push(new URL(hls, target).href);
  }
  console.log(
    `soak: ${VIEWERS} HLS viewers of live ${live.id} (${addresses.length} distinct tokens) + the mix at ${RATE} req/s, ${SECONDS} s`,
  );
  const until = Date.now() + SECONDS * 1000;
  const load = spawn(process.execPath, ["--import", "tsx", "apps/server/bench/cluster/load.bench.ts"], {
    cwd: ROOT,
    env: { ...process.env, BENCH_RATE: String(RATE), BENCH_SECONDS: String(SECONDS) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let loadReport = "";
  load.stdout.on("data", (d) => {
    loadReport += d;
  });
  const loadDone = new Promise((r) => load.once("exit", r));
  // Viewers arrive over 30 s, as a class does.
  const viewers = Array.from({ length: VIEWERS }, (_, i) =>
    sleep((i * 30_000) / VIEWERS).then(() => watch(addresses[i % addresses.length] as string, until)),
  );
  const rows: { rss: number[]; fds: number[] }[] = [];
  const names = [...s.instances.map((i) => `instance ${i.name}`), "nginx"];
  const sample = () => {
    const pids = [...s.instances.map((i) => [i.pid]), nginxPids(nginxMaster)];
    const row = {
      rss: pids.map((ps) => ps.reduce((sum, p) => sum + rssMb(p), 0)),
      fds: pids.map((ps) => ps.reduce((sum, p) => sum + fds(p), 0)),
    };
    rows.push(row);
    const cells = names.map((n, i) => `${n} ${row.rss[i]} MB/${row.fds[i]} fds`).join(", ");
    console.log(
      `  ${rows.length - 1} min: ${cells}; viewers: ${totals.segments} segments (${Math.round(totals.bytes / 1048576)} MB), ${totals.stalls} stalls, ${totals.errors} errors, ${totals.denied} refused`,
    );
  };
  sample();
  const timer = setInterval(sample, 60_000);
  await Promise.all(viewers);
  clearInterval(timer);
  sample();
  await loadDone;
  const first = rows[Math.min(1, rows.length - 1)] as (typeof rows)[number];
  const last = rows.at(-1) as (typeof rows)[number];
  console.log(
    [
      "",
      "first full minute → end (RSS MB, open fds):",
      ...names.map((n, i) => `  ${n}: ${first.rss[i]} → ${last.rss[i]} MB, ${first.fds[i]} → ${last.fds[i]} fds`),
      `viewers: ${VIEWERS}, ${totals.segments} segments, ${totals.stalls} stalls, ${totals.errors} errors, ${totals.denied} refused`,
      "",
      "the mix beside it (bench:load):",
      loadReport.trim(),
    ].join("\n"),
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
