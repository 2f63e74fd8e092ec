import { Button } from "antd";
import { useState } from "react";
import { useResearchLessons } from "../researchApi";
import { Failed } from "./Failed";
import { ResearchLessonTable } from "./ResearchLessonTable";

/**
 * The drill-down's last level: a teacher's analysed lessons within the page's term, organization
 * and course, each linking to its report, up to three ticked for a comparison.
 */
export function UnitLessons({
  teacherId,
  teacherName,
  termId,
  orgId,
  courseId,
  onClose,
}: {
  teacherId: number;
  teacherName: string;
  termId?: number;
  orgId?: number;
  courseId?: number;
  onClose?(): void;
}) {
  const filters = { teacherId, termId, orgId, courseId };
  // A page number belongs to the filters it was chosen under.
  const key = JSON.stringify(filters);
  const [paging, setPaging] = useState({ key, pageNo: 1, pageSize: 10 });
  const page = { pageNo: paging.key === key ? paging.pageNo : 1, pageSize: paging.pageSize };
  const q = useResearchLessons({ ...filters, ...page });
  if (q.isError) return <Failed error={q.error} onRetry={() => void q.refetch()} />;
  return (
    <ResearchLessonTable
      title={`${teacherName} 的课堂`}
      lessons={q.data?.list ?? []}
      loading={q.isFetching}
      emptyText="所选范围内这位教师没有已分析的课堂"
      pagination={{
        current: page.pageNo,
        pageSize: page.pageSize,
        total: q.data?.count ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50],
        showTotal: (n) => `共 ${n} 节`,
        onChange: (pageNo, pageSize) => setPaging({ key, pageNo, pageSize }),
      }}
      extra={onClose ? <Button onClick={onClose}>收起</Button> : null}
    />
  );
}
