import { sql } from "drizzle-orm";
import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDb, type DbHandle } from "./client.js";
import { type EmbeddedDatabase, startEmbeddedDatabase } from "./embedded.js";
import { MAX_PREPARED_PER_CONNECTION, PreparingClient } from "./prepared.js";
import { anyOf, preparedStatement } from "./shapes.js";

let embedded: EmbeddedDatabase;
let h: DbHandle;

/** The statements the embedded database's one session holds prepared under our names. */
async function preparedCount(handle: DbHandle): Promise<number> {
  const r = await handle.pool.query("select count(*)::int as n from pg_prepared_statements where name like 'otp_%'");
  return r.rows[0].n as number;
}

beforeAll(async () => {
  embedded = await startEmbeddedDatabase();
  h = connectDb(embedded.url, { embedded: true });
  await h.pool.query("create table prepared_test (id int primary key, name text not null)");
  await h.pool.query("insert into prepared_test values (1, '一'), (2, '二'), (3, '三')");
});
afterAll(async () => {
  await h.close();
  await embedded.stop();
});

describe("PreparingClient", () => {
  it("prepares a parameterised statement once and reuses it, with the same results", async () => {
    const before = await preparedCount(h);
    for (const id of [1, 2, 3, 2]) {
      const rows = await h.db.execute(sql`select name from prepared_test where id = ${id}`);
      expect(rows.rows).toEqual([{ name: ["一", "二", "三"][id - 1] }]);
    }
    expect((await preparedCount(h)) - before).toBe(1);
  });

  it("leaves statements without parameters or with several statements to the simple protocol", async () => {
    const before = await preparedCount(h);
    await h.pool.query("select 1; select 2");
    await h.pool.query("select count(*) from prepared_test");
    expect(await preparedCount(h)).toBe(before);
  });

  it("a second pool on the same embedded session never reuses a name prepared there", async () => {
    const other = connectDb(embedded.url, { embedded: true });
    try {
      const text = "select name from prepared_test where id = $1";
      expect((await other.pool.query(text, [1])).rows).toEqual([{ name: "一" }]);
      expect((await h.pool.query(text, [3])).rows).toEqual([{ name: "三" }]);
      expect((await other.pool.query(text, [2])).rows).toEqual([{ name: "二" }]);
    } finally {
      await other.close();
    }
  });

  it("a name given by the caller (drizzle's prepare) is each connection's own on the shared session", async () => {
    const other = connectDb(embedded.url, { embedded: true });
    try {
      const config = { name: "given_name", text: "select name from prepared_test where id = $1" };
      expect((await h.pool.query({ ...config, values: [1] })).rows).toEqual([{ name: "一" }]);
      expect((await other.pool.query({ ...config, values: [2] })).rows).toEqual([{ name: "二" }]);
    } finally {
      await other.close();
    }
  });

  it("stops naming new statements at the cap (memory per connection stays bounded)", () => {
    const client = new PreparingClient();
    for (let i = 0; i < MAX_PREPARED_PER_CONNECTION; i++) expect(client.nameFor(`select ${i} + $1`)).toBeDefined();
    expect(client.nameFor("select 'new' || $1")).toBeUndefined();
    expect(client.nameFor("select 0 + $1")).toBeDefined();
  });

  it("a failed statement leaves the connection usable and is prepared again next time", async () => {
    await expect(h.pool.query("select name from prepared_test where id = $1", ["not a number"])).rejects.toThrow();
    expect((await h.pool.query("select name from prepared_test where id = $1", [1])).rows).toEqual([{ name: "一" }]);
    await expect(h.pool.query("select nope from prepared_test where id = $1", [1])).rejects.toThrow();
    await expect(h.pool.query("select nope from prepared_test where id = $1", [1])).rejects.toThrow(/nope/);
  });
});

const preparedTest = pgTable("prepared_test", { id: integer("id").primaryKey(), name: text("name").notNull() });

describe("preparedStatement", () => {
  it("builds once per handle, binds a list of any length as one array, and answers as the built query", async () => {
    let builds = 0;
    const names = preparedStatement<{ ids: number[] }, { name: string }[]>("prepared_test_names", (db, name) => {
      builds++;
      return db
        .select({ name: preparedTest.name })
        .from(preparedTest)
        .where(anyOf(preparedTest.id, "ids"))
        .orderBy(preparedTest.id)
        .prepare(name);
    });
    const before = await preparedCount(h);
    expect(await names(h.db, { ids: [3, 1] })).toEqual([{ name: "一" }, { name: "三" }]);
    expect(await names(h.db, { ids: [2] })).toEqual([{ name: "二" }]);
    expect(await names(h.db, { ids: [] })).toEqual([]);
    expect(await names(h.db, { ids: [1, 2, 3, 4] })).toHaveLength(3);
    expect(builds).toBe(1);
    // `in ($1, $2)` would have been a statement per list length.
    expect((await preparedCount(h)) - before).toBe(1);
    // Each transaction's handle builds again, under the same name: its connection prepares nothing
    // new (begin and commit are prepared by the first transaction, whatever it runs).
    await h.db.transaction(async () => {});
    const inTransactions = await preparedCount(h);
    for (const id of [1, 2]) {
      expect(await h.db.transaction((tx) => names(tx, { ids: [id] }))).toEqual([{ name: ["一", "二"][id - 1] }]);
    }
    expect(builds).toBe(3);
    expect(await preparedCount(h)).toBe(inTransactions);
  });

  it("prepares nothing on a connection opened with prepare: false (a visitor of the embedded session)", async () => {
    const visitor = connectDb(embedded.url, { embedded: true, prepare: false });
    try {
      const names = preparedStatement<{ id: number[] }, { name: string }[]>("prepared_test_visitor", (db, name) =>
        db.select({ name: preparedTest.name }).from(preparedTest).where(anyOf(preparedTest.id, "id")).prepare(name),
      );
      const before = await preparedCount(h);
      expect(await names(visitor.db, { id: [2] })).toEqual([{ name: "二" }]);
      expect(await names(visitor.db, { id: [3] })).toEqual([{ name: "三" }]);
      expect(await preparedCount(h)).toBe(before);
    } finally {
      await visitor.close();
    }
  });
});
