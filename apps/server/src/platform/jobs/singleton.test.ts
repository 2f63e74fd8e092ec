import { afterEach, describe, expect, it, vi } from "vitest";
import { MemoryCache } from "../cache/memory-cache.js";
import { claimPeriod, everyOnOneInstance } from "./singleton.js";

const MINUTE = 60_000;

afterEach(() => {
  vi.useRealTimers();
});

describe("work on one instance at a time", () => {
  it("runs once per period across instances sharing the cache, whenever each started", async () => {
    vi.useFakeTimers();
    const shared = new MemoryCache();
    const runs: string[] = [];
    const stops: (() => void)[] = [];
    for (const name of ["a", "b", "c"]) {
      stops.push(everyOnOneInstance(shared, "purge", MINUTE, async () => void runs.push(name)));
      await vi.advanceTimersByTimeAsync(17_000);
    }
    // 3 × 17 s passed while starting; ten more periods.
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    const periods = Math.floor((51_000 + 10 * MINUTE) / MINUTE);
    expect(runs).toHaveLength(periods);
    for (const stop of stops) stop();
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(runs).toHaveLength(periods);
  });

  it("each instance runs its own when they share nothing (no Redis), and other work is claimed apart", async () => {
    const [one, two] = [new MemoryCache(), new MemoryCache()];
    expect(await claimPeriod(one, "purge", MINUTE)).toBe(true);
    expect(await claimPeriod(two, "purge", MINUTE)).toBe(true);
    expect(await claimPeriod(one, "purge", MINUTE)).toBe(false);
    expect(await claimPeriod(one, "rollup", MINUTE)).toBe(true);
  });

  it("logs a failing run, skips ticks while a run is still going, and stays on schedule", async () => {
    vi.useFakeTimers();
    const errors: string[] = [];
    let calls = 0;
    let release: () => void = () => {};
    const stop = everyOnOneInstance(
      new MemoryCache(),
      "slow",
      1000,
      async () => {
        calls++;
        if (calls === 1) throw new Error("boom");
        if (calls === 2) await new Promise<void>((r) => (release = r));
      },
      (msg) => errors.push(msg),
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(errors).toEqual(["slow failed"]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
    // Still running: the next ticks do not start another run.
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls).toBe(2);
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(3);
    stop();
  });

  it("keeps the claim while a run lasts longer than its period: no other instance starts beside it", async () => {
    vi.useFakeTimers();
    const shared = new MemoryCache();
    let inside = 0;
    let most = 0;
    // Each run takes three periods.
    const stops = ["a", "b"].map(() =>
      everyOnOneInstance(shared, "long", MINUTE, async () => {
        inside++;
        most = Math.max(most, inside);
        await new Promise((r) => setTimeout(r, 3 * MINUTE));
        inside--;
      }),
    );
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    for (const stop of stops) stop();
    expect(most).toBe(1);
  });
});
