import type { AnalysisDetail } from "@otp/contract";
import { useSearchParams } from "react-router";
import { formatDateTime } from "../../../components/format";
import { QueryState } from "../../../components/QueryState";
import { useAnalysisDetail } from "../api";
import { duration, idParam } from "../classroomFormat";
import { Failed } from "../components/Failed";
import { JobProgress } from "../components/JobStatus";
import { LessonCharts } from "../components/LessonCharts";
import { headline } from "../lessonCharts";
import "../classroom.css";
import "../classroom-screens.css";

/** /ai-analyse?id=N: one lesson's summary as a full-screen dark dashboard (no common header). */
export default function DashboardPage() {
  const [search] = useSearchParams();
  const id = idParam(search);
  const q = useAnalysisDetail(id);
  return (
    <div className="ca-screen">
      {id ? (
        <QueryState query={q} failed={<Failed error={q.error} />}>
          {(d) => <Screen detail={d} />}
        </QueryState>
      ) : (
        <Failed error={new Error("缺少课堂分析编号")} />
      )}
    </div>
  );
}

function Screen({ detail: d }: { detail: AnalysisDetail }) {
  return (
    <>
      <header className="ca-screen-head">
        <h1>{d.title} · AI课堂分析</h1>
        <p>
          {d.teacherName} · {d.courseName || "未关联课程"} · {formatDateTime(d.lessonAt)} · 时长 {duration(d.duration)}
        </p>
      </header>
      {d.measures ? (
        <>
          <div className="ca-screen-kpis">
            {headline(d).map((h) => (
              <div key={h.label} className="ca-screen-kpi">
                <div className="ca-screen-kpi-value">{h.value}</div>
                <div className="ca-screen-kpi-label">{h.label}</div>
              </div>
            ))}
            <div className="ca-screen-kpi">
              <div className="ca-screen-kpi-value">{d.warnings.length}</div>
              <div className="ca-screen-kpi-label">课堂预警</div>
            </div>
          </div>
          <LessonCharts detail={d} dark />
        </>
      ) : (
        <div className="ca-screen-wait">
          <JobProgress row={d} />
        </div>
      )}
    </>
  );
}
