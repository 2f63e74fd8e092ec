import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * How many distinct statements one connection keeps prepared. Queries differ mostly by shape
 * (filters present or not, `in (...)` lengths), so a few hundred cover the hot ones; beyond the
 * cap a statement runs unprepared as before, so the server's memory per connection stays bounded.
 */
export const MAX_PREPARED_PER_CONNECTION = 500;

/**
 * Names are unique in the process, and prefixed per process: every connection to the embedded
 * database shares its one session (embedded-wire.mjs), where a reconnecting client, another pool or
 * another process must never reuse a name that is still prepared there with other text.
 */
const PROCESS_PREFIX = `otp_${randomBytes(3).toString("hex")}_`;
let nextName = 0;

type QueryConfigLike = { text?: unknown; name?: unknown; values?: unknown };

/**
 * A pg client that prepares every parameterised statement once per connection (a named
 * statement), so PostgreSQL parses and plans it once instead of on every call; on the embedded
 * database (WebAssembly) parsing and planning are a large part of a small query's time. Only
 * single statements with a parameter array are named: a text with `;` may hold several
 * statements, which only the simple protocol runs (migrations). What a query returns is unchanged.
 */
export class PreparingClient extends pg.Client {
  private readonly names = new Map<string, string>();
  /**
   * Names given by the caller (drizzle's `.prepare(name)`), made this connection's own: on the
   * embedded database every connection shares one session, where a second connection (or one
   * that replaced a dropped one) preparing the same name would fail with "already exists".
   */
  private readonly ownNames = new Map<string, string>();
  private readonly tag = nextName++;

  ownName(name: string): string {
    let own = this.ownNames.get(name);
    if (!own) {
      own = `${name}_c${this.tag}`;
      this.ownNames.set(name, own);
    }
    return own;
  }

  nameFor(text: string): string | undefined {
    const known = this.names.get(text);
    if (known) return known;
    if (this.names.size >= MAX_PREPARED_PER_CONNECTION || text.includes(";")) return undefined;
    const name = `${PROCESS_PREFIX}${nextName++}`;
    this.names.set(text, name);
    return name;
  }
}

// pg's query() has many overloads; only a config object with text and values is changed, on a copy
// (drizzle reuses its config object for every call of a prepared query). pg's own query() is looked
// up at each call, so whatever wraps it (a test counting statements) still sees every statement.
PreparingClient.prototype.query = function (this: PreparingClient, ...args: unknown[]) {
  const plainQuery = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
  const [first, second] = args;
  if (first && typeof first === "object" && !("submit" in first)) {
    const config = first as QueryConfigLike;
    const values = Array.isArray(second) ? second : config.values;
    if (typeof config.name === "string") args[0] = { ...config, name: this.ownName(config.name) };
    else if (typeof config.text === "string" && config.name === undefined && Array.isArray(values)) {
      const name = this.nameFor(config.text);
      if (name) args[0] = { ...config, name };
    }
  }
  return plainQuery.apply(this, args);
} as typeof pg.Client.prototype.query;

/**
 * A client that prepares nothing, for a passing visitor of the embedded database (connectDb's
 * `prepare: false`): statements named by the caller (drizzle's `.prepare(name)`,
 * platform/db/shapes.ts) run unnamed, so none stays behind in the shared session.
 */
export class UnpreparedClient extends pg.Client {}

UnpreparedClient.prototype.query = function (this: UnpreparedClient, ...args: unknown[]) {
  const plainQuery = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
  const [first] = args;
  if (
    first &&
    typeof first === "object" &&
    !("submit" in first) &&
    typeof (first as QueryConfigLike).name === "string"
  ) {
    const { name: _named, ...unnamed } = first as QueryConfigLike;
    args[0] = unnamed;
  }
  return plainQuery.apply(this, args);
} as typeof pg.Client.prototype.query;

/** A statement name no other query of this process (or session of the embedded database) uses. */
export function uniqueStatementName(label: string): string {
  return `${PROCESS_PREFIX}${label}_${nextName++}`;
}
