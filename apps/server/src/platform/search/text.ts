import { Jieba } from "@node-rs/jieba";
import { dict } from "@node-rs/jieba/dict";
import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { pinyinInitials } from "./pinyin.js";

/**
 * Chinese full-text search that works the same on PGlite and PostgreSQL: text is segmented by
 * jieba on write and on query and stored as space-separated tokens in a 'simple' tsvector, with
 * the pinyin initials of every Chinese word added, so '浮力' finds '初中物理浮力实验' and 'wl'
 * finds '物理'. Queries match tokens by prefix.
 */

let jieba: Jieba | undefined;
const segmenter = () => {
  jieba ??= Jieba.withDict(dict);
  return jieba;
};

const HAN = /\p{Script=Han}/u;
/** Keeps letters and digits only: tsquery operators and quotes can never reach the query. */
const TOKEN = /[^\p{L}\p{N}]+/gu;

function clean(word: string): string {
  return word.replace(TOKEN, "").toLowerCase();
}

/** Search-mode segmentation (long words also yield their shorter words), cleaned and unique. */
export function segment(text: string): string[] {
  const words = segmenter().cutForSearch(text, true).map(clean).filter(Boolean);
  return [...new Set(words)];
}

/** Tokens to index: the words, plus pinyin initials of each Chinese word and of the whole text. */
export function indexTokens(text: string): string[] {
  const words = segment(text);
  const initials = words.filter((w) => HAN.test(w)).map((w) => pinyinInitials(w));
  const whole = HAN.test(text) ? [clean(pinyinInitials(text))] : [];
  return [...new Set([...words, ...initials, ...whole].filter(Boolean))];
}

/** The document for a tsvector column: weighted fields (A most important … D least). */
export function searchVector(fields: { text: string | null | undefined; weight: "A" | "B" | "C" | "D" }[]): SQL {
  const parts = fields
    .filter((f) => f.text)
    .map((f) => sql`setweight(to_tsvector('simple', ${indexTokens(f.text as string).join(" ")}), ${f.weight})`);
  return parts.length ? sql.join(parts, sql` || `) : sql`''::tsvector`;
}

/** The tsquery text for a user's keyword: every segmented word must match, by prefix. */
export function queryText(keyword: string): string | null {
  const words = segment(keyword.trim());
  return words.length ? words.map((w) => `${w}:*`).join(" & ") : null;
}

/** A where-condition matching `column` against the keyword; null when the keyword has no words. */
export function matches(column: AnyPgColumn, keyword: string): SQL | null {
  const q = queryText(keyword);
  return q ? sql`${column} @@ to_tsquery('simple', ${q})` : null;
}

/** Relevance for ORDER BY, best first with `desc`. */
export function rank(column: AnyPgColumn, keyword: string): SQL<number> {
  const q = queryText(keyword) ?? "";
  return sql<number>`ts_rank(${column}, to_tsquery('simple', ${q}))`;
}
