/**
 * Scheduled playout, pure: a channel's programme list loops from its anchor, so the programme
 * on air and the second inside it follow from the clock alone — every viewer, and every server
 * restart, lands on the same point.
 */

export interface Slot {
  id: number;
  resourceId: number;
  name: string;
  /** Seconds. */
  duration: number;
}

export interface Placed<S extends Slot> {
  slot: S;
  /** Position in the list. */
  index: number;
  startMs: number;
  endMs: number;
}

/** A day's guide stops after this many entries (a list of very short videos would repeat endlessly). */
export const GUIDE_MAX_ENTRIES = 2000;

const loopMs = (slots: Slot[]) => slots.reduce((s, p) => s + Math.max(1, p.duration) * 1000, 0);

/** The programme on air at `atMs` and where it started; null for an empty list. */
export function onAir<S extends Slot>(slots: S[], anchorMs: number, atMs: number): Placed<S> | null {
  const loop = loopMs(slots);
  if (!loop) return null;
  const elapsed = (((atMs - anchorMs) % loop) + loop) % loop;
  let from = 0;
  for (const [index, slot] of slots.entries()) {
    const len = Math.max(1, slot.duration) * 1000;
    if (elapsed < from + len) {
      const startMs = atMs - (elapsed - from);
      return { slot, index, startMs, endMs: startMs + len };
    }
    from += len;
  }
  return null;
}

/** The programme after a placed one (the list wraps). */
export function after<S extends Slot>(slots: S[], placed: Placed<S>): Placed<S> {
  const index = (placed.index + 1) % slots.length;
  const slot = slots[index] as S;
  return { slot, index, startMs: placed.endMs, endMs: placed.endMs + Math.max(1, slot.duration) * 1000 };
}

/**
 * Every programme that overlaps [fromMs, toMs), in order, at most GUIDE_MAX_ENTRIES. A day of
 * short programmes holds more than that: with `nowMs` inside the day, the list then starts late
 * enough that the programme on air is in it, with at most half the cap before it (counted by the
 * shortest programme, so the bound holds whatever the lengths).
 */
export function guide<S extends Slot>(
  slots: S[],
  anchorMs: number,
  fromMs: number,
  toMs: number,
  nowMs?: number,
): Placed<S>[] {
  const out: Placed<S>[] = [];
  let start = fromMs;
  if (slots.length && nowMs !== undefined && nowMs > fromMs && nowMs < toMs) {
    const shortest = Math.min(...slots.map((s) => Math.max(1, s.duration) * 1000));
    start = Math.max(fromMs, nowMs - Math.floor(GUIDE_MAX_ENTRIES / 2 - 1) * shortest);
  }
  let cur = onAir(slots, anchorMs, start);
  while (cur && cur.startMs < toMs && out.length < GUIDE_MAX_ENTRIES) {
    out.push(cur);
    cur = after(slots, cur);
  }
  return out;
}

/** Seconds of one full round. */
export const loopSeconds = (slots: Slot[]) => loopMs(slots) / 1000;
