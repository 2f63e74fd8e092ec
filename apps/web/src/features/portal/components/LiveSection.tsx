import { EyeOutlined, VideoCameraOutlined } from "@ant-design/icons";
import { Empty, Skeleton } from "antd";
import { Link } from "react-router";
import { usePortalLiveNotices, usePortalLives } from "../api";

const time = (iso: string) => {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
};

/** 正在直播: lives in progress now (the /live default tab). */
export function LiveSection() {
  const { data, isLoading, isError } = usePortalLives(8);
  if (isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  const list = isError ? [] : (data?.list ?? []);
  // No class is live now: the module shows what is coming instead (the notices of SPEC §7).
  if (list.length === 0) return <LiveNoticeSection />;
  return (
    <div className="portal-grid portal-grid-resources">
      {list.map((l) => (
        <Link key={l.id} to={`/live/${l.id}`} className="portal-res" title={l.name}>
          <div className="portal-res-cover">
            {l.coverUrl ? (
              <img src={l.coverUrl} alt={l.name} loading="lazy" />
            ) : (
              <VideoCameraOutlined className="portal-res-icon" aria-hidden />
            )}
            <span className="portal-res-type portal-live-on">{l.error ? "信号中断" : "直播中"}</span>
          </div>
          <div className="portal-res-body">
            <h3>{l.name}</h3>
            <div className="portal-res-meta">
              <span>{l.teacherName}</span>
              {l.showVisitCount ? (
                <span>
                  <EyeOutlined aria-hidden /> {l.visitCount}
                </span>
              ) : null}
            </div>
          </div>
        </Link>
      ))}
    </div>
  );
}

/** 直播预告: the opening remarks of upcoming lives, the first 4 (SPEC §7's notices call). */
function LiveNoticeSection() {
  const { data, isLoading, isError } = usePortalLiveNotices();
  if (isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  const list = isError ? [] : (data?.list ?? []);
  if (list.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无正在进行的直播和直播预告" />;
  return (
    <ul className="portal-notices">
      {list.map((n) => (
        <li key={n.id}>
          <Link to={`/live/${n.id}`}>
            <strong>{n.name}</strong>
            <span>{n.openRemark}</span>
          </Link>
          <time dateTime={n.startTime}>{time(n.startTime)}</time>
        </li>
      ))}
    </ul>
  );
}
