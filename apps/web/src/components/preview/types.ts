import type { Sep } from "./playback";

/** Imperative control of a timed player (video, multi-screen, audio) for notes and jumps. */
export interface PlayerHandle {
  /** Current position in seconds (0 when nothing is playing). */
  currentTime(): number;
  /** Jumps to a second and plays. */
  seek(second: number): void;
}

export interface TimedPlayerProps {
  startSecond?: number;
  sep?: Sep;
  width: number;
  height: number;
  /** Receives the player's handle (null on unmount). */
  onHandle?(handle: PlayerHandle | null): void;
}
