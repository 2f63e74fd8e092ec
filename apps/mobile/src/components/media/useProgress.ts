import { useEffect, useRef } from "react";
import { saveProgress } from "./mediaApi";

/** How often the position is saved while playing. */
export const PROGRESS_SAVE_MS = 10_000;

export interface ProgressTarget {
  resourceId: number;
  fileId: number;
  /** The course and section the resource was opened from (the course page marks them). */
  courseId?: number;
  sectionId?: number;
}

/**
 * Saves where the viewer is in `media`: every 10 s while it plays, and when it pauses or ends,
 * when the page is hidden (phone locked, app switched: often the last moment a phone page gets)
 * and when it is left. Only a position that moved since the last save is sent.
 */
export function useProgress(media: HTMLMediaElement | null, target: ProgressTarget | null) {
  const last = useRef<number>(-1);
  const key = target ? `${target.resourceId}:${target.fileId}:${target.courseId ?? ""}:${target.sectionId ?? ""}` : "";
  const current = useRef(target);
  current.current = target;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the target's values
  useEffect(() => {
    const t = current.current;
    if (!media || !t) return;
    last.current = -1;
    const save = () => {
      const second = Math.floor(media.currentTime || 0);
      if (second === last.current || (second === 0 && last.current < 0)) return;
      last.current = second;
      const duration = Number.isFinite(media.duration) && media.duration > 0 ? Math.floor(media.duration) : undefined;
      void saveProgress({
        resourceId: t.resourceId,
        fileId: t.fileId,
        second,
        duration,
        courseId: t.courseId ?? null,
        sectionId: t.courseId ? (t.sectionId ?? null) : null,
      });
    };
    let timer: ReturnType<typeof setInterval> | undefined;
    const onPlay = () => {
      clearInterval(timer);
      timer = setInterval(save, PROGRESS_SAVE_MS);
    };
    const onStop = () => {
      clearInterval(timer);
      save();
    };
    const onHide = () => {
      if (document.visibilityState === "hidden") save();
    };
    media.addEventListener("playing", onPlay);
    media.addEventListener("pause", onStop);
    media.addEventListener("ended", onStop);
    document.addEventListener("visibilitychange", onHide);
    window.addEventListener("pagehide", save);
    if (!media.paused) onPlay();
    return () => {
      clearInterval(timer);
      media.removeEventListener("playing", onPlay);
      media.removeEventListener("pause", onStop);
      media.removeEventListener("ended", onStop);
      document.removeEventListener("visibilitychange", onHide);
      window.removeEventListener("pagehide", save);
      // Leaving the page (or switching file) inside the app: keep where it was.
      save();
    };
  }, [media, key]);
}
