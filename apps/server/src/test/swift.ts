import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, open, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { canConnect, freePort } from "./ports.js";

/**
 * A real S3-compatible store for tests and the local cluster: OpenStack Swift from Debian's
 * packages with its s3api layer, in a throwaway configuration on 127.0.0.1
 * (../shared/recipes/swift-s3.md). `.ci/run` installs it; locally the tests that need it are
 * skipped with a message when it is absent.
 */

const PROXY = "/usr/bin/swift-proxy-server";
const MEMCACHED = "/usr/bin/memcached";
/** `python3` on PATH may be another interpreter (pyenv) without Debian's swift modules. */
const PYTHON = "/usr/bin/python3";

export const SWIFT_INSTALLED = existsSync(PROXY);

/** tempauth's `test:tester` with its key: the S3 access key is `account:user`. */
const ACCESS_KEY = "test:tester";
const SECRET_KEY = "testing";
/** Must equal `location` in the s3api filter, or signatures name the wrong region. */
const REGION = "us-east-1";

const BACKENDS = ["object", "container", "account"] as const;
const SERVERS = [...BACKENDS, "proxy"] as const;

export interface TestSwift {
  /** http://127.0.0.1:<proxy port> */
  endpoint: string;
  accessKey: string;
  secretKey: string;
  region: string;
  /** Where the configuration, the data, the logs and `run/<name>.pid` are. */
  dir: string;
  /** Stops every process and waits for them to exit (and removes `dir` when startSwift made it). */
  stop(): Promise<void>;
}

export interface SwiftOptions {
  /** Directory for configuration, data, logs and pids; default a fresh temporary one, removed by stop(). */
  dir?: string;
  /** The proxy's (S3) port; default a free one. */
  port?: number;
  /** Leaves the processes running after the caller exits (a cluster script); stop them by their pid files. */
  detached?: boolean;
}

/**
 * Whether the Swift tests can run: true when Swift is installed. Locally, without it, says so and
 * returns false (the caller skips); in CI (`CI=true`, where `.ci/run` installs it) it throws, so
 * the suite fails instead of passing without its object-store tests.
 */
export function requireSwift(): boolean {
  if (SWIFT_INSTALLED) return true;
  if (process.env.CI === "true") {
    throw new Error("Swift is not installed but CI=true: .ci/run must install swift-proxy swift-object …");
  }
  console.warn(
    "Swift is not installed: S3 storage tests skipped (apt-get install swift-proxy swift-object swift-container swift-account memcached)",
  );
  return false;
}

/**
 * Creates a bucket through the S3 layer (tempauth creates the account on first use); one that is
 * there already is fine (a cluster restarted on its data).
 */
