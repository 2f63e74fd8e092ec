import { ProTable } from "@ant-design/pro-components";
import {
  dominantType,
  formatMetric,
  type ResearchCourseRow,
  type ResearchCoursesInput,
  type ResearchMetric,
  type ResearchScope,
  TEACHING_TYPE_NAMES,
} from "@otp/contract";
import { Input, Space } from "antd";
import { Link, useSearchParams } from "react-router";
import { tableRequest } from "../../../../api/table";
import { formatDateTime } from "../../../../components/format";
import { QueryState } from "../../../../components/QueryState";
import { Failed } from "../../components/Failed";
import { ResearchScopeBar } from "../../components/ResearchScopeBar";
import { NoAnalysedLessons } from "../../components/UnitEmpty";
import { listResearchCourses, useResearchScope } from "../../researchApi";
import "../../classroom.css";
import "../../classroom-research.css";

function idOf(search: URLSearchParams, name: string): number | undefined {
  const v = Number(search.get(name));
  return Number.isInteger(v) && v > 0 ? v : undefined;
}

const metricCell = (metric: ResearchMetric, title: string, width = 90) => ({
  title,
  key: metric,
  width,
  align: "right" as const,
  render: (_: unknown, r: ResearchCourseRow) => formatMetric(metric, r.measures[metric]),
});

/** /ai-research/course: the courses with analysed lessons in the caller's scope, filterable. */
export default function CourseListPage() {
  const scope = useResearchScope();
  return (
    <QueryState query={scope} failed={<Failed error={scope.error} onRetry={() => void scope.refetch()} />}>
      {(s) => <CourseList scope={s} />}
    </QueryState>
  );
}

function CourseList({ scope }: { scope: ResearchScope }) {
  const [search, setSearch] = useSearchParams();
  const termParam = search.get("termId");
  const termId = termParam === "all" ? undefined : (idOf(search, "termId") ?? scope.defaultTermId ?? undefined);
  const orgId = scope.view === "self" ? undefined : idOf(search, "orgId");
  const keyword = search.get("keyword") ?? undefined;
  const set = (name: string, value: string | undefined) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const params: Partial<ResearchCoursesInput> = { termId, orgId, keyword };
  const noData = scope.terms.every((t) => t.lessons === 0);
  return (
    <div className="ca-research-page">
      <div className="ca-research-head">
        <div>
          <h1>AI教研 · 课程研究</h1>
          <p>有已分析课堂的课程：点击课程查看各节课的指标趋势、教学类型分布和典型课堂。</p>
        </div>
        <Space wrap>
          <Link to={`/ai-research/multi/college${termParam ? `?termId=${termParam}` : ""}`}>多单位分析</Link>
          <Link to="/ai-research/compare/index">对比分析</Link>
          <Link to="/historical-data/attendance">历史数据</Link>
        </Space>
      </div>
      <Space wrap align="start">
        <ResearchScopeBar
          scope={scope}
          termId={termId}
          orgId={orgId}
          allTerms
          onTerm={(t) => set("termId", t ? String(t) : "all")}
          onOrg={(o) => set("orgId", o ? String(o) : undefined)}
        />
        <Input.Search
          allowClear
          aria-label="搜索课程"
          placeholder="搜索课程名称"
          style={{ width: 220 }}
          defaultValue={keyword}
          onSearch={(v) => set("keyword", v.trim() || undefined)}
        />
      </Space>
      {noData ? (
        <NoAnalysedLessons what={scope.view === "self" ? "您" : scope.view === "org" ? "本机构" : "学校"} />
      ) : (
        <ProTable<ResearchCourseRow>
          rowKey="courseId"
          search={false}
          options={{ reload: true, density: false, setting: false }}
          headerTitle="课程列表"
          params={params}
          request={tableRequest(listResearchCourses)}
          scroll={{ x: "max-content" }}
          locale={{ emptyText: "所选学期和范围内没有已分析课堂的课程" }}
          columns={[
            {
              title: "课程",
              dataIndex: "name",
              fixed: "left",
              render: (_, r) => (
                <Link to={`/ai-research/course/${r.courseId}${termId ? `?termId=${termId}` : ""}`}>{r.name}</Link>
              ),
            },
            { title: "所属", dataIndex: "orgName", render: (_, r) => r.orgName || "—" },
            { title: "教师", dataIndex: "teacherNames", render: (_, r) => r.teacherNames.join("、") || "—" },
            { title: "课堂数", key: "lessons", align: "right", render: (_, r) => r.measures.lessons },
            metricCell("attendanceRate", "出勤率"),
            metricCell("headUpRate", "抬头率"),
            metricCell("concentration", "专注度"),
            metricCell("lectureShare", "讲授占比"),
            metricCell("studentShare", "学生语言占比", 120),
            {
              title: "主要教学类型",
              key: "type",
              render: (_, r) => {
                const t = dominantType(r.measures.types);
                return t ? TEACHING_TYPE_NAMES[t] : "—";
              },
            },
            { title: "预警", key: "warnings", align: "right", render: (_, r) => r.measures.warnings },
            {
              title: "最近上课",
              dataIndex: "lastLessonAt",
              render: (_, r) => formatDateTime(r.lastLessonAt) || "—",
            },
          ]}
        />
      )}
    </div>
  );
}
