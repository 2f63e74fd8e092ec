import { resolveStart } from "@otp/client/playback";
import { useEffect, useRef, useState } from "react";
import { thumbUrl } from "../thumb";
import { attach, type Detach, hlsEngineFor } from "./attach";
import { CopyrightIntro } from "./CopyrightIntro";
import type { PlayerDecor } from "./decor";
import { isHlsUrl } from "./engine";

interface Props {
  src: string;
  poster?: string | null;
  captionUrl?: string | null;
  /** Where to start (a `?second=` or the saved position). */
  startSecond?: number;
  intro: PlayerDecor["intro"];
  introReady: boolean;
  label: string;
  /** Receives the video element (progress saving listens to it). */
  onMedia?(el: HTMLVideoElement | null): void;
}

function tryPlay(el: HTMLMediaElement) {
  void el.play()?.catch((e: unknown) => e);
}

/**
 * A recorded video on the phone: the copyright intro first, then playback from the start second.
 * MP4 plays directly; an HLS rendition through the phone's own player or hls.js. Inline on
 * iPhones and in WeChat/QQ (x5) instead of jumping to full screen.
 */
export function VideoPlayer({ src, poster, captionUrl, startSecond, intro, introReady, label, onMedia }: Props) {
  const ref = useRef<HTMLVideoElement>(null);
  const [introDone, setIntroDone] = useState(false);
  const [broken, setBroken] = useState(false);
  const metaLoaded = useRef(false);
  const started = useRef(false);

  useEffect(() => {
    onMedia?.(ref.current);
    return () => onMedia?.(null);
  }, [onMedia]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    metaLoaded.current = false;
    started.current = false;
    if (!isHlsUrl(src)) {
      el.dataset.engine = "file";
      el.src = src;
      return () => {
        el.removeAttribute("src");
      };
    }
    let detach: Detach | undefined;
    let gone = false;
    void attach(el, hlsEngineFor(el), src, { live: false, onFatal: () => setBroken(true) }).then((d) => {
      if (gone) d();
      else detach = d;
    });
    return () => {
      gone = true;
      detach?.();
    };
  }, [src]);

  // Seek to the start once both the intro and the metadata are there, then play.
  const begin = () => {
    const el = ref.current;
    if (!el || !metaLoaded.current || started.current) return;
    started.current = true;
    el.currentTime = resolveStart(startSecond, undefined, el.duration);
    tryPlay(el);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: begin reads the current refs
  useEffect(() => {
    if (introDone) begin();
  }, [introDone]);

  return (
    <div className="m-player">
      {/* biome-ignore lint/a11y/useMediaCaption: the caption track is added when the file has one */}
      <video
        ref={ref}
        className="m-player-video"
        controls={introDone}
        preload="metadata"
        playsInline
        webkit-playsinline="true"
        x5-playsinline="true"
        poster={thumbUrl(poster, 360) ?? undefined}
        aria-label={label}
        controlsList="nodownload"
        onContextMenu={(e) => e.preventDefault()}
        onLoadedMetadata={() => {
          metaLoaded.current = true;
          if (introDone) begin();
        }}
        onError={() => setBroken((ref.current?.readyState ?? 0) < 2)}
        onLoadedData={() => setBroken(false)}
      >
        {captionUrl ? <track kind="subtitles" src={captionUrl} srcLang="zh" label="中文字幕" default /> : null}
      </video>
      {broken ? <div className="m-player-note">视频无法播放，请稍后重试</div> : null}
      {introReady && !introDone ? (
        <CopyrightIntro
          enabled={intro.enabled}
          imgUrl={intro.imgUrl}
          alt={intro.alt}
          onDone={() => setIntroDone(true)}
        />
      ) : null}
    </div>
  );
}
