import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { type MediaPlan, RTMP_MODULE } from "../../apps/server/src/test/nginx-rtmp.js";
import { canConnect } from "../../apps/server/src/test/ports.js";
import { createBucket, startSwift, stopSwift } from "../../apps/server/src/test/swift.js";
import { nginxConf } from "./nginx.js";
import { alive, carries, clusterTools } from "./procs.js";

/**
 * npm run cluster:up / cluster:down — the scale-out topology on this machine, 127.0.0.1 only
 * (docs/deploy.md): nginx on CLUSTER_PORT (8880) balancing two platform instances on +1 and +2,
 * Redis on +3, Swift's S3 layer on +4, the live origin (nginx-rtmp) on +5 and its edge on +6
 * (HLS through the proxy at /live/), and a fresh PostgreSQL database with the demo school. Everything started is recorded by process
 * id in .cluster/state.json; cluster:down stops exactly that and removes the folder.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const DIR = path.join(ROOT, ".cluster");
const STATE = path.join(DIR, "state.json");
const BASE = Number(process.env.CLUSTER_PORT ?? 8880);
const ADMIN_URL = process.env.CLUSTER_ADMIN_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DB_NAME = `otp_cluster_${BASE}`;
const BUCKET = "otp-files";

export interface ClusterState {
  owner: number;
  port: number;
  database: string;
  databaseUrl: string;
  redisUrl: string;
  s3: { endpoint: string; bucket: string; accessKey: string; secretKey: string };
  rtmpPort: number;
  instances: { name: string; port: number; pid: number; dataDir: string; env: Record<string, string> }[];
  redisPid: number;
  swiftDir: string;
  nginxPid: number;
}

const log = (line: string) => console.log(`  ${line}`);

const ours = (pid: number) => carries(pid, DIR);

/** Stops the ffmpeg processes instances left behind (all of them, or those whose instance died). */
function stopTools(orphansOnly: boolean) {
  for (const pid of clusterTools(DIR, orphansOnly)) {
    log(`结束遗留的 ffmpeg（pid ${pid}）`);
    process.kill(pid, "SIGKILL");
  }
}

function readState(): ClusterState | null {
  try {
    return JSON.parse(readFileSync(STATE, "utf8")) as ClusterState;
  } catch {
    return null;
  }
}

/** Installs Debian packages the topology needs when their programs are missing (root only). */
function ensurePackages() {
  const need: string[] = [];
  if (!existsSync("/usr/sbin/nginx")) need.push("nginx");
  if (!existsSync(RTMP_MODULE)) need.push("libnginx-mod-rtmp");
  if (!existsSync("/usr/bin/swift-proxy-server"))
    need.push("swift-proxy", "swift-object", "swift-container", "swift-account", "memcached");
  if (!existsSync("/usr/bin/redis-server")) need.push("redis-server");
  if (!need.length) return;
  log(`安装缺少的系统软件包：${need.join(" ")}`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const install = spawnSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...need], {
    stdio: "inherit",
    env,
  });
  if (update.status !== 0 || install.status !== 0) {
    throw new Error(`无法安装 ${need.join(" ")}：请以 root 运行，或先用 apt-get 安装它们`);
  }
}

function spawnLogged(
  name: string,
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  cwd = ROOT,
): ChildProcess {
  const out = openSync(path.join(DIR, `${name}.log`), "a");
  const child = spawn(cmd, args, {
    stdio: ["ignore", out, out],
    detached: true,
    env: { ...env, OTP_CLUSTER_DIR: DIR },
    cwd,
  });
  child.unref();
  if (!child.pid) throw new Error(`${name} 未能启动`);
  return child;
}

async function waitFor(what: string, check: () => Promise<boolean>, seconds: number, pid?: number) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (await check()) return;
    if (pid && !alive(pid)) throw new Error(`${what} 已退出，见 .cluster 下的日志`);
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${what} 在 ${seconds} 秒内未就绪，见 .cluster 下的日志`);
}

const ready = (port: number) => async () =>
  fetch(`http://127.0.0.1:${port}/api/c/ready`, { signal: AbortSignal.timeout(3000) }).then(
    (r) => r.ok,
    () => false,
  );

