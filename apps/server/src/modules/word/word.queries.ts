import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { type Page, pageOf, total } from "../../platform/db/paging.js";
import { allOf, anyContains } from "../../platform/db/sql-helpers.js";
import { sensitiveWords } from "./word.tables.js";

/** Every SQL statement of the sensitive-word library. */

export type WordRow = typeof sensitiveWords.$inferSelect;
export interface NewWord {
  word: string;
  folded: string;
  level: number;
  createdBy: number | null;
}

export function allWords(db: DbOrTx) {
  return db
    .select({ id: sensitiveWords.id, word: sensitiveWords.word, level: sensitiveWords.level })
    .from(sensitiveWords)
    .orderBy(sensitiveWords.id);
}

export function pageOfWords(db: DbOrTx, page: Page, filter: { keyword?: string; level?: number }) {
  return pageOf(
    page,
    db
      .select({
        id: sensitiveWords.id,
        word: sensitiveWords.word,
        level: sensitiveWords.level,
        createdAt: sensitiveWords.createdAt,
        total,
      })
      .from(sensitiveWords)
      .where(
        allOf(
          filter.keyword ? anyContains(filter.keyword, sensitiveWords.word) : undefined,
          filter.level ? eq(sensitiveWords.level, filter.level) : undefined,
        ),
      )
      .orderBy(desc(sensitiveWords.id))
      .$dynamic(),
  );
}

export function findWord(db: DbOrTx, id: number) {
  return db
    .select()
    .from(sensitiveWords)
    .where(eq(sensitiveWords.id, id))
    .then((r) => r[0]);
}

export function findFolded(db: DbOrTx, folded: string) {
  return db
    .select()
    .from(sensitiveWords)
    .where(eq(sensitiveWords.folded, folded))
    .then((r) => r[0]);
}

export async function insertWord(db: DbOrTx, w: NewWord): Promise<number> {
  const [row] = await db.insert(sensitiveWords).values(w).returning({ id: sensitiveWords.id });
  return (row as { id: number }).id;
}

export async function updateWord(db: DbOrTx, id: number, w: Omit<NewWord, "createdBy">) {
  await db.update(sensitiveWords).set(w).where(eq(sensitiveWords.id, id));
}

/** Inserts the words, or sets the level of those already in the library; returns how many were new. */
export async function upsertWords(db: DbOrTx, words: NewWord[]): Promise<number> {
  if (!words.length) return 0;
  const rows = await db
    .insert(sensitiveWords)
    .values(words)
    .onConflictDoUpdate({ target: sensitiveWords.folded, set: { level: sql`excluded.level` } })
    .returning({ inserted: sql<boolean>`xmax = 0` });
  return rows.filter((r) => r.inserted).length;
}

export async function deleteWords(db: DbOrTx, ids: number[]): Promise<number> {
  const rows = await db
    .delete(sensitiveWords)
    .where(and(inArray(sensitiveWords.id, ids)))
    .returning({ id: sensitiveWords.id });
  return rows.length;
}
