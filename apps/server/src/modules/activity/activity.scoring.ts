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
  /** Tie-breakers, in order: the higher best single judge score, then the earlier submission. */
  maxJudgeScore: number;
  submittedAt: Date;
}

export interface LevelQuota {
  id: number;
  quota: number;
}

/**
 * Orders works for awarding. Tie rule: equal final scores are ordered by the higher best single
 * judge score, then by the earlier submission, then by the smaller work id (always decided).
 */
export function rank<T extends Ranked>(works: readonly T[]): T[] {
  return [...works].sort(
    (a, b) =>
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