async function freshDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${DB_NAME} with (force)`);
    await admin.query(`create database ${DB_NAME}`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
}

async function up() {
  const running = readState();
  // Running: a cluster:up still starting (its own process), or anything the last one started.
  const starting =
    running?.owner &&
    alive(running.owner) &&
    readFileSync(`/proc/${running.owner}/cmdline`, "utf8").includes("cluster");
  if (
    running &&
    (starting || [running.nginxPid, running.redisPid, ...running.instances.map((i) => i.pid)].some(ours))
  ) {
    console.error(`集群已在运行（端口 ${running.port}）：先运行 npm run cluster:down`);
    process.exit(1);
  }
  if (running) await down();
  for (const offset of [0, 1, 2, 3, 4, 5, 6]) {
    if (await canConnect(BASE + offset)) {
      console.error(`端口 ${BASE + offset} 已被占用：换一个 CLUSTER_PORT，或先停止占用它的程序`);
      process.exit(1);
    }
  }
  mkdirSync(DIR, { recursive: true });
  const state: Partial<ClusterState> & { instances: ClusterState["instances"] } = {
    owner: process.pid,
    port: BASE,
    instances: [],
    rtmpPort: BASE + 5,
  };
  const save = () => writeFileSync(STATE, JSON.stringify(state, null, 2));
  save();
  try {
    ensurePackages();
    log("构建（如有更新）…");
    execFileSync(process.execPath, [path.join(ROOT, "apps/server/build.mjs")], { stdio: "inherit", cwd: ROOT });

    const redis = spawnLogged("redis", "/usr/bin/redis-server", redisArgs(BASE), process.env, DIR);
    state.redisPid = redis.pid;
    state.redisUrl = `redis://127.0.0.1:${BASE + 3}`;
    save();

    state.swiftDir = path.join(DIR, "swift");
    save();
    const swift = await startSwift({ dir: state.swiftDir, port: BASE + 4, detached: true });
    await createBucket(swift, BUCKET);
    state.s3 = { endpoint: swift.endpoint, bucket: BUCKET, accessKey: swift.accessKey, secretKey: swift.secretKey };
    log(`Swift（S3）：${swift.endpoint}，存储桶 ${BUCKET}`);

    state.database = DB_NAME;
    state.databaseUrl = await freshDatabase();
    save();
    log(`PostgreSQL：新建数据库 ${DB_NAME}`);

    // Live: teachers push to the origin, viewers play HLS from the edge through the proxy; the
    // origin's callbacks reach any instance through the proxy, so they share the secret.
    const media: MediaPlan = {
      dir: path.join(DIR, "media"),
      originPort: BASE + 5,
      edgePorts: [BASE + 6],
      hookBase: `http://127.0.0.1:${BASE}`,
      secret: randomBytes(24).toString("hex"),
    };
    const env = (name: string, port: number, extra: Record<string, string>): Record<string, string> => ({
      PORT: String(port),
      HOST: "127.0.0.1",
      MOBILE_PORT: "0",
      DATA_DIR: path.join(DIR, name),
      DATABASE_URL: state.databaseUrl ?? "",
      REDIS_URL: state.redisUrl ?? "",
      STORAGE: "s3",
      S3_ENDPOINT: swift.endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY: swift.accessKey,
      S3_SECRET_KEY: swift.secretKey,
      S3_REGION: swift.region,
      SITE_URL: `http://127.0.0.1:${BASE}`,
      TRUST_PROXY: "true",
      SEED: "auto",
      // As npm start runs it on Linux (apps/server/start.mjs): two malloc arenas.
      MALLOC_ARENA_MAX: "2",
      MALLOC_MMAP_THRESHOLD_: "131072",
      LIVE_SECRET: media.secret,
      LIVE_MEDIA_SERVER: "nginx-rtmp",
      LIVE_RTMP_PORT: "0",
      LIVE_RTMP_URL: `rtmp://127.0.0.1:${media.originPort}/live`,
      LIVE_PLAY_URL: `http://127.0.0.1:${BASE}`,
      ...extra,
    });
    const start = async (name: string, port: number, extra: Record<string, string>) => {
      const instance = { name, port, pid: 0, dataDir: path.join(DIR, name), env: env(name, port, extra) };
      state.instances.push(instance);
      await launchInstance(instance, save);
    };
    // The first instance loads the demo school and pushes the demo live to the origin (retrying
    // until nginx is up); the second joins it.
    log("实例 a 启动并载入示例学校（首次约一至数分钟）…");
    await start("a", BASE + 1, {});
    await start("b", BASE + 2, {
      DEMO_LIVE_PUBLISHER: "off",
      CLASSROOM_DEMO: "off",
    });

    const nginxDir = path.join(DIR, "nginx");
    for (const d of ["body", "proxy", "fastcgi", "uwsgi", "scgi"])
      mkdirSync(path.join(nginxDir, d), { recursive: true });
    const conf = path.join(nginxDir, "nginx.conf");
    writeFileSync(
      conf,
      nginxConf({ dir: nginxDir, port: BASE, instances: [BASE + 1, BASE + 2], ingest: BASE + 1, media }),
    );
    execFileSync("/usr/sbin/nginx", ["-c", conf, "-p", nginxDir, "-e", path.join(nginxDir, "error.log")], {
      stdio: "inherit",
    });
    state.nginxPid = Number(readFileSync(path.join(nginxDir, "nginx.pid"), "utf8"));
    save();
    await waitFor("nginx", ready(BASE), 20);
    state.owner = 0;
    save();
    save();
    console.log(
      [
        "",
        `  集群已启动 / cluster up: http://127.0.0.1:${BASE}/  (nginx → 实例 ${BASE + 1}, ${BASE + 2})`,
        `  PostgreSQL ${DB_NAME} · Redis ${state.redisUrl} · S3 ${swift.endpoint}/${BUCKET} · 推流 rtmp://127.0.0.1:${BASE + 5}/live（源站，边缘 ${BASE + 6}）`,
        "  demo accounts as with npm start (password in README) · stop: npm run cluster:down",
        "",
      ].join("\n"),
    );
  } catch (err) {
    console.error(`集群启动失败：${err instanceof Error ? err.message : err}`);
    await down();
    process.exit(1);
  }
}

