import { SoundMuteOutline } from "antd-mobile-icons";
import { useEffect, useRef, useState } from "react";
import { attach, type Detach } from "./attach";
import { engineSupport, liveEngines } from "./engine";
import "./media.css";

interface Props {
  hls: string;
  flv: string;
  label: string;
}

/**
 * A live stream on a phone: the engines of liveEngines() tried in order (native HLS on iOS,
 * hls.js on Android, HTTP-FLV through mpegts.js last), each loaded only when tried. The video's
 * `data-engine` names the one playing. Phones only autoplay muted video: a button turns the
 * sound on.
 */
export function LivePlayer({ hls, flv, label }: Props) {
  const ref = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const [muted, setMuted] = useState(true);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const sync = () => setMuted(el.muted || el.volume === 0);
    el.addEventListener("volumechange", sync);
    return () => el.removeEventListener("volumechange", sync);
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setFailed(false);
    const engines = liveEngines(engineSupport(el), Boolean(flv));
    let detach: Detach | undefined;
    let gone = false;
    let index = -1;
    const next = () => {
      detach?.();
      detach = undefined;
      index += 1;
      const engine = engines[index];
      if (gone) return;
      if (!engine) {
        setFailed(true);
        return;
      }
      const url = engine === "mpegts.js" ? flv : hls;
      let moved = false;
      const onFatal = () => {
        if (moved) return;
        moved = true;
        next();
      };
      attach(el, engine, url, { live: true, onFatal }).then(
        (d) => {
          if (gone || moved) d();
          else {
            detach = d;
            el.muted = true;
            void el.play()?.catch((e: unknown) => e);
          }
        },
        () => onFatal(),
      );
    };
    next();
    return () => {
      gone = true;
      detach?.();
    };
  }, [hls, flv]);

  const unmute = () => {
    const el = ref.current;
    if (!el) return;
    el.muted = false;
    if (el.volume === 0) el.volume = 1;
    void el.play()?.catch((e: unknown) => e);
  };

  return (
    <div className="m-player">
      <video
        ref={ref}
        className="m-player-video"
        controls
        autoPlay
        muted
        playsInline
        webkit-playsinline="true"
        x5-playsinline="true"
        x5-video-player-type="h5"
        aria-label={label}
      />
      {muted ? (
        <button type="button" className="m-unmute" onClick={unmute}>
          <SoundMuteOutline aria-hidden /> 点击开启声音
        </button>
      ) : null}
      {failed ? (
        <div className="m-player-note">
          直播画面暂时无法播放
          {/* A reload asks for the live again, with freshly signed play addresses. */}
          <button type="button" className="m-link-button" onClick={() => window.location.reload()}>
            重新加载
          </button>
        </div>
      ) : null}
    </div>
  );
}
