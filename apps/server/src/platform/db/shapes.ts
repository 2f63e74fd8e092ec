import { type Column, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "./client.js";
import { uniqueStatementName } from "./prepared.js";

/** How many shapes one query keeps built; past it the oldest is dropped (and built again if asked). */
const MAX_SHAPES = 200;

interface Executable<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/**
 * A filter split into the statement's shape and its values. A truthy scalar becomes a
 * placeholder (its value is bound at each call), so one built statement serves every value;
 * anything else (undefined, false, 0, "", arrays, objects) stays literal and is part of the shape,
 * so code that branches on a filter value (`f.x ? … : …`, `f.x !== undefined`) builds the same
 * SQL with the placeholder as with the value.
 */
export function shapeOf<F extends object>(filter: F): { key: string; filter: F; values: Record<string, unknown> } {
  const shaped: Record<string, unknown> = {};
  const values: Record<string, unknown> = {};
  const key: unknown[] = [];
  for (const name of Object.keys(filter).sort()) {
    const value = (filter as Record<string, unknown>)[name];
    if (value === undefined) continue;
    if (value && (typeof value === "string" || typeof value === "number" || typeof value === "boolean")) {
      shaped[name] = sql.placeholder(name) as Placeholder;
      values[name] = value;
      key.push(name, typeof value);
    } else {
      shaped[name] = value;
      key.push(name, value);
    }
  }
  return { key: JSON.stringify(key), filter: shaped as F, values };
}

/**
 * Drizzle queries built once per shape and kept prepared (a named statement): building a
 * query with drizzle costs far more of the server's thread than running a prepared one (about
 * 0.1–0.5 ms against 10 µs for a list with a join), and a list is called with few shapes. Kept per
 * database handle, because a prepared drizzle query is bound to the handle it was built on.
 */
export class ShapeMemo<R> {
  private readonly byDb = new WeakMap<object, Map<string, Executable<R>>>();

  constructor(private readonly label: string) {}

  /** The prepared query of this shape; `build(name)` must end in `.prepare(name)`. */
  get(db: object, key: string, build: (name: string) => Executable<R>): Executable<R> {
    let shapes = this.byDb.get(db);
    if (!shapes) {
      shapes = new Map();
      this.byDb.set(db, shapes);
    }
    let query = shapes.get(key);
    if (!query) {
      if (shapes.size >= MAX_SHAPES) shapes.delete(shapes.keys().next().value as string);
      query = build(uniqueStatementName(this.label));
      shapes.set(key, query);
    }
    return query;
  }
}

/**
 * A statement of one fixed shape, built once per database handle and kept prepared, for the reads
 * every page view runs (a course's detail runs fifteen): drizzle builds a statement in 25–100 µs
 * of the server's thread, a prepared one is bound in a few. `build` gets the handle and the name
 * and must end in `.prepare(name)`; values are bound by placeholder name at each call. The name
 * is one per statement, whatever the handle: a transaction's handle is new each time and builds
 * again, but its connection already holds the statement under that name, so nothing piles up.
 */
export function preparedStatement<V extends Record<string, unknown>, R>(
  label: string,
  build: (db: DbOrTx, name: string) => Executable<R>,
): (db: DbOrTx, values: V) => Promise<R> {
  const name = uniqueStatementName(label);
  const byDb = new WeakMap<object, Executable<R>>();
  return (db, values) => {
    let query = byDb.get(db);
    if (!query) {
      query = build(db, name);
      byDb.set(db, query);
    }
    return query.execute(values);
  };
}

/**
 * `column = any($name)`: a membership test whose list is one bound array, so one prepared
 * statement serves every length (`in ($1, $2, …)` is a new statement per length).
 */
export function anyOf(column: Column, name: string): SQL {
  return sql`${column} = any(${sql.placeholder(name)})`;
}
