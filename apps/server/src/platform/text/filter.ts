import { badRequest } from "../http/errors.js";

/**
 * What a domain asks of the sensitive-word library before it stores text a user wrote (comments,
 * notes, chat and discussion messages, names, titles). The library itself is a module (admin
 * 敏感词库); domains receive it as this port, wired in `wiring/`, so none of them imports it.
 */
export interface TextCheck {
  /** The text to store: words of the masking level replaced by `*`. */
  text: string;
  /** Words of the blocking level found in the text; non-empty means the text must be refused. */
  blocked: string[];
  /** Words that were masked in `text`. */
  masked: string[];
}

export type TextFilter = (text: string) => TextCheck | Promise<TextCheck>;

/** The filter when no word library is wired (tests of a domain on its own). */
export const allowAll: TextFilter = (text) => ({ text, blocked: [], masked: [] });

/**
 * Checks one field: refuses it with a 400 naming the field and the words found, or returns the
 * text to store (masked where the library says so).
 */
export async function filteredField(filter: TextFilter, field: string, text: string): Promise<string> {
  const check = await filter(text);
  if (check.blocked.length > 0) {
    throw badRequest(`参数 ${field}：包含敏感词「${check.blocked.join("、")}」，请修改后再提交`);
  }
  return check.text;
}
