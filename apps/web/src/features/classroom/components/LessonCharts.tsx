import type { AnalysisDetail, AnalysisWarning } from "@otp/contract";
import { List, Statistic, Tag } from "antd";
import { clock, pct } from "../classroomFormat";
import {
  attendanceChart,
  attentionChart,
  barChart,
  behaviourChart,
  headline,
  heatChart,
  rtChChart,
  stCurveChart,
  talkChart,
} from "../lessonCharts";
import { ChartFigure } from "./ChartFigure";

/** The key figures of a lesson as statistics cards. */
export function Headline({ detail }: { detail: AnalysisDetail }) {
  const m = detail.measures;
  return (
    <div className="ca-headline">
      {headline(detail).map((h) => (
        <div key={h.label} className="ca-headline-item">
          <Statistic title={h.label} value={h.value} />
        </div>
      ))}
      {m ? (
        <p className="ca-muted ca-headline-note">
          人数为“检测到的人数”（多数学生抬头时的抽帧人数，取各帧人数的第90百分位），不识别身份
          {m.attendance.expected !== null ? `；应到 ${m.attendance.expected} 人` : "；这节课没有班级名单，不计出勤率"}。
        </p>
      ) : null}
    </div>
  );
}

interface ChartsProps {
  detail: AnalysisDetail;
  onSeek?(t: number): void;
  dark?: boolean;
}

/** Every chart of a lesson's report (the lesson page, the dashboard and the printable report). */
export function LessonCharts({ detail, onSeek, dark }: ChartsProps) {
  const m = detail.measures;
  if (!m) return null;
  const behaviours = behaviourChart(m);
  const onBehaviour = onSeek
    ? {
        click: (p: { data: unknown }) => {
          const d = p.data as { coord?: [number, number] } | [number, number];
          const t = Array.isArray(d) ? d[0] : d.coord?.[0];
          if (typeof t === "number") onSeek(t);
        },
      }
    : undefined;
  // Without a single S-T code there is no point to place on the Rt–Ch chart.
  const st = m.st?.n ? m.st : null;
  const rtCh = rtChChart(st ? [{ name: detail.title, rt: st.rt, ch: st.ch }] : [], detail.settings.st);
  return (
    <div className="ca-charts">
      <ChartFigure dark={dark} title="抬头率与专注度" {...attentionChart(m)} />
      <ChartFigure dark={dark} title="检测人数" {...attendanceChart(m)} />
      <ChartFigure
        dark={dark}
        title="课堂行为（点击高峰跳转录像）"
        {...behaviours}
        onEvents={onBehaviour}
        extra={
          <span className="ca-muted">
            举手、起立每{Math.max(detail.settings.bodyEverySec, detail.settings.studentEverySec)}秒检测一次
          </span>
        }
      />
      <ChartFigure
        dark={dark}
        title="师生语言占比"
        {...talkChart(m)}
        extra={m.audio.hasAudio ? <span className="ca-muted">讲授占比 {pct(m.audio.lectureShare, 1)}</span> : null}
      />
      <ChartFigure dark={dark} title="S-T 曲线" {...stCurveChart(m)} />
      <ChartFigure
        dark={dark}
        title="Rt-Ch 教学模式图"
        {...rtCh}
        extra={
          st ? (
            <span className="ca-muted">
              Rt {st.rt.toFixed(2)} · Ch {st.ch.toFixed(2)} · N {st.n}
            </span>
          ) : null
        }
      />
      {m.teacher && m.teacher.samples === 0 ? (
        // A one-camera recording is sampled as the teacher camera too; it usually shows the students only.
        <p className="ca-muted">教师画面中没有找到教师，未做教师轨迹分析（单机位录像通常只拍到学生）。</p>
      ) : m.teacher ? (
        <>
          <ChartFigure dark={dark} title="教师位置热力图" {...heatChart(m.teacher)} />
          <ChartFigure
            dark={dark}
            title="教师区域停留占比"
            {...barChart(
              m.teacher.zones.map((z) => ({ name: z.name, value: z.share })),
              "停留占比",
              true,
            )}
            extra={<span className="ca-muted">离开讲台巡视 {m.teacher.patrols} 次</span>}
          />
        </>
      ) : (
        <p className="ca-muted">这节课没有教师画面，未做教师轨迹分析。</p>
      )}
      {m.audio.hasAudio ? <p className="ca-muted ca-method">师生语言区分方法：{m.audio.method}</p> : null}
    </div>
  );
}

/** The lesson's warnings; a warning tied to a moment seeks the video there. */
export function WarningList({ warnings, onSeek }: { warnings: AnalysisWarning[]; onSeek?(t: number): void }) {
  return (
    <List
      size="small"
      header={<strong>课堂预警（{warnings.length}）</strong>}
      locale={{ emptyText: "这节课没有触发预警" }}
      dataSource={warnings}
      renderItem={(w) => (
        <List.Item
          actions={
            w.at !== null && onSeek
              ? [
                  <button key="go" type="button" className="ca-link" onClick={() => onSeek(w.at ?? 0)}>
                    跳到 {clock(w.at)}
                  </button>,
                ]
              : undefined
          }
        >
          <Tag color="red">{w.ruleName}</Tag>
          {w.message}
        </List.Item>
      )}
    />
  );
}
