import { PlayCircleOutlined, VideoCameraOutlined } from "@ant-design/icons";
import type { LectureItem } from "@otp/contract";
import { Tag } from "antd";
import { Link } from "react-router";

/** The route of a lecture's detail: `/detail/{id}/{live|record}` (the page asks the server what plays). */
export const lectureDetailPath = (l: Pick<LectureItem, "id" | "kind">) =>
  `/detail/${l.id}/${l.kind === "live" ? "live" : "record"}`;

/** One 说课 in the centre's grid: title, teacher, kind and its evaluation so far. */
export function LectureCard({ l }: { l: LectureItem }) {
  return (
    <Link className="rs-card" to={lectureDetailPath(l)}>
      <div className="rs-card-head">
        {l.kind === "live" ? (
          <Tag color="red" icon={<VideoCameraOutlined />}>
            直播说课
          </Tag>
        ) : (
          <Tag color="blue" icon={<PlayCircleOutlined />}>
            录播说课
          </Tag>
        )}
        <span className="rs-card-title">{l.title}</span>
      </div>
      <div className="rs-card-meta">
        <span>说课教师：{l.teacherName}</span>
        <span>学科：{l.subjectName}</span>
      </div>
      <div className="rs-card-time">
        {l.evaluationCount > 0 ? `${l.evaluationCount} 人评价 · 平均 ${l.averageScore?.toFixed(1)} 分` : "暂无评价"}
      </div>
    </Link>
  );
}
