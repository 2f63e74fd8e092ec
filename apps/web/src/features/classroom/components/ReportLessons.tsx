import { formatMetric, type ResearchLesson, TEACHING_TYPE_NAMES } from "@otp/contract";
import dayjs from "dayjs";
import { Link } from "react-router";

/** Every analysed lesson of the report, oldest first, as a plain table that prints whole. */
export function ReportLessons({ lessons }: { lessons: ResearchLesson[] }) {
  if (lessons.length === 0) return <p className="ca-muted">本学期暂无已分析的课堂。</p>;
  const sorted = [...lessons].sort((a, b) => a.lessonAt.localeCompare(b.lessonAt) || a.id - b.id);
  return (
    <table className="ch-table ch-lessons">
      <caption className="ca-sr-only">课堂明细</caption>
      <thead>
        <tr>
          <th scope="col">日期</th>
          <th scope="col">课堂</th>
          <th scope="col">教师</th>
          <th scope="col">课程</th>
          <th scope="col">班级</th>
          <th scope="col">出勤率</th>
          <th scope="col">抬头率</th>
          <th scope="col">专注度</th>
          <th scope="col">讲授占比</th>
          <th scope="col">类型</th>
          <th scope="col">预警</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((l) => (
          <tr key={l.id}>
            <td>{dayjs(l.lessonAt).format("YYYY-MM-DD")}</td>
            <td className="ch-left ch-wrap">
              <Link to={`/class-ai-analysis/class-analysis?id=${l.id}`}>{l.title}</Link>
            </td>
            <td>{l.teacherName}</td>
            <td className="ch-wrap">{l.courseName || "—"}</td>
            <td className="ch-wrap">{l.classNames.join("、") || "—"}</td>
            <td>{formatMetric("attendanceRate", l.attendanceRate)}</td>
            <td>{formatMetric("headUpRate", l.headUpRate)}</td>
            <td>{formatMetric("concentration", l.concentration)}</td>
            <td>{formatMetric("lectureShare", l.lectureShare)}</td>
            <td>{l.teachingType ? TEACHING_TYPE_NAMES[l.teachingType] : "—"}</td>
            <td>{l.warnings}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
