import type { ResourceFile } from "@otp/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { CopyrightIntro } from "../CopyrightIntro";
import type { PlayerDecor } from "./hooks";
import { applySync, syncDecision } from "./multiScreenSync";
import { pastSegmentEnd, resolveStart } from "./playback";
import type { TimedPlayerProps } from "./types";

interface Props extends TimedPlayerProps {
  files: ResourceFile[];
  intro: PlayerDecor["intro"];
  introReady: boolean;
}

/** How often followers are checked for drift besides the main screen's own events. */
const SYNC_INTERVAL_MS = 500;
const DEFAULT_LABELS = ["画面一", "画面二", "画面三", "画面四", "画面五", "画面六"];

interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Screen rectangles: the main screen takes the left ~72%, the others are stacked on the right.
 * Elements keep their DOM order and only move, so swapping never reloads a video.
 */
export function screenLayout(count: number, main: number, width: number, height: number): Rect[] {
  if (count <= 1) return [{ left: 0, top: 0, width, height }];
  const colW = Math.round(width * 0.28);
  const mainW = width - colW;
  const slotH = Math.floor(height / (count - 1));
  let slot = 0;
  return Array.from({ length: count }, (_, i) => {
    if (i === main) return { left: 0, top: 0, width: mainW, height };
    const r = { left: mainW, top: slot * slotH, width: colW, height: slotH };
    slot += 1;
    return r;
  });
}

function tryPlay(el: HTMLMediaElement | null) {
  const p = el?.play();
  if (p && typeof p.catch === "function") p.catch(() => {});
}

/**
 * Multi-screen playback: 2-6 videos on one timeline. The main screen has the controls and the
 * sound; the others follow its play/pause/seek/rate and are re-seeked when they drift more than
 * 0.3 s. Clicking a small screen makes it the main one.
 */
export function MultiScreenPlayer({ files, startSecond, sep, width, height, intro, introReady, onHandle }: Props) {
  const refs = useRef<(HTMLVideoElement | null)[]>([]);
  const [main, setMain] = useState(0);
  const mainRef = useRef(0);
  mainRef.current = main;
  const [introDone, setIntroDone] = useState(false);
  const rects = screenLayout(files.length, main, width, height);

  const syncAll = useCallback(() => {
    const lead = refs.current[mainRef.current];
    if (!lead) return;
    refs.current.forEach((el, i) => {
      if (!el || i === mainRef.current || el.readyState < 1) return;
      applySync(el, syncDecision(lead, el));
    });
  }, []);

  useEffect(() => {
    const t = setInterval(syncAll, SYNC_INTERVAL_MS);
    return () => clearInterval(t);
  }, [syncAll]);

  // The main screen carries the sound; the followers stay muted.
  useEffect(() => {
    refs.current.forEach((el, i) => {
      if (el) el.muted = i !== main;
    });
    syncAll();
  }, [main, syncAll]);

  useEffect(() => {
    onHandle?.({
      currentTime: () => refs.current[mainRef.current]?.currentTime ?? 0,
      seek: (second) => {
        const el = refs.current[mainRef.current];
        if (!el) return;
        el.currentTime = resolveStart(second, sep, el.duration);
        tryPlay(el);
        syncAll();
      },
    });
    return () => onHandle?.(null);
  }, [onHandle, sep, syncAll]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: start values are read when they change
  useEffect(() => {
    if (!introDone) return;
    const lead = refs.current[mainRef.current];
    if (!lead || lead.readyState < 1) return;
    lead.currentTime = resolveStart(startSecond, sep, lead.duration);
    tryPlay(lead);
    syncAll();
  }, [introDone, startSecond, sep?.startSecond, sep?.endSecond]);

  const onMeta = (i: number) => {
    const el = refs.current[i];
    if (!el) return;
    el.currentTime = resolveStart(startSecond, sep, el.duration);
    if (i === mainRef.current && introDone) tryPlay(el);
    syncAll();
  };

  const onMainTime = (i: number) => {
    if (i !== mainRef.current) return;
    const el = refs.current[i];
    if (el && pastSegmentEnd(el.currentTime, sep)) {
      el.pause();
      syncAll();
    }
  };

  return (
    <div className="otp-player-multi" style={{ width, height }}>
      {files.map((f, i) => {
        const r = rects[i];
        const isMain = i === main;
        return (
          <div
            key={f.id}
            className={isMain ? "otp-screen otp-screen-main" : "otp-screen otp-screen-side"}
            style={{ left: r.left, top: r.top, width: r.width, height: r.height }}
          >
            <video
              ref={(el) => {
                refs.current[i] = el;
              }}
              src={f.httpPath}
              controls={isMain && introDone}
              muted={!isMain}
              preload="metadata"
              playsInline
              poster={f.thumbUrl ?? undefined}
              controlsList="nodownload"
              onContextMenu={(e) => e.preventDefault()}
              onLoadedMetadata={() => onMeta(i)}
              onPlay={isMain ? syncAll : undefined}
              onPause={isMain ? syncAll : undefined}
              onSeeked={isMain ? syncAll : undefined}
              onRateChange={isMain ? syncAll : undefined}
              onTimeUpdate={() => onMainTime(i)}
            >
              {f.captionUrl && isMain ? (
                <track kind="subtitles" src={f.captionUrl} srcLang="zh" label="中文字幕" default />
              ) : null}
            </video>
            <span className="otp-screen-label">{f.label || DEFAULT_LABELS[i] || `画面${i + 1}`}</span>
            {isMain ? null : (
              <button
                type="button"
                className="otp-screen-switch"
                title="点击切换为主画面"
                aria-label={`切换${f.label || DEFAULT_LABELS[i]}为主画面`}
                onClick={() => setMain(i)}
              />
            )}
          </div>
        );
      })}
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
