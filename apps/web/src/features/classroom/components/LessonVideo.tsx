import type { RefObject } from "react";
import { lessonVideoUrl } from "../api";

interface Props {
  fileId: number | null;
  videoRef: RefObject<HTMLVideoElement>;
  label: string;
}

/**
 * The lesson's recording. A bare <video> rather than the resource player: the timeline seeks
 * it and the FIAS panel reads its clock on every key, which the resource player's copyright
 * intro and segment rules would get in the way of; the stream is the same resource file stream.
 */
export function LessonVideo({ fileId, videoRef, label }: Props) {
  if (!fileId) return <div className="ca-video-none">这节课没有可播放的学生画面录像</div>;
  return (
    // biome-ignore lint/a11y/useMediaCaption: classroom recordings have no caption track
    <video
      ref={videoRef}
      className="ca-video"
      src={lessonVideoUrl(fileId)}
      controls
      preload="metadata"
      playsInline
      aria-label={label}
      controlsList="nodownload"
    />
  );
}

/** Jumps the video to a second and plays (the timeline's marks and the peaks). */
export function seekVideo(el: HTMLVideoElement | null, second: number) {
  if (!el) return;
  el.currentTime = Math.max(0, second);
  const p = el.play();
  if (p && typeof p.catch === "function") p.catch(() => {});
}
