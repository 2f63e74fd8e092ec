import {
  HISTORY_TOPIC_METRICS,
  HISTORY_TOPIC_NAMES,
  HISTORY_TOPICS,
  type HistoryTopic,
  RESEARCH_UNIT_NAMES,
  RESEARCH_UNITS,
  type ResearchHistory,
  type ResearchScope,
  type ResearchUnit,
} from "@otp/contract";
import { Alert, Button, Empty, Result, Skeleton } from "antd";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { useSession } from "../../../../app/session";
import { QueryState } from "../../../../components/QueryState";
import { ChartFigure } from "../../components/ChartFigure";
import { Failed } from "../../components/Failed";
import { HistoryMetric } from "../../components/HistoryMetric";
import { type HistoryChoice, HistoryScopeBar } from "../../components/HistoryScopeBar";
import { HistoryTitleBar } from "../../components/HistoryTitleBar";
import { historyHasData, historySummary, typesByPeriodChart } from "../../historyCharts";
import { useResearchHistory, useResearchScope } from "../../researchApi";
import "../../classroom.css";
import "../../classroom-history.css";

/**
 * /historical-data/(attendance|teaching|activity|concentration): a unit's measures week by week
 * within a term or term by term, each against the previous period and the school's norm. The
 * choice lives in the address (?unit=&unitId=&by=&termId=) so a link shows the same history.
 */
export default function HistoryPage() {
  const { topic } = useParams();
  const [search] = useSearchParams();
  const known = HISTORY_TOPICS.includes(topic as HistoryTopic);
  const scope = useResearchScope();
  const navigate = useNavigate();
  return (
    <div className="ch-page">
      <HistoryTitleBar active={known ? (topic as HistoryTopic) : null} search={search} />
      <main className="ch-body">
        {known ? (
          <QueryState query={scope} failed={<Failed error={scope.error} onRetry={() => void scope.refetch()} />}>
            {(s) => <History scope={s} topic={topic as HistoryTopic} />}
          </QueryState>
        ) : (
          <Result
            status="404"
            title="没有这个历史数据页面"
            subTitle="历史数据分为出勤、教学、学生活动、专注度四类，另有学期报告。"
            extra={
              <Button type="primary" onClick={() => navigate("/historical-data/attendance")}>
                查看出勤历史
              </Button>
            }
          />
        )}
      </main>
    </div>
  );
}

const positive = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The choice in the address, completed with the defaults (a teacher: their own lessons). */
function readChoice(search: URLSearchParams, scope: ResearchScope, selfId: number | undefined): HistoryChoice {
  const self = scope.view === "self";
  const asked = search.get("unit") as ResearchUnit | null;
  const allowed: readonly ResearchUnit[] = self ? ["teacher", "school"] : RESEARCH_UNITS;
  const unit = asked && allowed.includes(asked) ? asked : self ? "teacher" : "school";
  return {
    unit,
    unitId: unit === "school" ? undefined : self ? selfId : positive(search.get("unitId")),
    by: search.get("by") === "term" ? "term" : "week",
    termId: positive(search.get("termId")) ?? scope.defaultTermId ?? undefined,
  };
}

function History({ scope, topic }: { scope: ResearchScope; topic: HistoryTopic }) {
  const [search, setSearch] = useSearchParams();
  const selfId = useSession((s) => s.user?.id);
  const choice = readChoice(search, scope, selfId);
  const ready = choice.unit === "school" || choice.unitId !== undefined;
  const q = useResearchHistory(
    {
      unit: choice.unit,
      by: choice.by,
      ...(choice.unitId !== undefined ? { unitId: choice.unitId } : {}),
      ...(choice.by === "week" && choice.termId ? { termId: choice.termId } : {}),
    },
    ready,
  );
  const change = (next: Partial<HistoryChoice>) => {
    const c = { ...choice, ...next };
    const p = new URLSearchParams();
    p.set("unit", c.unit);
    if (c.unitId !== undefined && c.unit !== "school" && scope.view !== "self") p.set("unitId", String(c.unitId));
    p.set("by", c.by);
    if (c.termId) p.set("termId", String(c.termId));
    setSearch(p, { replace: true });
  };
  const shown = q.data && q.data.unit === choice.unit ? q.data : undefined;
  return (
    <>
      <HistoryScopeBar scope={scope} choice={choice} onChange={change} unitName={shown?.unitName} />
      {!ready ? (
        <div className="ch-empty">
          <Empty description={`请选择要查看的${RESEARCH_UNIT_NAMES[choice.unit]}`} />
        </div>
      ) : q.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : q.isError ? (
        <Failed error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <HistoryBody history={q.data} topic={topic} fetching={q.isFetching} />
      )}
    </>
  );
}

function HistoryBody({
  history: h,
  topic,
  fetching,
}: {
  history: ResearchHistory;
  topic: HistoryTopic;
  fetching: boolean;
}) {
  const metrics = HISTORY_TOPIC_METRICS[topic];
  const name = h.unit === "school" ? "全校" : h.unitName;
  const title = `${name} · ${HISTORY_TOPIC_NAMES[topic]}${h.by === "week" ? "（按周）" : "（按学期）"}`;
  if (!historyHasData(h.points))
    return (
      <div className="ch-empty">
        <Empty
          description={
            <>
              <div>
                {name}
                {h.by === "week" ? "在所选学期" : ""}还没有已分析的课堂。
              </div>
              <div>课堂分析完成后，这里会按{h.by === "week" ? "周" : "学期"}显示历史数据和全校常模。</div>
            </>
          }
        >
          <Link to="/class-ai-analysis/class-analysis-all">前往 AI课堂分析</Link>
        </Empty>
      </div>
    );
  // The school's own history is the norm: no second line, no "与全校持平" everywhere.
  const norm = h.unit !== "school";
  const summary = historySummary(h.points, metrics, norm);
  const types = topic === "teaching" ? typesByPeriodChart(h.points) : null;
  return (
    <div className="ch-stack" aria-busy={fetching} style={{ opacity: fetching ? 0.6 : 1 }}>
      <div className="ch-heading">
        <h1>{title}</h1>
        <span className="ca-muted">
          共 {h.points.length} 个{h.by === "week" ? "周" : "学期"}，
          {h.points.reduce((s, p) => s + p.measures.lessons, 0)} 节已分析课堂
          {norm ? "；全校常模为同期全校已分析课堂的匿名平均。" : "。"}
        </span>
      </div>
      {summary ? <Alert type="info" showIcon message={summary} /> : null}
      {metrics.map((m) => (
        <HistoryMetric key={m} points={h.points} metric={m} unitName={name} by={h.by} norm={norm} />
      ))}
      {types ? (
        <section className="ch-metric" aria-label="教学类型分布">
          <h2>教学类型分布</h2>
          <ChartFigure
            title={`${name}各${h.by === "week" ? "周" : "学期"}的教学类型（S-T 分析）`}
            option={types.option}
            table={types.table}
            empty={types.empty}
            height={280}
          />
        </section>
      ) : null}
    </div>
  );
}
