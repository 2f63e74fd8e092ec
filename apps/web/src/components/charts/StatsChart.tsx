import type { StatsChart as Chart } from "@otp/contract";
import { BarChart, LineChart, PieChart } from "echarts/charts";
import { GridComponent, LegendComponent, TooltipComponent } from "echarts/components";
import * as echarts from "echarts/core";
import { SVGRenderer } from "echarts/renderers";
import ReactEChartsCore from "echarts-for-react/esm/core";
import { useMemo } from "react";
import "./charts.css";

// Only the chart types the dashboards draw are bundled.
echarts.use([LineChart, BarChart, PieChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

const COLORS = ["#1f6fd1", "#13a8a8", "#f08a24", "#7b61c6", "#d9534f", "#5aa454"];

/** The ECharts option of one dashboard chart. */
export function chartOption(chart: Chart) {
  if (chart.kind === "pie") {
    return {
      color: COLORS,
      tooltip: { trigger: "item", formatter: "{b}：{c}（{d}%）" },
      legend: { bottom: 0, type: "scroll" },
      series: [
        {
          type: "pie",
          radius: ["40%", "68%"],
          center: ["50%", "45%"],
          data: chart.labels.map((name, i) => ({ name, value: chart.series[0]?.data[i] ?? 0 })),
          label: { formatter: "{b}\n{d}%" },
        },
      ],
    };
  }
  return {
    color: COLORS,
    tooltip: { trigger: "axis" },
    legend: chart.series.length > 1 ? { top: 0 } : undefined,
    grid: { left: 48, right: 16, top: chart.series.length > 1 ? 32 : 16, bottom: 56 },
    xAxis: {
      type: "category",
      data: chart.labels,
      axisLabel: chart.kind === "line" ? { formatter: (v: string) => v.slice(5) } : { interval: 0, rotate: 30 },
    },
    yAxis: { type: "value", minInterval: 1 },
    series: chart.series.map((s) => ({
      name: s.name,
      type: chart.kind,
      data: s.data,
      smooth: chart.kind === "line",
      barMaxWidth: 32,
    })),
  };
}

export function StatsChart({ chart }: { chart: Chart }) {
  const option = useMemo(() => chartOption(chart), [chart]);
  const empty = chart.series.every((s) => s.data.every((v) => v === 0));
  return (
    <figure className="stats-chart" aria-label={chart.title}>
      <figcaption>{chart.title}</figcaption>
      {empty ? (
        <div className="stats-chart-empty">所选范围内暂无数据</div>
      ) : (
        <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 300 }} />
      )}
    </figure>
  );
}
