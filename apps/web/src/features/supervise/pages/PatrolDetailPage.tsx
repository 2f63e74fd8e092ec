import { Card, Empty, Result, Skeleton } from "antd";
import { useNavigate, useSearchParams } from "react-router";
import { FlvPlayer } from "../../../components/FlvPlayer";
import { PatrolForm } from "../components/PatrolForm";
import { usePatrolClassroom } from "../patrolApi";
import { useSuperviseRights } from "../useSuperviseRights";
import "../supervise.css";

/** /patrol_class/detail?id=: watch one classroom and record the patrol. */
export default function PatrolDetailPage() {
  const [search] = useSearchParams();
  const id = Number(search.get("id"));
  const navigate = useNavigate();
  // Experts patrol but only managers read the records.
  const { manages } = useSuperviseRights();
  const { data, error } = usePatrolClassroom(id);
  if (error || !id) return <Result status="404" title="直播课堂不存在或已结束" />;
  if (!data) return <Skeleton active className="sup-page" />;
  return (
    <div className="sup-page sup-workspace">
      <Card title={data.title} extra={data.teacherName}>
        {data.streams.length === 0 ? <Empty description="该课堂当前没有可播放的画面" /> : null}
        {data.streams.map((s) => (
          <FlvPlayer key={s.kind} flv={s.url} hls={s.hls} label={s.name} />
        ))}
      </Card>
      <Card title="巡课记录">
        <PatrolForm
          liveId={data.id}
          room={data.room}
          streams={data.streams}
          onSaved={() => navigate(manages ? "/supervise/supervise_patrol_class_detail" : "/patrol_class/index")}
        />
      </Card>
    </div>
  );
}
