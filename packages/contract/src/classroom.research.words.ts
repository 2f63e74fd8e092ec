import { TEACHING_TYPE_NAMES, TEACHING_TYPES, type TeachingType } from "./classroom.js";
import {
  RESEARCH_METRIC_INFO,
  RESEARCH_METRICS,
  type ResearchLesson,
  type ResearchMetric,
  type UnitMeasures,
} from "./classroom.research.js";

/**
 * Pure functions of AI research (issue 26) shared by the server and the browser: how a metric is
 * written, the change between two periods, the differences between compared items and why a
 * lesson stands out, all in Chinese words. One copy, so a page and the PDF report say the same.
 */

/** A metric's value as people read it: 62.5%, 71.3, 1.4人; "—" when there is none. */
export function formatMetric(metric: ResearchMetric, value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  const info = RESEARCH_METRIC_INFO[metric];
  const digits = metric === "rt" || metric === "ch" ? 2 : 1;
  return `${(value * info.scale).toFixed(digits)}${info.unit}`;
}

/** The difference b − a in the metric's own display unit (percentage points for shares). */
export function metricDelta(metric: ResearchMetric, a: number | null, b: number | null): number | null {
  if (a === null || b === null) return null;
  return (b - a) * RESEARCH_METRIC_INFO[metric].scale;
}

/** "提高 3.2 个百分点" / "下降 4.0" / "持平"; null when either side has no value. */
export function changeText(metric: ResearchMetric, from: number | null, to: number | null): string | null {
  const d = metricDelta(metric, from, to);
  if (d === null) return null;
  const info = RESEARCH_METRIC_INFO[metric];
  const digits = metric === "rt" || metric === "ch" ? 2 : 1;
  const size = Math.abs(d).toFixed(digits);
  if (Number(size) === 0) return "持平";
  const unit = info.unit === "%" ? " 个百分点" : info.unit;
  return `${d > 0 ? "提高" : "下降"} ${size}${unit}`;
}

/** The teaching type most of the unit's coded lessons had; null when none was coded. */
export function dominantType(types: Record<TeachingType, number>): TeachingType | null {
  let best: TeachingType | null = null;
  for (const t of TEACHING_TYPES) if (types[t] > 0 && (best === null || types[t] > types[best])) best = t;
  return best;
}

/**
 * How much a difference must be to be named: 5 percentage points for shares, 5 points of
 * 专注度, 0.1 of Rt or Ch, half a person on average, 0.5 warnings a lesson. Smaller ones are within
 * what two ordinary lessons of the same teacher differ by, and naming them would be noise.
 */
const NOTABLE: Record<ResearchMetric, number> = {
  attendanceRate: 5,
  headUpRate: 5,
  concentration: 5,
  lectureShare: 5,
  teacherShare: 5,
  studentShare: 5,
  silenceShare: 5,
  rt: 0.1,
  ch: 0.1,
  handUp: 0.5,
  standing: 0.5,
  headDown: 0.5,
  warningsPerLesson: 0.5,
};

/** The notable differences between compared items (each against the first), largest relative first. */
export function compareDifferences(items: Array<{ name: string; measures: UnitMeasures }>): string[] {
  const [base, ...others] = items;
  if (!base) return [];
  const found: Array<{ weight: number; text: string }> = [];
  for (const other of others) {
    for (const metric of RESEARCH_METRICS) {
      const d = metricDelta(metric, base.measures[metric], other.measures[metric]);
      if (d === null || Math.abs(d) < NOTABLE[metric]) continue;
      const info = RESEARCH_METRIC_INFO[metric];
      const a = formatMetric(metric, base.measures[metric]);
      const b = formatMetric(metric, other.measures[metric]);
      const word = d > 0 ? "高" : "低";
      const size = Math.abs(d).toFixed(metric === "rt" || metric === "ch" ? 2 : 1);
      found.push({
        weight: Math.abs(d) / NOTABLE[metric],
        text: `${other.name}的${info.name}比${base.name}${word} ${size}${info.unit === "%" ? " 个百分点" : info.unit}（${b} 对 ${a}）`,
      });
    }
    const ta = dominantType(base.measures.types);
    const tb = dominantType(other.measures.types);
    if (ta && tb && ta !== tb)
      found.push({
        weight: 2,
        text: `${base.name}以${TEACHING_TYPE_NAMES[ta]}为主，${other.name}以${TEACHING_TYPE_NAMES[tb]}为主`,
      });
  }
  found.sort((x, y) => y.weight - x.weight);
  const texts = found.map((f) => f.text);
  return texts.length ? texts : ["各项指标差异均不明显（出勤率、抬头率、讲授占比等相差不足 5 个百分点）"];
}

/**
 * A lesson's standing in its course: the mean of its head-up rate and 专注度 (both 0–1 here), the
 * two measures every analysed lesson with people in the picture has. Null without either.
 */
export function lessonScore(l: Pick<ResearchLesson, "headUpRate" | "concentration">): number | null {
  const parts = [l.headUpRate, l.concentration === null ? null : l.concentration / 100].filter(
    (v): v is number => v !== null,
  );
  return parts.length ? parts.reduce((s, v) => s + v, 0) / parts.length : null;
}

