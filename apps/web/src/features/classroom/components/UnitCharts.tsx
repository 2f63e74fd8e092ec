import { RESEARCH_METRIC_INFO, RESEARCH_METRICS, type ResearchMetric, type ResearchUnits } from "@otp/contract";
import { Select } from "antd";
import { useState } from "react";
import { codedLessons, rankingChart, rankingHeight, rankRows, typeMixChart } from "../researchCharts";
import { ChartFigure } from "./ChartFigure";

type Row = ResearchUnits["rows"][number];

const metricOptions = RESEARCH_METRICS.map((m) => ({ value: m, label: RESEARCH_METRIC_INFO[m].name }));

/**
 * The units ranked by a chosen metric (the school's norm as a line) and each unit's teaching-type
 * mix; clicking a bar drills into that unit like its name in the table does.
 */
export function UnitCharts({ data, onDrill }: { data: ResearchUnits; onDrill(row: Row): void }) {
  const [metric, setMetric] = useState<ResearchMetric>("headUpRate");
  const ranked = rankRows(data.rows, metric).filter((r) => r.measures[metric] !== null);
  const mixed = data.rows.filter((r) => codedLessons(r.measures) > 0);
  const height = rankingHeight(Math.max(ranked.length, mixed.length));
  const click = (list: Row[]) => ({
    click: (p: { dataIndex: number }) => {
      const row = list[p.dataIndex];
      if (row) onDrill(row);
    },
  });
  return (
    <div className="ca-research-grid">
      <ChartFigure
        title={`按${RESEARCH_METRIC_INFO[metric].name}排名`}
        height={height}
        {...rankingChart(data.rows, metric, data.school)}
        onEvents={click(ranked)}
        extra={
          <span className="ca-research-metric">
            指标
            <Select
              size="small"
              aria-label="排名指标"
              style={{ width: 170 }}
              value={metric}
              options={metricOptions}
              onChange={setMetric}
            />
          </span>
        }
      />
      <ChartFigure
        title="教学类型构成（S-T 分析）"
        height={height}
        {...typeMixChart(data.rows)}
        onEvents={click(mixed)}
      />
    </div>
  );
}
