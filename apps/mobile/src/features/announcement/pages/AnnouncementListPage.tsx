import type { AnnouncementCard } from "@otp/contract";
import { Link } from "react-router";
import { ListPage } from "../../../components/ListPage";
import { Page } from "../../../components/Page";
import { announcementListKey, fetchAnnouncements } from "../api";
import { day } from "../format";
import "../announcement.css";

/** 通知公告: every announcement the reader may see, pinned first, newest next. */
export default function AnnouncementListPage() {
  return (
    <Page title="通知公告">
      <ListPage<AnnouncementCard>
        queryKey={announcementListKey}
        fetchPage={fetchAnnouncements}
        itemKey={(a) => a.id}
        persist
        emptyText="暂无通知公告"
        renderItem={(a) => (
          <Link to={`/announcement/${a.id}`} className="m-ann-item">
            <div className="m-ann-title">
              {a.pinned ? <span className="m-tag">置顶</span> : null}
              {a.title}
            </div>
            {a.summary ? <div className="m-ann-summary">{a.summary}</div> : null}
            <div className="m-muted">
              {day(a.publishAt)} · {a.readCount} 次阅读{a.attachmentCount > 0 ? ` · ${a.attachmentCount} 个附件` : ""}
            </div>
          </Link>
        )}
      />
    </Page>
  );
}
