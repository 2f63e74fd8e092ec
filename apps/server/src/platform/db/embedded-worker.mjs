// Runs PGlite in a worker thread and serves it over the Postgres wire protocol,
// so a slow query never blocks the HTTP event loop. Plain JS: workers do not get
// the TypeScript loader of the parent under every runner (vitest, tsx).
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { serveWire } from "./embedded-wire.mjs";

// PGlite's own start parameters, then ours (memory settings, see embedded.ts).
const startParams = [...PGlite.defaultStartParams, ...(workerData.settings ?? []).flatMap((s) => ["-c", s])];
// `loadFrom`: a database dumped earlier (tests start from a migrated one instead of running
// initdb, which costs seconds per test file).
const loadDataDir = workerData.loadFrom ? new Blob([readFileSync(workerData.loadFrom)]) : undefined;
const db = await PGlite.create(workerData.dataDir ?? "memory://", { startParams, loadDataDir });
// A Unix socket when the parent gives a path (see embedded.ts), else TCP on loopback.
const listen = workerData.socketPath ? { path: workerData.socketPath } : { port: 0, host: "127.0.0.1" };
const server = await serveWire(db, listen);
parentPort.postMessage({ type: "ready", conn: server.conn });

parentPort.on("message", async (msg) => {
  if (msg?.type === "dump") {
    // Written beside and renamed: a reader never sees half a file.
    const tmp = `${msg.file}.tmp-${process.pid}`;
    try {
      await db.exec("checkpoint");
      const tar = await db.dumpDataDir("none");
      writeFileSync(tmp, Buffer.from(await tar.arrayBuffer()));
      renameSync(tmp, msg.file);
      parentPort.postMessage({ type: "dumped" });
    } catch (err) {
      rmSync(tmp, { force: true });
      parentPort.postMessage({ type: "dump-failed", message: String(err?.message ?? err) });
    }
    return;
  }
  if (msg?.type !== "stop") return;
  await server.stop();
  await db.close();
  parentPort.postMessage({ type: "stopped" });
});