export async function createBucket(
  swift: Pick<TestSwift, "endpoint" | "accessKey" | "secretKey" | "region">,
  bucket: string,
) {
  const client = new S3Client({
    endpoint: swift.endpoint,
    region: swift.region,
    credentials: { accessKeyId: swift.accessKey, secretAccessKey: swift.secretKey },
    forcePathStyle: true,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } catch (err) {
    const name = (err as Error).name;
    if (name !== "BucketAlreadyOwnedByYou" && name !== "BucketAlreadyExists") throw err;
  } finally {
    client.destroy();
  }
}

/** Runs a tool to its end; rejects with its output when it fails. */
function run(cmd: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, args, { cwd, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    p.stdout.on("data", (d) => {
      out += d;
    });
    p.stderr.on("data", (d) => {
      out += d;
    });
    p.on("error", reject);
    p.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} exited with ${code}: ${out.trim()}`))));
  });
}

function serverConf(dir: string, name: string, port: number, user: string, extra: string): string {
  return `[DEFAULT]
bind_ip = 127.0.0.1
bind_port = ${port}
workers = 0
user = ${user}
swift_dir = ${dir}/etc
devices = ${dir}/node
mount_check = false
log_name = ${name}
${extra}`;
}

function backendConf(dir: string, name: string, port: number, user: string): string {
  return serverConf(
    dir,
    name,
    port,
    user,
    `[pipeline:main]
pipeline = ${name}-server
[app:${name}-server]
use = egg:swift#${name}
[${name}-replicator]
[${name}-updater]
[${name}-auditor]
${name === "container" ? "[container-sync]\n" : ""}`,
  );
}

function proxyConf(dir: string, port: number, memcachedPort: number, user: string): string {
  return serverConf(
    dir,
    "proxy",
    port,
    user,
    `[pipeline:main]
pipeline = catch_errors gatekeeper healthcheck proxy-logging cache listing_formats bulk s3api tempauth copy slo dlo proxy-logging proxy-server
[app:proxy-server]
use = egg:swift#proxy
account_autocreate = true
[filter:s3api]
use = egg:swift#s3api
location = ${REGION}
[filter:tempauth]
use = egg:swift#tempauth
user_test_tester = ${SECRET_KEY} .admin
[filter:cache]
use = egg:swift#memcache
memcache_servers = 127.0.0.1:${memcachedPort}
[filter:catch_errors]
use = egg:swift#catch_errors
[filter:gatekeeper]
use = egg:swift#gatekeeper
[filter:healthcheck]
use = egg:swift#healthcheck
[filter:proxy-logging]
use = egg:swift#proxy_logging
[filter:listing_formats]
use = egg:swift#listing_formats
[filter:bulk]
use = egg:swift#bulk
[filter:copy]
use = egg:swift#copy
[filter:slo]
use = egg:swift#slo
[filter:dlo]
use = egg:swift#dlo
`,
  );
}

const BUILD_RINGS = `
import sys
from swift.common.ring import RingBuilder
for arg in sys.argv[1:]:
    name, port = arg.split(":")
    b = RingBuilder(10, 1, 1)
    b.add_dev({"region": 1, "zone": 1, "ip": "127.0.0.1", "port": int(port), "device": "sdb1", "weight": 100})
    b.rebalance()
    b.get_ring().save(name + ".ring.gz")
`;

/** Writes swift.conf, the four servers' configurations and the three one-device rings. */
async function configure(dir: string, ports: Record<(typeof SERVERS)[number] | "memcached", number>) {
  const etc = path.join(dir, "etc");
  // Rings carry the backends' ports: rebuilt on every start. The data stays valid (same hash
  // prefix and suffix, one device holding every partition).
  await rm(etc, { recursive: true, force: true });
  await mkdir(etc, { recursive: true });
  await mkdir(path.join(dir, "node", "sdb1"), { recursive: true });
  await mkdir(path.join(dir, "run"), { recursive: true });
  const user = userInfo().username;
  await writeFile(
    path.join(etc, "swift.conf"),
    "[swift-hash]\nswift_hash_path_suffix = test-suffix\nswift_hash_path_prefix = test-prefix\n" +
      "[storage-policy:0]\nname = Policy-0\ndefault = yes\n",
  );
  for (const name of BACKENDS) {
    await writeFile(path.join(etc, `${name}-server.conf`), backendConf(dir, name, ports[name], user));
  }
  // What `swift-ring-builder create 10 1 1 / add / rebalance` does, in one interpreter instead of
  // nine (each start of Python costs about a second).
  await run(PYTHON, ["-c", BUILD_RINGS, ...BACKENDS.map((n) => `${n}:${ports[n]}`)], etc);
  await writeFile(path.join(etc, "proxy-server.conf"), proxyConf(dir, ports.proxy, ports.memcached, user));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Sends SIGTERM, then SIGKILL after `graceMs`, and waits until every pid is gone. */
async function killAndWait(pids: number[], graceMs = 5000): Promise<void> {
  for (const pid of pids) {
    try {
      process.kill(pid, "SIGTERM");
    } catch {}
  }
  const deadline = Date.now() + graceMs;
  while (pids.some(alive)) {
    if (Date.now() > deadline) {
      for (const pid of pids.filter(alive)) {
        try {
          process.kill(pid, "SIGKILL");
        } catch {}
      }
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Stops what a (detached) Swift in `dir` left running, by its pid files. A pid is only killed
 * when its command line still names this Swift's files (or is memcached on this Swift's cache
 * port), so a reused pid is safe.
 */
export async function stopSwift(dir: string): Promise<void> {
  const runDir = path.join(dir, "run");
  const names = (await readdir(runDir).catch(() => [] as string[])).filter((n) => n.endsWith(".pid"));
  const pids: number[] = [];
  const conf = await readFile(path.join(dir, "etc", "proxy-server.conf"), "utf8").catch(() => "");
  const cachePort = /memcache_servers = 127\.0\.0\.1:(\d+)/.exec(conf)?.[1];
  for (const name of names) {
    const pid = Number((await readFile(path.join(runDir, name), "utf8")).trim());
    const cmdline = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
    const args = cmdline.split("\0");
    const ourCache = !!cachePort && args[0]?.endsWith("memcached") && args.includes(cachePort);
    if (pid > 0 && (cmdline.includes(path.resolve(dir)) || ourCache)) pids.push(pid);
    await rm(path.join(runDir, name), { force: true });
  }
  await killAndWait(pids);
}

function logTail(file: string): string {
  try {
    return readFileSync(file, "utf8").split("\n").slice(-15).join("\n");
  } catch {
    return "";
  }
}

/** Spawns one server with its output in `run/<name>.log` and its pid in `run/<name>.pid`. */
async function launch(dir: string, name: string, cmd: string, args: string[], detached: boolean) {
  const log = await open(path.join(dir, "run", `${name}.log`), "a");
  const child = spawn(cmd, args, { stdio: ["ignore", log.fd, log.fd], detached });
  await log.close();
  if (child.pid === undefined) throw new Error(`${name} did not start`);
  await writeFile(path.join(dir, "run", `${name}.pid`), `${child.pid}\n`);
  if (detached) child.unref();
  return child;
}

async function healthy(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/healthcheck`, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Starts memcached and Swift's object, container, account and proxy servers on 127.0.0.1 (free
 * ports, the proxy on `port` when given) and waits until the proxy answers /healthcheck and the
 * backends take connections. A Swift already running from `dir` is stopped first.
 */
export async function startSwift(opts: SwiftOptions = {}): Promise<TestSwift> {
  if (!SWIFT_INSTALLED) throw new Error(`Swift is not installed (${PROXY} missing)`);
  const ownDir = !opts.dir;
  const dir = path.resolve(opts.dir ?? (await mkdtemp(path.join(tmpdir(), "otp-swift-"))));
  const detached = opts.detached ?? false;
  await stopSwift(dir);
  if (opts.port !== undefined && (await canConnect(opts.port))) {
    throw new Error(`Swift cannot start: port ${opts.port} of 127.0.0.1 is taken`);
  }

  let lastError = "";
  // Another process may take a free port before a server binds it: try a few times.
  for (let attempt = 0; attempt < 3; attempt++) {
    const ports = {
      object: await freePort(),
      container: await freePort(),
      account: await freePort(),
      proxy: opts.port ?? (await freePort()),
      memcached: await freePort(),
    };
    await configure(dir, ports);
    const children: ChildProcess[] = [];
    const exited = new Set<string>();
    const start = async (name: string, cmd: string, args: string[]) => {
      const child = await launch(dir, name, cmd, args, detached);
      child.once("exit", () => exited.add(name));
      children.push(child);
    };
    const stopAll = () => killAndWait(children.map((c) => c.pid).filter((p): p is number => p !== undefined));
    const memcached = `-u ${userInfo().username} -l 127.0.0.1 -p ${ports.memcached} -U 0 -m 64`;
    await start("memcached", MEMCACHED, memcached.split(" "));
    for (const name of SERVERS) {
      await start(name, PYTHON, [`/usr/bin/swift-${name}-server`, path.join(dir, "etc", `${name}-server.conf`), "-v"]);
    }

    let up = false;
    for (let i = 0; i < 600 && exited.size === 0; i++) {
      if (
        (await healthy(ports.proxy)) &&
        (await Promise.all(BACKENDS.map((b) => canConnect(ports[b])))).every(Boolean)
      ) {
        up = true;
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    if (!up) {
      lastError = [...(exited.size ? exited : SERVERS)]
        .map((n) => `${n}: ${logTail(path.join(dir, "run", `${n}.log`))}`)
        .join("\n");
      await stopAll();
      continue;
    }

    const killOnExit = () => {
      for (const c of children) c.kill("SIGKILL");
    };
    if (!detached) process.once("exit", killOnExit);
    let stopped: Promise<void> | null = null;
    return {
      endpoint: `http://127.0.0.1:${ports.proxy}`,
      accessKey: ACCESS_KEY,
      secretKey: SECRET_KEY,
      region: REGION,
      dir,
      stop() {
        stopped ??= (async () => {
          process.removeListener("exit", killOnExit);
          await stopAll();
          for (const name of ["memcached", ...SERVERS]) await rm(path.join(dir, "run", `${name}.pid`), { force: true });
          if (ownDir) await rm(dir, { recursive: true, force: true });
        })();
        return stopped;
      },
    };
  }
  if (ownDir) await rm(dir, { recursive: true, force: true });
  throw new Error(`Swift did not start:\n${lastError}`);
}
