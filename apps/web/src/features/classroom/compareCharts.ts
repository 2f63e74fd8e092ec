import {
  type CompareItem,
  type CurveSet,
  formatMetric,
  RESEARCH_METRIC_INFO,
  type ResearchMetric,
  ST_DEFAULTS,
  type StThresholds,
  TEACHING_TYPE_NAMES,
  TEACHING_TYPES,
  type TeachingType,
  teachingType,
  type UnitMeasures,
} from "@otp/contract";
import {
  axisTooltip,
  esc,
  ITEM_COLORS,
  ITEM_SYMBOLS,
  itemLabel,
  itemLegend,
  labels,
  SCHOOL_COLOR,
  shortName,
} from "./compareModel";
import type { Chart } from "./lessonCharts";

/**
 * ECharts options and their data tables of the comparison pages. Pure: every chart draws one
 * line, bar or point set per compared item in the item's colour, and its table the same numbers.
 */

/* ---------- lesson curves over minutes ---------- */

export const CURVE_MEASURES = [
  { key: "headUp", name: "抬头率（%）", scale: 100, max: 100, unit: "%" },
  // The server sends the 专注度 curve on 0–1 like the head-up rate (its means stay on 0–100).
  { key: "concentration", name: "专注度", scale: 100, max: 100, unit: "" },
  { key: "attendance", name: "出勤人数", scale: 1, max: undefined, unit: "人" },
  { key: "handUp", name: "举手人数", scale: 1, max: undefined, unit: "人" },
  { key: "headDown", name: "低头人数", scale: 1, max: undefined, unit: "人" },
] as const satisfies ReadonlyArray<{
  key: keyof CurveSet;
  name: string;
  scale: number;
  max: number | undefined;
  unit: string;
}>;
export type CurveKey = (typeof CURVE_MEASURES)[number]["key"];

/** A curve's samples averaged per minute of the lesson (minute 0 = the first 60 s). */
export function perMinute(curve: ReadonlyArray<{ t: number; value: number }>): Map<number, number> {
  const sums = new Map<number, [number, number]>();
  for (const p of curve) {
    const m = Math.max(0, Math.floor(p.t / 60));
    const s = sums.get(m) ?? [0, 0];
    sums.set(m, [s[0] + p.value, s[1] + 1]);
  }
  return new Map([...sums].map(([m, [sum, n]]) => [m, sum / n]));
}

/** The last minute any curve of any item reaches: every curve chart shares this axis, so they line up. */
function lastMinute(items: CompareItem[]): number {
  let last = -1;
  for (const item of items)
    for (const { key } of CURVE_MEASURES)
      for (const p of item.curves?.[key] ?? []) last = Math.max(last, Math.floor(p.t / 60));
  return last;
}

const round = (v: number, digits = 1) => Number(v.toFixed(digits));
const curveGrid = { left: 48, right: 24, top: 36, bottom: 32 };

/** One measure of the compared lessons over the lesson's minutes, a line per lesson. */
export function curveCompareChart(items: CompareItem[], key: CurveKey): Chart {
  const measure = CURVE_MEASURES.find((m) => m.key === key) ?? CURVE_MEASURES[0];
  const minutes = Array.from({ length: lastMinute(items) + 1 }, (_, i) => i);
  const byItem = items.map((i) => perMinute(i.curves?.[key] ?? []));
  const value = (i: number, m: number) => {
    const v = byItem[i]?.get(m);
    return v === undefined ? null : round(v * measure.scale);
  };
  return {
    option: {
      color: ITEM_COLORS,
      tooltip: axisTooltip((m) => `第${m}分钟`, measure.unit),
      legend: itemLegend,
      grid: curveGrid,
      xAxis: { type: "category", name: "分钟", boundaryGap: false, data: minutes.map((m) => String(m + 1)) },
      yAxis: { type: "value", min: 0, max: measure.max, minInterval: measure.max ? undefined : 1 },
      series: items.map((item, i) => ({
        name: itemLabel(item, i),
        type: "line",
        showSymbol: false,
        symbol: ITEM_SYMBOLS[i],
        data: minutes.map((m) => value(i, m)),
      })),
    },
    table: {
      columns: ["分钟", ...labels(items)],
      rows: minutes.map((m) => [`第${m + 1}分钟`, ...items.map((_, i) => value(i, m) ?? "—")]),
    },
    empty: byItem.every((c) => c.size === 0) ? "所选课堂没有这项曲线数据" : false,
  };
}

