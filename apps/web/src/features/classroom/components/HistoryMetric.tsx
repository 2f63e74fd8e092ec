import { type HistoryPeriod, type HistoryPoint, RESEARCH_METRIC_INFO, type ResearchMetric } from "@otp/contract";
import { Table } from "antd";
import { type HistoryRow, historyChart, historyRows } from "../historyCharts";
import { ChartFigure } from "./ChartFigure";

/** The class that colours a change better (green) or worse (red). */
export const toneClass = (t: HistoryRow["changeTone"]) =>
  t === "good" ? "ch-good" : t === "bad" ? "ch-bad" : undefined;

/**
 * One metric of a history page: the unit's line with the school's norm dashed, and beside it the
 * table of every period with the change against the previous period and against the norm.
 */
export function HistoryMetric({
  points,
  metric,
  unitName,
  by,
  norm = true,
}: {
  points: HistoryPoint[];
  metric: ResearchMetric;
  unitName: string;
  by: HistoryPeriod;
  /** Compare with the school's norm (not when the unit is the school itself). */
  norm?: boolean;
}) {
  const info = RESEARCH_METRIC_INFO[metric];
  const chart = historyChart(points, [metric], unitName, norm);
  const rows = historyRows(points, metric);
  const period = by === "week" ? "周" : "学期";
  return (
    <section className="ch-metric" aria-labelledby={`ch-m-${metric}`}>
      <h2 id={`ch-m-${metric}`}>
        {info.name}
        {info.unit === "人" ? "（人）" : ""}
      </h2>
      <div className="ch-metric-grid">
        <ChartFigure
          title={`${unitName}的${info.name}（按${period}${norm ? "，虚线为全校常模" : ""}）`}
          option={chart.option}
          table={chart.table}
          empty={chart.empty}
          height={300}
        />
        <div className="ch-metric-table">
          <Table<HistoryRow>
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={rows}
            sticky
            columns={[
              { title: by === "week" ? "周次" : "学期", dataIndex: "label" },
              { title: "课堂数", dataIndex: "lessons", align: "right", width: 64 },
              { title: info.name, dataIndex: "value", align: "right" },
              {
                // Weeks without lessons are not rows: the change is against the previous row.
                title: by === "week" ? "较上一个有课的周" : `较上${period}`,
                dataIndex: "change",
                render: (v: string | null, r) => <span className={toneClass(r.changeTone)}>{v ?? "—"}</span>,
              },
              ...(norm
                ? [
                    { title: "全校常模", dataIndex: "school", align: "right" as const },
                    {
                      title: "与全校比",
                      dataIndex: "vsSchool",
                      render: (v: string | null, r: HistoryRow) => (
                        <span className={toneClass(r.vsSchoolTone)}>{v ?? "—"}</span>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        </div>
      </div>
    </section>
  );
}
