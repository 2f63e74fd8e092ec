import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { newStreamKey } from "./live.keys.js";
import * as q from "./live.queries.js";

/** The lives recordings came from, as classroom analysis reads them (the latest live wins). */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const live = (teacherId: number, recordingResourceId: number | null, classIds: number[] = []) =>
  q.insert(t.db, {
    name: "直播课",
    teacherId,
    startAt: new Date("2025-03-01T08:00:00Z"),
    endAt: new Date("2025-03-01T09:00:00Z"),
    classIds,
    recordingResourceId,
    status: 3,
    streamKey: newStreamKey(),
    keyExpiresAt: new Date("2025-03-02T00:00:00Z"),
  });

describe("recordings of lives", () => {
  it("answers each recording's latest live, and a teacher's recordings where theirs is the latest", async () => {
    await live(901, 7001, [3]);
    const later = await live(902, 7001, [4]);
    const own = await live(901, 7002);
    await live(901, null);
    const by = await t.services.lives.byRecordings([7001, 7002, 7003]);
    expect([...by.keys()].sort()).toEqual([7001, 7002]);
    expect(by.get(7001)).toMatchObject({ id: later, teacherId: 902, classIds: [4] });
    expect(by.get(7002)?.id).toBe(own);
    expect(by.get(7002)?.at.toISOString()).toBe("2025-03-01T08:00:00.000Z");
    expect(await t.services.lives.recordingsTaughtBy(901)).toEqual([7002]);
    expect(await t.services.lives.recordingsTaughtBy(902)).toEqual([7001]);
    expect(await t.services.lives.byRecordings([])).toEqual(new Map());
  });
});
