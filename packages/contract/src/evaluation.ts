import { z } from "zod";

/*
 * Evaluation forms and their scoring: the reusable engine behind supervision (听评课), and next
 * lecture judging and activity works judging. Pure and shared with the browser, so the form's
 * running total and the stored total come from the same function.
 *
 * A form is a two-level indicator tree: first-level indicators carry a weight (the weights sum to
 * 100), second-level items carry a maximum score. Scoring by points: an item gets 0..max. Scoring
 * by levels: an item gets one of the form's levels (from SP_LEVEL), worth `percent`% of its max.
 * A first-level indicator's rate is its items' score over their max; the total (out of 100) is
 * Σ weight × rate, rounded half up to one decimal. The overall level is the first level whose
 * `min` the total reaches.
 */

export const SCORING_MODES = ["points", "levels"] as const;
export type ScoringMode = (typeof SCORING_MODES)[number];

const key = z
  .string({ error: "请填写编号" })
  .trim()
  .min(1, "请填写编号")
  .max(20, "编号不能超过20个字符")
  .regex(/^[A-Za-z0-9_-]+$/, "编号只能包含字母、数字、下划线");
const text = (label: string, max: number) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}不能超过${max}个字符`);
const note = (label: string, max: number) => z.string().trim().max(max, `${label}不能超过${max}个字符`).default("");

export const levelDefSchema = z.object({
  name: text("等级名称", 10),
  /** Share of an item's maximum an item scored at this level earns. */
  percent: z.coerce
    .number({ error: "等级分值比例须为数字" })
    .min(0, "等级分值比例不能小于0")
    .max(100, "等级分值比例不能大于100"),
  /** Lowest total (of 100) that earns this level overall. */
  min: z.coerce.number({ error: "等级最低分须为数字" }).min(0, "等级最低分不能小于0").max(100, "等级最低分不能大于100"),
});
export type LevelDef = z.infer<typeof levelDefSchema>;

/** The levels a form starts with: SP_LEVEL's four, best first. */
export const DEFAULT_LEVELS: LevelDef[] = [
  { name: "优秀", percent: 100, min: 90 },
  { name: "良好", percent: 85, min: 80 },
  { name: "合格", percent: 70, min: 60 },
  { name: "待改进", percent: 50, min: 0 },
];

export const itemSchema = z.object({
  key,
  name: text("二级指标名称", 100),
  maxScore: z.coerce
    .number({ error: "满分须为数字" })
    .int("满分须为整数")
    .min(1, "满分最小为1")
    .max(100, "满分不能超过100"),
  description: note("指标说明", 500),
  /** What each level looks like for this item (level name → description). */
  anchors: z.record(z.string(), z.string().max(200, "等级描述不能超过200个字符")).default({}),
});
export type IndicatorItem = z.infer<typeof itemSchema>;

export const indicatorSchema = z.object({
  key,
  name: text("一级指标名称", 100),
  weight: z.coerce
    .number({ error: "权重须为数字" })
    .int("权重须为整数")
    .min(1, "权重最小为1")
    .max(100, "权重不能超过100"),
  description: note("指标说明", 500),
  items: z.array(itemSchema).min(1, "每个一级指标至少有一个二级指标").max(20, "二级指标不能超过20个"),
});
export type Indicator = z.infer<typeof indicatorSchema>;

export const questionSchema = z.object({
  key,
  title: text("问题", 100),
  required: z.boolean().default(false),
});
export type Question = z.infer<typeof questionSchema>;

/** The scored part of a form: what an evaluation snapshots when it starts. */
export const evaluationFormSchema = z
  .object({
    mode: z.enum(SCORING_MODES, { error: "计分方式不正确" }),
    levels: z.array(levelDefSchema).min(2, "至少需要两个等级").max(6, "等级不能超过6个"),
    indicators: z.array(indicatorSchema).min(1, "请至少添加一个一级指标").max(20, "一级指标不能超过20个"),
    questions: z.array(questionSchema).max(10, "问题不能超过10个"),
  })
  .superRefine((f, ctx) => {
    const sum = f.indicators.reduce((s, i) => s + i.weight, 0);
    if (sum !== 100)
      ctx.addIssue({ code: "custom", path: ["indicators"], message: `一级指标权重之和须为100（当前${sum}）` });
    const keys = [
      ...f.indicators.flatMap((i) => [i.key, ...i.items.map((x) => x.key)]),
      ...f.questions.map((q) => q.key),
    ];
    if (new Set(keys).size !== keys.length)
      ctx.addIssue({ code: "custom", path: ["indicators"], message: "指标编号不能重复" });
    const names = f.levels.map((l) => l.name);
    if (new Set(names).size !== names.length)
      ctx.addIssue({ code: "custom", path: ["levels"], message: "等级名称不能重复" });
  });
export type EvaluationForm = z.infer<typeof evaluationFormSchema>;

/** What an evaluator gave: item key → points (points mode) or level name (levels mode). */
export type Marks = Record<string, number | string>;

export interface IndicatorScore {
  key: string;
  name: string;
  weight: number;
  /** Σ item scores and Σ item maxima. */
  score: number;
  max: number;
  /** weight × score / max, one decimal. */
  weighted: number;
}

export interface ScoreResult {
  /** Out of 100, one decimal. */
  total: number;
  /** The overall level the total reaches. */
  level: string;
  indicators: IndicatorScore[];
  /** Item keys not yet marked (a draft may have some; a submission may not). */
  missing: string[];
  /** Item key → why its mark is refused (out of range, unknown level). */
  invalid: Record<string, string>;
}

/** Half-up rounding to one decimal, immune to binary fractions (2.25 → 2.3, 84.95 → 85.0). */
export function round1(x: number): number {
  return Math.round(Number((x * 10).toPrecision(12))) / 10;
}

/** The points an item's mark is worth, or an error message. */
export function itemPoints(form: Pick<EvaluationForm, "mode" | "levels">, item: IndicatorItem, mark: number | string) {
  if (form.mode === "levels") {
    const level = form.levels.find((l) => l.name === mark);
    if (!level) return { error: `「${item.name}」的等级不正确` };
    return { points: (item.maxScore * level.percent) / 100 };
  }
  if (typeof mark !== "number" || !Number.isFinite(mark)) return { error: `「${item.name}」的得分须为数字` };
  if (mark < 0 || mark > item.maxScore) return { error: `「${item.name}」的得分须在0到${item.maxScore}之间` };
  if (Math.round(mark * 10) !== mark * 10) return { error: `「${item.name}」的得分最多一位小数` };
  return { points: mark };
}

/** The overall level a total reaches: levels sorted by `min`, highest first. */
export function levelOf(levels: readonly LevelDef[], total: number): string {
  const sorted = [...levels].sort((a, b) => b.min - a.min);
  return (sorted.find((l) => total >= l.min) ?? sorted[sorted.length - 1])?.name ?? "";
}

/** Scores marks against a form; unmarked items count 0 and are listed in `missing`. */
export function scoreEvaluation(form: EvaluationForm, marks: Marks): ScoreResult {
  const missing: string[] = [];
  const invalid: Record<string, string> = {};
  let total = 0;
  const indicators = form.indicators.map((ind) => {
    let score = 0;
    let max = 0;
    for (const item of ind.items) {
      max += item.maxScore;
      const mark = marks[item.key];
      if (mark === undefined || mark === null || mark === "") {
        missing.push(item.key);
        continue;
      }
      const r = itemPoints(form, item, mark);
      if ("error" in r) invalid[item.key] = r.error as string;
      else score += r.points;
    }
    const exact = max > 0 ? (ind.weight * score) / max : 0;
    total += exact;
    return { key: ind.key, name: ind.name, weight: ind.weight, score: round1(score), max, weighted: round1(exact) };
  });
  const rounded = round1(total);
  return { total: rounded, level: levelOf(form.levels, rounded), indicators, missing, invalid };
}

/** The highest a form can score (always 100 with weights summing to 100; kept for checks). */
export function formItemCount(form: Pick<EvaluationForm, "indicators">): number {
  return form.indicators.reduce((n, i) => n + i.items.length, 0);
}
