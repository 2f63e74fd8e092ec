import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Repository root (/work/main). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const WEB = path.join(ROOT, "apps/web");

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    const t = entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs;
    if (t > newest) newest = t;
  }
  return newest;
}

/** True when apps/web/dist/index.html is missing or older than the newest web source file. */
export function webBuildIsStale(): boolean {
  const index = path.join(WEB, "dist/index.html");
  if (!existsSync(index)) return true;
  const sources = Math.max(
    newestMtime(path.join(WEB, "src")),
    newestMtime(path.join(ROOT, "packages/contract/src")),
    statSync(path.join(WEB, "index.html")).mtimeMs,
    statSync(path.join(WEB, "vite.config.ts")).mtimeMs,
  );
  return statSync(index).mtimeMs < sources;
}

/** Builds the web (vite build) once when the build is missing or stale. */
export function buildWebIfStale(log: (msg: string) => void = console.log): void {
  if (!webBuildIsStale()) return;
  log("[e2e] building the web (npm run build)…");
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  execFileSync("npm", ["run", "build"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production" },
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      const port = typeof addr === "object" && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

async function answers(baseUrl: string): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl}/api/c/version`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" },
      body: "{}",
      signal: AbortSignal.timeout(2_000),
    });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Starts the real server (tsx apps/server/src/main.ts) on a free port with a fresh data directory
 * (embedded database, demo school seeded) and waits until it answers POST /api/c/version.
 */
export async function startServer(opts: { env?: Record<string, string>; timeoutMs?: number } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "otp-e2e-"));
  const baseUrl = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child: ChildProcess = spawn(path.join(ROOT, "node_modules/.bin/tsx"), ["apps/server/src/main.ts"], {
    cwd: ROOT,
    // Own process group, so stop() ends tsx and the node process it runs together.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ARGON2_MEMORY_KIB: "4096",
      ...opts.env,
    },
  });
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once("exit", () => {
      exited = true;
      resolve();
    }),
  );

  const signal = (sig: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, sig);
    } catch {
      // already gone
    }
  };
  const stop = async () => {
    if (!exited) {
      signal("SIGTERM");
      const timer = setTimeout(() => signal("SIGKILL"), 5_000);
      await exit;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (opts.timeoutMs ?? 120_000);
  while (!(await answers(baseUrl))) {
    if (exited || Date.now() > deadline) {
      await stop();
      throw new Error(`server did not start (${exited ? "exited" : "timeout"}):\n${output.join("")}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { baseUrl, stop } satisfies RunningServer;
}
