import { FIAS_STEP_SEC } from "@otp/contract";

/**
 * The FIAS coding screen's rules: one code per FIAS_STEP_SEC slot of the lesson, typed with the
 * keys 1–0 (0 stands for 10, silence). 0 in the codes array marks a slot not coded yet; such
 * slots are left out of the matrix and of the saved codes.
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

/** The coded slots only, in order (what the matrix counts and what is saved). */
export const codedOnly = (codes: readonly number[]) => codes.filter((c) => c >= 1 && c <= 10);

/** Whether a key event comes from a field the user types in (then it is not a code). */
export function typingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const tag = target.tagName;
  return tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || target.isContentEditable;
}
