import { useQuery } from "@tanstack/react-query";
import { Card, Result, Skeleton } from "antd";
import { useNavigate, useSearchParams } from "react-router";
import { patrolApi } from "../api";
import { PatrolForm } from "../components/PatrolForm";
import "../supervise.css";

/** /patrol_class/detail?id=: watch one classroom and record the patrol. */
export default function PatrolDetailPage() {
  const [search] = useSearchParams();
  const id = Number(search.get("id"));
  const navigate = useNavigate();
  const { data, error } = useQuery({
    queryKey: ["supervise", "patrol", id],
    queryFn: () => patrolApi.classroom(id),
    enabled: id > 0,
  });
  if (error || !id) return <Result status="404" title="直播课堂不存在或已结束" />;
  if (!data) return <Skeleton active className="sup-page" />;
  return (
    <div className="sup-page sup-workspace">
      <Card title={data.title} extra={data.teacherName}>
        {data.streams.map((s) => (
          <video key={s.url} src={s.url} controls autoPlay muted width="100%" title={s.name} />
        ))}
      </Card>
      <Card title="巡课记录">
        <PatrolForm
          liveId={data.id}
          room={data.room}
          onSaved={() => navigate("/supervise/supervise_patrol_class_detail")}
        />
      </Card>
    </div>
  );
}
