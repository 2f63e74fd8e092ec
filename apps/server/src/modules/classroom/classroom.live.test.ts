import { type DetectedFace, endpoints } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectBad, expectNoSession } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { LIVE_BASELINE_FRAMES, liveHeadUpRate, recordLiveFrame } from "./classroom.live.js";

/**
 * The patrol wall's 抬头率 of a live classroom: each analysed frame is read against the live's
 * recent counts (the engine sees only frontal faces, so one frame alone is always 100 %).
 */

const api = endpoints.classroom;
let t: TestApp;
let supervisor: string;
let teacher: string;
/** No live has this id: the counts table does not need one, and a supervisor sees every live. */
const LIVE = 990_001;

/** A frame result with `n` frontal faces, as the vision engine reports them. */
const frame = (n: number) => ({
  faces: Array.from({ length: n }, (_, i): DetectedFace => ({ box: [i * 50, 100, 40, 40], score: 0.9, headUp: true })),
  persons: [],
});

const wall = async (as = supervisor) => (await t.send(api.liveHeadUp, { liveIds: [LIVE] }, { as }))[0];

beforeAll(async () => {
  t = await startTestApp();
  supervisor = await t.login("supervisor");
  teacher = await t.login("teacher");
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("live head-up rate", () => {
  it("has no rate before three frames, then reads faces against the recent 90th percentile", async () => {
    await recordLiveFrame(t.db, LIVE, frame(20), new Date("2025-03-03T08:00:00Z"));
    expect(await wall()).toMatchObject({ liveId: LIVE, faceCount: 20, headUpRate: null });
    await recordLiveFrame(t.db, LIVE, frame(20), new Date("2025-03-03T08:01:00Z"));
    expect((await wall())?.headUpRate).toBeNull();
    // Recent 20, 20, 12: the baseline is 20, so 12 frontal faces are 60 % heads up.
    const third = await recordLiveFrame(t.db, LIVE, frame(12), new Date("2025-03-03T08:02:00Z"));
    expect(third.recentCounts).toEqual([20, 20, 12]);
    expect(await wall()).toEqual({ liveId: LIVE, faceCount: 12, headUpRate: 0.6, at: "2025-03-03T08:02:00.000Z" });
    // More faces than the baseline: the frame itself is the room (never above 100 %).
    await recordLiveFrame(t.db, LIVE, frame(25));
    expect((await wall())?.headUpRate).toBe(1);
  });

  it("keeps only the last frames: an old crowd leaves the baseline", async () => {
    // Recent now 20, 20, 12, 25; ten frames of 10 push them all out.
    let last = await recordLiveFrame(t.db, LIVE, frame(10));
    expect(last.headUpRate).toBeCloseTo(10 / 25, 3);
    for (let i = 1; i < LIVE_BASELINE_FRAMES; i++) last = await recordLiveFrame(t.db, LIVE, frame(10));
    expect(last.recentCounts).toEqual(Array(LIVE_BASELINE_FRAMES).fill(10));
    expect((await wall())?.headUpRate).toBe(1);
    // Nobody seen now against a baseline of 10: everyone present has the head down.
    await recordLiveFrame(t.db, LIVE, frame(0));
    expect(await wall()).toMatchObject({ faceCount: 0, headUpRate: 0 });
  });

  it("computes the rate from the same percentile as a lesson's attendance", () => {
    expect(liveHeadUpRate(12, 12, [20, 12])).toBeNull();
    // Sorted 0, 29, 30, 30, 31: index round(0.9 × 4) = 4 → 31.
    expect(liveHeadUpRate(0, 0, [30, 29, 31, 0, 30])).toBe(0);
    expect(liveHeadUpRate(31, 31, [30, 29, 31, 0, 30])).toBe(1);
    expect(liveHeadUpRate(15, 15, [30, 29, 31, 0, 15])).toBe(0.484);
    // Nobody in any recent frame: no one is present, so there is no rate.
    expect(liveHeadUpRate(0, 0, [0, 0, 0])).toBeNull();
  });
});

describe("guards", () => {
  it("refuses without a session and names liveIds when the input is wrong", async () => {
    expectNoSession(await t.call(api.liveHeadUp.path, { liveIds: [LIVE] }));
    expectBad(await t.call(api.liveHeadUp.path, { liveIds: "x" }, { as: supervisor }), "liveIds");
    expectBad(await t.call(api.liveHeadUp.path, { liveIds: [0] }, { as: supervisor }), "liveIds");
    expectBad(await t.call(api.liveHeadUp.path, {}, { as: supervisor }), "liveIds");
  });

  it("answers only the lives the caller may watch", async () => {
    expect(await t.send(api.liveHeadUp, { liveIds: [] }, { as: supervisor })).toEqual([]);
    expect(await t.send(api.liveHeadUp, { liveIds: [LIVE] }, { as: teacher })).toEqual([]);
  });
});
