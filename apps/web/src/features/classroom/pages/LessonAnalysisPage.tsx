import type { AnalysisDetail } from "@otp/contract";
import { Alert, Breadcrumb, Button, Card, Space } from "antd";
import { useCallback, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { formatDateTime } from "../../../components/format";
import { QueryState } from "../../../components/QueryState";
import { isActive, useAnalysisDetail } from "../api";
import { duration, idParam } from "../classroomFormat";
import { EventTimeline, timelineMarks } from "../components/EventTimeline";
import { Failed } from "../components/Failed";
import { FiasPanel } from "../components/FiasPanel";
import { JobButtons, JobProgress } from "../components/JobStatus";
import { Headline, LessonCharts, WarningList } from "../components/LessonCharts";
import { LessonVideo, seekVideo } from "../components/LessonVideo";
import "../classroom.css";

/** /class-ai-analysis/class-analysis?id=N: one lesson's analysis with its recording. */
export default function LessonAnalysisPage() {
  const [search] = useSearchParams();
  const id = idParam(search);
  const q = useAnalysisDetail(id);
  if (!id) return <Failed error={new Error("缺少课堂分析编号")} />;
  return (
    <div className="ca-page">
      <Breadcrumb
        items={[
          { title: <Link to="/class-ai-analysis/class-analysis-all">AI课堂分析</Link> },
          { title: q.data?.title ?? "课堂分析" },
        ]}
      />
      <QueryState query={q} failed={<Failed error={q.error} onRetry={() => void q.refetch()} />}>
        {(d) => <LessonView detail={d} />}
      </QueryState>
    </div>
  );
}

function LessonView({ detail: d }: { detail: AnalysisDetail }) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const onSeek = useCallback((t: number) => {
    seekVideo(videoRef.current, t);
    videoRef.current?.scrollIntoView?.({ block: "nearest", behavior: "smooth" });
  }, []);
  const m = d.measures;
  return (
    <>
      <header className="ca-head">
        <div>
          <h1>{d.title}</h1>
          <p className="ca-muted">
            {d.teacherName} · {d.courseName || "未关联课程"} · {d.classNames.join("、") || "无班级名单"} ·{" "}
            {formatDateTime(d.lessonAt)} · 时长 {duration(d.duration)}
          </p>
        </div>
        <Space wrap>
          <JobProgress row={d} />
          {d.canRun ? <JobButtons row={d} /> : null}
          {d.status === "done" ? (
            <>
              <Link to={`/class-ai-analysis/class-analysis-collage?id=${d.id}`}>
                <Button>抽帧核对</Button>
              </Link>
              <Link to={`/ai-analyse?id=${d.id}`} target="_blank">
                <Button>大屏报告</Button>
              </Link>
              <Link to={`/ai-analyse1?id=${d.id}`} target="_blank">
                <Button>打印报告</Button>
              </Link>
            </>
          ) : null}
        </Space>
      </header>
      {isActive(d.status) ? (
        <Alert
          type="info"
          showIcon
          message={`正在分析：${d.stage || "等待开始"}（${Math.round(d.progress)}%）`}
          description="分析在后台进行，本页每3秒刷新一次；离开页面不影响分析。"
        />
      ) : null}
      {d.status === "failed" ? <Alert type="error" showIcon message={`分析失败：${d.error ?? "未知原因"}`} /> : null}
      <div className="ca-lesson">
        <Card className="ca-player" size="small" title="课堂录像">
          <LessonVideo fileId={d.media.studentFileId} videoRef={videoRef} label={`${d.title} 学生画面录像`} />
          {m ? <EventTimeline marks={timelineMarks(m, d.warnings)} duration={m.duration} onSeek={onSeek} /> : null}
        </Card>
        <div className="ca-side">
          <Headline detail={d} />
          <WarningList warnings={d.warnings} onSeek={onSeek} />
        </div>
      </div>
      {m ? (
        <>
          <LessonCharts detail={d} onSeek={onSeek} />
          <Card size="small">
            <FiasPanel key={`${d.id}-${d.fias.savedAt ?? "prefill"}`} detail={d} videoRef={videoRef} />
          </Card>
        </>
      ) : d.status === "done" ? (
        <Alert type="warning" message="分析已完成，但没有得到可用的数据" />
      ) : null}
    </>
  );
}
