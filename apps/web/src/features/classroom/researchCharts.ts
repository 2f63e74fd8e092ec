import {
  formatMetric,
  metricDelta,
  RESEARCH_METRIC_INFO,
  type ResearchLesson,
  type ResearchMetric,
  ST_DEFAULTS,
  type StThresholds,
  TEACHING_TYPE_NAMES,
  TEACHING_TYPES,
  type TeachingType,
  type UnitMeasures,
} from "@otp/contract";
import dayjs from "dayjs";
import { type Chart, rtChChart } from "./lessonCharts";

/**
 * ECharts options and their tables of the AI research pages (multi-unit ranking, teaching-type
 * mix, a course's trends), and the KPI comparisons against the school's norm. Pure, so the tests
 * check that each chart draws what the measures say and that a missing measure is never a zero.
 */

export const TYPE_COLORS: Record<TeachingType, string> = {
  practice: "#5aa454",
  lecture: "#1f6fd1",
  dialogue: "#f08a24",
  mixed: "#7b61c6",
};

const digitsOf = (metric: ResearchMetric) => (metric === "rt" || metric === "ch" ? 2 : 1);

/** A metric as a chart plots it (shares as percentages), rounded; null stays null. */
export function plotValue(metric: ResearchMetric, v: number | null | undefined): number | null {
  if (v === null || v === undefined || !Number.isFinite(v)) return null;
  return Number((v * RESEARCH_METRIC_INFO[metric].scale).toFixed(digitsOf(metric)));
}

/** The metric's name with its unit, for an axis or a column: 出勤率(%)、专注度. */
export function metricLabel(metric: ResearchMetric): string {
  const info = RESEARCH_METRIC_INFO[metric];
  return info.unit ? `${info.name}(${info.unit})` : info.name;
}

export type Tone = "good" | "bad" | "neutral";

/** A value against the school's norm in words ("比全校高 3.2 个百分点"), and whether that is good. */
export function vsSchool(
  metric: ResearchMetric,
  value: number | null,
  norm: number | null,
): { text: string; tone: Tone } | null {
  const d = metricDelta(metric, norm, value);
  if (d === null) return null;
  const info = RESEARCH_METRIC_INFO[metric];
  const size = Math.abs(d).toFixed(digitsOf(metric));
  if (Number(size) === 0) return { text: "与全校持平", tone: "neutral" };
  const unit = info.unit === "%" ? " 个百分点" : info.unit;
  const up = d > 0;
  const tone: Tone = info.better === null ? "neutral" : (info.better === "up") === up ? "good" : "bad";
  return { text: `比全校${up ? "高" : "低"} ${size}${unit}`, tone };
}

export interface Kpi {
  metric: ResearchMetric;
  label: string;
  value: string;
  norm: string;
  delta: { text: string; tone: Tone } | null;
}

/** The KPI cards of a scope: each metric's value, the school's, and the difference in words. */
export function kpiItems(m: UnitMeasures, school: UnitMeasures, metrics: readonly ResearchMetric[]): Kpi[] {
  return metrics.map((metric) => ({
    metric,
    label: RESEARCH_METRIC_INFO[metric].name,
    value: formatMetric(metric, m[metric]),
    norm: formatMetric(metric, school[metric]),
    delta: vsSchool(metric, m[metric], school[metric]),
  }));
}

/** Height of the ranking chart for n units (a bar each, within reason). */
export const rankingHeight = (n: number) => Math.min(720, Math.max(220, 60 + n * 30));

/** Units by a metric, highest first, those without it last (the ranking chart's bar order). */
export function rankRows<T extends { measures: UnitMeasures }>(rows: readonly T[], metric: ResearchMetric): T[] {
  const v = (r: T) => r.measures[metric] ?? Number.NEGATIVE_INFINITY;
  return [...rows].sort((a, b) => v(b) - v(a));
}

/**
 * The units ranked by a metric, highest first, with the school's norm as a line. Bars on the
 * better side of the norm are blue, on the worse side orange (metrics without a better side stay
 * blue). Units without the measure are not drawn (the table lists them with "—").
 */
