import { BarChart, HeatmapChart, LineChart, PieChart, ScatterChart } from "echarts/charts";
import {
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  MarkPointComponent,
  TooltipComponent,
  VisualMapComponent,
} from "echarts/components";
import * as echarts from "echarts/core";
import { SVGRenderer } from "echarts/renderers";
import ReactEChartsCore from "echarts-for-react/esm/core";
import { type ReactNode, useState } from "react";

// Only the chart types the analysis pages draw are bundled (the SVG renderer prints sharply).
echarts.use([
  LineChart,
  BarChart,
  PieChart,
  ScatterChart,
  HeatmapChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  VisualMapComponent,
  MarkAreaComponent,
  MarkLineComponent,
  MarkPointComponent,
  SVGRenderer,
]);

export interface DataTable {
  columns: string[];
  rows: Array<Array<string | number>>;
}

interface Props {
  title: string;
  option: object;
  /** The same data as a table: screen readers read it, anyone may open it under the chart. */
  table: DataTable;
  height?: number;
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: string | false;
  onEvents?: Record<string, (params: { dataIndex: number; data: unknown; seriesIndex?: number }) => void>;
  extra?: ReactNode;
  dark?: boolean;
}

/** One chart with its caption and its data table (every chart is also a table, issue 24 §3). */
export function ChartFigure({ title, option, table, height = 260, empty, onEvents, extra, dark }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <figure className="ca-chart" aria-label={title}>
      <figcaption>
        <span>{title}</span>
        {extra}
      </figcaption>
      {empty ? (
        <div className="ca-chart-empty" style={{ height }}>
          {empty}
        </div>
      ) : (
        <div aria-hidden="true">
          <ReactEChartsCore
            echarts={echarts}
            option={option}
            notMerge
            theme={dark ? "dark" : undefined}
            style={{ height }}
            onEvents={onEvents}
          />
        </div>
      )}
      <details className="ca-chart-table" onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>数据表</summary>
        {open ? <DataTableView title={title} table={table} /> : null}
      </details>
      {/* A closed <details> hides its content from screen readers too: they read this copy. */}
      {open ? null : (
        <div className="ca-sr-only">
          <DataTableView title={title} table={table} />
        </div>
      )}
    </figure>
  );
}

export function DataTableView({ title, table }: { title: string; table: DataTable }) {
  return (
    <table>
      <caption>{title}</caption>
      <thead>
        <tr>
          {table.columns.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.length === 0 ? (
          <tr>
            <td colSpan={table.columns.length}>暂无数据</td>
          </tr>
        ) : (
          table.rows.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional data points
            <tr key={i}>
              {r.map((v, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                <td key={j}>{v}</td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
