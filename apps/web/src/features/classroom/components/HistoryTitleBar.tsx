import { ArrowLeftOutlined } from "@ant-design/icons";
import { HISTORY_TOPIC_NAMES, HISTORY_TOPICS, type HistoryTopic, REPORT_UNITS, type ReportUnit } from "@otp/contract";
import { Link } from "react-router";

/**
 * The title bar of the history pages and the term report (the common header is hidden there):
 * back to the research dashboards, and one tab per topic plus the term report. The tabs carry
 * the chosen scope and term along, so switching topic keeps what is being looked at.
 */
export function HistoryTitleBar({
  active,
  search,
}: {
  active: HistoryTopic | "report" | null;
  search: URLSearchParams;
}) {
  const topicSearch = carry(search, ["unit", "unitId", "by", "termId"]);
  const unit = search.get("unit");
  const reportSearch = carry(
    search,
    REPORT_UNITS.includes(unit as ReportUnit) ? ["unit", "unitId", "termId"] : ["termId"],
  );
  return (
    <header className="ch-bar">
      <Link to="/ai-research/multi/college" className="ch-back">
        <ArrowLeftOutlined aria-hidden /> 返回
      </Link>
      <h1 className="ch-bar-title">AI教研 · 历史数据</h1>
      <nav className="ch-tabs" aria-label="历史数据">
        {HISTORY_TOPICS.map((t) => (
          <Link key={t} to={`/historical-data/${t}${topicSearch}`} aria-current={active === t ? "page" : undefined}>
            {HISTORY_TOPIC_NAMES[t]}
          </Link>
        ))}
        <Link to={`/historical-data/report${reportSearch}`} aria-current={active === "report" ? "page" : undefined}>
          学期报告
        </Link>
      </nav>
    </header>
  );
}

/** The given parameters of the address, as a query string ("" when none is set). */
function carry(search: URLSearchParams, keys: string[]) {
  const next = new URLSearchParams();
  for (const k of keys) {
    const v = search.get(k);
    if (v) next.set(k, v);
  }
  const s = next.toString();
  return s ? `?${s}` : "";
}