export function rankingChart(
  rows: ReadonlyArray<{ name: string; measures: UnitMeasures }>,
  metric: ResearchMetric,
  school: UnitMeasures,
): Chart {
  const info = RESEARCH_METRIC_INFO[metric];
  const norm = plotValue(metric, school[metric]);
  const ranked = rankRows(rows, metric).map((r) => ({
    name: r.name,
    value: plotValue(metric, r.measures[metric]),
    raw: r.measures[metric],
  }));
  const drawn = ranked.filter((r): r is typeof r & { value: number } => r.value !== null);
  const worse = (v: number) => norm !== null && info.better !== null && (info.better === "up" ? v < norm : v > norm);
  return {
    option: {
      tooltip: { trigger: "axis", axisPointer: { type: "shadow" } },
      grid: { left: 8, right: 56, top: 24, bottom: 24, containLabel: true },
      xAxis: { type: "value", name: info.unit, min: 0, max: info.unit === "%" ? 100 : undefined },
      yAxis: {
        type: "category",
        inverse: true,
        data: drawn.map((r) => r.name),
        axisLabel: { width: 120, overflow: "truncate" },
      },
      series: [
        {
          name: metricLabel(metric),
          type: "bar",
          barMaxWidth: 22,
          data: drawn.map((r) => ({ value: r.value, itemStyle: { color: worse(r.value) ? "#f08a24" : "#1f6fd1" } })),
          label: { show: true, position: "right", formatter: (p: { value: number }) => `${p.value}${info.unit}` },
          markLine:
            norm === null
              ? undefined
              : {
                  symbol: "none",
                  lineStyle: { color: "#d9534f", type: "dashed" },
                  label: { formatter: `全校 ${formatMetric(metric, school[metric])}`, position: "start" },
                  data: [{ xAxis: norm, name: "全校" }],
                },
        },
      ],
    },
    table: {
      columns: ["排名", "名称", info.name, "与全校比较"],
      rows: ranked.map((r, i) => [
        r.value === null ? "—" : i + 1,
        r.name,
        formatMetric(metric, r.raw),
        vsSchool(metric, r.raw, school[metric])?.text ?? "—",
      ]),
    },
    empty: drawn.length === 0 ? `所选范围内的课堂没有${info.name}数据` : false,
  };
}

/** Coded (S-T) lessons of a unit. */
export const codedLessons = (m: UnitMeasures) => TEACHING_TYPES.reduce((s, t) => s + m.types[t], 0);

/**
 * Each unit's mix of teaching types as shares of its coded lessons, stacked to 100 %. Units with
 * no coded lesson (no audio) are left out of the chart; the table lists them with 0 coded.
 */
export function typeMixChart(rows: ReadonlyArray<{ name: string; measures: UnitMeasures }>): Chart {
  const drawn = rows.filter((r) => codedLessons(r.measures) > 0);
  const share = (m: UnitMeasures, t: TeachingType) => Number(((m.types[t] / codedLessons(m)) * 100).toFixed(1));
  return {
    option: {
      color: TEACHING_TYPES.map((t) => TYPE_COLORS[t]),
      tooltip: { trigger: "axis", axisPointer: { type: "shadow" }, valueFormatter: (v: number) => `${v}%` },
      legend: { top: 0 },
      grid: { left: 8, right: 24, top: 32, bottom: 24, containLabel: true },
      xAxis: { type: "value", min: 0, max: 100, name: "%" },
      yAxis: {
        type: "category",
        inverse: true,
        data: drawn.map((r) => r.name),
        axisLabel: { width: 120, overflow: "truncate" },
      },
      series: TEACHING_TYPES.map((t) => ({
        name: TEACHING_TYPE_NAMES[t],
        type: "bar",
        stack: "types",
        barMaxWidth: 22,
        data: drawn.map((r) => share(r.measures, t)),
      })),
    },
    table: {
      columns: ["名称", ...TEACHING_TYPES.map((t) => `${TEACHING_TYPE_NAMES[t]}(节)`), "已做S-T分析的课堂"],
      rows: rows.map((r) => [r.name, ...TEACHING_TYPES.map((t) => r.measures.types[t]), codedLessons(r.measures)]),
    },
    empty: drawn.length === 0 ? "没有可做 S-T 分析的课堂（需要课堂录音）" : false,
  };
}

