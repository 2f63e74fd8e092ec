import type { AnalysisDetail } from "@otp/contract";
import { Button, Space } from "antd";
import { useSearchParams } from "react-router";
import { triggerDownload } from "../../../components/download";
import { formatDateTime } from "../../../components/format";
import { QueryState } from "../../../components/QueryState";
import { reportPdfUrl, useAnalysisDetail } from "../api";
import { duration, idParam, pct } from "../classroomFormat";
import { Failed } from "../components/Failed";
import { JobProgress } from "../components/JobStatus";
import { Headline, LessonCharts, WarningList } from "../components/LessonCharts";
import "../classroom.css";
import "../classroom-screens.css";

/** /ai-analyse1?id=N: one lesson's report laid out for print (no header), with the PDF export. */
export default function ReportPage() {
  const [search] = useSearchParams();
  const id = idParam(search);
  const q = useAnalysisDetail(id);
  return (
    <div className="ca-report">
      {id ? (
        <QueryState query={q} failed={<Failed error={q.error} />}>
          {(d) => <Report detail={d} />}
        </QueryState>
      ) : (
        <Failed error={new Error("缺少课堂分析编号")} />
      )}
    </div>
  );
}

function Report({ detail: d }: { detail: AnalysisDetail }) {
  const m = d.measures;
  const fias = d.fias;
  return (
    <article>
      <Space className="ca-no-print ca-report-tools">
        <Button type="primary" onClick={() => triggerDownload(reportPdfUrl(d.id), `${d.title}-课堂分析报告.pdf`)}>
          导出PDF
        </Button>
        <Button onClick={() => window.print()}>打印</Button>
      </Space>
      <h1>{d.title} 课堂分析报告</h1>
      <p className="ca-muted">
        授课教师：{d.teacherName} · 课程：{d.courseName || "—"} · 班级：{d.classNames.join("、") || "—"} · 上课时间：
        {formatDateTime(d.lessonAt)} · 时长：{duration(d.duration)}
        {d.finishedAt ? ` · 分析完成：${formatDateTime(d.finishedAt)}` : ""}
      </p>
      {m ? (
        <>
          <Headline detail={d} />
          <LessonCharts detail={d} />
          <section className="ca-report-section">
            <h2>
              FIAS 比率{fias.savedAt ? `（${fias.coderName ?? ""}编码）` : fias.prefilled ? "（按语音预填）" : ""}
            </h2>
            <table className="ca-ratios">
              <thead>
                <tr>
                  <th scope="col">指标</th>
                  <th scope="col">本课</th>
                  <th scope="col">常模</th>
                </tr>
              </thead>
              <tbody>
                {fias.ratios.map((r) => (
                  <tr key={r.key}>
                    <th scope="row">{r.name}</th>
                    <td>{/I\/D/i.test(r.name) ? r.value.toFixed(2) : pct(r.value, 1)}</td>
                    <td>{r.norm === null ? "—" : /I\/D/i.test(r.name) ? r.norm.toFixed(2) : pct(r.norm, 1)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section className="ca-report-section">
            <WarningList warnings={d.warnings} />
          </section>
          <p className="ca-muted">
            说明：人数为检测到的人数，不识别个人身份；所有指标由平台的视觉与语音模型从录像计算。
          </p>
        </>
      ) : (
        <JobProgress row={d} />
      )}
    </article>
  );
}