/* ---------- S-T and Rt–Ch ---------- */

/** The S-T curves of the compared lessons on one chart (S on x, T on y). */
export function stOverlayChart(items: CompareItem[]): Chart {
  const coded = items.map((item, i) => ({ item, i })).filter(({ item }) => (item.st?.n ?? 0) > 0);
  const max = Math.max(1, ...coded.flatMap(({ item }) => (item.st?.curve ?? []).map((p) => Math.max(p.s, p.t))));
  return {
    option: {
      tooltip: {
        trigger: "item",
        formatter: (p: { seriesName: string; data: [number, number] }) =>
          `${esc(p.seriesName)}<br/>S ${p.data[0]} · T ${p.data[1]}`,
      },
      legend: itemLegend,
      grid: curveGrid,
      xAxis: { type: "value", name: "S", min: 0, max, minInterval: 1 },
      yAxis: { type: "value", name: "T", min: 0, max, minInterval: 1 },
      series: coded.map(({ item, i }) => ({
        name: itemLabel(item, i),
        type: "line",
        symbol: ITEM_SYMBOLS[i],
        symbolSize: 4,
        itemStyle: { color: ITEM_COLORS[i] },
        data: (item.st?.curve ?? []).map((p) => [p.s, p.t]),
      })),
    },
    table: {
      columns: ["课堂", "编码数", "S", "T", "Rt", "Ch", "教学类型"],
      rows: coded.map(({ item, i }) => {
        const st = item.st as NonNullable<CompareItem["st"]>;
        return [
          itemLabel(item, i),
          st.n,
          st.n - st.nt,
          st.nt,
          st.rt.toFixed(2),
          st.ch.toFixed(2),
          TEACHING_TYPE_NAMES[st.type],
        ];
      }),
    },
    empty: coded.length === 0 ? "所选课堂没有语音数据，无法进行 S-T 分析" : false,
  };
}

const REGION_COLORS: Record<TeachingType, string> = {
  practice: "rgba(90,164,84,0.16)",
  lecture: "rgba(31,111,209,0.12)",
  dialogue: "rgba(240,138,36,0.16)",
  mixed: "rgba(123,97,198,0.12)",
};

/** The four teaching-type regions, each named by the contract's own `teachingType` at its centre. */
export function typeRegions(th: StThresholds): object[] {
  const xs = [0, th.practiceRt, th.lectureRt, 1];
  const ys = [0, th.dialogueCh, 1];
  const areas: object[] = [];
  for (let i = 0; i < 3; i++)
    for (let j = 0; j < 2; j++) {
      const [x0 = 0, x1 = 0, y0 = 0, y1 = 0] = [xs[i], xs[i + 1], ys[j], ys[j + 1]];
      if (x1 <= x0 || y1 <= y0) continue;
      const type = teachingType((x0 + x1) / 2, (y0 + y1) / 2, th);
      areas.push([
        { xAxis: x0, yAxis: y0, name: TEACHING_TYPE_NAMES[type], itemStyle: { color: REGION_COLORS[type] } },
        { xAxis: x1, yAxis: y1 },
      ]);
    }
  return areas;
}

/** Every item's lessons on one Rt–Ch chart, a series per item. */
export function rtChCompareChart(items: CompareItem[], th: StThresholds = ST_DEFAULTS): Chart {
  return {
    option: {
      tooltip: {
        trigger: "item",
        formatter: (p: { seriesName: string; data: [number, number, string] }) =>
          `${esc(p.seriesName)}<br/>${esc(p.data[2])}<br/>Rt ${p.data[0]} · Ch ${p.data[1]}`,
      },
      legend: { ...itemLegend, data: labels(items) },
      grid: { left: 48, right: 24, top: 36, bottom: 40 },
      xAxis: { type: "value", name: "Rt", min: 0, max: 1, nameLocation: "middle", nameGap: 24 },
      yAxis: { type: "value", name: "Ch", min: 0, max: 1 },
      series: [
        {
          name: "教学类型区域",
          type: "scatter",
          silent: true,
          data: [],
          markArea: { silent: true, label: { position: "inside", color: "#555" }, data: typeRegions(th) },
        },
        ...items.map((item, i) => ({
          name: itemLabel(item, i),
          type: "scatter",
          symbol: ITEM_SYMBOLS[i],
          symbolSize: item.kind === "lesson" ? 14 : 10,
          itemStyle: { color: ITEM_COLORS[i], opacity: 0.85 },
          data: item.points.map((p) => [round(p.rt, 3), round(p.ch, 3), p.title]),
        })),
      ],
    },
    table: {
      columns: ["对象", "课堂", "Rt", "Ch", "教学类型"],
      rows: items.flatMap((item, i) =>
        item.points.map((p) => [
          itemLabel(item, i),
          p.title,
          p.rt.toFixed(2),
          p.ch.toFixed(2),
          TEACHING_TYPE_NAMES[p.type],
        ]),
      ),
    },
    empty: items.every((i) => i.points.length === 0) ? "所选对象没有 S-T 数据" : false,
  };
}

