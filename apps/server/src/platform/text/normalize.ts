import { Converter } from "opencc-js/t2cn";

/**
 * Folds text for sensitive-word matching, one code point at a time so every folded character
 * points back at its place in the original (masking replaces the original characters): NFKC
 * (full-width ASCII to half-width, compatibility forms), upper to lower case, traditional to
 * simplified Chinese (OpenCC's character tables: 發→发, 臺→台), and separators (spaces,
 * punctuation, symbols), combining marks, variation selectors, format and other invisible
 * characters dropped in every plane, so "法 轮-功", "法\ufe0f轮功" and "法輪功" match "法轮功".
 */
const toSimplified = Converter({ from: "t", to: "cn" });
/** Folded form per BMP code point, filled on first sight (an array: no hashing per character). */
const folded: (string | undefined)[] = new Array(0x10000);
/** The same for code points outside the first plane (rare: a map). */
const foldedAstral = new Map<number, string>();
/**
 * Dropped: separators, punctuation, symbols (the Braille blank is one), combining marks
 * (variation selectors among them), format characters and every default-ignorable code point
 * (tags, Hangul fillers, zero-width characters), in any plane.
 */
const DROPPED = /[\s\p{P}\p{S}\p{Cf}\p{M}\p{Default_Ignorable_Code_Point}]/u;

/** One character (not a code point's NFKC expansion) to its folded form. */
function foldOne(ch: string): string {
  if (DROPPED.test(ch)) return "";
  const lower = ch.toLowerCase();
  const simple = (ch.codePointAt(0) ?? 0) >= 0x2e80 ? toSimplified(lower) : lower;
  // OpenCC may map a character to a phrase; keep one character per place.
  return simple.length === 1 ? simple : lower;
}

/** A code point to its folded characters: NFKC (full-width, compatibility forms), then foldOne each. */
function foldCodePoint(code: number): string {
  const cached = code < 0x10000 ? folded[code] : foldedAstral.get(code);
  if (cached !== undefined) return cached;
  let out = "";
  for (const ch of String.fromCodePoint(code).normalize("NFKC")) out += foldOne(ch);
  if (code < 0x10000) folded[code] = out;
  else foldedAstral.set(code, out);
  return out;
}

export interface Folded {
  /** The folded characters. */
  text: string;
  /** For each folded character, the index of the original character it came from. */
  origin: Int32Array;
}

export function fold(text: string): Folded {
  const origin: number[] = [];
  const parts: string[] = [];
  for (let i = 0; i < text.length; ) {
    const code = text.codePointAt(i) as number;
    const f = foldCodePoint(code);
    if (f !== "") {
      parts.push(f);
      // One entry per UTF-16 unit of the folded text (the automaton reads units).
      for (let k = 0; k < f.length; k++) origin.push(i);
    }
    i += code > 0xffff ? 2 : 1;
  }
  return { text: parts.join(""), origin: Int32Array.from(origin) };
}

/** A word as the library stores it for matching. */
export function foldWord(word: string): string {
  return fold(word).text;
}
