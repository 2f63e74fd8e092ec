import type { SuperviseStatDimension, SuperviseStatRow } from "@otp/contract";
import ReactECharts from "echarts-for-react";

/** Bars of the average (or rate) per row, and the level distribution stacked beside it. */
export function StatChart({ by, rows }: { by: SuperviseStatDimension; rows: SuperviseStatRow[] }) {
  const top = rows.slice(0, 20);
  if (by === "term") {
    return (
      <ReactECharts
        style={{ height: 320 }}
        option={{
          tooltip: { trigger: "axis" },
          legend: { data: ["平均分", "评价数"] },
          xAxis: { type: "category", data: top.map((r) => r.name) },
          yAxis: [
            { type: "value", name: "平均分", min: 0, max: 100 },
            { type: "value", name: "评价数" },
          ],
          series: [
            { name: "平均分", type: "line", data: top.map((r) => r.avg) },
            { name: "评价数", type: "bar", yAxisIndex: 1, data: top.map((r) => r.count) },
          ],
        }}
      />
    );
  }
  const value = by === "evaluator" ? "完成评价数" : by === "indicator" ? "平均得分率(%)" : "平均分";
  return (
    <ReactECharts
      style={{ height: 320 }}
      option={{
        tooltip: { trigger: "axis" },
        grid: { left: 60, right: 20, bottom: 80 },
        xAxis: { type: "category", data: top.map((r) => r.name), axisLabel: { rotate: top.length > 6 ? 30 : 0 } },
        yAxis: { type: "value", name: value, ...(by === "evaluator" ? {} : { min: 0, max: 100 }) },
        series: [
          { name: value, type: "bar", barMaxWidth: 36, data: top.map((r) => (by === "evaluator" ? r.count : r.avg)) },
          ...(by === "evaluator"
            ? [{ name: "应完成", type: "bar", barMaxWidth: 36, data: top.map((r) => r.expected ?? 0) }]
            : []),
        ],
      }}
    />
  );
}

/** The overall level distribution as a pie. */
export function LevelPie({ levels }: { levels: Record<string, number> }) {
  return (
    <ReactECharts
      style={{ height: 260 }}
      option={{
        tooltip: { trigger: "item" },
        legend: { bottom: 0 },
        series: [
          {
            type: "pie",
            radius: ["40%", "70%"],
            data: Object.entries(levels).map(([name, value]) => ({ name, value })),
          },
        ],
      }}
    />
  );
}
