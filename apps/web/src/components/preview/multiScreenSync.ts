/** The part of a media element's state the multi-screen sync looks at. */
export interface ScreenState {
  currentTime: number;
  paused: boolean;
  playbackRate: number;
  /** NaN or undefined until metadata loaded. */
  duration?: number;
}

export interface SyncAction {
  /** Seek the follower to this time. */
  seek?: number;
  play?: boolean;
  pause?: boolean;
  rate?: number;
}

/** Drift (seconds) beyond which a follower is re-seeked to the main screen. */
export const DRIFT_THRESHOLD = 0.3;

/**
 * What a follower screen must do to match the main screen: same rate, same play/pause state and
 * a position within DRIFT_THRESHOLD. A follower shorter than the main screen stays paused at its
 * end once the main screen has passed it. Returns an empty object when nothing is needed.
 */
export function syncDecision(main: ScreenState, follower: ScreenState, threshold = DRIFT_THRESHOLD): SyncAction {
  const action: SyncAction = {};
  if (follower.playbackRate !== main.playbackRate) action.rate = main.playbackRate;
  const d = follower.duration;
  const hasDuration = d !== undefined && Number.isFinite(d) && d > 0;
  const beyondEnd = hasDuration && main.currentTime >= (d as number);
  const target = beyondEnd ? (d as number) : main.currentTime;
  if (Math.abs(follower.currentTime - target) > threshold) action.seek = target;
  if (main.paused || beyondEnd) {
    if (!follower.paused) action.pause = true;
  } else if (follower.paused) {
    action.play = true;
  }
  return action;
}

/** Minimal media element surface, so the applier is testable without a DOM video. */
export interface MediaLike extends ScreenState {
  play(): Promise<void> | void;
  pause(): void;
}

/** Applies a sync decision to a follower element; autoplay refusals are ignored. */
export function applySync(el: MediaLike, action: SyncAction): void {
  if (action.rate !== undefined) el.playbackRate = action.rate;
  if (action.seek !== undefined) el.currentTime = action.seek;
  if (action.pause) el.pause();
  if (action.play) {
    const p = el.play();
    if (p && typeof p.catch === "function") p.catch(() => {});
  }
}
