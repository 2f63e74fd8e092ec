import { DesktopOutlined, LeftOutlined, RightOutlined } from "@ant-design/icons";
import { Button, Empty, Result, Skeleton } from "antd";
import { useRef } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ResourcePlayer } from "../../../components/preview";
import type { CataloguePageProps } from "../catalogue";
import { CatalogueCrumb } from "../components/CatalogueCrumb";
import { ChapterOutline } from "../components/ChapterOutline";
import { NotesPanel } from "../components/NotesPanel";
import { QueryError } from "../components/QueryError";
import { ResourceList } from "../components/ResourceList";
import { catalogueBase, flatSections, numberFor } from "../outline";
import { useCourseSection } from "../useCourseSection";
import { useDocumentTitle } from "../useDocumentTitle";
import { useElementWidth } from "../useElementWidth";
import { usePlayerJump } from "../usePlayerJump";
import "../styles/course.css";
import "../styles/outline.css";
import "../styles/resource-list.css";
import "../styles/section.css";
import { useSession } from "../../../app/session";
import { SectionAssignments } from "../../../components/SectionAssignments";
import { readsSectionAssignments } from "../sectionAssignments";

/**
 * /course/:courseId/:sectionId: the chapter tree on the left, the section's resources played
 * inline. `?resourceId=&second=` pick the resource and the start offset (shareable, notes jump).
 */
export default function SectionPage({ menuBinding }: CataloguePageProps) {
  const menu = menuBinding?.menu;
  const base = catalogueBase(menu);
  const { courseId, sectionId, detail, section, failed, failedWhat, retry } = useCourseSection();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const playerBox = useRef<HTMLDivElement>(null);
  const width = useElementWidth(playerBox);
  const { player, current, startSecond, playerKey, pick, jump } = usePlayerJump(section.data?.list ?? [], params);
  const course = detail.data;
  const data = section.data;
  const user = useSession((s) => s.user);
  useDocumentTitle(data ? `${data.section.title} - ${course?.name ?? ""}` : course?.name);

  if (!courseId || !sectionId) {
    return <Result status="404" title="小节不存在" extra={<Link to={base}>返回课程列表</Link>} />;
  }
  if (failed) {
    return (
      <div className="otp-page">
        <QueryError
          error={failed}
          what={failedWhat}
          onRetry={retry}
          extra={<Link to={`${base}/${courseId}`}>返回课程主页</Link>}
        />
      </div>
    );
  }
  const sections = course ? flatSections(course.chapters) : [];
  const here = sections.find((s) => s.id === sectionId);
  const label = here ? numberFor(here.title, here.label) : "";
  const titleOf = (id: number | null) => sections.find((s) => s.id === id)?.title ?? "";
  const go = (id: number | null) => id && navigate(`${base}/${courseId}/${id}`);

  return (
    <div className="otp-page course-section-page">
      <CatalogueCrumb menu={menu} course={course} section={data?.section.title} />
      <div className="course-section-layout">
        <aside className="course-section-side">
          <div className="course-section-side-head">
            <Link to={`${base}/${courseId}`} className="course-section-course">
              {course?.name ?? "课程"}
            </Link>
          </div>
          {course ? (
            <ChapterOutline
              compact
              chapters={course.chapters}
              activeSectionId={sectionId}
              sectionHref={(id) => `${base}/${courseId}/${id}`}
            />
          ) : (
            <Skeleton active paragraph={{ rows: 8 }} />
          )}
        </aside>
        <main className="course-section-main">
          <div className="course-section-title">
            <div>
              <div className="course-section-chapter">{data?.section.chapterTitle}</div>
              <h1>
                {label ? <span className="course-outline-no">{label}</span> : null}
                {data?.section.title ?? "\u00a0"}
              </h1>
            </div>
            {course?.canEdit ? (
              <Link to={`/taking-class/${courseId}/${sectionId}`}>
                <Button icon={<DesktopOutlined />}>课堂模式</Button>
              </Link>
            ) : null}
          </div>
          <div className="course-player-box" ref={playerBox}>
            {!data ? (
              <Skeleton.Node active style={{ width: "100%", height: Math.round((width * 9) / 16) }} />
            ) : current ? (
              <ResourcePlayer
                key={playerKey}
                ref={player}
                resource={current}
                startSecond={startSecond}
                width={width}
                height={Math.round((width * 9) / 16)}
              />
            ) : (
              <Empty className="course-player-empty" description="本节暂无资源" />
            )}
          </div>
          <div className="course-section-nav">
            <Button
              icon={<LeftOutlined />}
              disabled={!data?.prevSectionId}
              onClick={() => go(data?.prevSectionId ?? null)}
            >
              上一节{data?.prevSectionId ? `：${titleOf(data.prevSectionId)}` : ""}
            </Button>
            <Button disabled={!data?.nextSectionId} onClick={() => go(data?.nextSectionId ?? null)}>
              下一节{data?.nextSectionId ? `：${titleOf(data.nextSectionId)}` : ""} <RightOutlined />
            </Button>
          </div>
          {data && data.list.length > 0 ? (
            <div className="course-section-below">
              <section className="course-section-resources">
                <h3>本节资源（{data.list.length}）</h3>
                <ResourceList list={data.list} activeId={current?.id ?? null} onPick={pick} />
              </section>
              {current ? <NotesPanel resourceId={current.id} onJump={jump} /> : null}
            </div>
          ) : null}
          <SectionAssignments sectionId={sectionId} asks={readsSectionAssignments(course, user)} />
        </main>
      </div>
    </div>
  );
}
