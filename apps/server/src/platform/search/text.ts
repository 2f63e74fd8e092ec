import { Jieba } from "@node-rs/jieba";
import { dict } from "@node-rs/jieba/dict";
import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { pinyinInitials } from "./pinyin.js";

/**
 * Chinese full-text search that works the same on PGlite and PostgreSQL: text is segmented by
 * jieba on write and on query and stored as space-separated tokens in a 'simple' tsvector, so
 * '浮力' finds '初中物理浮力实验'. Short fields (names, people, facets) also get the pinyin
 * initials of every Chinese word, so 'wl' finds '物理'; running text (briefs) does not, which
 * keeps documents small and stops 'wl' from matching 网络 somewhere in a brief.
 *
 * Matching: a Chinese word of two or more characters matches exactly, everything else (letters,
 * digits, pinyin initials, a single character) by prefix. Exact is what keeps searches fast — a
 * GIN prefix match ('化学:*') merges the postings of every key starting with it — and finds the
 * same documents, because each long Chinese word is indexed with its leading parts too
 * (勾股定理 → 勾股, 勾股定, 勾股定理), and jieba's search mode already yields the inner words.
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

/** Whole-field pinyin initials longer than this are not indexed (nobody types "bzywhxfy…"). */
const WHOLE_INITIALS_MAX = 12;

/** A Chinese word that queries match exactly: at least two characters, some of them Chinese. */
function exactWord(word: string): boolean {
  return HAN.test(word) && Array.from(word).length > 1;
}

/**
 * Tokens to index: the words, the leading parts (two characters or more) of each longer Chinese
 * word, and — with `initials` — the pinyin initials of each Chinese word and of the whole text
 * (of each space-separated part of it).
 */
export function indexTokens(text: string, initials = true): string[] {
  const words = segment(text);
  const heads = words.flatMap((w) => {
    if (!HAN.test(w)) return [];
    const chars = Array.from(w);
    return chars.length > 2 ? Array.from({ length: chars.length - 2 }, (_, i) => chars.slice(0, i + 2).join("")) : [];
  });
  const inits = initials ? words.filter((w) => HAN.test(w)).map((w) => pinyinInitials(w)) : [];
  // Whole-text initials per space-separated part: "高中化学教研组" → gzhxjyz, but not one run over
  // a list of names ("钟超桂 化学 高中化学教研组").
  const whole = initials
    ? text
        .split(/\s+/)
        .filter((part) => HAN.test(part))
        .map((part) => clean(pinyinInitials(part)))
    : [];
  return [
    ...new Set([...words, ...heads, ...inits, ...whole.filter((w) => w.length <= WHOLE_INITIALS_MAX)].filter(Boolean)),
  ];
}

/**
 * A field of a search document. Weight A is the most important … D the least. `initials`
 * (default true) adds pinyin initials: keep it for names, people and facets, turn it off for
 * running text (briefs, file names).
 */
export interface SearchField {
  text: string | null | undefined;
  weight: "A" | "B" | "C" | "D";
  initials?: boolean;
}

/** The document for a tsvector column, from its weighted fields. */
export function searchVector(fields: SearchField[]): SQL {
  const parts = fields
    .filter((f) => f.text)
    .map(
      (f) =>
        sql`setweight(to_tsvector('simple', ${indexTokens(f.text as string, f.initials ?? true).join(" ")}), ${f.weight})`,
    );
  return parts.length ? sql.join(parts, sql` || `) : sql`''::tsvector`;
}

/**
 * The tsquery text for a user's keyword: every segmented word must match — Chinese words of two
 * or more characters exactly, the rest by prefix.
 */
export function queryText(keyword: string): string | null {
  const words = segment(keyword.trim());
  return words.length ? words.map((w) => (exactWord(w) ? w : `${w}:*`)).join(" & ") : null;
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
