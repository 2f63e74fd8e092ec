import {
  COMPARE_KINDS,
  type CompareItem,
  type CompareKind,
  dominantType,
  formatMetric,
  RESEARCH_METRIC_INFO,
  type ResearchMetric,
  TEACHING_TYPE_NAMES,
  type UnitMeasures,
} from "@otp/contract";

/**
 * What a comparison is (/ai-research/compare/…, /compare-analysis/…): its address, the choice of
 * the items, and how an item is named and summed up. Pure; the charts are in compareCharts.ts.
 */

/* ---------- the address of a comparison ---------- */

export const COMPARE_FOCUSES = ["teaching", "activity", "concentration"] as const;
export type CompareFocus = (typeof COMPARE_FOCUSES)[number];
export const COMPARE_FOCUS_NAMES: Record<CompareFocus, string> = {
  teaching: "教学分析",
  activity: "学生活动",
  concentration: "专注度分析",
};

export interface CompareQuery {
  /** Null when the address names a kind that does not exist. */
  kind: CompareKind | null;
  ids: number[];
  termId?: number;
}

const positiveInt = (v: string | null | undefined): number | undefined => {
  const n = Number(v);
  return v && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** ?kind=lesson&ids=1,2&termId=3 (kind defaults to lesson; ids keep their order, repeats included). */
export function readCompareQuery(search: URLSearchParams): CompareQuery {
  const raw = search.get("kind");
  const kind = raw === null ? "lesson" : (COMPARE_KINDS as readonly string[]).includes(raw) ? raw : null;
  const ids = search
    .getAll("ids")
    .flatMap((v) => v.split(","))
    .map((v) => positiveInt(v.trim()))
    .filter((v): v is number => v !== undefined);
  return { kind: kind as CompareKind | null, ids, termId: positiveInt(search.get("termId")) };
}

export function compareQueryString(q: CompareQuery): string {
  const parts = [`kind=${q.kind ?? "lesson"}`, `ids=${q.ids.join(",")}`];
  if (q.termId) parts.push(`termId=${q.termId}`);
  return parts.join("&");
}

/** The full comparison: /two for two items, /three for three. */
export function compareRoute(q: CompareQuery): string {
  return `/ai-research/compare/${q.ids.length === 3 ? "three" : "two"}?${compareQueryString(q)}`;
}

export function focusRoute(focus: CompareFocus, q: CompareQuery): string {
  return `/compare-analysis/${focus}?${compareQueryString(q)}`;
}

/** Where the choice page starts again with the same kind and term. */
export function chooseRoute(q: Pick<CompareQuery, "kind" | "termId">): string {
  return `/ai-research/compare/index?kind=${q.kind ?? "lesson"}${q.termId ? `&termId=${q.termId}` : ""}`;
}

/** /two opened with three ids (or /three with two): the route that fits; null when it fits or cannot. */
export function compareRedirect(routeCount: 2 | 3, q: CompareQuery): string | null {
  if (q.kind === null || (q.ids.length !== 2 && q.ids.length !== 3)) return null;
  return q.ids.length === routeCount ? null : compareRoute(q);
}

/** Why the address cannot be compared (in Chinese), or null when it can. */
export function compareProblem(q: CompareQuery): string | null {
  if (q.kind === null) return "对比对象的类型不正确";
  if (q.ids.length < 2) return "请先选择两到三个对比对象";
  if (q.ids.length > 3) return "最多对比三个对象，请重新选择";
  return null;
}

/* ---------- choosing ---------- */

export interface Choice {
  id: number;
  name: string;
  /** A second line: teacher and date of a lesson, the organization of a teacher. */
  detail: string;
}
export const MAX_CHOICES = 3;

/** Adds or removes an item: never the same item twice, never more than three. */
export function toggleChoice(chosen: Choice[], choice: Choice, on: boolean): Choice[] {
  const without = chosen.filter((c) => c.id !== choice.id);
  if (!on) return without;
  if (without.length !== chosen.length || chosen.length >= MAX_CHOICES) return chosen;
  return [...chosen, choice];
}

/* ---------- items ---------- */

export const ITEM_COLORS = ["#1f6fd1", "#f08a24", "#13a8a8"];
export const ITEM_SYMBOLS = ["circle", "rect", "triangle"];
export const SCHOOL_COLOR = "#b0b7c3";
const LETTERS = ["A", "B", "C"];

/** "A 函数的单调性": a letter keeps two lessons of the same title apart in legends and tables. */
export const itemLabel = (item: Pick<CompareItem, "name">, i: number) => `${LETTERS[i] ?? i + 1} ${item.name}`;
export const labels = (items: CompareItem[]) => items.map(itemLabel);

/** Item names are long (lesson titles): legends show the letter, the key above the charts the names. */
export const shortName = (name: string) => name.split(" ")[0] ?? name;
export const itemLegend = { top: 0, formatter: shortName };

export const esc = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
const short = (name: string) => (name.length > 18 ? `${name.slice(0, 17)}…` : name);

/** An axis tooltip that stays inside its chart: a heading, then each item's short name and value. */
export function axisTooltip(head: (axisValue: string) => string, unit = "") {
  return {
    trigger: "axis",
    confine: true,
    formatter: (params: Array<{ axisValue: string; marker: string; seriesName: string; value: number | null }>) => {
      const first = params[0];
      if (!first) return "";
      const rows = params.map(
        (p) =>
          `${p.marker}${esc(short(p.seriesName))}　<b>${p.value === null || p.value === undefined ? "—" : `${p.value}${unit}`}</b>`,
      );
      return [esc(head(first.axisValue)), ...rows].join("<br/>");
    },
  };
}

/** The key figures of a card. */
export function itemKpis(item: CompareItem): Array<{ label: string; value: string }> {
  const m = item.measures;
  const type = dominantType(m.types);
  const rows = [
    { label: "出勤率", value: formatMetric("attendanceRate", m.attendanceRate) },
    { label: "抬头率", value: formatMetric("headUpRate", m.headUpRate) },
    { label: "专注度", value: formatMetric("concentration", m.concentration) },
    { label: "讲授占比", value: formatMetric("lectureShare", m.lectureShare) },
    { label: "学生语言", value: formatMetric("studentShare", m.studentShare) },
    { label: "Rt / Ch", value: `${formatMetric("rt", m.rt)} / ${formatMetric("ch", m.ch)}` },
    { label: item.kind === "lesson" ? "教学类型" : "主要教学类型", value: type ? TEACHING_TYPE_NAMES[type] : "—" },
    item.kind === "lesson"
      ? { label: "预警", value: `${m.warnings} 条` }
      : { label: "每节课预警", value: formatMetric("warningsPerLesson", m.warningsPerLesson) },
  ];
  if (item.kind !== "lesson") rows.unshift({ label: "课堂数", value: `${m.lessons} 节` });
  return rows;
}

/** The metrics the focused views look at. */
export const FOCUS_METRICS: Record<CompareFocus, ResearchMetric[]> = {
  teaching: ["lectureShare", "teacherShare", "studentShare", "silenceShare", "rt", "ch"],
  activity: ["handUp", "standing", "headDown", "studentShare"],
  concentration: ["headUpRate", "concentration"],
};

/** The difference sentences about a focus (a metric sentence reads "…的抬头率比…"). */
export function focusDifferences(differences: string[], focus: CompareFocus): string[] {
  const names = FOCUS_METRICS[focus].map((m) => `的${RESEARCH_METRIC_INFO[m].name}比`);
  return differences.filter((d) => names.some((n) => d.includes(n)) || (focus === "teaching" && /以.+为主/.test(d)));
}

export interface MetricRow {
  metric: ResearchMetric;
  name: string;
  cells: string[];
  school: string;
  /** The item that does best on a metric with a better direction (null: none or a tie). */
  best: number | null;
}

/** A row per metric: each item's value, the school's norm, and which item does best. */
export function metricRows(items: CompareItem[], school: UnitMeasures | null, metrics: ResearchMetric[]): MetricRow[] {
  return metrics.map((metric) => {
    const values = items.map((i) => i.measures[metric]);
    const better = RESEARCH_METRIC_INFO[metric].better;
    let best: number | null = null;
    const known = values.filter((v): v is number => v !== null);
    if (better && known.length >= 2) {
      const top = better === "up" ? Math.max(...known) : Math.min(...known);
      const at = values.flatMap((v, i) => (v === top ? [i] : []));
      best = at.length === 1 ? (at[0] ?? null) : null;
    }
    return {
      metric,
      name: RESEARCH_METRIC_INFO[metric].name,
      cells: values.map((v) => formatMetric(metric, v)),
      school: school ? formatMetric(metric, school[metric]) : "—",
      best,
    };
  });
}
