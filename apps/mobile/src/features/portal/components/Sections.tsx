import { RESOURCE_TYPE_NAMES } from "@otp/contract";
import { ErrorBlock, Skeleton } from "antd-mobile";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { Card } from "../../../components/Card";
import { thumbUrl } from "../../../components/thumb";
import {
  useHotCourses,
  useLiveNotices,
  useLivesNow,
  useNewResources,
  usePortalAnnouncements,
  usePortalTeachers,
} from "../api";

/** A section of the portal: its title, 更多 to the whole list, and its items. */
export function Section({ title, more, children }: { title: string; more?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="m-section" aria-labelledby={id}>
      <div className="m-section-head">
        <h2 id={id}>{title}</h2>
        {more ? (
          <Link to={more} aria-label={`${title}：更多`}>
            更多 ›
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** Each section shows itself as its own query answers; a failing one says so and leaves the rest. */
function Body<T>({
  q,
  empty,
  children,
}: {
  q: { data: T[] | undefined; isPending: boolean; isError: boolean };
  empty: string;
  children(list: T[]): ReactNode;
}) {
  if (q.isPending) return <Skeleton.Paragraph lineCount={3} animated />;
  const list = q.data ?? [];
  if (list.length === 0) {
    return <ErrorBlock status="empty" title={q.isError ? "加载失败，下拉刷新重试" : empty} description="" />;
  }
  return <>{children(list)}</>;
}

const day = (iso: string | null) => (iso ? iso.slice(5, 10) : "");
const minute = (iso: string) => {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
};

export function CourseSection() {
  const q = useHotCourses();
  return (
    <Body q={{ ...q, data: q.data?.list }} empty="暂无课程">
      {(list) =>
        list.map((c) => (
          <Card
            key={c.id}
            to={`/course/${c.id}`}
            thumb={thumbUrl(c.coverUrl, 120)}
            title={c.name}
            meta={[c.teachers.map((t) => t.name).join("、"), `${c.visitCount} 次学习`].filter(Boolean).join(" · ")}
          />
        ))
      }
    </Body>
  );
}

export function ResourceSection() {
  const q = useNewResources();
  return (
    <Body q={{ ...q, data: q.data?.list }} empty="暂无资源">
      {(list) =>
        list.map((r) => (
          <Card
            key={r.id}
            to={`/resource/${r.id}`}
            thumb={thumbUrl(r.coverUrl, 120)}
            badge={RESOURCE_TYPE_NAMES[r.type]}
            title={r.name}
            meta={[r.ownerName, `${r.visitCount} 次浏览`].filter(Boolean).join(" · ")}
          />
        ))
      }
    </Body>
  );
}

/** 正在直播; with no class live now, the notices of what is coming (SPEC §7) take its place. */
export function LiveSection() {
  const q = useLivesNow();
  if (q.data && q.data.list.length === 0) return <LiveNotices />;
  return (
    <Body q={{ ...q, data: q.data?.list }} empty="暂无正在进行的直播">
      {(list) =>
        list.map((l) => (
          <Card
            key={l.id}
            to={`/live/wap/${l.id}`}
            thumb={thumbUrl(l.coverUrl, 120)}
            badge={l.error ? "信号中断" : "直播中"}
            title={l.name}
            meta={[l.teacherName, l.showVisitCount ? `${l.visitCount} 人观看` : ""].filter(Boolean).join(" · ")}
          />
        ))
      }
    </Body>
  );
}

function LiveNotices() {
  const q = useLiveNotices();
  return (
    <Body q={q} empty="暂无正在进行的直播和直播预告">
      {(list) => (
        <ul className="m-plain-list">
          {list.map((n) => (
            <li key={n.id}>
              <Link to={`/live/wap/${n.id}`} className="m-notice">
                <span className="m-notice-title">{n.name}</span>
                <span className="m-muted">
                  {minute(n.startTime)} {n.openRemark}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Body>
  );
}

export function AnnouncementSection() {
  const q = usePortalAnnouncements();
  return (
    <Body q={{ ...q, data: q.data?.list }} empty="暂无通知公告">
      {(list) => (
        <ul className="m-plain-list">
          {list.map((a) => (
            <li key={a.id}>
              <Link to={`/announcement/${a.id}`} className="m-line-link">
                {a.pinned ? <span className="m-tag">置顶</span> : null}
                <span className="m-line-title">{a.title}</span>
                <time className="m-muted" dateTime={a.publishAt ?? undefined}>
                  {day(a.publishAt)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Body>
  );
}

export function TeacherSection() {
  const q = usePortalTeachers();
  return (
    <Body q={{ ...q, data: q.data?.list }} empty="暂无推荐名师">
      {(list) => (
        <div className="m-teacher-grid">
          {list.map((t) => (
            <Link key={t.id} to={`/teacher/${t.id}`} className="m-teacher-tile">
              <span className="m-avatar">
                {t.avatarUrl ? (
                  <img src={thumbUrl(t.avatarUrl, 64) ?? undefined} alt="" loading="lazy" />
                ) : (
                  t.realName.slice(0, 1)
                )}
              </span>
              <span className="m-teacher-name">{t.realName}</span>
              <span className="m-muted m-ellipsis">{t.title || t.orgName || "教师"}</span>
            </Link>
          ))}
        </div>
      )}
    </Body>
  );
}
