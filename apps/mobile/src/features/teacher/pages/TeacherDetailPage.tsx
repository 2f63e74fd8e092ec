import { mobilePathFor, RESOURCE_TYPE_NAMES, type TeacherActivity, type TeacherDetail } from "@otp/contract";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { Card } from "../../../components/Card";
import { Page } from "../../../components/Page";
import { QueryState } from "../../../components/QueryState";
import { thumbUrl } from "../../../components/thumb";
import { useTeacher } from "../api";
import { Avatar } from "../components/Avatar";
import "../teacher.css";

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="m-section">
      <div className="m-section-head">
        <h2>{title}</h2>
      </div>
      {children}
    </section>
  );
}

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString("zh-CN", { hour12: false, dateStyle: "short", timeStyle: "short" }) : "";

function Activities({ items }: { items: TeacherActivity[] }) {
  if (items.length === 0) return <p className="m-muted">暂无</p>;
  return (
    <>
      {items.map((a) => (
        <Card
          key={a.id}
          to={mobilePathFor(a.url)}
          thumb={thumbUrl(a.coverUrl, 120)}
          title={a.title}
          meta={when(a.time)}
        />
      ))}
    </>
  );
}

function Body({ t }: { t: TeacherDetail }) {
  const p = t.profile;
  return (
    <>
      <section className="m-section m-teacher-head">
        <Avatar name={p.realName} url={p.avatarUrl} size={72} />
        <div className="m-teacher-body">
          <h2>{p.realName}</h2>
          <div className="m-muted">{[p.title, p.orgName].filter(Boolean).join(" · ") || "教师"}</div>
        </div>
      </section>
      {p.intro ? (
        <Block title="个人简介">
          <p className="m-teacher-intro">{p.intro}</p>
        </Block>
      ) : null}
      {t.honours.length > 0 ? (
        <Block title="荣誉称号">
          <ul className="m-honours">
            {t.honours.map((h) => (
              <li key={h.id}>
                <span className="m-honour-level">{h.level}</span>
                <span className="m-honour-title">{h.title}</span>
                <span className="m-muted">{h.year}</span>
              </li>
            ))}
          </ul>
        </Block>
      ) : null}
      <Block title={`主讲课程（${t.courses.count}）`}>
        {t.courses.list.length === 0 ? <p className="m-muted">暂无课程</p> : null}
        {t.courses.list.map((c) => (
          <Card
            key={c.id}
            to={`/course/${c.id}`}
            thumb={thumbUrl(c.coverUrl, 120)}
            title={c.name}
            meta={[c.subjectName, `${c.sectionCount} 节`, `${c.visitCount} 次学习`].filter(Boolean).join(" · ")}
          />
        ))}
      </Block>
      <Block title={`教学资源（${t.resources.count}）`}>
        {t.resources.list.length === 0 ? <p className="m-muted">暂无资源</p> : null}
        {t.resources.list.map((r) => (
          <Card
            key={r.id}
            to={`/resource/${r.id}`}
            thumb={thumbUrl(r.coverUrl, 120)}
            badge={RESOURCE_TYPE_NAMES[r.type]}
            title={r.name}
            meta={`${r.visitCount} 次浏览`}
          />
        ))}
      </Block>
      {t.lives ? (
        <Block title={`直播（${t.lives.count}）`}>
          <Activities items={t.lives.list} />
        </Block>
      ) : null}
      {t.lectures ? (
        <Block title={`说课（${t.lectures.count}）`}>
          <Activities items={t.lectures.list} />
        </Block>
      ) : null}
    </>
  );
}

/** /teacher/:teacherId: who the teacher is, their honours, courses, resources and lives. */
export default function TeacherDetailPage() {
  const id = Number(useParams().teacherId) || 0;
  const q = useTeacher(id);
  return (
    <Page title={q.data?.profile.realName ?? "名师风采"} fallback="/teacher">
      <QueryState query={q}>{(t) => <Body t={t} />}</QueryState>
    </Page>
  );
}
