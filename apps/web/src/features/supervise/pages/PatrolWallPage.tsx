import type { LiveHeadUp } from "@otp/contract";
import { Card, Empty, Result, Skeleton } from "antd";
import dayjs from "dayjs";
import { Link } from "react-router";
import { FlvPlayer } from "../../../components/FlvPlayer";
import { useLiveHeadUp, usePatrolWall } from "../patrolApi";
import "../supervise.css";

/** /patrol_class/index and /supervise/supervise_patrol_class: the classrooms live now. */
export default function PatrolWallPage() {
  const { data, error } = usePatrolWall();
  const headUp = useLiveHeadUp((data ?? []).slice(0, 100).map((c) => c.id));
  const byLive = new Map((headUp.data ?? []).map((h) => [h.liveId, h]));
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
          <Card
            key={c.id}
            size="small"
            title={c.title}
            extra={<Link to={`/patrol_class/detail?id=${c.id}`}>巡课 · 抓拍</Link>}
          >
            {c.streams[0] ? (
              <FlvPlayer flv={c.streams[0].url} hls={c.streams[0].hls} label={`${c.title} ${c.streams[0].name}`} />
            ) : null}
            <div className="sup-item-desc">
              {c.teacherName} {c.room}
            </div>
            <HeadUpLine h={byLive.get(c.id)} />
          </Card>
        ))}
      </div>
    </div>
  );
}

/**
 * The classroom's latest analysed frame: head count and 抬头率 (AI classroom analysis). The rate
 * needs a few recent frames as the room's baseline; until then only the head count is shown.
 */
function HeadUpLine({ h }: { h: LiveHeadUp | undefined }) {
  if (!h) return <div className="sup-item-desc">抬头率：暂无分析</div>;
  const rate = h.headUpRate === null ? "—" : `${Math.round(h.headUpRate * 100)}%`;
  return (
    <div
      className="sup-item-desc"
      title={`分析于 ${dayjs(h.at).format("HH:mm:ss")}${h.headUpRate === null ? "；抬头率需积累几帧后显示" : ""}`}
    >
      人数 {h.faceCount} · 抬头率 {rate}（{dayjs(h.at).format("HH:mm")}）
    </div>
  );
}
