import { MEETING_STATE_NAMES, type MeetingDetail, type MeetingVenue, type VenueState } from "@otp/contract";
import { Button, Descriptions, Result, Space, Tag } from "antd";
import dayjs from "dayjs";
import { useRef, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { DiscussionPanel } from "../../../components/DiscussionPanel";
import { FlvPlayer } from "../../../components/FlvPlayer";
import { useLoggedIn } from "../../../components/preview/hooks";
import { QueryState } from "../../../components/QueryState";
import { useEvaluateMeeting, useMeeting } from "../api";
import { EvaluationPanel } from "../components/EvaluationPanel";
import "../research.css";

const VENUE_STATE: Record<VenueState, { text: string; color: string }> = {
  online: { text: "在线", color: "green" },
  dropped: { text: "掉线", color: "red" },
  offline: { text: "未接入", color: "default" },
};

/** One venue's tile: its live stream, its recording after the end, or a note. */
function VenueScreen({
  m,
  v,
  flv,
  loggedIn,
}: {
  m: MeetingDetail;
  v: MeetingVenue;
  flv: { flv: string; hls: string } | null;
  loggedIn: boolean;
}) {
  // Venues' streams and recordings are for signed-in viewers.
  if (!loggedIn && m.state !== "upcoming") return <p className="mt-note">登录后观看</p>;
  const label = `${v.placeName}（${v.orgName}）`;
  if (m.state === "live" && flv && v.state === "online")
    return <FlvPlayer flv={flv.flv} hls={flv.hls} label={`${label} 直播画面`} />;
  if (m.state === "ended" && v.videoUrl)
    // biome-ignore lint/a11y/useMediaCaption: a venue's classroom recording has no caption track
    return <video src={v.videoUrl} controls preload="metadata" aria-label={`${label} 录像`} />;
  return (
    <p className="mt-note">
      {m.state === "upcoming"
        ? `会议将于 ${dayjs(m.startAt).format("MM-DD HH:mm")} 开始`
        : m.state === "live"
          ? v.state === "dropped"
            ? "该会场信号中断，其他会场继续"
            : "等待该会场接入"
          : "该会场没有录像"}
    </p>
  );
}

/** /teaching/meeting/{meetingId} and /seminar/meeting/{meetingId}: the venues as a multi-view, discussion, scoring. */
export default function MeetingPage() {
  const id = Number(useParams().meetingId);
  const q = useMeeting(id);
  const notFound = <Result status="404" title="会议不存在" />;
  if (!(id > 0)) return notFound;
  return (
    <QueryState query={q} rows={8} failed={notFound}>
      {(m) => <MeetingView id={id} m={m} />}
    </QueryState>
  );
}

function MeetingView({ id, m }: { id: number; m: MeetingDetail }) {
  const navigate = useNavigate();
  const loggedIn = useLoggedIn();
  const [main, setMain] = useState<number | null>(null);
  // Signed stream addresses are kept from the first answer that has them: a refetch signs new
  // ones, and changing the address would reconnect the player.
  const streams = useRef(new Map<number, { flv: string; hls: string }>());
  const evaluate = useEvaluateMeeting(id);
  for (const v of m.venues) {
    // HLS alone is enough (an nginx-rtmp edge gives no FLV address).
    if (v.hls && v.state === "online" && !streams.current.has(v.placeId))
      streams.current.set(v.placeId, { flv: v.flv ?? "", hls: v.hls });
    if (v.state !== "online") streams.current.delete(v.placeId);
  }
  const mainId = main ?? m.venues.find((v) => v.main)?.placeId ?? m.venues[0]?.placeId;
  return (
    <div className="otp-page rs-page">
      <div className="rs-head">
        <h1>{m.title}</h1>
        <Tag color={m.state === "live" ? "red" : m.state === "ended" ? "default" : "blue"}>
          {MEETING_STATE_NAMES[m.state]}
        </Tag>
        <Button type="link" onClick={() => navigate(`/${m.seminarKind}/detail/${m.seminarId}`)}>
          返回「{m.seminarTitle}」
        </Button>
      </div>
      <div className="lc-layout">
        <div>
          <ul className="mt-grid" aria-label="会场画面">
            {m.venues.map((v) => (
              <li key={v.placeId} className={v.placeId === mainId ? "mt-tile mt-main" : "mt-tile"}>
                <div className="mt-screen">
                  <VenueScreen m={m} v={v} flv={streams.current.get(v.placeId) ?? null} loggedIn={loggedIn} />
                </div>
                <div className="mt-caption">
                  <Space size={4} wrap>
                    <strong>{v.placeName}</strong>
                    <span className="rs-muted">{v.orgName}</span>
                    <Tag color={v.main ? "gold" : undefined}>{v.main ? "主会场" : "分会场"}</Tag>
                    {m.state === "live" ? (
                      <Tag color={VENUE_STATE[v.state].color}>{VENUE_STATE[v.state].text}</Tag>
                    ) : null}
                  </Space>
                  {v.placeId !== mainId ? (
                    <Button size="small" onClick={() => setMain(v.placeId)} aria-label={`切换主画面到${v.placeName}`}>
                      设为主画面
                    </Button>
                  ) : (
                    <Tag color="processing">主画面</Tag>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <Descriptions column={2} style={{ marginTop: 16 }} aria-label="会议信息">
            <Descriptions.Item label="开始时间">{dayjs(m.startAt).format("YYYY-MM-DD HH:mm")}</Descriptions.Item>
            <Descriptions.Item label="结束时间">{dayjs(m.endAt).format("YYYY-MM-DD HH:mm")}</Descriptions.Item>
            <Descriptions.Item label="评价标准">{m.templateName || "未设置"}</Descriptions.Item>
            <Descriptions.Item label="会场数">{m.venues.length}</Descriptions.Item>
          </Descriptions>
          <DiscussionPanel
            liveId={m.liveId}
            canSend={loggedIn && m.state !== "ended"}
            canModerate={m.canEdit}
            closedHint={m.state === "ended" ? "会议已结束，讨论已关闭" : "登录后可参与讨论"}
          />
        </div>
        <div>
          <EvaluationPanel d={m} title="评价本次课" guestHint="登录后，教研活动成员可以评价" evaluate={evaluate} />
        </div>
      </div>
    </div>
  );
}
