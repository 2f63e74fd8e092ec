import { PlayCircleOutlined, VideoCameraOutlined } from "@ant-design/icons";
import type { TvChannel } from "@otp/contract";
import { TV_CHANNEL_KIND_NAMES } from "@otp/contract";
import { Button, Empty, Skeleton, Tag } from "antd";
import { useCallback, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { clock, useTvChannels, useTvGuide } from "../api";
import { GuideList } from "../components/GuideList";
import { ScheduledPlayer } from "../components/ScheduledPlayer";

const LIVE_STATUS: Record<number, string> = { 1: "未开始", 2: "直播中", 3: "已结束", [-1]: "信号中断" };

/** A live channel relays a live class: its state and the way into its live room. */
function LiveChannel({ channel }: { channel: TvChannel }) {
  return (
    <div className="tv-screen tv-screen-note">
      <VideoCameraOutlined aria-hidden />
      {channel.liveName ? (
        <>
          <p>
            {channel.liveName}（{LIVE_STATUS[channel.liveStatus ?? 1] ?? ""}）
          </p>
          <Link to={`/live/${channel.liveId}`}>
            <Button type="primary">进入直播间</Button>
          </Link>
        </>
      ) : (
        <p>该频道转播的直播暂不可观看</p>
      )}
    </div>
  );
}

/** /campus-tv-station/player: the channels, the one chosen playing, now / next and today's guide. */
export default function TvPlayerPage() {
  const [params, setParams] = useSearchParams();
  const q = useTvChannels({ staleTime: 0 });
  const channels = q.data?.list ?? [];
  const chosen = channels.find((c) => c.id === Number(params.get("channel"))) ?? channels[0];
  const guide = useTvGuide(chosen?.id, undefined, chosen?.kind === "schedule");
  const [, tick] = useState(0);
  const refetch = q.refetch;
  const onNext = useCallback(() => {
    void refetch();
    tick((n) => n + 1);
  }, [refetch]);

  if (q.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!chosen) return <Empty description="电视台还没有频道" />;
  return (
    <div className="tv-player-layout">
      <nav className="tv-channels" aria-label="频道">
        {channels.map((c) => (
          <button
            type="button"
            key={c.id}
            className={c.id === chosen.id ? "tv-channel tv-channel-active" : "tv-channel"}
            aria-current={c.id === chosen.id ? "true" : undefined}
            onClick={() => setParams({ channel: String(c.id) })}
          >
            <span className="tv-channel-name">{c.name}</span>
            <Tag color={c.kind === "live" ? "red" : "blue"}>{TV_CHANNEL_KIND_NAMES[c.kind]}</Tag>
            <span className="tv-channel-now">
              {c.kind === "schedule" ? (c.now ? `正在播出：${c.now.name}` : "暂无节目") : (c.liveName ?? "暂无直播")}
            </span>
          </button>
        ))}
      </nav>
      <section className="tv-main">
        {chosen.kind === "schedule" ? (
          <ScheduledPlayer channel={chosen} fetchedAt={q.data?.at ?? Date.now()} onNext={onNext} />
        ) : (
          <LiveChannel channel={chosen} />
        )}
        <div className="tv-now">
          <h2>{chosen.name}</h2>
          {chosen.brief ? <p className="tv-brief">{chosen.brief}</p> : null}
          {chosen.now ? (
            <p>
              <PlayCircleOutlined aria-hidden /> 正在播出：{chosen.now.name}（{clock(chosen.now.startAt)}-
              {clock(chosen.now.endAt)}）
            </p>
          ) : null}
          {chosen.next ? (
            <p className="tv-next">
              下一个节目：{chosen.next.name}（{clock(chosen.next.startAt)} 开始）
            </p>
          ) : null}
        </div>
        {chosen.kind === "schedule" ? (
          <div className="tv-guide-box">
            <h3>今日节目单</h3>
            {guide.isLoading ? <Skeleton active /> : <GuideList programmes={guide.data ?? []} nowMs={Date.now()} />}
          </div>
        ) : null}
      </section>
    </div>
  );
}
