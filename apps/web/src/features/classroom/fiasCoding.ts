import { FIAS_STEP_SEC } from "@otp/contract";

/**
 * The FIAS coding screen's rules: one code per FIAS_STEP_SEC slot of the lesson, typed with the
 * keys 1–0 (the key 0 stands for code 10, silence). The codes array is positional — entry i is
 * the slot starting at second i × FIAS_STEP_SEC — and 0 marks a slot not coded yet. It is saved
 * and analysed as it is (the contract's fiasAnalysis pairs only adjacent coded slots), so codes
 * made at minute 10 stay at minute 10.
 */

export const FIAS_CATEGORIES: Array<{ code: number; name: string; group: string }> = [
  { code: 1, name: "接受情感", group: "教师间接影响" },
  { code: 2, name: "表扬或鼓励", group: "教师间接影响" },
  { code: 3, name: "采纳学生观点", group: "教师间接影响" },
  { code: 4, name: "提问", group: "教师间接影响" },
  { code: 5, name: "讲授", group: "教师直接影响" },
  { code: 6, name: "指令", group: "教师直接影响" },
  { code: 7, name: "批评或维护权威", group: "教师直接影响" },
  { code: 8, name: "学生被动说话", group: "学生语言" },
  { code: 9, name: "学生主动说话", group: "学生语言" },
  { code: 10, name: "沉寂或混乱", group: "沉寂" },
];

/** The slots of a lesson of `duration` seconds. */
export const slotCount = (duration: number) => Math.max(0, Math.ceil(duration / FIAS_STEP_SEC));

/** The slot a second of the video falls in. */
export const slotAt = (second: number, slots: number) =>
  Math.min(Math.max(0, slots - 1), Math.max(0, Math.floor(second / FIAS_STEP_SEC)));

/** The FIAS code of a key ("1"–"9" → 1–9, "0" → 10), or null for any other key. */
export function keyToCode(key: string): number | null {
  if (!/^[0-9]$/.test(key)) return null;
  return key === "0" ? 10 : Number(key);
}

/** The codes the screen starts from: the saved or pre-filled codes, padded to the lesson's slots. */
export function initialCodes(saved: readonly number[], duration: number): number[] {
  const n = Math.max(slotCount(duration), saved.length);
  return Array.from({ length: n }, (_, i) => saved[i] ?? 0);
}

/** A copy of `codes` with `slot` set to `code`. */
export function withCode(codes: readonly number[], slot: number, code: number): number[] {
  if (slot < 0 || slot >= codes.length) return [...codes];
  const next = [...codes];
  next[slot] = code;
  return next;
}

/**
 * What is saved: the positional codes without the uncoded slots at the end (initialCodes pads
 * them back), so a long lesson coded only at its start stays a short array.
 */
export function savedCodes(codes: readonly number[]): number[] {
  let end = codes.length;
  while (end > 0 && !codes[end - 1]) end--;
  return codes.slice(0, end);
}

/** Whether a key event comes from a field the user types in (then it is not a code). */
export function typingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const tag = target.tagName;
  return tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || target.isContentEditable;
}
