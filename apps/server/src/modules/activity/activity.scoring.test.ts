import { describe, expect, it } from "vitest";
import { aggregate, proposeAwards, rank, topWithTies } from "./activity.scoring.js";

const d = (n: number) => new Date(Date.UTC(2026, 0, n));

describe("aggregate", () => {
  it("averages with two decimals", () => {
    expect(aggregate([80, 90, 91], "mean")).toBe(87); // 261 / 3
    expect(aggregate([80, 85, 86], "mean")).toBe(83.67); // 251 / 3 = 83.666…
    expect(aggregate([], "mean")).toBeNull();
  });
  it("drops one highest and one lowest with five judges or more", () => {
    // 60 and 99 dropped: (80 + 85 + 90) / 3 = 85
    expect(aggregate([90, 60, 85, 99, 80], "trimmed")).toBe(85);
    // Ties at the extremes drop one each: [70, 70, 80, 90, 90] → (70 + 80 + 90) / 3 = 80
    expect(aggregate([90, 70, 80, 70, 90], "trimmed")).toBe(80);
    // Six judges: drop 50 and 100 → (70 + 75 + 80 + 85) / 4 = 77.5
    expect(aggregate([100, 50, 70, 75, 80, 85], "trimmed")).toBe(77.5);
  });
  it("is the plain mean below five judges", () => {
    expect(aggregate([60, 90, 99, 80], "trimmed")).toBe(82.25); // 329 / 4
  });
});

describe("awards from the ranking", () => {
  const works = [
    { id: 1, score: 85, maxJudgeScore: 90, submittedAt: d(3) },
    { id: 2, score: 92, maxJudgeScore: 95, submittedAt: d(5) },
    { id: 3, score: 85, maxJudgeScore: 93, submittedAt: d(4) }, // ties 1, better best score
    { id: 4, score: 78, maxJudgeScore: 80, submittedAt: d(1) },
    { id: 5, score: 85, maxJudgeScore: 90, submittedAt: d(2) }, // ties 1 fully, earlier submission
    { id: 6, score: 70, maxJudgeScore: 75, submittedAt: d(1) },
  ];
  it("breaks ties by best single score, then earlier submission, then id", () => {
    expect(rank(works).map((w) => w.id)).toEqual([2, 3, 5, 1, 4, 6]);
    const same = [
      { id: 9, score: 80, maxJudgeScore: 85, submittedAt: d(1) },
      { id: 8, score: 80, maxJudgeScore: 85, submittedAt: d(1) },
    ];
    expect(rank(same).map((w) => w.id)).toEqual([8, 9]);
  });
  it("fills each level's quota in order from the top", () => {
    const levels = [
      { id: 101, quota: 1 },
      { id: 102, quota: 2 },
      { id: 103, quota: 2 },
    ];
    const got = proposeAwards(works, levels);
    expect([...got.entries()]).toEqual([
      [2, 101],
      [3, 102],
      [5, 102],
      [1, 103],
      [4, 103],
    ]);
    expect(got.has(6)).toBe(false);
  });
  it("leaves quota unused when works run out", () => {
    const got = proposeAwards(works.slice(0, 2), [{ id: 1, quota: 5 }]);
    expect(got.size).toBe(2);
  });
});

describe("second round", () => {
  const s = (id: number, finalScore: number) => ({ id, finalScore });

  it("takes the top N and every work tied at the cut", () => {
    const all = [s(1, 80), s(2, 95), s(3, 88), s(4, 88), s(5, 70)];
    expect(topWithTies(all, 2).map((w) => w.id)).toEqual([2, 3, 4]);
    expect(topWithTies(all, 3).map((w) => w.id)).toEqual([2, 3, 4]);
    expect(topWithTies(all, 4).map((w) => w.id)).toEqual([2, 3, 4, 1]);
    expect(topWithTies(all, 9)).toHaveLength(5);
  });

  it("ranks round-2 works above round-1-only works whatever their scores", () => {
    const at = new Date(Date.UTC(2026, 0, 1));
    const w = (id: number, score: number, round: number) => ({
      id,
      score,
      round,
      maxJudgeScore: score,
      submittedAt: at,
    });
    expect(rank([w(1, 99, 1), w(2, 60, 2), w(3, 75, 2)]).map((x) => x.id)).toEqual([3, 2, 1]);
  });
});
