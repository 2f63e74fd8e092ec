import { COMPARE_KIND_NAMES, RESEARCH_METRICS, type ResearchCompare } from "@otp/contract";
import { Skeleton, Space } from "antd";
import { Link, Navigate, useLocation, useSearchParams } from "react-router";
import {
  COMPARE_FOCUS_NAMES,
  COMPARE_FOCUSES,
  type CompareQuery,
  chooseRoute,
  compareProblem,
  compareRedirect,
  focusRoute,
  readCompareQuery,
} from "../../compareModel";
import { CompareCards, CompareDifferences, CompareMetricTable } from "../../components/CompareCards";
import { CompareFailed, ComparePrompt } from "../../components/CompareStates";
import { CompareCurves, CompareTeachingType, CompareWeeks } from "../../components/CompareViews";
import { useResearchCompare, useResearchScope } from "../../researchApi";
import "../../classroom.css";
import "../../classroom-compare.css";

/**
 * /ai-research/compare/two and /three: two or three lessons (or teachers, or classes) side by
 * side — cards, the differences in words, every metric against the school's norm, synchronised
 * curves (lessons) or weekly lines (teachers, classes), the S-T curves and one Rt–Ch chart.
 * The address carries the comparison (?kind=&ids=&termId=); a route with the wrong count of ids
 * goes to the one that fits.
 */
export default function ComparePage() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const query = readCompareQuery(search);
  const routeCount = pathname.endsWith("/three") ? 3 : 2;
  const redirect = compareRedirect(routeCount, query);
  const problem = compareProblem(query);
  const compare = useResearchCompare(
    { kind: query.kind ?? "lesson", ids: query.ids, termId: query.termId },
    !problem && !redirect,
  );
  if (redirect) return <Navigate to={redirect} replace />;
  const kindName = query.kind ? COMPARE_KIND_NAMES[query.kind] : "";
  return (
    <div className="ca-page ca-compare">
      <header className="ca-compare-head">
        <div>
          <h1 className="ca-title">
            {routeCount === 3 ? "三者对比" : "两者对比"}
            {kindName ? ` · ${kindName}` : ""}
          </h1>
          {query.kind && query.kind !== "lesson" ? <TermNote termId={query.termId} /> : null}
        </div>
        <nav aria-label="对比视图">
          <Space wrap>
            <Link to={chooseRoute(query)}>重新选择</Link>
            {problem || compare.isError
              ? null
              : COMPARE_FOCUSES.map((f) => (
                  <Link key={f} to={focusRoute(f, query)}>
                    {COMPARE_FOCUS_NAMES[f]}
                  </Link>
                ))}
          </Space>
        </nav>
      </header>
      {problem ? (
        <ComparePrompt problem={problem} query={query} />
      ) : compare.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : compare.isError || !compare.data ? (
        <CompareFailed error={compare.error} query={query} onRetry={() => void compare.refetch()} />
      ) : (
        <CompareBody data={compare.data} query={query} />
      )}
    </div>
  );
}

/** Teachers and classes are compared over a term (or every term): say which. */
function TermNote({ termId }: { termId: number | undefined }) {
  const scope = useResearchScope();
  const term = scope.data?.terms.find((t) => t.id === termId);
  return (
    <p className="ca-muted">
      {termId ? `学期：${term?.name ?? "…"}` : "全部学期"}（每位教师、每个班级在该时间内所有已分析课堂的平均值）
    </p>
  );
}

function CompareBody({ data, query }: { data: ResearchCompare; query: CompareQuery }) {
  const lessons = data.kind === "lesson";
  return (
    <>
      <CompareCards items={data.items} />
      <CompareDifferences sentences={data.differences} />
      <CompareMetricTable
        items={data.items}
        school={data.school}
        metrics={RESEARCH_METRICS.filter((m) => m !== "warningsPerLesson" || !lessons)}
        caption={lessons ? "指标对照（全校平均为同期所有已分析课堂的匿名平均）" : "指标对照（各项为所含课堂的平均）"}
      />
      {lessons ? (
        <CompareCurves items={data.items} />
      ) : (
        <CompareWeeks items={data.items} metrics={["headUpRate", "concentration", "attendanceRate", "lectureShare"]} />
      )}
      <CompareTeachingType items={data.items} thresholds={data.thresholds} />
      <p className="ca-muted">
        想从某一方面细看？
        {COMPARE_FOCUSES.map((f) => (
          <Link key={f} className="ca-compare-focus-link" to={focusRoute(f, query)}>
            {COMPARE_FOCUS_NAMES[f]}
          </Link>
        ))}
      </p>
    </>
  );
}
