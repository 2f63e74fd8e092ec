export interface TextPart {
  text: string;
  hit: boolean;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Splits text into plain and matching parts for every whitespace-separated term of the keyword
 * (case-insensitive, longest term first so "浮力实验" wins over "浮力"). Pinyin-initial matches
 * cannot be located in the text and stay plain.
 */
export function highlightParts(text: string, keyword: string): TextPart[] {
  const terms = [...new Set(keyword.split(/\s+/).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (!text || terms.length === 0) return text ? [{ text, hit: false }] : [];
  const re = new RegExp(`(${terms.map(escapeRegExp).join("|")})`, "gi");
  const parts: TextPart[] = [];
  let last = 0;
  for (const m of text.matchAll(re)) {
    const at = m.index ?? 0;
    if (m[0].length === 0) continue;
    if (at > last) parts.push({ text: text.slice(last, at), hit: false });
    parts.push({ text: m[0], hit: true });
    last = at + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), hit: false });
  return parts;
}
