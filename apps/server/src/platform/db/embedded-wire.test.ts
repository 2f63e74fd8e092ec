import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EmbeddedDatabase, startEmbeddedDatabase } from "./embedded.js";

/**
 * The worker's wire bridge (embedded-wire.mjs): several connections share PGlite's one session,
 * so a round trip must run whole, and an open transaction must keep the session to itself.
 */
let embedded: EmbeddedDatabase;
const clients: pg.Client[] = [];

async function connect(): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: embedded.url });
  await c.connect();
  clients.push(c);
  return c;
}

beforeAll(async () => {
  embedded = await startEmbeddedDatabase();
  const c = await connect();
  await c.query("create table wire_test (id int primary key, n int not null)");
  await c.query("insert into wire_test select g, g * 10 from generate_series(1, 50) g");
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.end().catch(() => {})));
  await embedded.stop();
});

describe("embedded wire bridge", () => {
  it("statements of several connections at once each get their own answer", async () => {
    const [a, b, c] = [await connect(), await connect(), await connect()];
    const calls = Array.from({ length: 60 }, (_, i) => {
      const client = [a, b, c][i % 3] as pg.Client;
      const id = (i % 50) + 1;
      // Unnamed and named statements, as node-postgres sends them (Parse/Bind/Execute/Sync).
      return client
        .query(
          i % 2
            ? { name: `wire_${i % 3}`, text: "select n from wire_test where id = $1", values: [id] }
            : {
                text: "select n from wire_test where id = $1",
                values: [id],
              },
        )
        .then((r) => [id, r.rows[0]?.n]);
    });
    for (const [id, n] of await Promise.all(calls)) expect(n).toBe((id as number) * 10);
  });

  it("an open transaction keeps the session: others wait for its end and never see inside it", async () => {
    const [a, b] = [await connect(), await connect()];
    await a.query("begin");
    await a.query("update wire_test set n = -1 where id = $1", [1]);
    let seen: number | undefined;
    const other = b.query("select n from wire_test where id = $1", [1]).then((r) => {
      seen = r.rows[0]?.n;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toBeUndefined();
    await a.query("rollback");
    await other;
    expect(seen).toBe(10);
  });

  it("a connection that goes away inside a transaction rolls it back", async () => {
    const [a, b] = [await connect(), await connect()];
    await a.query("begin");
    await a.query("update wire_test set n = -2 where id = $1", [2]);
    a.on("error", () => {});
    a.connection.stream.destroy();
    const r = await b.query("select n from wire_test where id = $1", [2]);
    expect(r.rows[0]?.n).toBe(20);
  });

  it("errors end the round trip cleanly and the connection goes on", async () => {
    const a = await connect();
    await expect(a.query("select nope from wire_test where id = $1", [1])).rejects.toThrow(/nope/);
    expect((await a.query("select n from wire_test where id = $1", [3])).rows[0]?.n).toBe(30);
    await expect(a.query("select 1; select nope")).rejects.toThrow();
    const both = (await a.query("select 1 as one; select 2 as two")) as unknown as pg.QueryResult[];
    expect(both.map((r) => r.rows[0])).toEqual([{ one: 1 }, { two: 2 }]);
  });
});
