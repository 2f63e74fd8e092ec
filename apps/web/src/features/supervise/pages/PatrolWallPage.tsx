import { useQuery } from "@tanstack/react-query";
import { Card, Empty, Result, Skeleton } from "antd";
import { Link } from "react-router";
import { patrolApi } from "../api";
import "../supervise.css";

/** /patrol_class/index and /supervise/supervise_patrol_class: the classrooms live now. */
export default function PatrolWallPage() {
  const { data, error } = useQuery({
    queryKey: ["supervise", "patrol", "wall"],
    queryFn: patrolApi.wall,
    refetchInterval: 30_000,
  });
  if (error) return <Result status="403" title="只有督导和专家可以巡课" />;
  if (!data) return <Skeleton active className="sup-page" />;
  return (
    <div className="sup-page">
      <h2>
        在线巡课{" "}
        <Link to="/supervise/supervise_patrol_in_class" style={{ fontSize: 14, marginLeft: 12 }}>
          进班巡课记录
        </Link>
      </h2>
      {data.length === 0 ? <Empty description="当前没有正在直播的课堂" /> : null}
      <div className="sup-wall">
        {data.map((c) => (
          <Link key={c.id} to={`/patrol_class/detail?id=${c.id}`}>
            <Card hoverable size="small" title={c.title} extra={c.teacherName}>
              {c.streams[0] ? <video src={c.streams[0].url} muted autoPlay width="100%" /> : null}
              <div className="sup-item-desc">{c.room}</div>
            </Card>
          </Link>
        ))}
      </div>
    </div>
  );
}
