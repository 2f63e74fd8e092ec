import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { Redis } from "ioredis";
import { freePort } from "./ports.js";

/**
 * A Redis of the test's own on a free port (never the shared one on 6379): stopped and started
 * again on the same port to see how the platform lives through an outage.
 */
export interface ThrowawayRedis {
  url: string;
  /** Kills it (as a crash would) and waits until it is gone. */
  stop(): Promise<void>;
  /** Starts it again on the same port (empty) and waits until it answers. */
  start(): Promise<void>;
}

/** True when redis-server can be started; otherwise says why the caller skips. */
export function hasRedisServer(): boolean {
  if (!spawnSync("redis-server", ["--version"]).error) return true;
  console.warn("redis-server is not installed: Redis outage tests skipped (apt-get install redis-server)");
  return false;
}

async function answers(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on("error", () => {});
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      return;
    } catch {
      probe.disconnect();
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error(`redis-server at ${url} did not start`);
}

export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", "/tmp"],
      { stdio: "ignore" },
    );
    await answers(url);
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.once("exit", resolve);
      running.kill("SIGKILL");
    });
  };
  await start();
  return { url, start, stop };
}
