import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { Worker } from "node:worker_threads";

export interface EmbeddedDatabase {
  url: string;
  /** Writes the whole database to `file` as a tar (PGlite's dump), to start others from it. */
  dump(file: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Memory settings of the embedded PostgreSQL. PGlite's WebAssembly memory only ever grows, so
 * whatever PostgreSQL touches once stays resident: PostgreSQL's default 128 MB of shared buffers
 * and 64 MB for maintenance (index builds, vacuum) would be held for good. 32 MB of buffers holds
 * a school's hot data; the operating system's page cache keeps the rest of the files (it is not
 * counted in the platform's memory). EMBEDDED_DB_CACHE_MB changes the buffers.
 */
export const DEFAULT_CACHE_MB = 32;

export function embeddedSettings(cacheMb = DEFAULT_CACHE_MB): string[] {
  return [`shared_buffers=${cacheMb}MB`, "maintenance_work_mem=16MB"];
}

export interface EmbeddedOptions {
  /** PostgreSQL's shared buffers, in MB. */
  cacheMb?: number;
  /** An in-memory database starts as a copy of this dump (`dump()`), not from initdb. */
  loadFrom?: string;
}

const run = promisify(execFile);

/**
 * A new database directory is made by a child process (embedded-init.mjs): a copy of the template
 * `npm start` made before the server started, or else PGlite's initdb, which keeps about 450 MB
 * for the life of the process that runs it. A directory that is neither empty nor a database is
 * left to PGlite, as before.
 */
async function initDataDir(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, "PG_VERSION"))) return;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return;
  await run(process.execPath, [fileURLToPath(new URL("./embedded-init.mjs", import.meta.url)), dataDir]);
}

/** Starts PGlite in a worker thread; `dataDir` undefined means in-memory (tests). */
export async function startEmbeddedDatabase(dataDir?: string, opts: EmbeddedOptions = {}): Promise<EmbeddedDatabase> {
  if (dataDir) {
    mkdirSync(path.dirname(dataDir), { recursive: true });
    await initDataDir(dataDir);
    mkdirSync(dataDir, { recursive: true });
  }
  // Every statement crosses this connection, so it is a Unix socket where there are any: a write
  // to loopback TCP runs the whole TCP stack in the sending thread, which measured as the largest
  // cost of a list request on the server's thread. The directory is private to this database.
  const socketDir = process.platform === "win32" ? null : mkdtempSync(path.join(tmpdir(), "otp-pg-"));
  const worker = new Worker(new URL("./embedded-worker.mjs", import.meta.url), {
    workerData: {
      dataDir,
      settings: embeddedSettings(opts.cacheMb),
      loadFrom: dataDir ? undefined : opts.loadFrom,
      socketPath: socketDir ? path.join(socketDir, ".s.PGSQL.5432") : undefined,
    },
  });
  const conn = await new Promise<string>((resolve, reject) => {
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`embedded database exited with code ${code}`)));
    worker.on("message", (m: { type: string; conn?: string }) => {
      if (m.type === "ready" && m.conn) resolve(m.conn);
    });
  });
  worker.removeAllListeners("exit");
  // A worker that died (a crash) sends no "stopped": stop() must not wait for it.
  let exited = false;
  worker.once("exit", () => {
    exited = true;
  });
  return {
    url: socketDir
      ? `postgres://postgres@/postgres?host=${encodeURIComponent(socketDir)}&sslmode=disable`
      : `postgres://postgres@${conn}/postgres?sslmode=disable`,
    async dump(file) {
      const dumped = new Promise<void>((resolve, reject) => {
        const onMessage = (m: { type: string; message?: string }) => {
          if (m.type !== "dumped" && m.type !== "dump-failed") return;
          worker.off("message", onMessage);
          if (m.type === "dumped") resolve();
          else reject(new Error(`embedded database dump failed: ${m.message}`));
        };
        worker.on("message", onMessage);
      });
      worker.postMessage({ type: "dump", file });
      await dumped;
    },
    async stop() {
      const stopped = new Promise<void>((resolve) => {
        worker.on("message", (m: { type: string }) => m.type === "stopped" && resolve());
        worker.once("exit", () => resolve());
      });
      if (!exited) {
        worker.postMessage({ type: "stop" });
        await stopped;
      }
      await worker.terminate();
      if (socketDir) rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