/** Why a lesson stands out against the unit's means, in words (the largest differences first). */
export function standoutReason(l: ResearchLesson, unit: UnitMeasures, kind: "best" | "worst"): string {
  const metrics: ResearchMetric[] = ["headUpRate", "concentration", "attendanceRate", "studentShare", "lectureShare"];
  const parts: Array<{ w: number; text: string }> = [];
  for (const metric of metrics) {
    const d = metricDelta(metric, unit[metric], l[metric as keyof ResearchLesson] as number | null);
    if (d === null || Math.abs(d) < NOTABLE[metric] / 2) continue;
    const info = RESEARCH_METRIC_INFO[metric];
    const value = formatMetric(metric, l[metric as keyof ResearchLesson] as number | null);
    const avg = formatMetric(metric, unit[metric]);
    parts.push({ w: Math.abs(d), text: `${info.name} ${value}，${d > 0 ? "高于" : "低于"}平均的 ${avg}` });
  }
  parts.sort((a, b) => b.w - a.w);
  const words = parts.slice(0, 2).map((p) => p.text);
  if (l.warnings > 0) words.push(`有 ${l.warnings} 条课堂预警`);
  if (l.teachingType) words.push(`教学类型为${TEACHING_TYPE_NAMES[l.teachingType]}`);
  const head = kind === "best" ? "表现最好" : "最需关注";
  return words.length ? `${head}：${words.join("；")}` : `${head}：与平均水平接近`;
}

/** The best and the worst lesson of a list (by `lessonScore`); one lesson alone is neither. */
export function standouts(
  lessons: ResearchLesson[],
  unit: UnitMeasures,
): Array<{ lesson: ResearchLesson; kind: "best" | "worst"; reason: string }> {
  const scored = lessons
    .map((lesson) => ({ lesson, score: lessonScore(lesson) }))
    .filter((x): x is { lesson: ResearchLesson; score: number } => x.score !== null)
    .sort((a, b) => b.score - a.score || a.lesson.id - b.lesson.id);
  if (scored.length < 2) return [];
  const best = scored[0] as (typeof scored)[number];
  const worst = scored[scored.length - 1] as (typeof scored)[number];
  if (best.score === worst.score) return [];
  return [
    { lesson: best.lesson, kind: "best", reason: standoutReason(best.lesson, unit, "best") },
    { lesson: worst.lesson, kind: "worst", reason: standoutReason(worst.lesson, unit, "worst") },
  ];
}

/**
 * A term report's paragraphs: what the numbers were, against the school and the previous term,
 * what stands out and what to watch. Only sentences the numbers support are written.
 */
export function reportParagraphs(r: {
  unitName: string;
  termName: string;
  measures: UnitMeasures;
  school: UnitMeasures;
  previous: UnitMeasures | null;
}): string[] {
  const m = r.measures;
  const hours = (m.duration / 3600).toFixed(1);
  const out: string[] = [];
  const type = dominantType(m.types);
  out.push(
    `${r.termName}，${r.unitName}共有 ${m.lessons} 节课完成AI课堂分析（合计 ${hours} 小时）。` +
      `平均抬头率 ${formatMetric("headUpRate", m.headUpRate)}，专注度 ${formatMetric("concentration", m.concentration)}，` +
      `出勤率 ${formatMetric("attendanceRate", m.attendanceRate)}，讲授占比 ${formatMetric("lectureShare", m.lectureShare)}` +
      (type ? `，教学类型以${TEACHING_TYPE_NAMES[type]}为主。` : "。"),
  );
  const versus = (label: string, other: UnitMeasures) => {
    const parts = (["headUpRate", "concentration", "attendanceRate", "studentShare"] as ResearchMetric[]).flatMap(
      (metric) => {
        const text = changeText(metric, other[metric], m[metric]);
        return text && text !== "持平" ? [`${RESEARCH_METRIC_INFO[metric].name}${text}`] : [];
      },
    );
    return parts.length ? `与${label}相比，${parts.join("，")}。` : `与${label}相比，各项指标基本持平。`;
  };
  if (r.school.lessons > 0) out.push(versus("全校平均", r.school));
  if (r.previous && r.previous.lessons > 0) out.push(versus("上学期", r.previous));
  const watch: string[] = [];
  if (m.warnings > 0)
    watch.push(
      `本学期共触发 ${m.warnings} 条课堂预警（出勤 ${m.warningsByRule.attendance}、抬头率 ${m.warningsByRule.headUp}、讲授占比 ${m.warningsByRule.lecture}）`,
    );
  const d = metricDelta("headUpRate", r.school.headUpRate, m.headUpRate);
  if (d !== null && d <= -NOTABLE.headUpRate) watch.push("抬头率明显低于全校平均，建议关注课堂互动设计");
  const lecture = metricDelta("lectureShare", r.school.lectureShare, m.lectureShare);
  if (lecture !== null && lecture >= NOTABLE.lectureShare) watch.push("讲授占比高于全校平均，可适当增加学生活动与讨论");
  out.push(watch.length ? `需要关注：${watch.join("；")}。` : "本学期未发现需要特别关注的问题。");
  return out;
}
