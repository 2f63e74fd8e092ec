import type { TvChannel } from "@otp/contract";
import { Button } from "antd";
import { useEffect, useRef } from "react";
import { Link } from "react-router";

interface Props {
  channel: TvChannel;
  /** When the channel list was fetched (the offset is counted from there). */
  fetchedAt: number;
  /** The programme ended (or is about to): fetch what is on air now. */
  onNext(): void;
}

/**
 * Scheduled playout in the browser: the video on air, sought to where the station's clock is,
 * so every viewer sees the same moment; at its end the next programme is fetched.
 */
export function ScheduledPlayer({ channel, fetchedAt, onNext }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const now = channel.now;
  useEffect(() => {
    const el = video.current;
    if (!el || !now?.playUrl) return;
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
    const timer = window.setTimeout(onNext, Math.max(1000, Date.parse(now.endAt) - Date.now() + 500));
    return () => {
      el.removeEventListener("loadedmetadata", seek);
      window.clearTimeout(timer);
    };
  }, [now, fetchedAt, onNext]);

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
  return (
    <video
      key={`${channel.id}-${now.id}-${now.startAt}`}
      ref={video}
      className="tv-screen"
      src={now.playUrl}
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
