import { WORD_LEVEL } from "@otp/contract";
import { AhoCorasick } from "../../platform/text/aho-corasick.js";
import type { TextCheck } from "../../platform/text/filter.js";
import { fold, foldWord } from "../../platform/text/normalize.js";

export interface LibraryWord {
  word: string;
  level: number;
}

/**
 * The library compiled for checking texts: the words folded (see normalize.ts) into one
 * Aho–Corasick automaton. A text is folded the same way, so full-width letters, traditional
 * characters and words split by spaces or symbols are found; a masked word's characters are
 * replaced by `*` in the original text (separators inside it too).
 */
export class WordMatcher {
  private readonly automaton: AhoCorasick<LibraryWord>;

  constructor(words: LibraryWord[]) {
    this.automaton = new AhoCorasick(words.map((w) => [foldWord(w.word), w] as [string, LibraryWord]));
  }

  get size(): number {
    return this.automaton.size;
  }

  check(text: string): TextCheck {
    if (this.automaton.size === 0 || text.length === 0) return { text, blocked: [], masked: [] };
    const folded = fold(text);
    const matches = this.automaton.search(folded.text);
    if (matches.length === 0) return { text, blocked: [], masked: [] };
    const blocked = new Set<string>();
    const masked = new Set<string>();
    const hide = new Uint8Array(text.length);
    for (const m of matches) {
      if (m.value.level === WORD_LEVEL.BLOCK) {
        blocked.add(m.value.word);
        continue;
      }
      masked.add(m.value.word);
      const from = folded.origin[m.start] as number;
      const to = folded.origin[m.end - 1] as number;
      // The last character may be outside the first plane: hide both of its units.
      hide.fill(1, from, to + ((text.codePointAt(to) ?? 0) > 0xffff ? 2 : 1));
    }
    let out = text;
    if (masked.size > 0) {
      const chars: string[] = [];
      for (let i = 0; i < text.length; i++) {
        const unit = text.charCodeAt(i);
        // One `*` per character: the low half of a hidden surrogate pair adds none.
        if (hide[i]) {
          if (!(unit >= 0xdc00 && unit <= 0xdfff && hide[i - 1] && i > 0)) chars.push("*");
        } else chars.push(text[i] as string);
      }
      out = chars.join("");
    }
    return { text: out, blocked: [...blocked], masked: [...masked] };
  }
}
