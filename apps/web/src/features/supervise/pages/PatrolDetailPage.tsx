import type { LiveHeadUp, SuperviseLiveClassroom } from "@otp/contract";
import { Alert, Card, Empty, List, Result, Skeleton } from "antd";
import { Link, useNavigate, useSearchParams } from "react-router";
import { FlvPlayer } from "../../../components/FlvPlayer";
import { PatrolForm } from "../components/PatrolForm";
import { useLiveHeadUp, usePatrolClassroom, usePatrolWall } from "../patrolApi";
import { useSuperviseRights } from "../useSuperviseRights";
import "../supervise.css";

/**
 * /patrol_class/detail?id=: watch one classroom and record the patrol. Without an id, or with
 * the id of a live that has ended, it offers the classrooms live now instead of an error.
 */
export default function PatrolDetailPage() {
  const [search] = useSearchParams();
  const id = Number(search.get("id"));
  const valid = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  // Experts patrol but only managers read the records.
  const { manages } = useSuperviseRights();
  const { data, error } = usePatrolClassroom(valid ? id : 0);
  if (error || !valid) return <LiveChooser ended={valid} />;
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

/** The classrooms live now (the patrol wall's list), each with a link to patrol it. */
function LiveChooser({ ended }: { ended: boolean }) {
  const wall = usePatrolWall();
  const lives = wall.data ?? [];
  const headUp = useLiveHeadUp(lives.slice(0, 100).map((c) => c.id));
  const byLive = new Map((headUp.data ?? []).map((h) => [h.liveId, h]));
  if (wall.error) return <Result status="403" title="只有督导和专家可以巡课" />;
  if (!wall.data) return <Skeleton active className="sup-page" />;
  return (
    <div className="sup-page">
      <h2>
        选择要巡课的直播课堂{" "}
        <Link to="/patrol_class/index" style={{ fontSize: 14, marginLeft: 12 }}>
          巡课墙
        </Link>
      </h2>
      {ended ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={
            lives.length > 0
              ? "这个直播课堂不存在或已结束，可以从下面正在上课的课堂中选择一个巡课。"
              : "这个直播课堂不存在或已结束。"
          }
        />
      ) : lives.length > 0 ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message="没有指定直播课堂，请从下面正在上课的课堂中选择一个巡课。"
        />
      ) : null}
      {lives.length === 0 ? (
        <Card>
          <Empty description="当前没有正在上课的直播课堂">
            <Link to="/patrol_class/index">返回巡课墙</Link>
          </Empty>
        </Card>
      ) : (
        <Card title={`正在上课的直播课堂（${lives.length}）`} size="small">
          <List<SuperviseLiveClassroom>
            dataSource={lives}
            rowKey="id"
            renderItem={(c) => (
              <List.Item
                actions={[
                  <Link key="patrol" to={`/patrol_class/detail?id=${c.id}`} aria-label={`巡课：${c.title}`}>
                    巡课
                  </Link>,
                ]}
              >
                <List.Item.Meta
                  title={c.title}
                  description={
                    <span className="sup-item-desc">
                      {[c.teacherName, c.room].filter(Boolean).join(" · ") || "—"}
                      {" · "}
                      {headUpText(byLive.get(c.id))}
                    </span>
                  }
                />
              </List.Item>
            )}
          />
        </Card>
      )}
    </div>
  );
}

/** The classroom's latest analysed frame in words, as the wall shows it. */
function headUpText(h: LiveHeadUp | undefined): string {
  if (!h) return "抬头率：暂无分析";
  return `人数 ${h.faceCount} · 抬头率 ${h.headUpRate === null ? "—" : `${Math.round(h.headUpRate * 100)}%`}`;
}