/* ---------- measures side by side ---------- */

const scaled = (metric: ResearchMetric, v: number | null) =>
  v === null ? null : round(v * RESEARCH_METRIC_INFO[metric].scale, metric === "rt" || metric === "ch" ? 2 : 1);

/** Grouped bars: a group per metric, a bar per item and one for the school's norm. */
export function metricBarsChart(items: CompareItem[], metrics: ResearchMetric[], school: UnitMeasures | null): Chart {
  const rows = [
    ...items.map((item, i) => ({ name: itemLabel(item, i), m: item.measures, color: ITEM_COLORS[i] })),
    ...(school ? [{ name: "全校平均", m: school, color: SCHOOL_COLOR }] : []),
  ];
  return {
    option: {
      tooltip: { trigger: "axis", confine: true },
      legend: itemLegend,
      grid: { left: 48, right: 16, top: 36, bottom: 32 },
      xAxis: { type: "category", data: metrics.map((m) => RESEARCH_METRIC_INFO[m].name) },
      yAxis: { type: "value", min: 0 },
      series: rows.map((r) => ({
        name: r.name,
        type: "bar",
        barMaxWidth: 28,
        itemStyle: { color: r.color },
        data: metrics.map((metric) => scaled(metric, r.m[metric])),
      })),
    },
    table: {
      columns: ["指标", ...rows.map((r) => r.name)],
      rows: metrics.map((metric) => [
        RESEARCH_METRIC_INFO[metric].name,
        ...rows.map((r) => formatMetric(metric, r.m[metric])),
      ]),
    },
    empty: items.every((i) => metrics.every((m) => i.measures[m] === null)) ? "所选对象没有这些指标的数据" : false,
  };
}

const TALK = [
  { key: "teacherShare", name: "教师语言", color: "#1f6fd1" },
  { key: "studentShare", name: "学生语言", color: "#f08a24" },
  { key: "silenceShare", name: "沉寂", color: SCHOOL_COLOR },
] as const;

/** Teacher talk, student talk and silence as one stacked bar per item (and the school's). */
export function talkSharesChart(items: CompareItem[], school: UnitMeasures | null): Chart {
  const rows = [
    ...items.map((item, i) => ({ name: itemLabel(item, i), m: item.measures })),
    ...(school ? [{ name: "全校平均", m: school }] : []),
  ];
  return {
    option: {
      tooltip: {
        trigger: "axis",
        confine: true,
        axisPointer: { type: "shadow" },
        valueFormatter: (v: number | null) => (v === null ? "—" : `${v}%`),
      },
      legend: { top: 0 },
      grid: { left: 16, right: 24, top: 36, bottom: 24, containLabel: true },
      xAxis: { type: "value", min: 0, max: 100, axisLabel: { formatter: "{value}%" } },
      yAxis: { type: "category", inverse: true, data: rows.map((r) => r.name), axisLabel: { formatter: shortName } },
      series: TALK.map((t) => ({
        name: t.name,
        type: "bar",
        stack: "talk",
        barMaxWidth: 28,
        itemStyle: { color: t.color },
        data: rows.map((r) => scaled(t.key, r.m[t.key])),
      })),
    },
    table: {
      columns: ["对象", ...TALK.map((t) => t.name), "讲授占比"],
      rows: rows.map((r) => [
        r.name,
        ...TALK.map((t) => formatMetric(t.key, r.m[t.key])),
        formatMetric("lectureShare", r.m.lectureShare),
      ]),
    },
    empty: items.every((i) => i.measures.teacherShare === null) ? "所选对象没有音轨，无法统计语言占比" : false,
  };
}

