import { sql } from "drizzle-orm";
import { customType, integer, pgTable, text } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDb, type DbHandle } from "../db/client.js";
import { type EmbeddedDatabase, startEmbeddedDatabase } from "../db/embedded.js";
import { indexTokens, matches, queryText, rank, searchVector, segment } from "./text.js";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
const docs = pgTable("search_test_docs", {
  id: integer("id").primaryKey(),
  title: text("title").notNull(),
  tsv: tsvector("tsv"),
});

let embedded: EmbeddedDatabase;
let h: DbHandle;

const TITLES = [
  "初中物理浮力实验",
  "高一数学函数的单调性",
  "英语阅读理解技巧",
  "物理实验室安全须知",
  "化学：氧化还原反应",
];

beforeAll(async () => {
  embedded = await startEmbeddedDatabase();
  h = connectDb(embedded.url, { embedded: true });
  await h.db.execute(sql`create table search_test_docs (id int primary key, title text not null, tsv tsvector)`);
  await h.db.execute(sql`create index on search_test_docs using gin (tsv)`);
  for (const [i, title] of TITLES.entries()) {
    await h.db
      .insert(docs)
      .values({ id: i + 1, title, tsv: searchVector([{ text: title, weight: "A" }]) as unknown as string });
  }
});
afterAll(async () => {
  await h.close();
  await embedded.stop();
});

async function find(keyword: string): Promise<string[]> {
  const cond = matches(docs.tsv, keyword);
  if (!cond) return [];
  const rows = await h.db
    .select({ title: docs.title })
    .from(docs)
    .where(cond)
    .orderBy(sql`${rank(docs.tsv, keyword)} desc`, docs.id);
  return rows.map((r) => r.title);
}

describe("Chinese search", () => {
  it("segments Chinese text into words", () => {
    expect(segment("初中物理浮力实验")).toEqual(["初中", "物理", "浮力", "实验"]);
    expect(indexTokens("物理")).toEqual(expect.arrayContaining(["物理", "wl"]));
  });

  it("finds a title by a word inside it, by pinyin initials, and by several words", async () => {
    expect(await find("浮力")).toEqual(["初中物理浮力实验"]);
    expect((await find("wl")).sort()).toEqual(["初中物理浮力实验", "物理实验室安全须知"].sort());
    expect((await find("物理 实验")).sort()).toEqual(["初中物理浮力实验", "物理实验室安全须知"].sort());
    expect(await find("函数")).toEqual(["高一数学函数的单调性"]);
    expect(await find("生物")).toEqual([]);
  });

  it("treats tsquery syntax and SQL metacharacters as plain text", async () => {
    for (const k of ["'", "&", "!", "|", ":*", "(", "'; drop table search_test_docs; --", "％"]) {
      expect(await find(k), k).toEqual([]);
    }
    expect(queryText("物理 & !化学")).toBe("物理:* & 化学:*");
    expect(queryText("   ")).toBeNull();
  });
});
