import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Repository root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Builds what `npm start` runs, when missing or older than its sources: the server (apps/server/dist),
 * the web app (apps/web/dist) and the embedded database template (apps/server/build.mjs).
 */
export function buildIfStale(log: (msg: string) => void = console.log): void {
  log("[e2e] node apps/server/build.mjs (server, web and database template when out of date)");
  execFileSync(process.execPath, [path.join(ROOT, "apps/server/build.mjs")], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
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
  /** The same platform on its mobile site's port (MOBILE_PORT, a free port here). */
  mobileUrl: string;
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
 * Starts the real server as `npm start` runs it (node apps/server/dist/main.js; build it first with
 * buildIfStale) on a free port, its mobile site on another, with a fresh data directory (embedded
 * database, demo school seeded), and waits until it answers POST /api/c/version.
 */
export async function startServer(opts: { env?: Record<string, string>; timeoutMs?: number } = {}) {
  const port = await freePort();
  const mobilePort = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "otp-e2e-"));
  const baseUrl = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ["apps/server/dist/main.js"], {
    cwd: ROOT,
    // Own process group, so stop() ends the server and anything it started (ffmpeg) together.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      MOBILE_PORT: String(mobilePort),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ARGON2_MEMORY_KIB: "4096",
      // The embedded RTMP ingest on a free port (parallel runs); a dropped publisher ends the live soon.
      LIVE_RTMP_PORT: String(await freePort()),
      LIVE_GRACE_SECONDS: "5",
      // Single sign-on callbacks are built from the site's address (CAS service, OIDC redirect URI).
      SITE_URL: baseUrl,
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

  const deadline = Date.now() + (opts.timeoutMs ?? 300_000);
  while (!(await answers(baseUrl))) {
    if (exited || Date.now() > deadline) {
      await stop();
      throw new Error(`server did not start (${exited ? "exited" : "timeout"}):\n${output.join("")}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { baseUrl, mobileUrl: `http://127.0.0.1:${mobilePort}`, stop } satisfies RunningServer;
}
