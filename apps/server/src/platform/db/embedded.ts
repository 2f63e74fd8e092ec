import { mkdirSync } from "node:fs";
import { Worker } from "node:worker_threads";

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** Starts PGlite in a worker thread; `dataDir` undefined means in-memory (tests). */
export async function startEmbeddedDatabase(dataDir?: string): Promise<EmbeddedDatabase> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const worker = new Worker(new URL("./embedded-worker.mjs", import.meta.url), { workerData: { dataDir } });
  const conn = await new Promise<string>((resolve, reject) => {
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`embedded database exited with code ${code}`)));
    worker.on("message", (m: { type: string; conn?: string }) => {
      if (m.type === "ready" && m.conn) resolve(m.conn);
    });
  });
  worker.removeAllListeners("exit");
  return {
    url: `postgres://postgres@${conn}/postgres?sslmode=disable`,
    async stop() {
      const stopped = new Promise<void>((resolve) => {
        worker.on("message", (m: { type: string }) => m.type === "stopped" && resolve());
        worker.once("exit", () => resolve());
      });
      worker.postMessage({ type: "stop" });
      await stopped;
      await worker.terminate();
    },
  };
}
