import { LoadingOutlined } from "@ant-design/icons";
import type { TvChannel, TvNowPlaying } from "@otp/contract";
import { Button } from "antd";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { FlvPlayer } from "../../../components/FlvPlayer";
import { useTvPlay } from "../api";

interface Props {
  channel: TvChannel;
  /** When the channel list was fetched (the offset is counted from there). */
  fetchedAt: number;
  /** The programme ended (or is about to): fetch what is on air now. */
  onNext(): void;
}

/**
 * A scheduled channel: the station plays it out as one live stream (ffmpeg into the ingest), so
 * the page plays that stream like a live room; now / next refresh when a programme ends. A server
 * without an embedded ingest answers no stream, and the page plays the programme's file sought to
 * the station's clock instead.
 */
export function ScheduledPlayer({ channel, fetchedAt, onNext }: Props) {
  const now = channel.now;
  const play = useTvPlay(channel.id, !!now?.playUrl);
  useEffect(() => {
    if (!now) return;
    const timer = window.setTimeout(onNext, Math.max(1000, Date.parse(now.endAt) - Date.now() + 500));
    return () => window.clearTimeout(timer);
  }, [now, onNext]);

  if (!now) return <div className="tv-screen tv-screen-note">该频道暂无节目</div>;
  if (!now.playUrl)
    return (
      <div className="tv-screen tv-screen-note">
        <p>正在播出《{now.name}》，登录后即可收看</p>
        <Link to={`/login?redirect=${encodeURIComponent(`/campus-tv-station/player?channel=${channel.id}`)}`}>
          <Button type="primary">登录后观看</Button>
        </Link>
      </div>
    );
  if (play.isLoading)
    return (
      <div className="tv-screen tv-screen-note">
        <LoadingOutlined aria-hidden />
        <p>正在接入频道信号…</p>
      </div>
    );
  if (play.data)
    return (
      <FlvPlayer
        key={play.data.flv}
        flv={play.data.flv}
        hls={play.data.hls}
        label={`${channel.name} 直播信号`}
        failedText="频道信号中断，请稍后刷新页面"
        testId="tv-video"
        videoClassName="tv-screen"
      />
    );
  return <FilePlayer channelId={channel.id} now={now} fetchedAt={fetchedAt} onNext={onNext} />;
}

/** The programme's own file, sought to where the station's clock is (no playout on this server). */
function FilePlayer({
  channelId,
  now,
  fetchedAt,
  onNext,
}: {
  channelId: number;
  now: TvNowPlaying;
  fetchedAt: number;
  onNext(): void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    const seek = () => {
      const offset = now.offset + (Date.now() - fetchedAt) / 1000;
      if (Number.isFinite(el.duration) && offset < el.duration) el.currentTime = offset;
      void el.play().catch(() => {
        // Autoplay with sound is refused until the viewer interacts: start muted.
        el.muted = true;
        void el.play().catch(() => {});
      });
    };
    el.addEventListener("loadedmetadata", seek, { once: true });
    return () => el.removeEventListener("loadedmetadata", seek);
  }, [now, fetchedAt]);
  return (
    <video
      key={`${channelId}-${now.id}-${now.startAt}`}
      ref={video}
      className="tv-screen"
      src={now.playUrl ?? undefined}
      poster={now.coverUrl ?? undefined}
      controls
      playsInline
      data-testid="tv-video"
      onEnded={onNext}
    >
      <track kind="captions" />
    </video>
  );
}
