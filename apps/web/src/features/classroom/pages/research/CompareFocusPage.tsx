import { type CompareKind, RESEARCH_METRIC_INFO } from "@otp/contract";
import { Button, Result, Skeleton, Tabs } from "antd";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import {
  COMPARE_FOCUS_NAMES,
  COMPARE_FOCUSES,
  type CompareFocus,
  chooseRoute,
  compareProblem,
  compareRoute,
  FOCUS_METRICS,
  focusDifferences,
  focusRoute,
  readCompareQuery,
} from "../../compareModel";
import { CompareCards, CompareDifferences, CompareMetricTable } from "../../components/CompareCards";
import { CompareFailed, ComparePrompt } from "../../components/CompareStates";
import { CompareFocusCharts } from "../../components/CompareViews";
import { useResearchCompare } from "../../researchApi";
import "../../classroom.css";
import "../../classroom-compare.css";

const isFocus = (v: string | undefined): v is CompareFocus => (COMPARE_FOCUSES as readonly string[]).includes(v ?? "");

const COUNT_WORDS: Record<CompareKind, string> = { lesson: "节课堂", teacher: "位教师", class: "个班级" };

const FOCUS_NOTES: Record<CompareFocus, string> = {
  teaching: "教学类型、Rt/Ch、S-T 曲线、师生语言占比与讲授时间",
  activity: "举手、起立、低头人数与学生语言占比",
  concentration: "抬头率与专注度的曲线和均值",
};

/**
 * /compare-analysis/teaching | activity | concentration (full screen, no common header): the
 * same comparison as /ai-research/compare/… (same ?kind=&ids=&termId=) looked at from one side.
 * Tabs switch the side and keep the comparison.
 */
export default function CompareFocusPage() {
  const { focus: raw } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const query = readCompareQuery(search);
  const focus = isFocus(raw) ? raw : null;
  const problem = compareProblem(query);
  const compare = useResearchCompare(
    { kind: query.kind ?? "lesson", ids: query.ids, termId: query.termId },
    !problem && focus !== null,
  );
  if (!focus)
    return (
      <div className="ca-compare-screen">
        <Result
          status="404"
          title="没有这个对比维度"
          subTitle="可选：教学分析、学生活动、专注度分析"
          extra={
            <Button
              type="primary"
              onClick={() => navigate(problem ? chooseRoute(query) : focusRoute("teaching", query))}
            >
              {problem ? "去选择对比对象" : "查看教学分析"}
            </Button>
          }
        />
      </div>
    );
  return (
    <div className="ca-compare-screen">
      <header className="ca-compare-bar">
        <div className="ca-compare-bar-title">
          <h1>
            对比分析 · {COMPARE_FOCUS_NAMES[focus]}
            {query.kind && !problem ? <small>{`${query.ids.length} ${COUNT_WORDS[query.kind]}`}</small> : null}
          </h1>
          <nav aria-label="返回">
            {problem ? null : <Link to={compareRoute(query)}>返回完整对比</Link>}
            <Link to={chooseRoute(query)}>重新选择</Link>
            <Link to="/ai-research/multi/college">AI教研首页</Link>
          </nav>
        </div>
        <Tabs
          activeKey={focus}
          onChange={(key) => navigate(focusRoute(key as CompareFocus, query))}
          items={COMPARE_FOCUSES.map((f) => ({ key: f, label: COMPARE_FOCUS_NAMES[f] }))}
        />
      </header>
      <main className="ca-page ca-compare">
        {problem ? null : <p className="ca-muted">本页看：{FOCUS_NOTES[focus]}。</p>}
        {problem ? (
          <ComparePrompt problem={problem} query={query} />
        ) : compare.isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : compare.isError || !compare.data ? (
          <CompareFailed error={compare.error} query={query} onRetry={() => void compare.refetch()} />
        ) : (
          <>
            <CompareCards items={compare.data.items} compact />
            <CompareDifferences
              title={`${COMPARE_FOCUS_NAMES[focus]}·差异说明`}
              sentences={focusDifferences(compare.data.differences, focus)}
              none={`在${FOCUS_METRICS[focus].map((m) => RESEARCH_METRIC_INFO[m].name).join("、")}上，各对象差异均不明显。`}
            />
            <CompareMetricTable
              items={compare.data.items}
              school={compare.data.school}
              metrics={FOCUS_METRICS[focus]}
            />
            <CompareFocusCharts data={compare.data} focus={focus} />
          </>
        )}
      </main>
    </div>
  );
}
