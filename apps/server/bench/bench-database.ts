import { randomBytes } from "node:crypto";
import pg from "pg";
import { connectDb, type DbHandle } from "../src/platform/db/client.js";
import { startEmbeddedDatabase } from "../src/platform/db/embedded.js";

/**
 * A database for one bench run: the embedded one (on disk in `dir`, or in memory without it), or
 * a fresh PostgreSQL database made on DATABASE_URL's server and dropped by `close`.
 */
export async function openBenchDatabase(
  kind: "embedded" | "postgres",
  dir?: string,
): Promise<{ handle: DbHandle; close(): Promise<void> }> {
  if (kind === "embedded") {
    const embedded = await startEmbeddedDatabase(dir);
    const handle = connectDb(embedded.url, { embedded: true });
    return {
      handle,
      async close() {
        await handle.close();
        await embedded.stop();
      },
    };
  }
  const admin = process.env.DATABASE_URL as string;
  const name = `otp_bench_${randomBytes(4).toString("hex")}`;
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`create database ${name}`);
  await c.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const handle = connectDb(url.toString(), { embedded: false });
  return {
    handle,
    async close() {
      await handle.close();
      const d = new pg.Client({ connectionString: admin });
      await d.connect();
      await d.query(`drop database if exists ${name} with (force)`);
      await d.end();
    },
  };
}