const TYPE_COLORS: Record<TeachingType, string> = {
  practice: "#5aa454",
  lecture: "#1f6fd1",
  dialogue: "#f08a24",
  mixed: "#7b61c6",
};

/** The teaching types of each item's lessons as a stacked 100 % bar (a lesson is all of one type). */
export function typesCompareChart(items: CompareItem[]): Chart {
  const totals = items.map((i) => TEACHING_TYPES.reduce((s, t) => s + i.measures.types[t], 0));
  const share = (i: number, t: TeachingType) => {
    const total = totals[i] ?? 0;
    return total ? round(((items[i]?.measures.types[t] ?? 0) / total) * 100) : null;
  };
  return {
    option: {
      tooltip: {
        trigger: "axis",
        confine: true,
        axisPointer: { type: "shadow" },
        valueFormatter: (v: number | null) => (v === null ? "—" : `${v}%`),
      },
      legend: { top: 0 },
      grid: { left: 16, right: 24, top: 36, bottom: 24, containLabel: true },
      xAxis: { type: "value", min: 0, max: 100, axisLabel: { formatter: "{value}%" } },
      yAxis: { type: "category", inverse: true, data: labels(items), axisLabel: { formatter: shortName } },
      series: TEACHING_TYPES.map((t) => ({
        name: TEACHING_TYPE_NAMES[t],
        type: "bar",
        stack: "types",
        barMaxWidth: 28,
        itemStyle: { color: TYPE_COLORS[t] },
        data: items.map((_, i) => share(i, t)),
      })),
    },
    table: {
      columns: ["对象", ...TEACHING_TYPES.map((t) => TEACHING_TYPE_NAMES[t])],
      rows: items.map((item, i) => [
        itemLabel(item, i),
        // An item with no coded lesson has no shares: "—", not 0 %.
        ...TEACHING_TYPES.map((t) => (totals[i] ? `${item.measures.types[t]}节（${share(i, t) ?? 0}%）` : "—")),
      ]),
    },
    empty: totals.every((n) => n === 0) ? "所选对象没有可判定教学类型的课堂" : false,
  };
}

/* ---------- teachers and classes: weekly lines ---------- */

/** "2025-09-15" → "09-15"; other keys as they are. */
export const weekLabel = (week: string) => (/^\d{4}-\d{2}-\d{2}$/.test(week) ? week.slice(5) : week);

/** One metric of each teacher or class week by week (weeks without lessons are gaps bridged by the line). */
export function weeklyCompareChart(items: CompareItem[], metric: ResearchMetric): Chart {
  const weeks = [...new Set(items.flatMap((i) => i.weeks.map((w) => w.week)))].sort();
  const at = (i: number, week: string) => {
    const m = items[i]?.weeks.find((w) => w.week === week)?.measures;
    return m ? m[metric] : null;
  };
  const info = RESEARCH_METRIC_INFO[metric];
  return {
    option: {
      color: ITEM_COLORS,
      tooltip: axisTooltip((w) => `${w} 起的一周`, info.unit),
      legend: itemLegend,
      grid: curveGrid,
      xAxis: { type: "category", name: "周", data: weeks.map(weekLabel) },
      yAxis: { type: "value", min: 0, max: info.unit === "%" ? 100 : undefined },
      series: items.map((item, i) => ({
        name: itemLabel(item, i),
        type: "line",
        connectNulls: true,
        symbol: ITEM_SYMBOLS[i],
        symbolSize: 6,
        data: weeks.map((w) => scaled(metric, at(i, w))),
      })),
    },
    table: {
      columns: ["周（周一）", ...labels(items)],
      rows: weeks.map((w) => [w, ...items.map((_, i) => formatMetric(metric, at(i, w)))]),
    },
    empty: weeks.every((w) => items.every((_, i) => at(i, w) === null)) ? "所选时间内没有按周数据" : false,
  };
}

export const chartTitleOf = (metric: ResearchMetric) => {
  const info = RESEARCH_METRIC_INFO[metric];
  return info.unit ? `${info.name}（${info.unit}）` : info.name;
};
