import { MutedOutlined } from "@ant-design/icons";
import type Hls from "hls.js";
import type Mpegts from "mpegts.js";
import { useEffect, useRef, useState } from "react";

interface Props {
  flv: string;
  hls: string;
  label: string;
  /** Shown under the player when neither HTTP-FLV nor HLS plays. */
  failedText?: string;
  testId?: string;
  /** The video's class (the TV station styles its own screen). */
  videoClassName?: string;
}

/** The sound hint over the picture's top-left corner (the player is shared: styled here). */
const UNMUTE_STYLE = {
  position: "absolute",
  top: 12,
  left: 12,
  zIndex: 2,
  padding: "4px 12px",
  border: "none",
  borderRadius: 16,
  background: "rgba(0, 0, 0, 0.6)",
  color: "#fff",
  fontSize: 14,
  cursor: "pointer",
} as const;

/**
 * A live stream over HTTP-FLV (mpegts.js, a few seconds of delay). Where Media Source Extensions
 * are missing (iOS Safari) it plays the HLS address natively; where MSE exists but HTTP-FLV fails
 * (a proxy that buffers the endless response, a mpegts.js error) it falls back to HLS through
 * hls.js, loaded only then.
 */
export function FlvPlayer({
  flv,
  hls,
  label,
  failedText = "直播画面中断，正在等待教师重新推流，请稍后刷新页面",
  testId,
  videoClassName = "live-screen",
}: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  // Browsers only autoplay muted video: the viewer is told, and one click turns the sound on.
  const [muted, setMuted] = useState(true);
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    const sync = () => setMuted(el.muted || el.volume === 0);
    el.addEventListener("volumechange", sync);
    return () => el.removeEventListener("volumechange", sync);
  }, []);
  const unmute = () => {
    const el = video.current;
    if (!el) return;
    el.muted = false;
    if (el.volume === 0) el.volume = 1;
    void el.play().catch(() => {});
  };
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    let player: Mpegts.Player | null = null;
    let hlsPlayer: Hls | null = null;
    let cancelled = false;
    const start = () => {
      el.muted = true;
      void el.play().catch(() => {});
    };
    const viaHls = () => {
      player?.destroy();
      player = null;
      void import("hls.js").then(({ default: HlsJs }) => {
        if (cancelled) return;
        if (!HlsJs.isSupported()) return setFailed(true);
        hlsPlayer = new HlsJs({ lowLatencyMode: true });
        hlsPlayer.on(HlsJs.Events.ERROR, (_e, data) => {
          if (data.fatal) setFailed(true);
        });
        hlsPlayer.loadSource(new URL(hls, location.href).href);
        hlsPlayer.attachMedia(el);
        start();
      });
    };
    // HLS only (an nginx-rtmp edge serves no HTTP-FLV): the browser's own HLS, else hls.js.
    const nativeFailed = () => setFailed(true);
    if (!flv) {
      if (el.canPlayType("application/vnd.apple.mpegurl")) {
        el.addEventListener("error", nativeFailed);
        el.src = hls;
        start();
      } else viaHls();
    } else
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
        player.on(mpegts.Events.ERROR, viaHls);
        player.load();
        start();
      });
    return () => {
      cancelled = true;
      el.removeEventListener("error", nativeFailed);
      player?.destroy();
      hlsPlayer?.destroy();
    };
  }, [flv, hls]);
  return (
    <div className="live-screen-wrap" style={{ position: "relative" }}>
      <video
        ref={video}
        className={videoClassName}
        controls
        autoPlay
        muted
        playsInline
        aria-label={label}
        data-testid={testId}
      />
      {muted ? (
        <button type="button" className="live-unmute" style={UNMUTE_STYLE} onClick={unmute}>
          <MutedOutlined aria-hidden /> 点击开启声音
        </button>
      ) : null}
      {failed ? <p className="live-edit-note">{failedText}</p> : null}
    </div>
  );
}
