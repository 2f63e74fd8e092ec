import {
  changeText,
  formatMetric,
  type HistoryPoint,
  metricDelta,
  RESEARCH_METRIC_INFO,
  type ResearchMetric,
  type ResearchReport,
  TEACHING_TYPE_NAMES,
  TEACHING_TYPES,
  type TeachingType,
  type UnitMeasures,
} from "@otp/contract";
import type { Chart } from "./lessonCharts";

/**
 * Pure functions of the history pages (/historical-data/…) and the term report: the lines of a
 * unit's measures per week or term beside the school's norm, the per-period table with the change
 * against the previous period and against the norm, the summary sentence and the report's tables.
 */

const PALETTE = ["#1f6fd1", "#13a8a8", "#f08a24", "#7b61c6"];
const NORM = "全校常模";

/** A metric's value on a chart's axis (percent for shares, as written by formatMetric). */
export function axisValue(metric: ResearchMetric, v: number | null | undefined): number | null {
  if (v === null || v === undefined || !Number.isFinite(v)) return null;
  const digits = metric === "rt" || metric === "ch" ? 3 : 1;
  return Number((v * RESEARCH_METRIC_INFO[metric].scale).toFixed(digits));
}

/**
 * "高于全校 3.2 个百分点" / "低于全校 0.12" / "与全校持平" (short, for a "与全校比" column:
 * "高 3.2 个百分点" / "低 0.12" / "持平"); null when either side has no value.
 */
export function normText(
  metric: ResearchMetric,
  norm: number | null,
  value: number | null,
  short = false,
): string | null {
  const t = changeText(metric, norm, value);
  if (t === null) return null;
  if (t === "持平") return short ? "持平" : "与全校持平";
  return t.replace(/^提高 /, short ? "高 " : "高于全校 ").replace(/^下降 /, short ? "低 " : "低于全校 ");
}

/**
 * Whether a change reads as better, worse or neither (the metric's `better` direction); a change
 * too small to show in the metric's digits ("持平") is neither.
 */
export function tone(metric: ResearchMetric, from: number | null, to: number | null): "good" | "bad" | "neutral" {
  const d = metricDelta(metric, from, to);
  const better = RESEARCH_METRIC_INFO[metric].better;
  if (d === null || better === null || changeText(metric, from, to) === "持平") return "neutral";
  return d > 0 === (better === "up") ? "good" : "bad";
}

const hasLessons = (p: HistoryPoint) => p.measures.lessons > 0;

/** Whether any period has an analysed lesson of the unit (else the page shows its empty state). */
export function historyHasData(points: readonly HistoryPoint[]): boolean {
  return points.some(hasLessons);
}

function yAxisOf(metrics: readonly ResearchMetric[]) {
  const units = new Set(metrics.map((m) => RESEARCH_METRIC_INFO[m].unit));
  const shares = units.size === 1 && units.has("%");
  if (shares) return { type: "value", min: 0, max: 100, axisLabel: { formatter: "{value}%" } };
  if (metrics.every((m) => m === "concentration")) return { type: "value", min: 0, max: 100 };
  if (metrics.every((m) => m === "rt" || m === "ch")) return { type: "value", min: 0, max: 1 };
  return { type: "value", min: 0 };
}

/**
 * The unit's values per period as solid lines and the school's norm over the same periods as
 * dashed lines, one pair per metric (metrics of one chart share the axis). A period without the
 * measure is a gap, never a zero; with no value at all the chart says so instead of drawing.
 * `withNorm` false (the unit is the school itself): no norm line, it would repeat the values.
 */
