import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import { PreparingClient, UnpreparedClient } from "./prepared.js";

export type Db = NodePgDatabase;

export interface DbHandle {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

/**
 * One pool per process. PGlite is single-connection, so the embedded pool is small. `prepare:
 * false` for a passing visitor of the embedded database (the first start's loader): its session
 * is shared and never ends, so statements a visitor prepared would stay in its memory for good.
 */
export function connectDb(url: string, opts: { embedded: boolean; prepare?: boolean }): DbHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.embedded ? 1 : 10,
    idleTimeoutMillis: opts.embedded ? 0 : 30_000,
    // Every parameterised statement is parsed and planned once per connection (see prepared.ts).
    Client: opts.prepare === false ? UnpreparedClient : PreparingClient,
  });
  pool.on("error", () => {
    // An idle client dropped by the server; the pool replaces it on the next checkout.
  });
  return {
    db: drizzle(pool),
    pool,
    close: () => pool.end(),
  };
}

/** A transaction handle, as `db.transaction(async (tx) => …)` passes it. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** What every query function takes first: the database, or a transaction it runs inside. */
export type DbOrTx = Db | Tx;
