import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { connectDb } from "../platform/db/client.js";
import { startEmbeddedDatabase } from "../platform/db/embedded.js";
import { MIGRATIONS_FOLDER, runMigrations } from "../platform/db/migrate.js";

// createRequire: vitest's module runner has no import.meta.resolve.
const PGLITE_DIR = path.resolve(path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite")), "..");

/** Every file of the migrations folder and PGlite's version: a change to any makes a new template. */
function templateKey(): string {
  const hash = createHash("sha256");
  hash.update(JSON.parse(readFileSync(path.join(PGLITE_DIR, "package.json"), "utf8")).version);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest("hex").slice(0, 16);
}

/**
 * The migrated, empty embedded database every server test file starts from (a PGlite dump in
 * node_modules/.cache, beside the `npm start` template). PGlite's initdb and the migrations cost
 * about five seconds of a core per test file; loading the dump costs under one.
 */
export function testTemplateFile(): string {
  return path.resolve(PGLITE_DIR, "../../.cache/otp-server", `test-db-${templateKey()}.tar`);
}

/**
 * Makes the template once (vitest's global setup, before test files run in parallel) and removes
 * the ones older migrations made. Without it (a cache that cannot be written) each test file runs
 * initdb and the migrations itself, as before: slower, not wrong.
 */
export async function ensureTestTemplate(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  const file = testTemplateFile();
  if (existsSync(file)) return;
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    const db = await startEmbeddedDatabase();
    try {
      const handle = connectDb(db.url, { embedded: true });
      await runMigrations(handle.pool);
      await handle.close();
      await db.dump(file);
    } finally {
      await db.stop();
    }
    for (const old of readdirSync(path.dirname(file))) {
      if (/^test-db-.*\.tar$/.test(old) && old !== path.basename(file)) rmSync(path.join(path.dirname(file), old));
    }
  } catch (err) {
    console.warn(`[tests] no database template (${(err as Error).message}): each file migrates its own database`);
  }
}
