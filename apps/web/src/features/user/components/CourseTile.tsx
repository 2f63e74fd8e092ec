import { EyeOutlined, ReadOutlined } from "@ant-design/icons";
import type { CourseCard } from "@otp/contract";
import { useState } from "react";
import { Link } from "react-router";

/** A course card of "my learning": cover, name, teachers, college; opens the course. */
export function CourseTile({ course }: { course: CourseCard }) {
  const [broken, setBroken] = useState(false);
  const teachers = course.teachers?.map((t) => t.name).join("、");
  return (
    <Link to={`/course/${course.id}`} className="course-tile">
      <div className="course-tile-cover">
        {course.coverUrl && !broken ? (
          <img src={course.coverUrl} alt="" loading="lazy" onError={() => setBroken(true)} />
        ) : (
          <div className="course-tile-placeholder">
            <ReadOutlined />
            <span>{course.name.slice(0, 12)}</span>
          </div>
        )}
      </div>
      <div className="course-tile-body">
        <div className="course-tile-name" title={course.name}>
          {course.name}
        </div>
        <div className="course-tile-meta">{[teachers, course.orgName].filter(Boolean).join(" · ") || "—"}</div>
        <div className="course-tile-foot">
          <span>{course.sectionCount} 节</span>
          <span>
            <EyeOutlined /> {course.visitCount}
          </span>
        </div>
      </div>
    </Link>
  );
}
