import type { ResearchCourse, ResearchScope, Standout } from "@otp/contract";
import { Result, Space, Spin } from "antd";
import { Link, useParams, useSearchParams } from "react-router";
import { formatDateTime } from "../../../../components/format";
import { QueryState } from "../../../../components/QueryState";
import { ChartFigure } from "../../components/ChartFigure";
import { Failed } from "../../components/Failed";
import { ResearchLessonTable } from "../../components/ResearchLessonTable";
import { ResearchScopeBar } from "../../components/ResearchScopeBar";
import { NoAnalysedLessons } from "../../components/UnitEmpty";
import { UnitKpis } from "../../components/UnitKpis";
import { useResearchCourse, useResearchScope } from "../../researchApi";
import { courseTrendChart, lessonsRtChChart, typePieChart } from "../../researchCharts";
import "../../classroom.css";
import "../../classroom-research.css";

const positive = (v: string | null | undefined) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * /ai-research/course/{courseId}: one course over a term: its KPIs against the school's norm,
 * every measure's trend over its lessons, the teaching types, each lesson on the Rt–Ch chart,
 * the best and the worst lesson with why, and the lessons with links to their reports.
 */
export default function CourseResearchPage() {
  const courseId = positive(useParams().courseId);
  const [search, setSearch] = useSearchParams();
  const termId = positive(search.get("termId"));
  const scope = useResearchScope();
  const q = useResearchCourse({ courseId: courseId ?? 0, termId }, courseId !== undefined);
  if (courseId === undefined)
    return <Result status="404" title="课程不存在" extra={<Link to="/ai-research/course">返回课程列表</Link>} />;
  return (
    <div className="ca-research-page">
      <QueryState
        query={q}
        failed={
          <>
            <Failed error={q.error} onRetry={() => void q.refetch()} />
            <Link to="/ai-research/course" style={{ textAlign: "center" }}>
              返回课程列表
            </Link>
          </>
        }
        isEmpty={() => false}
      >
        {(course) => (
          <Spin spinning={q.isFetching} delay={300}>
            <CourseBody
              course={course}
              scope={scope.data}
              onTerm={(t) => setSearch(t ? { termId: String(t) } : {}, { replace: true })}
            />
          </Spin>
        )}
      </QueryState>
    </div>
  );
}

function CourseBody({
  course,
  scope,
  onTerm,
}: {
  course: ResearchCourse;
  scope: ResearchScope | undefined;
  onTerm(termId: number | undefined): void;
}) {
  const trend = courseTrendChart(course.lessons);
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <div className="ca-research-head">
        <div>
          <h1>课程研究 · {course.name}</h1>
          <p>
            {[course.orgName, course.teacherNames.length ? `教师：${course.teacherNames.join("、")}` : ""]
              .filter(Boolean)
              .join(" · ") || "—"}
          </p>
        </div>
        <Space wrap>
          <Link to={`/ai-research/course${course.termId ? `?termId=${course.termId}` : ""}`}>返回课程列表</Link>
          <Link to="/ai-research/compare/index">对比分析</Link>
        </Space>
      </div>
      {scope ? (
        <ResearchScopeBar scope={scope} termId={course.termId ?? undefined} org={false} allTerms onTerm={onTerm} />
      ) : null}
      {course.lessons.length === 0 ? (
        <NoAnalysedLessons what="所选学期这门课" />
      ) : (
        <>
          <UnitKpis
            measures={course.measures}
            school={course.school}
            note="与全校同一学期所有已分析课堂的平均值对比。"
          />
          <div className="ca-research-grid">
            <div className="ca-research-wide">
              <ChartFigure title="各节课的指标趋势" height={300} {...trend} />
            </div>
            <ChartFigure title="教学类型分布" {...typePieChart(course.measures.types)} />
            <ChartFigure
              title="各节课的 Rt–Ch 图"
              height={300}
              {...lessonsRtChChart(course.lessons, scope?.thresholds)}
            />
          </div>
          <section className="ca-research-section" aria-label="典型课堂">
            <h2>典型课堂</h2>
            {course.standouts.length ? (
              <div className="ca-standouts">
                {course.standouts.map((s) => (
                  <StandoutCard key={`${s.kind}-${s.lesson.id}`} standout={s} />
                ))}
              </div>
            ) : (
              <p className="ca-research-note">课堂少于两节或各节课表现相同，暂无可比较的典型课堂。</p>
            )}
          </section>
          <section className="ca-research-section" aria-label="课堂列表">
            <ResearchLessonTable
              title={`本学期已分析的课堂（${course.lessons.length} 节）`}
              lessons={[...course.lessons].reverse()}
              pagination={course.lessons.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
            />
          </section>
        </>
      )}
    </Space>
  );
}

function StandoutCard({ standout: s }: { standout: Standout }) {
  return (
    <article className={`ca-standout ca-standout-${s.kind}`}>
      <h3>{s.kind === "best" ? "表现最好的课堂" : "最需关注的课堂"}</h3>
      <Link to={`/class-ai-analysis/class-analysis?id=${s.lesson.id}`}>{s.lesson.title}</Link>
      <span className="ca-research-note">
        {s.lesson.teacherName} · {formatDateTime(s.lesson.lessonAt)}
      </span>
      <p>{s.reason}</p>
    </article>
  );
}