/** Starts (or starts again, after a crash) one platform instance with its recorded settings. */
async function launchInstance(instance: ClusterState["instances"][number], save: () => void) {
  const child = spawnLogged(
    `instance-${instance.name}`,
    process.execPath,
    ["--max-semi-space-size=2", path.join(ROOT, "apps/server/dist/main.js")],
    { ...process.env, ...instance.env },
  );
  instance.pid = child.pid as number;
  // Recorded before the wait: a start that times out or is interrupted is still stopped by cluster:down.
  save();
  await waitFor(`实例 ${instance.name}（端口 ${instance.port}）`, ready(instance.port), 600, child.pid);
  log(`实例 ${instance.name}：http://127.0.0.1:${instance.port}/ （pid ${child.pid}）`);
}

/** npm run cluster:restart -- <a|b|swift|redis>: brings back what a fault test stopped. */
async function restart(what: string) {
  const state = readState();
  if (!state) throw new Error("没有正在运行的集群：先运行 npm run cluster:up");
  const instance = state.instances.find((i) => i.name === what);
  if (instance) {
    if (ours(instance.pid)) throw new Error(`实例 ${what} 仍在运行（pid ${instance.pid}）`);
    stopTools(true);
    await launchInstance(instance, () => writeFileSync(STATE, JSON.stringify(state, null, 2)));
  } else if (what === "swift") {
    await startSwift({ dir: state.swiftDir, port: state.port + 4, detached: true });
    log("Swift 已重新启动");
  } else if (what === "redis") {
    if (ours(state.redisPid)) throw new Error(`Redis 仍在运行（pid ${state.redisPid}）`);
    state.redisPid = spawnLogged("redis", "/usr/bin/redis-server", redisArgs(state.port), process.env, DIR)
      .pid as number;
    log("Redis 已重新启动");
  } else throw new Error(`不认识的部件：${what}（a、b、swift、redis）`);
  writeFileSync(STATE, JSON.stringify(state, null, 2));
}

const redisArgs = (base: number) => [
  "--port",
  String(base + 3),
  "--bind",
  "127.0.0.1",
  "--save",
  "",
  "--appendonly",
  "no",
];

async function killAndWait(pids: number[], name: string) {
  const live = pids.filter(ours);
  for (const pid of live) process.kill(pid, "SIGTERM");
  const until = Date.now() + 15_000;
  while (live.some(alive) && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
  for (const pid of live.filter(alive)) {
    log(`${name} (pid ${pid}) 未按时退出，强制结束`);
    process.kill(pid, "SIGKILL");
  }
}

async function down() {
  const state = readState();
  if (!state) {
    log("没有正在运行的集群");
    rmSync(DIR, { recursive: true, force: true });
    return;
  }
  if (state.nginxPid) await killAndWait([state.nginxPid], "nginx");
  await killAndWait(
    state.instances.map((i) => i.pid),
    "实例",
  );
  stopTools(false);
  if (state.redisPid) await killAndWait([state.redisPid], "Redis");
  if (state.swiftDir) await stopSwift(state.swiftDir);
  if (state.database) {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect().then(
      () => admin.query(`drop database if exists ${state.database} with (force)`),
      () => log("PostgreSQL 无法连接：数据库未删除"),
    );
    await admin.end().catch(() => {});
  }
  rmSync(DIR, { recursive: true, force: true });
  log("集群已停止，.cluster 已删除");
}

const command = process.argv[2];
if (command === "up") await up();
else if (command === "down") await down();
else if (command === "restart")
  await restart(process.argv[3] ?? "").catch((err: Error) => {
    console.error(err.message);
    process.exit(1);
  });
else {
  console.error("用法：npm run cluster:up | npm run cluster:down | npm run cluster:restart -- <a|b|swift|redis>");
  process.exit(2);
}
