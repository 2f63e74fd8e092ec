import type Mpegts from "mpegts.js";
import { useEffect, useRef, useState } from "react";

/**
 * A live stream over HTTP-FLV (mpegts.js, a few seconds of delay); where Media Source Extensions
 * are missing (iOS Safari) it plays the HLS address natively.
 */
export function FlvPlayer({ flv, hls, label }: { flv: string; hls: string; label: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    let player: Mpegts.Player | null = null;
    let cancelled = false;
    void import("mpegts.js").then(({ default: mpegts }) => {
      if (cancelled) return;
      if (!mpegts.getFeatureList().mseLivePlayback) {
        el.src = hls;
        return;
      }
      player = mpegts.createPlayer(
        { type: "flv", isLive: true, url: new URL(flv, location.href).href },
        {
          enableStashBuffer: false,
          liveBufferLatencyChasing: true,
        },
      );
      player.attachMediaElement(el);
      player.on(mpegts.Events.ERROR, () => setFailed(true));
      player.load();
      el.muted = true;
      void el.play().catch(() => {});
    });
    return () => {
      cancelled = true;
      player?.destroy();
    };
  }, [flv, hls]);
  return (
    <div className="live-screen-wrap">
      <video ref={video} className="live-screen" controls autoPlay muted playsInline aria-label={label} />
      {failed ? <p className="live-edit-note">直播画面中断，正在等待教师重新推流，请稍后刷新页面</p> : null}
    </div>
  );
}
