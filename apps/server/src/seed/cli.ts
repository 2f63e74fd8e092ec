import { rm } from "node:fs/promises";
import pg from "pg";
import { buildServices } from "../app.js";
import { openDatabase, openStorage } from "../bootstrap.js";
import { loadConfig } from "../config.js";
import { createCache } from "../platform/cache/index.js";
import { connectDb } from "../platform/db/client.js";
import { FIRST_START_ENV } from "./first-start.js";
import { isSeeded, resetDatabase, seedDemo } from "./seed.js";

/** Held while the demo school is loaded, so two instances starting together load it once. */
const FIRST_START_LOCK = 742_028_001;

/**
 * `--first-start`: the server's first start runs this in a child (first-start.ts) on the database
 * it opened and migrated; the demo school is loaded unless another instance loaded it meanwhile.
 * Ends when the server does (the IPC channel closes), so a server stopped mid-load leaves no
 * loader writing behind it.
 */
async function firstStart() {
  process.on("disconnect", () => process.exit(1));
  const url = process.env[FIRST_START_ENV.url];
  if (!url) throw new Error(`${FIRST_START_ENV.url} is not set (the server sets it for --first-start)`);
  const embedded = process.env[FIRST_START_ENV.embedded] === "1";
  const config = loadConfig();
  const storage = await openStorage(config);
  const handle = connectDb(url, { embedded, prepare: !embedded });
  const cache = createCache(config.REDIS_URL);
  // PostgreSQL: a session lock on a connection of its own (ended below, which releases it). The
  // embedded database has one server, and one connection the load needs.
  const lock = embedded ? null : new pg.Client({ connectionString: url });
  try {
    await lock?.connect();
    await lock?.query("select pg_advisory_lock($1)", [FIRST_START_LOCK]);
    if (await isSeeded(handle.db)) return;
    const services = buildServices({ config, db: handle.db, cache, storage });
    console.log("  Loading the demo school (first start: courses, resources and their media)…");
    await seedDemo(handle.db, services, { log: (line) => console.log(`  ${line}`) });
  } finally {
    await lock?.end();
    await cache.close();
    await handle.close();
  }
}

/** npm run seed [-- --reset] [-- --open-access] */
async function main() {
  const args = new Set(process.argv.slice(2));
  if (args.has("--first-start")) return firstStart();
  const config = loadConfig();
  const storage = await openStorage(config);
  const database = await openDatabase(config);
  const db = database.handle.db;
  const cache = createCache(config.REDIS_URL);
  try {
    const services = buildServices({ config, db, cache, storage });
    // Only a configured list is switched off: an empty database gets its list from the seed below.
    if (args.has("--open-access") && (await services.site.detail("ACCESS_IP")).id) {
      await services.site.save({ areaCode: "ACCESS_IP", isUsing: false }, (id) => services.files.exists(id));
    }
    if (args.has("--open-access")) console.log("Access restriction switched off.");
    if (args.has("--reset")) {
      await resetDatabase(db);
      // Every files row is gone, so are the bytes: without this each reset would leave its media behind.
      await rm(config.filesDir, { recursive: true, force: true });
      await seedDemo(db, services, { log: (line) => console.log(line) });
      console.log("Database reset and demo school loaded.");
    } else if (!(await isSeeded(db))) {
      await seedDemo(db, services, { log: (line) => console.log(line) });
      console.log("Demo school loaded.");
    } else if (!args.has("--open-access")) {
      console.log("Database already has data; use --reset to reload the demo school.");
    }
  } finally {
    await cache.close();
    await database.close();
  }
}

main()
  // Timers of the services (caches, throttles) must not keep a finished load alive.
  .then(() => process.exit(0))
  .catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
