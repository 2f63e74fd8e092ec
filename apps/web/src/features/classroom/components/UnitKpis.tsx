import type { ResearchMetric, UnitMeasures } from "@otp/contract";
import { kpiItems } from "../researchCharts";

/** The KPI cards of a research page: the metrics it leads with. */
export const KPI_METRICS: readonly ResearchMetric[] = [
  "attendanceRate",
  "headUpRate",
  "concentration",
  "lectureShare",
  "studentShare",
  "warningsPerLesson",
];

/** Seconds as 12.5 小时 or 40 分钟. */
const hours = (sec: number) => (sec >= 3600 ? `${(sec / 3600).toFixed(1)} 小时` : `${Math.round(sec / 60)} 分钟`);

/**
 * A scope's key figures beside the school's norm: each card shows the value, the school's and
 * the difference in words, green when better and red when worse (shares with no better side stay
 * grey). A measure the scope has no lesson with shows "—".
 */
export function UnitKpis({
  measures,
  school,
  metrics = KPI_METRICS,
  note,
  vsSchool = true,
}: {
  measures: UnitMeasures;
  school: UnitMeasures;
  metrics?: readonly ResearchMetric[];
  note?: string;
  /** Show the school's value and the difference (not when the scope is the whole school). */
  vsSchool?: boolean;
}) {
  const items = kpiItems(measures, school, metrics);
  return (
    <section aria-label="关键指标">
      <dl className="ca-kpis">
        <div className="ca-kpi">
          <dt>已分析课堂</dt>
          <dd className="ca-kpi-value">{measures.lessons} 节</dd>
          {vsSchool ? <dd className="ca-kpi-norm">全校 {school.lessons} 节</dd> : null}
          <dd className="ca-kpi-delta">时长 {hours(measures.duration)}</dd>
        </div>
        {items.map((k) => (
          <div className="ca-kpi" key={k.metric}>
            <dt>{k.label}</dt>
            <dd className="ca-kpi-value">{k.value}</dd>
            {vsSchool ? (
              <>
                <dd className="ca-kpi-norm">全校 {k.norm}</dd>
                <dd className={`ca-kpi-delta${k.delta && k.delta.tone !== "neutral" ? ` ca-kpi-${k.delta.tone}` : ""}`}>
                  {k.delta?.text ?? "—"}
                </dd>
              </>
            ) : null}
          </div>
        ))}
      </dl>
      {note ? <p className="ca-research-note">{note}</p> : null}
    </section>
  );
}
