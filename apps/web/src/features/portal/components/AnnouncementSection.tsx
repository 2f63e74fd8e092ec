import { PushpinFilled } from "@ant-design/icons";
import { Empty, Skeleton } from "antd";
import dayjs from "dayjs";
import { Link } from "react-router";
import { usePortalAnnouncements } from "../api";

/** 通知公告: the newest announcements the visitor may read, pinned first. */
export function AnnouncementSection() {
  const { data, isLoading, isError } = usePortalAnnouncements(6);
  if (isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  const list = isError ? [] : (data?.list ?? []);
  if (list.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无通知公告" />;
  return (
    <ul className="portal-announcements">
      {list.map((a) => (
        <li key={a.id}>
          <Link to={`/announcement/${a.id}`} className="portal-announcement">
            {a.pinned ? <PushpinFilled className="portal-announcement-pin" aria-label="置顶" /> : null}
            <span className="portal-announcement-title">{a.title}</span>
            <time dateTime={a.publishAt ?? undefined}>{a.publishAt ? dayjs(a.publishAt).format("MM-DD") : ""}</time>
          </Link>
        </li>
      ))}
    </ul>
  );
}
