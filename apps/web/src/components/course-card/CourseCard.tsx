import { EyeOutlined, FileOutlined, UnorderedListOutlined } from "@ant-design/icons";
import type { CourseCard as Card } from "@otp/contract";
import { Link } from "react-router";
import { formatCount } from "../format";
import { CourseCover } from "./CourseCover";

interface Props {
  course: Card;
  /** Route prefix of the detail page (/course or /menuN). */
  base?: string;
}

/**
 * One course in a grid (catalogue, menus, portal). Plain markup and icons only: the portal uses
 * it and must stay light.
 */
export function CourseCard({ course: c, base = "/course" }: Props) {
  const teachers = c.teachers.map((t) => t.name).join("、");
  const meta = [c.orgName, c.subjectName].filter(Boolean).join(" · ");
  return (
    <Link to={`${base}/${c.id}`} className="course-card" title={c.name}>
      <CourseCover url={c.coverUrl} name={c.name} id={c.id} />
      <div className="course-card-body">
        <h3 className="course-card-name">{c.name}</h3>
        <div className="course-card-line">{teachers || "暂无授课教师"}</div>
        <div className="course-card-line course-card-muted">{meta || "\u00a0"}</div>
        <div className="course-card-stats">
          <span title="小节数">
            <UnorderedListOutlined aria-hidden /> {c.sectionCount}节
          </span>
          <span title="资源数">
            <FileOutlined aria-hidden /> {c.resourceCount}个资源
          </span>
          <span title="访问量">
            <EyeOutlined aria-hidden /> {formatCount(c.visitCount)}
          </span>
        </div>
      </div>
    </Link>
  );
}
