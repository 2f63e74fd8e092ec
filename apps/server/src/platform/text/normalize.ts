import { Converter } from "opencc-js/t2cn";

/**
 * Folds text for sensitive-word matching, one character at a time so every folded character
 * points back at its place in the original (masking replaces the original characters):
 * full-width ASCII to half-width, upper to lower case, traditional to simplified Chinese
 * (OpenCC's character tables: 發→发, 臺→台), and separators (spaces, punctuation, symbols)
 * dropped, so "法 轮-功" and "法輪功" match "法轮功".
 */
const toSimplified = Converter({ from: "t", to: "cn" });
/** Folded form per UTF-16 code unit, filled on first sight (an array: no hashing per character). */
const folded: (string | undefined)[] = new Array(0x10000);
const SEPARATOR = /[\s\p{P}\p{S}\p{Cf}]/u;

function foldChar(code: number): string {
  let out = folded[code];
  if (out !== undefined) return out;
  let c = code;
  if (c === 0x3000) c = 0x20;
  else if (c >= 0xff01 && c <= 0xff5e) c -= 0xfee0;
  const ch = String.fromCharCode(c);
  if (SEPARATOR.test(ch)) out = "";
  else {
    const lower = ch.toLowerCase();
    const simple = c >= 0x2e80 ? toSimplified(lower) : lower;
    // OpenCC may map a character to a phrase; keep one character per place.
    out = simple.length === 1 ? simple : lower;
  }
  folded[code] = out;
  return out;
}

export interface Folded {
  /** The folded characters. */
  text: string;
  /** For each folded character, the index of the original character it came from. */
  origin: Int32Array;
}

export function fold(text: string): Folded {
  const origin = new Int32Array(text.length);
  const parts: string[] = [];
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const f = foldChar(text.charCodeAt(i));
    if (f === "") continue;
    parts.push(f);
    origin[n++] = i;
  }
  return { text: parts.join(""), origin: origin.subarray(0, n) };
}

/** A word as the library stores it for matching. */
export function foldWord(word: string): string {
  return fold(word).text;
}
