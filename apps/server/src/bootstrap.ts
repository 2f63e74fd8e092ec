import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "./config.js";
import { connectDb, type DbHandle } from "./platform/db/client.js";
import { startEmbeddedDatabase } from "./platform/db/embedded.js";
import { runMigrations } from "./platform/db/migrate.js";
import { LocalStorage } from "./platform/storage/local-storage.js";
import { S3Storage } from "./platform/storage/s3-storage.js";
import type { FileStorage } from "./platform/storage/storage.js";

export interface OpenDatabase {
  handle: DbHandle;
  embedded: boolean;
  /** Where another process reaches the same database (the embedded one: its socket). */
  url: string;
  close(): Promise<void>;
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The embedded database's files must have one owner: a lock file with our pid keeps a second
 * process (a seed run while the server is up) from opening them at the same time.
 */
function lockDataDir(dbDir: string): () => void {
  mkdirSync(path.dirname(dbDir), { recursive: true });
  const lock = path.join(path.dirname(dbDir), "db.lock");
  if (existsSync(lock)) {
    const pid = Number(readFileSync(lock, "utf8"));
    if (pid && pid !== process.pid && pidAlive(pid)) {
      throw new Error(`The embedded database in ${dbDir} is in use by process ${pid}; stop it first.`);
    }
  }
  writeFileSync(lock, String(process.pid));
  return () => rmSync(lock, { force: true });
}

/** Connects to DATABASE_URL, or starts the embedded database under DATA_DIR, then migrates. */
export async function openDatabase(config: Config): Promise<OpenDatabase> {
  if (config.DATABASE_URL) {
    const handle = connectDb(config.DATABASE_URL, { embedded: false });
    await runMigrations(handle.pool);
    return { handle, embedded: false, url: config.DATABASE_URL, close: () => handle.close() };
  }
  const unlock = lockDataDir(config.dbDir);
  const db = await startEmbeddedDatabase(config.dbDir, { cacheMb: config.EMBEDDED_DB_CACHE_MB });
  const handle = connectDb(db.url, { embedded: true });
  await runMigrations(handle.pool);
  return {
    handle,
    embedded: true,
    url: db.url,
    async close() {
      await handle.close();
      await db.stop();
      unlock();
    },
  };
}

/** The S3 store the settings name (STORAGE=s3 checked them in loadConfig). */
export function s3StorageOf(config: Config): S3Storage {
  return new S3Storage({
    endpoint: config.S3_ENDPOINT ?? "",
    bucket: config.S3_BUCKET,
    accessKey: config.S3_ACCESS_KEY,
    secretKey: config.S3_SECRET_KEY,
    region: config.S3_REGION,
    publicEndpoint: config.S3_PUBLIC_ENDPOINT,
    scratchDir: config.scratchDir,
    maxSockets: config.S3_MAX_SOCKETS,
    streamSockets: config.S3_STREAM_SOCKETS,
  });
}

/**
 * Where files live (STORAGE): this machine's disk, or the S3 bucket every instance shares.
 * Checked before anything is served: a missing bucket or wrong keys stop the start with a
 * message naming the setting, instead of failing every upload later.
 */
export async function openStorage(config: Config): Promise<FileStorage> {
  const storage = config.STORAGE === "s3" ? s3StorageOf(config) : new LocalStorage(config.filesDir, config.scratchDir);
  await storage.check();
  return storage;
}
