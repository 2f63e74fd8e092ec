import { PlayCircleOutlined } from "@ant-design/icons";
import type { CourseChapter } from "@otp/contract";
import { Empty } from "antd";
import { Link } from "react-router";
import { numberFor } from "../outline";

interface Props {
  chapters: CourseChapter[];
  /** Link target of a section. */
  sectionHref(sectionId: number): string;
  /** The section being studied (highlighted). */
  activeSectionId?: number;
  compact?: boolean;
}

/** 课程目录: chapters with their numbered sections and resource counts, each a link to study. */
export function ChapterOutline({ chapters, sectionHref, activeSectionId, compact }: Props) {
  if (chapters.length === 0) return <Empty description="课程暂未设置章节" />;
  return (
    <nav className={`course-outline${compact ? " course-outline-compact" : ""}`} aria-label="课程目录">
      {chapters.map((c, ci) => (
        <section key={c.id} className="course-outline-chapter">
          <h3>
            <span className="course-outline-no">{numberFor(c.title, `第${ci + 1}章`)}</span>
            {c.title}
          </h3>
          {c.sections.length === 0 ? <div className="course-outline-none">本章暂无小节</div> : null}
          <ol>
            {c.sections.map((s, si) => {
              const active = s.id === activeSectionId;
              return (
                <li key={s.id}>
                  <Link
                    to={sectionHref(s.id)}
                    className={`course-outline-section${active ? " course-outline-active" : ""}`}
                    aria-current={active ? "page" : undefined}
                  >
                    <span className="course-outline-no">{numberFor(s.title, `${ci + 1}.${si + 1}`)}</span>
                    <span className="course-outline-title">{s.title}</span>
                    <span className="course-outline-count">
                      {s.resourceCount > 0 ? `${s.resourceCount}个资源` : "暂无资源"}
                    </span>
                    {compact ? null : <PlayCircleOutlined className="course-outline-go" aria-hidden />}
                  </Link>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </nav>
  );
}
