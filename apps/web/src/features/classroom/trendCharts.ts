import { type MyAnalysisTrend, TEACHING_TYPE_NAMES, type TeachingType, type WarningStats } from "@otp/contract";
import dayjs from "dayjs";
import { pct } from "./classroomFormat";
import type { Chart } from "./lessonCharts";

/** ECharts options and tables of the trend pages (my lessons, warning statistics). Pure. */

type Lesson = MyAnalysisTrend["lessons"][number];
const SHARES = [
  { key: "attendanceRate", name: "出勤率" },
  { key: "headUpRate", name: "抬头率" },
  { key: "lectureShare", name: "讲授占比" },
] as const;

const lessonLabel = (l: Lesson) => `${dayjs(l.lessonAt).format("MM-DD")} ${l.title}`;

/** The lessons in time order: the shares (as %) or the concentration index. */
export function trendChart(lessons: readonly Lesson[], which: "shares" | "concentration" = "shares"): Chart {
  const sorted = [...lessons].sort((a, b) => a.lessonAt.localeCompare(b.lessonAt));
  const labels = sorted.map(lessonLabel);
  const series =
    which === "shares"
      ? SHARES.map(({ key, name }) => ({
          name,
          data: sorted.map((l) => (l[key] === null ? null : Number(((l[key] ?? 0) * 100).toFixed(1)))),
        }))
      : [
          {
            name: "专注度",
            data: sorted.map((l) => (l.concentration === null ? null : Number(l.concentration.toFixed(1)))),
          },
        ];
  return {
    option: {
      color: ["#1f6fd1", "#13a8a8", "#f08a24"],
      tooltip: { trigger: "axis" },
      legend: series.length > 1 ? { top: 0 } : undefined,
      grid: { left: 48, right: 16, top: 32, bottom: 64 },
      xAxis: { type: "category", data: labels, axisLabel: { formatter: (v: string) => v.slice(0, 5) } },
      yAxis: { type: "value", min: 0, max: 100 },
      series: series.map((s) => ({ ...s, type: "line", connectNulls: true })),
    },
    table: {
      columns: ["课堂", ...(which === "shares" ? SHARES.map((s) => s.name) : ["专注度"])],
      rows: sorted.map((l) =>
        which === "shares"
          ? [lessonLabel(l), ...SHARES.map(({ key }) => pct(l[key]))]
          : [lessonLabel(l), l.concentration === null ? "—" : l.concentration.toFixed(0)],
      ),
    },
    empty: sorted.length === 0 ? "暂无数据" : false,
  };
}

/** How many lessons of each teaching type. */
/** One colour per teaching type, whichever types a lesson set has (a slice keeps its type's colour). */
const TYPE_COLOURS: Record<TeachingType, string> = {
  practice: "#5aa454",
  lecture: "#1f6fd1",
  dialogue: "#f08a24",
  mixed: "#7b61c6",
};

export function typesChart(types: MyAnalysisTrend["types"]): Chart {
  const data = types
    .filter((t) => t.count > 0)
    .map((t) => ({ name: TEACHING_TYPE_NAMES[t.type], value: t.count, itemStyle: { color: TYPE_COLOURS[t.type] } }));
  return {
    option: {
      tooltip: { trigger: "item", formatter: "{b}：{c}节（{d}%）" },
      legend: { bottom: 0 },
      series: [{ type: "pie", radius: ["40%", "68%"], center: ["50%", "45%"], data }],
    },
    table: { columns: ["教学类型", "课堂数"], rows: types.map((t) => [TEACHING_TYPE_NAMES[t.type], t.count]) },
    empty: data.length === 0 ? "暂无数据" : false,
  };
}

/** Warnings per day (a line over the days that had any). */
export function dayChart(byDay: WarningStats["byDay"]): Chart {
  return {
    option: {
      color: ["#d9534f"],
      tooltip: { trigger: "axis" },
      grid: { left: 40, right: 16, top: 16, bottom: 40 },
      xAxis: { type: "category", data: byDay.map((d) => d.day), axisLabel: { formatter: (v: string) => v.slice(5) } },
      yAxis: { type: "value", minInterval: 1 },
      series: [{ name: "预警数", type: "line", data: byDay.map((d) => d.count) }],
    },
    table: { columns: ["日期", "预警数"], rows: byDay.map((d) => [d.day, d.count]) },
    empty: byDay.length === 0 ? "暂无预警" : false,
  };
}
