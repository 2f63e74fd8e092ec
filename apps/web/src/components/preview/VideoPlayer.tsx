import type { ResourceFile } from "@otp/contract";
import { useEffect, useRef, useState } from "react";
import { CopyrightIntro } from "../CopyrightIntro";
import type { PlayerDecor } from "./hooks";
import { FailedNotice } from "./MediaState";
import { pastSegmentEnd, resolveStart } from "./playback";
import type { TimedPlayerProps } from "./types";

interface Props extends TimedPlayerProps {
  file: ResourceFile;
  intro: PlayerDecor["intro"];
  introReady: boolean;
  poster?: string | null;
  /** Shown when the video cannot be played (e.g. processing failed and the original is not web-playable). */
  failedHint?: string | null;
}

function tryPlay(el: HTMLMediaElement | null) {
  const p = el?.play();
  if (p && typeof p.catch === "function") p.catch(() => {});
}

/**
 * One video: the copyright intro first (when enabled), then playback from the start second, kept
 * inside the sep segment; WebVTT captions when the file has them.
 */
export function VideoPlayer({
  file,
  startSecond,
  sep,
  width,
  height,
  intro,
  introReady,
  onHandle,
  poster,
  failedHint,
}: Props) {
  const ref = useRef<HTMLVideoElement>(null);
  const [introDone, setIntroDone] = useState(false);
  const [broken, setBroken] = useState(false);
  const metaLoaded = useRef(false);

  useEffect(() => {
    onHandle?.({
      currentTime: () => ref.current?.currentTime ?? 0,
      seek: (second) => {
        const el = ref.current;
        if (!el) return;
        el.currentTime = resolveStart(second, sep, el.duration);
        tryPlay(el);
      },
    });
    return () => onHandle?.(null);
  }, [onHandle, sep]);

  // Start (or restart on a new start second) once both the intro and the metadata are done.
  // biome-ignore lint/correctness/useExhaustiveDependencies: start values are read when they change
  useEffect(() => {
    const el = ref.current;
    if (!el || !introDone || !metaLoaded.current) return;
    el.currentTime = resolveStart(startSecond, sep, el.duration);
    tryPlay(el);
  }, [introDone, startSecond, sep?.startSecond, sep?.endSecond]);

  const onLoadedMetadata = () => {
    const el = ref.current;
    if (!el) return;
    metaLoaded.current = true;
    el.currentTime = resolveStart(startSecond, sep, el.duration);
    if (introDone) tryPlay(el);
  };

  const onTimeUpdate = () => {
    const el = ref.current;
    if (el && pastSegmentEnd(el.currentTime, sep)) {
      el.pause();
      if (sep?.endSecond !== undefined) el.currentTime = sep.endSecond;
    }
  };

  return (
    <div className="otp-player-video" style={{ width, height }}>
      {/* biome-ignore lint/a11y/useMediaCaption: the caption track is added when the file has one */}
      <video
        ref={ref}
        src={file.httpPath}
        controls={introDone}
        preload="metadata"
        playsInline
        poster={poster ?? file.thumbUrl ?? undefined}
        width={width}
        height={height}
        onLoadedMetadata={onLoadedMetadata}
        onTimeUpdate={onTimeUpdate}
        // Only a video that never showed a frame counts as unplayable; a dropped connection
        // mid-playback leaves the picture and the controls to retry.
        onError={() => setBroken((ref.current?.readyState ?? 0) < 2)}
        onLoadedData={() => setBroken(false)}
        controlsList="nodownload"
        onContextMenu={(e) => e.preventDefault()}
      >
        {file.captionUrl ? (
          <track kind="subtitles" src={file.captionUrl} srcLang="zh" label="中文字幕" default />
        ) : null}
      </video>
      {broken ? <FailedNotice error={failedHint} /> : null}
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
