import { localStore, storeItem } from "../../app/storage";

/** The last searches on this phone (localStorage), newest first, for one tap to search again. */
const KEY = "otp-mobile-recent-searches";
export const RECENT_MAX = 10;

export function readRecent(): string[] {
  try {
    const v: unknown = JSON.parse(localStore()?.getItem(KEY) ?? "[]");
    return Array.isArray(v) ? v.filter((s): s is string => typeof s === "string").slice(0, RECENT_MAX) : [];
  } catch {
    // Storage disabled or a damaged value: no history.
    return [];
  }
}

function write(list: string[]): string[] {
  // Storage refused (private mode): the history just is not kept.
  storeItem(KEY, JSON.stringify(list));
  return list;
}

/** Puts `word` first (once); the oldest beyond RECENT_MAX drop off. */
export function addRecent(word: string): string[] {
  const w = word.trim();
  if (!w) return readRecent();
  return write([w, ...readRecent().filter((s) => s !== w)].slice(0, RECENT_MAX));
}

export function clearRecent(): string[] {
  return write([]);
}