/** The measures a course's trend lines draw, all on a 0–100 axis (专注度 is an index of 100). */
export const TREND_METRICS = [
  "headUpRate",
  "concentration",
  "attendanceRate",
  "lectureShare",
  "studentShare",
] as const satisfies readonly ResearchMetric[];
const TREND_COLORS = ["#13a8a8", "#1f6fd1", "#5aa454", "#7b61c6", "#f08a24"];

/** A lesson as an axis or table label: 03-12 二次函数的图像. */
export const lessonLabel = (l: Pick<ResearchLesson, "lessonAt" | "title">) =>
  `${dayjs(l.lessonAt).format("MM-DD")} ${l.title}`;

/** Every measure of a course over its lessons in time order; a lesson without a measure is a gap. */
export function courseTrendChart(lessons: readonly ResearchLesson[]): Chart {
  const sorted = [...lessons].sort((a, b) => a.lessonAt.localeCompare(b.lessonAt) || a.id - b.id);
  return {
    option: {
      color: TREND_COLORS,
      tooltip: { trigger: "axis" },
      legend: { top: 0 },
      grid: { left: 44, right: 24, top: 40, bottom: 40 },
      xAxis: {
        type: "category",
        data: sorted.map(lessonLabel),
        axisLabel: { formatter: (v: string) => v.slice(0, 5) },
      },
      yAxis: { type: "value", min: 0, max: 100 },
      series: TREND_METRICS.map((metric) => ({
        name: metricLabel(metric),
        type: "line",
        connectNulls: false,
        showSymbol: sorted.length < 40,
        data: sorted.map((l) => plotValue(metric, l[metric])),
      })),
    },
    table: {
      columns: ["课堂", ...TREND_METRICS.map((m) => RESEARCH_METRIC_INFO[m].name)],
      rows: sorted.map((l) => [lessonLabel(l), ...TREND_METRICS.map((m) => formatMetric(m, l[m]))]),
    },
    empty: sorted.length === 0 ? "本学期这门课还没有已分析的课堂" : false,
  };
}

/** How many lessons of each teaching type, as a pie; each type keeps its own colour. */
export function typePieChart(types: Record<TeachingType, number>): Chart {
  const total = TEACHING_TYPES.reduce((s, t) => s + types[t], 0);
  const data = TEACHING_TYPES.filter((t) => types[t] > 0).map((t) => ({
    name: TEACHING_TYPE_NAMES[t],
    value: types[t],
    itemStyle: { color: TYPE_COLORS[t] },
  }));
  return {
    option: {
      tooltip: { trigger: "item", formatter: "{b}：{c}节（{d}%）" },
      legend: { bottom: 0 },
      series: [
        { type: "pie", radius: ["40%", "68%"], center: ["50%", "45%"], data, label: { formatter: "{b}\n{c}节" } },
      ],
    },
    table: {
      columns: ["教学类型", "课堂数", "占比"],
      rows: TEACHING_TYPES.map((t) => [
        TEACHING_TYPE_NAMES[t],
        types[t],
        total ? `${((types[t] / total) * 100).toFixed(1)}%` : "—",
      ]),
    },
    empty: total === 0 ? "没有可做 S-T 分析的课堂（需要课堂录音）" : false,
  };
}

/**
 * Each lesson of a course as a point on the Rt–Ch chart (lessons without an S-T result left out),
 * the regions cut by the school's thresholds (the research scope carries them).
 */
export const lessonsRtChChart = (lessons: readonly ResearchLesson[], th: StThresholds = ST_DEFAULTS): Chart =>
  rtChChart(
    lessons
      .filter((l): l is ResearchLesson & { rt: number; ch: number } => l.rt !== null && l.ch !== null)
      .map((l) => ({ name: lessonLabel(l), rt: l.rt, ch: l.ch })),
    th,
  );
