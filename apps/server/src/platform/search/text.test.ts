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

  it("matches Chinese words exactly and finds words inside longer ones through their indexed heads", async () => {
    expect(queryText("浮力 wl 3 力")).toBe("浮力 & wl:* & 3:* & 力:*");
    expect(indexTokens("勾股定理")).toEqual(expect.arrayContaining(["勾股", "勾股定", "勾股定理"]));
    expect(await find("氧化")).toEqual(["化学：氧化还原反应"]);
    expect(await find("氧化还原")).toEqual(["化学：氧化还原反应"]);
    expect((await find("实验")).sort()).toEqual(["初中物理浮力实验", "物理实验室安全须知"].sort());
    expect(await find("实验室")).toEqual(["物理实验室安全须知"]);
    expect(await find("czwl")).toEqual(["初中物理浮力实验"]);
  });

  it("adds pinyin initials only to fields that ask for them, and no long whole-text initials", async () => {
    const brief = "帮助学生构建完整的知识网络，结合生活实例引入新知";
    expect(indexTokens(brief, false)).not.toContain("wl");
    expect(indexTokens(brief, false)).toContain("网络");
    expect(indexTokens(brief)).toContain("wl");
    expect(indexTokens(brief).some((t) => /^[a-z]{13,}$/.test(t))).toBe(false);
    await h.db.insert(docs).values({
      id: 99,
      title: "知识网络整理",
      tsv: searchVector([
        { text: "知识整理", weight: "A" },
        { text: brief, weight: "C", initials: false },
      ]) as unknown as string,
    });
    try {
      expect(await find("网络")).toEqual(["知识网络整理"]);
      expect(await find("wl")).not.toContain("知识网络整理");
      expect(await find("zs")).toEqual(["知识网络整理"]);
    } finally {
      await h.db.execute(sql`delete from search_test_docs where id = 99`);
    }
  });

  it("treats tsquery syntax and SQL metacharacters as plain text", async () => {
    for (const k of ["'", "&", "!", "|", ":*", "(", "'; drop table search_test_docs; --", "％"]) {
      expect(await find(k), k).toEqual([]);
    }
    expect(queryText("物理 & !化学")).toBe("物理 & 化学");
    expect(queryText("   ")).toBeNull();
  });
});
