import { describe, expect, it } from "vitest";
import { DEFAULT_LEVELS, type EvaluationForm, evaluationFormSchema, round1, scoreEvaluation } from "./evaluation.js";

const item = (key: string, maxScore: number) => ({ key, name: key, maxScore, description: "", anchors: {} });
const form = (mode: "points" | "levels"): EvaluationForm => ({
  mode,
  levels: DEFAULT_LEVELS,
  indicators: [
    { key: "A", name: "教学设计", weight: 40, description: "", items: [item("a1", 10), item("a2", 10)] },
    { key: "B", name: "教学实施", weight: 60, description: "", items: [item("b1", 20), item("b2", 5)] },
  ],
  questions: [],
});

describe("scoring (hand-computed)", () => {
  it("weights points: A 15/20×40 = 30, B 21.5/25×60 = 51.6, total 81.6 良好", () => {
    const r = scoreEvaluation(form("points"), { a1: 8, a2: 7, b1: 17, b2: 4.5 });
    expect(r.indicators.map((i) => [i.score, i.max, i.weighted])).toEqual([
      [15, 20, 30],
      [21.5, 25, 51.6],
    ]);
    expect(r.total).toBe(81.6);
    expect(r.level).toBe("良好");
    expect(r.missing).toEqual([]);
  });

  it("rounds the exact sum once: 30×1/3 + 70×2/3 = 56.666… → 56.7 待改进", () => {
    const f: EvaluationForm = {
      ...form("points"),
      indicators: [
        { key: "A", name: "A", weight: 30, description: "", items: [item("a1", 3)] },
        { key: "B", name: "B", weight: 70, description: "", items: [item("b1", 3)] },
      ],
    };
    const r = scoreEvaluation(f, { a1: 1, b1: 2 });
    expect(r.indicators.map((i) => i.weighted)).toEqual([10, 46.7]);
    expect(r.total).toBe(56.7);
    expect(r.level).toBe("待改进");
  });

  it("rounds half up to one decimal", () => {
    expect(round1(2.25)).toBe(2.3);
    expect(round1(84.45)).toBe(84.5);
    expect(round1(84.44999)).toBe(84.4);
    expect(round1(89.95)).toBe(90);
  });

  it("levels: 优秀 10 + 良好 8.5 → 37.0; 合格 14 + 待改进 2.5 → 39.6; 76.6 合格", () => {
    const r = scoreEvaluation(form("levels"), { a1: "优秀", a2: "良好", b1: "合格", b2: "待改进" });
    expect(r.indicators.map((i) => i.weighted)).toEqual([37, 39.6]);
    expect(r.total).toBe(76.6);
    expect(r.level).toBe("合格");
  });

  it("a total exactly at a level's minimum earns it: all 合格 = 70 → 合格; all full = 100 优秀", () => {
    expect(scoreEvaluation(form("levels"), { a1: "合格", a2: "合格", b1: "合格", b2: "合格" }).level).toBe("合格");
    const full = scoreEvaluation(form("points"), { a1: 10, a2: 10, b1: 20, b2: 5 });
    expect([full.total, full.level]).toEqual([100, "优秀"]);
  });

  it("lists unmarked items and refuses marks out of range, with too many decimals or of unknown levels", () => {
    const r = scoreEvaluation(form("points"), { a1: 11, a2: 3.25, b1: -1 });
    expect(r.missing).toEqual(["b2"]);
    expect(Object.keys(r.invalid)).toEqual(["a1", "a2", "b1"]);
    expect(r.invalid.a1).toBe("「a1」的得分须在0到10之间");
    expect(scoreEvaluation(form("levels"), { a1: "很好" }).invalid.a1).toBe("「a1」的等级不正确");
  });
});

describe("form validation", () => {
  it("needs weights summing to 100 and unique keys", () => {
    const bad = { ...form("points"), indicators: [{ ...form("points").indicators[0], weight: 50 }] };
    const r = evaluationFormSchema.safeParse(bad);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe("一级指标权重之和须为100（当前50）");
    const dup = form("points");
    dup.indicators[1] = { ...dup.indicators[1], items: [item("a1", 5)] } as (typeof dup.indicators)[number];
    expect(evaluationFormSchema.safeParse(dup).error?.issues[0]?.message).toBe("指标编号不能重复");
    expect(evaluationFormSchema.safeParse(form("levels")).success).toBe(true);
  });
});
