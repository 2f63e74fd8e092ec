import { pinyin } from "pinyin-pro";

/** Lower-case pinyin initials of Chinese text ("张三" → "zs"); other characters kept as typed. */
export function pinyinInitials(text: string): string {
  return pinyin(text, { pattern: "first", toneType: "none", type: "array", nonZh: "consecutive" })
    .join("")
    .replace(/\s+/g, "")
    .toLowerCase();
}
