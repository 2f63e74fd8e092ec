import { describe, expect, it, vi } from "vitest";
import { screenLayout } from "./MultiScreenPlayer";
import {
  applySync,
  DRIFT_THRESHOLD,
  type MediaLike,
  type ScreenState,
  type SyncAction,
  syncDecision,
} from "./multiScreenSync";

/** True when the action asks for nothing. */
const isNoop = (a: SyncAction) =>
  a.seek === undefined && a.rate === undefined && a.play === undefined && a.pause === undefined;

const st = (p: Partial<ScreenState>): ScreenState => ({
  currentTime: 10,
  paused: false,
  playbackRate: 1,
  duration: 100,
  ...p,
});

describe("multi-screen sync decisions", () => {
  it("does nothing when the follower is within 0.3 s and in the same state", () => {
    expect(DRIFT_THRESHOLD).toBe(0.3);
    expect(isNoop(syncDecision(st({}), st({ currentTime: 10.29 })))).toBe(true);
    expect(isNoop(syncDecision(st({ paused: true }), st({ paused: true, currentTime: 9.8 })))).toBe(true);
  });

  it("re-seeks a follower that drifted more than 0.3 s", () => {
    expect(syncDecision(st({ currentTime: 42 }), st({ currentTime: 41.6 }))).toEqual({ seek: 42 });
    expect(syncDecision(st({ currentTime: 42 }), st({ currentTime: 42.5 }))).toEqual({ seek: 42 });
  });

  it("follows play, pause and rate", () => {
    expect(syncDecision(st({ paused: true }), st({ paused: false }))).toEqual({ pause: true });
    expect(syncDecision(st({ paused: false }), st({ paused: true }))).toEqual({ play: true });
    expect(syncDecision(st({ playbackRate: 1.5 }), st({ playbackRate: 1 }))).toEqual({ rate: 1.5 });
  });

  it("a seek on the main screen while paused moves the follower without playing it", () => {
    expect(
      syncDecision(st({ paused: true, currentTime: 300 }), st({ paused: true, currentTime: 10, duration: 600 })),
    ).toEqual({ seek: 300 });
  });

  it("a shorter follower rests paused at its end once the main screen passed it", () => {
    expect(syncDecision(st({ currentTime: 80 }), st({ currentTime: 50, duration: 50, paused: false }))).toEqual({
      pause: true,
    });
    expect(syncDecision(st({ currentTime: 80 }), st({ currentTime: 20, duration: 50, paused: true }))).toEqual({
      seek: 50,
    });
  });

  it("ignores an unknown follower duration", () => {
    expect(syncDecision(st({ currentTime: 80 }), st({ currentTime: 80, duration: Number.NaN }))).toEqual({});
  });

  it("applies the decision to a media element", () => {
    const el: MediaLike = {
      ...st({ paused: true }),
      play: vi.fn(() => Promise.reject(new Error("autoplay"))),
      pause: vi.fn(),
    };
    applySync(el, { seek: 12, rate: 2, play: true });
    expect(el.currentTime).toBe(12);
    expect(el.playbackRate).toBe(2);
    expect(el.play).toHaveBeenCalled();
    applySync(el, { pause: true });
    expect(el.pause).toHaveBeenCalled();
  });
});

describe("multi-screen layout", () => {
  it("gives the main screen the left part and stacks the others on the right", () => {
    const r = screenLayout(3, 0, 840, 473);
    expect(r[0]).toEqual({ left: 0, top: 0, width: 605, height: 473 });
    expect(r[1]).toEqual({ left: 605, top: 0, width: 235, height: 236 });
    expect(r[2]).toEqual({ left: 605, top: 236, width: 235, height: 236 });
  });

  it("swapping moves the clicked screen to the main slot and keeps the order of the rest", () => {
    const r = screenLayout(3, 2, 840, 473);
    expect(r[2].left).toBe(0);
    expect(r[0]).toMatchObject({ left: 605, top: 0 });
    expect(r[1]).toMatchObject({ left: 605, top: 236 });
  });

  it("fits six screens", () => {
    const r = screenLayout(6, 0, 840, 473);
    expect(r).toHaveLength(6);
    expect(r[5].top + r[5].height).toBeLessThanOrEqual(473);
  });
});
