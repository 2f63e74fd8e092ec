import { type ResearchMetric, type ResearchReport, type ResearchReportInput, TEACHING_TYPE_NAMES } from "@otp/contract";
import { Tag } from "antd";
import { Link } from "react-router";
import { formatDateTime } from "../../../components/format";
import { historyChart, type KpiRow, kpiRows, typeShareChart } from "../historyCharts";
import { ChartFigure } from "./ChartFigure";
import { toneClass } from "./HistoryMetric";
import { ReportLessons } from "./ReportLessons";

const UNIT_WORDS: Record<ResearchReportInput["unit"], string> = { teacher: "教师", class: "班级", college: "学院" };

/** The weekly trend charts: metrics of one chart share an axis. */
const TRENDS: Array<{ title: string; metrics: ResearchMetric[] }> = [
  { title: "抬头率与出勤率", metrics: ["headUpRate", "attendanceRate"] },
  { title: "专注度", metrics: ["concentration"] },
  { title: "讲授占比与学生语言占比", metrics: ["lectureShare", "studentShare"] },
  { title: "每节课预警数", metrics: ["warningsPerLesson"] },
];

/**
 * The term report of a teacher, a class or a college as it prints: the key measures against the
 * school and the previous term, the weekly trends, the teaching types, the lessons that stand out
 * and why, the paragraphs of text and every lesson. The PDF export draws the same on the server.
 */
export function ReportBody({ report: r }: { report: ResearchReport }) {
  const types = typeShareChart(r.measures, r.school, r.unitName);
  return (
    <article className="ch-report" aria-label="学期报告">
      <h1>
        {r.unitName} · {r.termName} AI课堂分析学期报告
      </h1>
      <p className="ch-report-meta">
        报告对象：{UNIT_WORDS[r.unit]} · 已分析课堂 {r.measures.lessons} 节 · 生成时间 {formatDateTime(r.madeAt)}
      </p>

      <section aria-labelledby="ch-r-kpi">
        <h2 id="ch-r-kpi">一、主要指标</h2>
        <KpiTable rows={kpiRows(r)} unitName={r.unitName} hasPrevious={r.previous !== null} />
      </section>

      <section aria-labelledby="ch-r-weeks">
        <h2 id="ch-r-weeks">二、周趋势</h2>
        <p className="ca-muted">实线为{r.unitName}，虚线为全校同周常模。</p>
        <div className="ca-charts">
          {TRENDS.map((t) => {
            const c = historyChart(r.weeks, t.metrics, r.unitName);
            return (
              <ChartFigure
                key={t.title}
                title={t.title}
                option={c.option}
                table={c.table}
                empty={c.empty}
                height={240}
              />
            );
          })}
        </div>
      </section>

      <section aria-labelledby="ch-r-types">
        <h2 id="ch-r-types">三、教学类型分布</h2>
        <ChartFigure
          title={`${r.unitName}与全校的教学类型占比（S-T 分析）`}
          option={types.option}
          table={types.table}
          empty={types.empty}
          height={240}
        />
      </section>

      <section aria-labelledby="ch-r-standouts">
        <h2 id="ch-r-standouts">四、典型课堂</h2>
        {r.standouts.length === 0 ? (
          <p className="ca-muted">本学期已分析的课堂不足两节或表现相近，没有突出的课堂。</p>
        ) : (
          <ul className="ch-standouts">
            {r.standouts.map((s) => (
              <li key={`${s.kind}-${s.lesson.id}`} className="ch-standout">
                <div className="ch-standout-head">
                  <Tag color={s.kind === "best" ? "green" : "volcano"}>
                    {s.kind === "best" ? "表现最好" : "最需关注"}
                  </Tag>
                  <Link to={`/class-ai-analysis/class-analysis?id=${s.lesson.id}`}>{s.lesson.title}</Link>
                  <span className="ca-muted">
                    {s.lesson.teacherName} · {formatDateTime(s.lesson.lessonAt)}
                    {s.lesson.teachingType ? ` · ${TEACHING_TYPE_NAMES[s.lesson.teachingType]}` : ""}
                  </span>
                </div>
                <div>{s.reason}</div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="ch-r-text" className="ch-paragraphs">
        <h2 id="ch-r-text">五、小结</h2>
        {r.paragraphs.length === 0 ? <p className="ca-muted">暂无小结。</p> : null}
        {r.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </section>

      <section aria-labelledby="ch-r-lessons">
        <h2 id="ch-r-lessons">六、课堂明细（{r.lessons.length} 节）</h2>
        <ReportLessons lessons={r.lessons} />
      </section>

      <p className="ch-report-note">
        说明：各项指标为已分析课堂的平均值，全校常模为同学期全校已分析课堂的匿名平均；人数为检测到的人数，不识别个人身份；“—”表示没有该项数据（如课堂无名单或无音频）。
      </p>
    </article>
  );
}

function KpiTable({ rows, unitName, hasPrevious }: { rows: KpiRow[]; unitName: string; hasPrevious: boolean }) {
  return (
    <table className="ch-table">
      <caption className="ca-sr-only">主要指标与全校、上学期对比</caption>
      <thead>
        <tr>
          <th scope="col">指标</th>
          <th scope="col">{unitName}</th>
          <th scope="col">全校常模</th>
          <th scope="col">与全校比</th>
          <th scope="col">上学期</th>
          <th scope="col">较上学期</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((k) => (
          <tr key={k.metric}>
            <th scope="row">{k.name}</th>
            <td>{k.value}</td>
            <td>{k.school}</td>
            <td className={toneClass(k.vsSchoolTone)}>{k.vsSchool ?? "—"}</td>
            <td>{k.previous}</td>
            <td className={toneClass(k.vsPreviousTone)}>{k.vsPrevious ?? (hasPrevious ? "—" : "上学期无数据")}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
