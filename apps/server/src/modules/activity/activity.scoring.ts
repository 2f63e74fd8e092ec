import { type ActivityAggregation, TRIMMED_MIN_JUDGES } from "@otp/contract";

/** Pure arithmetic of judging: a work's final score, and award levels proposed from the ranking. */

/** Two decimals, the way scores are shown and stored (avoids 86.66666… in results). */
export const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

/**
 * A work's final score from its judges' totals. `mean`: the average. `trimmed`: with at least
 * five judges, one highest and one lowest score are dropped (one each, even when tied) and the
 * rest averaged; with fewer judges it is the plain mean. No scores: null (not judged).
 */
export function aggregate(scores: readonly number[], rule: ActivityAggregation): number | null {
  if (scores.length === 0) return null;
  let used = [...scores];
  if (rule === "trimmed" && used.length >= TRIMMED_MIN_JUDGES) {
    used.sort((a, b) => a - b);
    used = used.slice(1, -1);
  }
  return round2(used.reduce((s, x) => s + x, 0) / used.length);
}

export interface Ranked {
  id: number;
  score: number;
  /** 2 for works judged in the second round: they rank above every round-1-only work. */
  round?: number;
  /** Tie-breakers, in order: the higher best single judge score, then the earlier submission. */
  maxJudgeScore: number;
  submittedAt: Date;
}

export interface LevelQuota {
  id: number;
  quota: number;
}

/**
 * Orders works for awarding: second-round works first (by their round-2 score), then the rest
 * (by their round-1 score). Tie rule: equal final scores are ordered by the higher best single
 * judge score, then by the earlier submission, then by the smaller work id (always decided).
 */
export function rank<T extends Ranked>(works: readonly T[]): T[] {
  return [...works].sort(
    (a, b) =>
      (b.round ?? 1) - (a.round ?? 1) ||
      b.score - a.score ||
      b.maxJudgeScore - a.maxJudgeScore ||
      a.submittedAt.getTime() - b.submittedAt.getTime() ||
      a.id - b.id,
  );
}

/**
 * Proposes an award level per work: levels in order, each taking up to its quota from the top of
 * the ranking; the rest get none. Returns workId → levelId for the awarded works.
 */
export function proposeAwards(works: readonly Ranked[], levels: readonly LevelQuota[]): Map<number, number> {
  const out = new Map<number, number>();
  const ordered = rank(works);
  let next = 0;
  for (const level of levels) {
    for (let k = 0; k < level.quota && next < ordered.length; k++) {
      out.set((ordered[next] as Ranked).id, level.id);
      next++;
    }
  }
  return out;
}

/**
 * The works going on to round 2: the `top` best by round-1 score, plus every work tied with the
 * last one taken (a tie at the cut is never decided by chance). Best first.
 */
export function topWithTies<T extends { id: number; finalScore: number }>(works: readonly T[], top: number): T[] {
  const sorted = [...works].sort((a, b) => b.finalScore - a.finalScore || a.id - b.id);
  if (top >= sorted.length) return sorted;
  const cut = (sorted[top - 1] as T).finalScore;
  return sorted.filter((w) => w.finalScore >= cut);
}