export function historyChart(
  points: readonly HistoryPoint[],
  metrics: readonly ResearchMetric[],
  unitName: string,
  withNorm = true,
): Chart {
  const single = metrics.length === 1;
  const series: object[] = [];
  const color: string[] = [];
  const columns = ["周期", "课堂数"];
  metrics.forEach((metric, i) => {
    const name = RESEARCH_METRIC_INFO[metric].name;
    const c = PALETTE[i % PALETTE.length] as string;
    color.push(c);
    columns.push(single ? unitName || name : name);
    series.push({
      name: single ? unitName : name,
      type: "line",
      connectNulls: true,
      symbolSize: 6,
      data: points.map((p) => axisValue(metric, p.measures[metric])),
    });
    if (!withNorm) return;
    color.push(c);
    columns.push(single ? NORM : `${name}（全校）`);
    series.push({
      name: single ? NORM : `${name}（全校）`,
      type: "line",
      connectNulls: true,
      // A small diamond marks each period, so a norm of one period is still seen.
      symbol: "diamond",
      symbolSize: 5,
      lineStyle: { type: "dashed", width: 1.5 },
      data: points.map((p) => axisValue(metric, p.school[metric])),
    });
  });
  const anyValue = points.some((p) => metrics.some((m) => axisValue(m, p.measures[m]) !== null));
  return {
    option: {
      color,
      tooltip: { trigger: "axis" },
      legend: { top: 0 },
      grid: { left: 52, right: 20, top: 36, bottom: 56 },
      xAxis: {
        type: "category",
        data: points.map((p) => p.label),
        axisLabel: { hideOverlap: true, rotate: points.length > 8 ? 30 : 0 },
      },
      yAxis: yAxisOf(metrics),
      series,
    },
    table: {
      columns,
      rows: points.map((p) => [
        p.label,
        p.measures.lessons,
        ...metrics.flatMap((m) =>
          withNorm ? [formatMetric(m, p.measures[m]), formatMetric(m, p.school[m])] : [formatMetric(m, p.measures[m])],
        ),
      ]),
    },
    empty: anyValue ? false : "所选范围和时段内没有这项数据",
  };
}

export interface HistoryRow {
  key: string;
  label: string;
  lessons: number;
  value: string;
  /** Against the previous period with analysed lessons ("—" in the first one). */
  change: string | null;
  changeTone: "good" | "bad" | "neutral";
  school: string;
  vsSchool: string | null;
  vsSchoolTone: "good" | "bad" | "neutral";
}

/** One metric's table: per period the value, the change against the previous period and the norm. */
export function historyRows(points: readonly HistoryPoint[], metric: ResearchMetric): HistoryRow[] {
  let previous: HistoryPoint | null = null;
  return points.map((p) => {
    const v = p.measures[metric];
    const before = previous ? previous.measures[metric] : null;
    const row: HistoryRow = {
      key: p.key,
      label: p.label,
      lessons: p.measures.lessons,
      value: formatMetric(metric, v),
      change: hasLessons(p) ? changeText(metric, before, v) : null,
      changeTone: hasLessons(p) ? tone(metric, before, v) : "neutral",
      school: formatMetric(metric, p.school[metric]),
      vsSchool: normText(metric, p.school[metric], v, true),
      vsSchoolTone: tone(metric, p.school[metric], v),
    };
    if (hasLessons(p)) previous = p;
    return row;
  });
}

/**
 * The sentence at the top of a history page: the latest period with analysed lessons against the
 * one before it and against the school's norm, per metric. Null when no period has a lesson.
 */
export function historySummary(
  points: readonly HistoryPoint[],
  metrics: readonly ResearchMetric[],
  withNorm = true,
): string | null {
  const withLessons = points.filter(hasLessons);
  const latest = withLessons[withLessons.length - 1];
  if (!latest) return null;
  const prev = withLessons[withLessons.length - 2] ?? null;
  const parts = metrics.map((metric) => {
    const name = RESEARCH_METRIC_INFO[metric].name;
    const v = latest.measures[metric];
    if (v === null) return `${name}暂无数据`;
    const words = [`${name} ${formatMetric(metric, v)}`];
    if (prev) {
      const c = changeText(metric, prev.measures[metric], v);
      words.push(c === null ? "上一期无此数据" : c === "持平" ? "与上一期持平" : `较上一期${c}`);
    }
    const n = withNorm ? normText(metric, latest.school[metric], v) : null;
    if (n) words.push(n);
    return words.join("，");
  });
  const head = `最近一期为${latest.label}，共 ${latest.measures.lessons} 节课`;
  const tail = prev ? `上一期为${prev.label}。` : "此前没有可比较的一期。";
  return `${head}：${parts.join("；")}。${tail}`;
}

