import { ApiError } from "@otp/client/http";
import type { CourseDetail, LearningProgress } from "@otp/contract";
import { Collapse } from "antd-mobile";
import { Link, useLocation, useParams } from "react-router";
import { useAction } from "../../../api/action";
import { loginPath } from "../../../app/redirect";
import { isLoggedIn, useSession } from "../../../app/session";
import { LoginPrompt } from "../../../components/LoginPrompt";
import { Page } from "../../../components/Page";
import { QueryState } from "../../../components/QueryState";
import { thumbUrl } from "../../../components/thumb";
import { courseDetailKey, toggleCollect, useCourseDetail, useCourseProgress } from "../api";
import { Comments } from "../components/Comments";
import "../course.css";

const mmss = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;

/** /course/:courseId: what the course is, its chapters and sections, 继续学习, favourite, comments. */
export default function CourseDetailPage() {
  const courseId = Number(useParams().courseId) || 0;
  const q = useCourseDetail(courseId);
  const logged = useSession((s) => isLoggedIn(s.user));
  // A course open to the school only refuses a visitor with 403: logging in is the way in.
  const visitorRefused = !logged && q.error instanceof ApiError && q.error.status === 403;
  return (
    <Page title={q.data?.name ?? "课程详情"} fallback="/course">
      {visitorRefused ? (
        <LoginPrompt text={q.error?.message || "登录后查看课程"} />
      ) : (
        <QueryState query={q}>{(c) => <CourseBody course={c} />}</QueryState>
      )}
    </Page>
  );
}

function CourseBody({ course: c }: { course: CourseDetail }) {
  const progress = useCourseProgress(c.id, true);
  // The learner's latest position in this course (the list holds one row per resource).
  const last = (progress.data ?? [])
    .filter((p): p is LearningProgress & { sectionId: number } => p.sectionId !== null)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
  const teachers = c.teacherList.length > 0 ? c.teacherList.map((t) => t.name) : c.teachers.map((t) => t.name);
  return (
    <div>
      {c.coverUrl ? (
        <img className="m-course-cover" src={thumbUrl(c.coverUrl, 360) ?? undefined} alt="" fetchPriority="high" />
      ) : null}
      <section className="m-section m-course-head" style={{ marginTop: 0 }}>
        <h2>{c.name}</h2>
        <div className="m-muted">
          {[teachers.join("、"), c.orgName, c.subjectName, c.courseTypeName].filter(Boolean).join(" · ")}
        </div>
        <div className="m-muted">
          {c.sectionCount} 节 · {c.resourceCount} 个资源 · {c.visitCount} 次学习
        </div>
        <div className="m-course-actions">
          {last ? (
            <Link
              className="m-button"
              to={`/course/${c.id}/${last.sectionId}?resourceId=${last.resourceId}&second=${last.second}`}
            >
              继续学习{last.second > 0 ? `（${mmss(last.second)}）` : ""}
            </Link>
          ) : null}
          <CollectButton course={c} />
        </div>
      </section>
      <Brief course={c} />
      <section className="m-section">
        <div className="m-section-head">
          <h2>课程目录</h2>
        </div>
        <Chapters course={c} lastSection={last?.sectionId ?? null} />
      </section>
      <Comments courseId={c.id} count={c.commentCount} />
    </div>
  );
}

function CollectButton({ course: c }: { course: CourseDetail }) {
  const logged = useSession((s) => isLoggedIn(s.user));
  const location = useLocation();
  const toggle = useAction(() => toggleCollect(c.id), {
    success: (r) => (r.collected ? "已收藏" : "已取消收藏"),
    invalidate: [courseDetailKey(c.id)],
  });
  if (!logged) {
    return (
      <Link className="m-button m-button-ghost" to={loginPath(location.pathname)}>
        登录后收藏
      </Link>
    );
  }
  return (
    <button
      type="button"
      className="m-button m-button-ghost"
      aria-pressed={c.collected}
      disabled={toggle.busy}
      onClick={() => void toggle.run(undefined)}
    >
      {c.collected ? "★ 已收藏" : "☆ 收藏"}
    </button>
  );
}

/** The brief and the course's own columns: plain text, as the desktop shows them. */
function Brief({ course: c }: { course: CourseDetail }) {
  const columns = c.columns.filter((col) => col.content.trim() !== "");
  if (!c.brief.trim() && columns.length === 0) return null;
  return (
    <section className="m-section">
      <div className="m-section-head">
        <h2>课程简介</h2>
      </div>
      {c.brief.trim() ? <p className="m-course-brief">{c.brief}</p> : null}
      {columns.map((col, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: columns have no id; their order is their identity
        <div key={i}>
          <h3 style={{ fontSize: 15, marginTop: 8 }}>{col.title}</h3>
          <p className="m-course-brief">{col.content}</p>
        </div>
      ))}
    </section>
  );
}

function Chapters({ course: c, lastSection }: { course: CourseDetail; lastSection: number | null }) {
  const chapters = c.chapters.filter((ch) => ch.sections.length > 0);
  if (chapters.length === 0) return <p className="m-muted">课程暂无章节</p>;
  const open = chapters.find((ch) => ch.sections.some((s) => s.id === lastSection)) ?? chapters[0];
  return (
    <Collapse defaultActiveKey={open ? [String(open.id)] : []}>
      {chapters.map((ch) => (
        <Collapse.Panel key={String(ch.id)} title={ch.title}>
          {ch.sections.map((s) => (
            <Link key={s.id} to={`/course/${c.id}/${s.id}`} className="m-section-link">
              <span>{s.title}</span>
              <span className="m-muted">{s.id === lastSection ? "上次学到这里" : `${s.resourceCount} 个资源`}</span>
            </Link>
          ))}
        </Collapse.Panel>
      ))}
    </Collapse>
  );
}
