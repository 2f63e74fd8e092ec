import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";

/** The committed SQL migrations (drizzle-kit's output). */
export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../drizzle");
/** Arbitrary constant shared by every instance so only one migrates (and seeds) at a time. */
export const STARTUP_LOCK_ID = 727_001;

/** Applies the committed SQL migrations, holding an advisory lock so concurrent instances wait. */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_ID]);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_ID]).catch(() => {});
    client.release();
  }
}