/** Each period's lessons of each teaching type as stacked bars (the teaching page). */
export function typesByPeriodChart(points: readonly HistoryPoint[]): Chart {
  const total = (p: HistoryPoint) => TEACHING_TYPES.reduce((s, t) => s + p.measures.types[t], 0);
  return {
    option: {
      color: ["#5aa454", "#1f6fd1", "#f08a24", "#7b61c6"],
      tooltip: { trigger: "axis" },
      legend: { top: 0 },
      grid: { left: 44, right: 20, top: 36, bottom: 56 },
      xAxis: {
        type: "category",
        data: points.map((p) => p.label),
        axisLabel: { hideOverlap: true, rotate: points.length > 8 ? 30 : 0 },
      },
      yAxis: { type: "value", minInterval: 1, name: "节" },
      series: TEACHING_TYPES.map((t) => ({
        name: TEACHING_TYPE_NAMES[t],
        type: "bar",
        stack: "types",
        barMaxWidth: 36,
        data: points.map((p) => p.measures.types[t]),
      })),
    },
    table: {
      columns: ["周期", ...TEACHING_TYPES.map((t) => TEACHING_TYPE_NAMES[t]), "合计"],
      rows: points.map((p) => [p.label, ...TEACHING_TYPES.map((t) => p.measures.types[t]), total(p)]),
    },
    empty: points.some((p) => total(p) > 0) ? false : "所选时段没有可判定教学类型的课堂",
  };
}

const share = (types: Record<TeachingType, number>, t: TeachingType) => {
  const n = TEACHING_TYPES.reduce((s, k) => s + types[k], 0);
  return n > 0 ? types[t] / n : null;
};

/** The unit's teaching types beside the school's, as shares of the coded lessons. */
export function typeShareChart(unit: UnitMeasures, school: UnitMeasures, unitName: string): Chart {
  const pctOf = (v: number | null) => (v === null ? null : Number((v * 100).toFixed(1)));
  const text = (v: number | null) => (v === null ? "—" : `${(v * 100).toFixed(1)}%`);
  return {
    option: {
      color: ["#1f6fd1", "#b0b7c3"],
      tooltip: { trigger: "axis", valueFormatter: (v: number) => `${v}%` },
      legend: { top: 0 },
      grid: { left: 48, right: 20, top: 36, bottom: 32 },
      xAxis: { type: "category", data: TEACHING_TYPES.map((t) => TEACHING_TYPE_NAMES[t]) },
      yAxis: { type: "value", min: 0, max: 100, axisLabel: { formatter: "{value}%" } },
      series: [
        { name: unitName, type: "bar", barMaxWidth: 32, data: TEACHING_TYPES.map((t) => pctOf(share(unit.types, t))) },
        { name: NORM, type: "bar", barMaxWidth: 32, data: TEACHING_TYPES.map((t) => pctOf(share(school.types, t))) },
      ],
    },
    table: {
      columns: ["教学类型", "课堂数", "占比", "全校占比"],
      rows: TEACHING_TYPES.map((t) => [
        TEACHING_TYPE_NAMES[t],
        unit.types[t],
        text(share(unit.types, t)),
        text(share(school.types, t)),
      ]),
    },
    empty: TEACHING_TYPES.some((t) => unit.types[t] > 0) ? false : "没有可判定教学类型的课堂",
  };
}

/** The measures of the term report's KPI table (the PDF's rows). */
export const REPORT_KPI_METRICS: ResearchMetric[] = [
  "attendanceRate",
  "headUpRate",
  "concentration",
  "lectureShare",
  "studentShare",
  "rt",
  "ch",
  "warningsPerLesson",
];

export interface KpiRow {
  metric: ResearchMetric;
  name: string;
  value: string;
  school: string;
  vsSchool: string | null;
  vsSchoolTone: "good" | "bad" | "neutral";
  previous: string;
  vsPrevious: string | null;
  vsPreviousTone: "good" | "bad" | "neutral";
}

/** The report's KPI table: the unit against the school and against its previous term. */
export function kpiRows(r: Pick<ResearchReport, "measures" | "school" | "previous">): KpiRow[] {
  return REPORT_KPI_METRICS.map((metric) => {
    const v = r.measures[metric];
    const before = r.previous ? r.previous[metric] : null;
    return {
      metric,
      name: RESEARCH_METRIC_INFO[metric].name,
      value: formatMetric(metric, v),
      school: formatMetric(metric, r.school[metric]),
      vsSchool: normText(metric, r.school[metric], v, true),
      vsSchoolTone: tone(metric, r.school[metric], v),
      previous: formatMetric(metric, before),
      vsPrevious: changeText(metric, before, v),
      vsPreviousTone: tone(metric, before, v),
    };
  });
}
