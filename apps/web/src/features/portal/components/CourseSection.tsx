import { Empty, Skeleton } from "antd";
import { CourseCard } from "../../../components/course-card";
import { usePortalCourses } from "../api";

/** Published courses, most visited first (the catalogue's own card). */
export function CourseSection() {
  const { data, isLoading, isError } = usePortalCourses(8);
  if (isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  const list = isError ? [] : (data?.list ?? []);
  if (list.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无课程" />;
  return (
    <div className="course-grid portal-grid-courses">
      {list.map((c) => (
        <CourseCard key={c.id} course={c} />
      ))}
    </div>
  );
}
