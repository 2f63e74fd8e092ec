import {
  MULTI_LEVELS,
  type MultiLevel,
  RESEARCH_UNIT_NAMES,
  type ResearchScope,
  type ResearchUnitRow,
  type ResearchUnits,
} from "@otp/contract";
import { Alert, Breadcrumb, Result, Space, Spin, Tabs } from "antd";
import { useEffect, useRef } from "react";
import { Link, useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { QueryState } from "../../../../components/QueryState";
import { Failed } from "../../components/Failed";
import { ResearchScopeBar } from "../../components/ResearchScopeBar";
import { UnitCharts } from "../../components/UnitCharts";
import { NoAnalysedLessons, NoUnits } from "../../components/UnitEmpty";
import { UnitKpis } from "../../components/UnitKpis";
import { UnitLessons } from "../../components/UnitLessons";
import { UnitTable } from "../../components/UnitTable";
import { useResearchScope, useResearchUnits } from "../../researchApi";
import "../../classroom.css";
import "../../classroom-research.css";

const isLevel = (v: string): v is MultiLevel => (MULTI_LEVELS as readonly string[]).includes(v);

/** A positive id of the query, else undefined. */
function idOf(search: URLSearchParams, name: string): number | undefined {
  const v = Number(search.get(name));
  return Number.isInteger(v) && v > 0 ? v : undefined;
}

/**
 * /ai-research/multi/(college|department|course|teacher) and the back-office screen
 * /admin/supervisor/ai-research (no :level there: the level is ?level=, college by default).
 * Ranks and charts the units of a level for a term and an organization, each unit's AI measures
 * beside its supervision mean score; drills college → department → course → teacher → lessons.
 */
export default function MultiUnitPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const admin = params.level === undefined;
  const level = params.level ?? search.get("level") ?? "college";
  const scope = useResearchScope();
  if (!isLevel(level))
    return (
      <Result
        status="404"
        title="没有这个分析层级"
        subTitle="多单位分析只有学院、教研室、课程和教师四个层级。"
        extra={<Link to="/ai-research/multi/college">按学院分析</Link>}
      />
    );
  return (
    <QueryState query={scope} failed={<Failed error={scope.error} onRetry={() => void scope.refetch()} />}>
      {(s) => <MultiUnitView scope={s} level={s.view === "self" ? "teacher" : level} admin={admin} />}
    </QueryState>
  );
}

interface Place {
  level: MultiLevel;
  orgId?: number;
  courseId?: number;
  teacherId?: number;
}

