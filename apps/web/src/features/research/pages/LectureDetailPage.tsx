import { ClockCircleOutlined, VideoCameraOutlined } from "@ant-design/icons";
import type { LectureDetail } from "@otp/contract";
import { Descriptions, Result, Segmented, Tag } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useParams } from "react-router";
import { FlvPlayer } from "../../../components/FlvPlayer";
import { QueryState } from "../../../components/QueryState";
import { useLecture } from "../api";
import { LectureEvaluation } from "../components/EvaluationPanel";
import "../research.css";

/** What plays: the live streams while on, the video (or the live's recording), or why nothing does. */
function LecturePlayer({ d }: { d: LectureDetail }) {
  const [n, setN] = useState(0);
  if (d.status === "live" && d.streams.length) {
    const s = d.streams[Math.min(n, d.streams.length - 1)] as LectureDetail["streams"][number];
    return (
      <>
        {d.streams.length > 1 ? (
          <Segmented
            value={n}
            onChange={(v) => setN(Number(v))}
            options={d.streams.map((x, i) => ({ value: i, label: x.name }))}
          />
        ) : null}
        <div className="lc-screen">
          <FlvPlayer key={s.flv} flv={s.flv} hls={s.hls} label={`${d.title} ${s.name}`} />
        </div>
      </>
    );
  }
  if (d.status === "record" && d.videos.length) {
    const v = d.videos[Math.min(n, d.videos.length - 1)] as LectureDetail["videos"][number];
    return (
      <>
        {d.videos.length > 1 ? (
          <Segmented
            value={n}
            onChange={(x) => setN(Number(x))}
            options={d.videos.map((x, i) => ({ value: i, label: x.name }))}
          />
        ) : null}
        <div className="lc-screen">
          {/* biome-ignore lint/a11y/useMediaCaption: a recorded lecture has no caption track */}
          <video key={v.url} src={v.url} controls aria-label={`${d.title} 视频`} />
        </div>
      </>
    );
  }
  return (
    <div className="lc-screen lc-note">
      {d.status === "upcoming" ? <ClockCircleOutlined aria-hidden /> : <VideoCameraOutlined aria-hidden />}
      <p>
        {d.status === "upcoming"
          ? `直播说课将于 ${d.startTime ? dayjs(d.startTime).format("YYYY-MM-DD HH:mm") : ""} 开始`
          : d.kind === "live"
            ? "直播已结束，录像生成后可回看"
            : "说课视频暂不可播放"}
      </p>
    </div>
  );
}

/** /detail/{liveId}/{status}: a lecture (the route's id) with its player, information and evaluation. */
export default function LectureDetailPage() {
  const id = Number(useParams().liveId);
  const q = useLecture(id);
  const notFound = <Result status="404" title="说课不存在" />;
  if (!(id > 0)) return notFound;
  return (
    <QueryState query={q} rows={8} failed={notFound}>
      {(d) => <LectureView d={d} />}
    </QueryState>
  );
}

function LectureView({ d }: { d: LectureDetail }) {
  return (
    <div className="otp-page rs-page">
      <div className="rs-head">
        <h1>{d.title}</h1>
        <Tag color={d.kind === "live" ? "red" : "blue"}>{d.kind === "live" ? "直播说课" : "录播说课"}</Tag>
      </div>
      <div className="lc-layout">
        <div>
          <LecturePlayer d={d} />
          <Descriptions column={2} style={{ marginTop: 16 }} aria-label="说课信息">
            <Descriptions.Item label="说课教师">{d.teacherName}</Descriptions.Item>
            <Descriptions.Item label="学科">{d.subjectName}</Descriptions.Item>
            <Descriptions.Item label="学期">{d.termName}</Descriptions.Item>
            <Descriptions.Item label="平均得分">
              {d.averageScore === null ? "暂无评价" : `${d.averageScore.toFixed(1)} 分（${d.evaluationCount} 人）`}
            </Descriptions.Item>
            <Descriptions.Item label="说课简介" span={2}>
              {d.intro || "暂无简介"}
            </Descriptions.Item>
          </Descriptions>
        </div>
        <div>
          <LectureEvaluation d={d} />
        </div>
      </div>
    </div>
  );
}
