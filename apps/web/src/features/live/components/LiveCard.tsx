import { EyeOutlined, LockOutlined, PlayCircleOutlined, VideoCameraOutlined } from "@ant-design/icons";
import { Link } from "react-router";
import { formatTime, type LiveItem, statusText } from "../api";

/** One live on the /live grid: cover (or its recording's thumbnail), status badge, teacher, time. */
export function LiveCard({ live }: { live: LiveItem }) {
  const badge = live.error ? "error" : live.status === 2 ? "on" : live.status === 3 ? "ended" : "soon";
  return (
    <Link to={`/live/${live.id}`} className="live-card" title={live.name}>
      <div className="live-card-cover">
        {live.coverUrl ? (
          <img src={live.coverUrl} alt={live.name} loading="lazy" />
        ) : (
          <VideoCameraOutlined className="live-card-icon" aria-hidden />
        )}
        <span className={`live-badge live-badge-${badge}`}>{statusText(live)}</span>
        {live.access === 2 ? <LockOutlined className="live-card-lock" aria-label="指定范围" /> : null}
        {live.resource ? <PlayCircleOutlined className="live-card-play" aria-hidden /> : null}
      </div>
      <div className="live-card-body">
        <h3>{live.name}</h3>
        <div className="live-card-meta">
          <span>{live.teacherName}</span>
          {live.showVisitCount ? (
            <span>
              <EyeOutlined aria-hidden /> {live.visitCount}
            </span>
          ) : null}
        </div>
        <div className="live-card-time">
          {formatTime(live.startTime)} - {formatTime(live.endTime).slice(11)}
        </div>
      </div>
    </Link>
  );
}