function MultiUnitView({ scope, level, admin }: { scope: ResearchScope; level: MultiLevel; admin: boolean }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const lessonsRef = useRef<HTMLElement>(null);
  // A click on a teacher scrolls to their lessons once the list is there.
  const scrollToLessons = useRef(false);
  const self = scope.view === "self";
  // ?termId=all: every term; no termId: the term the scope opens on.
  const termParam = search.get("termId");
  const termId = termParam === "all" ? undefined : (idOf(search, "termId") ?? scope.defaultTermId ?? undefined);
  const orgId = self ? undefined : idOf(search, "orgId");
  const courseId = self || level !== "teacher" ? undefined : idOf(search, "courseId");
  const q = useResearchUnits({ level, termId, orgId, courseId });
  // A teacher's own view opens on their lessons (their row is the only one).
  const teacherId =
    level === "teacher" ? (idOf(search, "teacherId") ?? (self ? q.data?.rows[0]?.id : undefined)) : undefined;
  useEffect(() => {
    if (!teacherId || !scrollToLessons.current) return;
    scrollToLessons.current = false;
    lessonsRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [teacherId]);

  const go = (to: Place, term: string | null = termParam) => {
    const sp = new URLSearchParams();
    if (admin) sp.set("level", to.level);
    if (term) sp.set("termId", term);
    if (to.orgId) sp.set("orgId", String(to.orgId));
    if (to.courseId) sp.set("courseId", String(to.courseId));
    if (to.teacherId) sp.set("teacherId", String(to.teacherId));
    const query = sp.toString();
    navigate(`${admin ? pathname : `/ai-research/multi/${to.level}`}${query ? `?${query}` : ""}`);
  };
  // By the row's own level: rows kept from the previous level while the next one loads drill as what they are.
  const drill = (row: ResearchUnitRow) => {
    if (row.unit === "college") go({ level: "department", orgId: row.id });
    else if (row.unit === "department") go({ level: "course", orgId: row.id });
    else if (row.unit === "course") go({ level: "teacher", orgId, courseId: row.id });
    else {
      scrollToLessons.current = true;
      go({ level: "teacher", orgId, courseId, teacherId: row.id });
    }
  };

  const noData = scope.terms.every((t) => t.lessons === 0);
  return (
    <div className="ca-research-page">
      <div className="ca-research-head">
        <div>
          <h1>AI教研 · 按{RESEARCH_UNIT_NAMES[level]}分析</h1>
          <p>出勤、抬头、专注、教学类型（S-T）、师生语言与课堂预警，与督导评价平均分并列。</p>
        </div>
        <Space wrap>
          <Link to={`/ai-research/course${termId ? `?termId=${termId}` : ""}`}>课程研究</Link>
          <Link to="/ai-research/compare/index">对比分析</Link>
          <Link to="/historical-data/attendance">历史数据</Link>
        </Space>
      </div>
      {self ? null : (
        <Tabs
          className="ca-research-levels"
          activeKey={level}
          items={MULTI_LEVELS.map((l) => ({ key: l, label: RESEARCH_UNIT_NAMES[l] }))}
          onChange={(l) => go({ level: l as MultiLevel, orgId, courseId: l === "teacher" ? courseId : undefined })}
        />
      )}
      <ResearchScopeBar
        scope={scope}
        termId={termId}
        orgId={orgId}
        allTerms
        onTerm={(t) => go({ level, orgId, courseId, teacherId }, t ? String(t) : "all")}
        onOrg={(o) => go({ level, orgId: o })}
      />
      {self ? (
        <Alert
          type="info"
          showIcon
          message="这里只显示您本人的课堂。「全校」数值是全校所有已分析课堂的匿名平均值，不含任何其他教师的个人数据。"
        />
      ) : null}
      {noData ? (
        <NoAnalysedLessons what={self ? "您" : scope.view === "org" ? "本机构" : "学校"} />
      ) : (
        <QueryState
          query={q}
          failed={<Failed error={q.error} onRetry={() => void q.refetch()} />}
          isEmpty={() => false}
        >
          {(data) => (
            <Spin spinning={q.isFetching} delay={300}>
              <UnitsBody
                data={data}
                scope={scope}
                onDrill={drill}
                go={go}
                here={{ level, orgId, courseId }}
                selectedId={teacherId}
                termText={termId ? "所选学期" : "所选范围"}
              />
            </Spin>
          )}
        </QueryState>
      )}
      {teacherId && !noData ? (
        <section ref={lessonsRef} className="ca-research-section" aria-label="教师的课堂">
          <UnitLessons
            teacherId={teacherId}
            teacherName={q.data?.rows.find((r) => r.id === teacherId)?.name ?? "所选教师"}
            termId={termId}
            orgId={orgId}
            courseId={courseId}
            onClose={self ? undefined : () => go({ level, orgId, courseId })}
          />
        </section>
      ) : null}
    </div>
  );
}

/** Where each step of the drill-down path leads: a college to its departments, a department to its courses, a course to its teachers. */
function crumbPlaces(path: ResearchUnits["path"]): Array<{ key: string; name: string; to: Place }> {
  let org: number | undefined;
  return path.map((p) => {
    const to: Place =
      p.level === "college" || p.level === "department"
        ? { level: p.level === "college" ? "department" : "course", orgId: p.id }
        : { level: "teacher", orgId: org, courseId: p.id };
    if (p.level !== "course") org = p.id;
    return { key: `${p.level}-${p.id}`, name: p.name, to };
  });
}

/** The breadcrumb, KPIs, charts and table of one answer. */
function UnitsBody({
  data,
  scope,
  onDrill,
  go,
  here,
  selectedId,
  termText,
}: {
  data: ResearchUnits;
  scope: ResearchScope;
  onDrill(row: ResearchUnitRow): void;
  go(to: Place): void;
  /** The place shown (the other levels of the same scope are offered when this one is empty). */
  here: Place;
  selectedId?: number;
  termText: string;
}) {
  const self = scope.view === "self";
  const rootName = scope.view === "all" ? "全校" : self ? "我的课堂" : "本机构";
  const crumb = (name: string, to: Place) => (
    <button type="button" className="ca-link" onClick={() => go(to)}>
      {name}
    </button>
  );
  const crumbs = [
    { key: "root", title: crumb(rootName, { level: self ? "teacher" : "college" }) },
    ...(self ? [] : crumbPlaces(data.path).map((c) => ({ key: c.key, title: crumb(c.name, c.to) }))),
    { key: "level", title: RESEARCH_UNIT_NAMES[data.level] },
  ];
  if (data.school.lessons === 0) return <NoAnalysedLessons what={termText} />;
  // The whole school (no organization chosen, nothing drilled into): its own norm, exactly.
  const whole = scope.view === "all" && data.path.length === 0 && data.scopeName === "全校";
  const measures = data.measures;
  const note = whole
    ? "全校所有已分析课堂的平均值；选择机构或点击下钻后与全校对比。"
    : self
      ? "「全校」为全校所有已分析课堂的匿名平均值。"
      : `「${data.scopeName}」所有已分析课堂的平均值，与全校对比。`;
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <div className="ca-research-crumbs">
        <Breadcrumb items={crumbs} />
        <span className="ca-research-note">范围：{data.scopeName}</span>
      </div>
      {data.rows.length === 0 ? (
        <NoUnits
          scopeName={data.scopeName}
          unitName={RESEARCH_UNIT_NAMES[data.level]}
          others={MULTI_LEVELS.filter((l) => l !== data.level && !self).map((l) => ({
            label: `按${RESEARCH_UNIT_NAMES[l]}查看`,
            onClick: () => go({ level: l, orgId: here.orgId, courseId: l === "teacher" ? here.courseId : undefined }),
          }))}
        />
      ) : (
        <>
          <UnitKpis measures={measures} school={data.school} note={note} vsSchool={!whole} />
          <UnitCharts data={data} onDrill={onDrill} />
          <section className="ca-research-section" aria-label="各单位指标">
            <h2>
              各{RESEARCH_UNIT_NAMES[data.level]}指标与督导评价
              <span className="ca-research-note" style={{ marginLeft: 8 }}>
                点击名称{data.level === "teacher" ? "查看该教师的课堂" : "下钻到下一级"}
              </span>
            </h2>
            <UnitTable level={data.level} rows={data.rows} selectedId={selectedId} onDrill={onDrill} />
          </section>
        </>
      )}
    </Space>
  );
}
