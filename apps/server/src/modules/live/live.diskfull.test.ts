import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { LiveStreamInfo } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok } from "../../test/expect.js";
import { pushTestPattern } from "../../test/ffmpeg.js";
import { startTestApp, type TestApp } from "../../test/harness.js";

/** A disk that fills during a recording: the live goes on, the recording is flagged and still joined. */

let t: TestApp;
let admin: string;
let teacher: string;
let port: number;
const dir = mkdtempSync(path.join(tmpdir(), "live-full-"));

beforeAll(async () => {
  t = await startTestApp();
  [admin, teacher] = await Promise.all([t.login("admin"), t.login("teacher")]);
  port = await t.services.lives.startRtmp(0, dir);
});
afterAll(async () => {
  await t.services.lives.rtmp?.stop();
  await t.close();
});

const at = (ms: number) => new Date(Date.now() + ms).toISOString();
const live = async (name: string) =>
  ok<{ id: number }>(
    await t.call("/api/l/live/save", { name, startTime: at(60_000), endTime: at(3_660_000) }, { as: teacher }),
  ).id;
const info = async (id: number) =>
  ok<LiveStreamInfo>(await t.call("/api/l/live/stream/detail", { id }, { as: teacher }));

describe("a disk full during recording", () => {
  it("keeps the live going, flags the recording, and joins the parts written before", async () => {
    const id = await live("磁盘写满");
    const recorder = t.services.lives.recorder;
    if (!recorder) throw new Error("no recorder");
    const url = ((await info(id)).streams[0]?.pushUrl as string).replace(/rtmp:\/\/[^/]+/, `rtmp://127.0.0.1:${port}`);
    let pusher = pushTestPattern(url);
    try {
      await expect.poll(async () => (await info(id)).status, { timeout: 15_000, interval: 300 }).toBe(2);
      await new Promise((r) => setTimeout(r, 5000));
      expect((await info(id)).recordIncomplete).toBeNull();
      pusher.kill("SIGKILL");
      await expect.poll(async () => (await info(id)).error, { timeout: 10_000, interval: 300 }).toBe(true);

      // The teacher reconnects, but the disk is full now: /dev/full fails every write with ENOSPC.
      const partFile = recorder.partFile;
      recorder.partFile = () => "/dev/full";
      try {
        pusher = pushTestPattern(url);
        await expect
          .poll(async () => (await info(id)).recordIncomplete, { timeout: 15_000, interval: 300 })
          .toContain("磁盘已满");
      } finally {
        recorder.partFile = partFile;
      }
      // The live itself goes on.
      expect(await info(id)).toMatchObject({ status: 2, error: false });
    } finally {
      pusher.kill("SIGKILL");
    }
    ok(await t.call("/api/m/business/live/stop", { id }, { as: admin }));
    const resourceId = await t.services.lives.finishRecording(id);
    expect(resourceId).toBeGreaterThan(0);
    const ended = ok<{ recordIncomplete: string | null; resource: { duration: number | null } | null }>(
      await t.call("/api/c/live/detail", { id }, { as: teacher }),
    );
    // The part written before the disk filled is the playback, and the flag stays visible.
    expect(ended.resource?.duration ?? 0).toBeGreaterThanOrEqual(3);
    expect(ended.recordIncomplete).toContain("磁盘已满");
    const listed = ok<{ list: { id: number; recordIncomplete: string | null }[] }>(
      await t.call("/api/m/business/live/list", { pageNo: 1, pageSize: 30, name: "磁盘写满" }, { as: admin }),
    );
    expect(listed.list.find((l) => l.id === id)?.recordIncomplete).toContain("磁盘已满");
  }, 90_000);

  it("does not start a part when free space is under the threshold", async () => {
    const id = await live("空间不足");
    const recorder = t.services.lives.recorder;
    if (!recorder) throw new Error("no recorder");
    const freeBytes = recorder.freeBytes;
    recorder.freeBytes = async () => 10 * 1024 * 1024;
    try {
      await recorder.start(id, `live-${id}-teacher`);
    } finally {
      recorder.freeBytes = freeBytes;
    }
    await expect.poll(async () => (await info(id)).recordIncomplete, { timeout: 5000 }).toContain("磁盘空间不足");
    expect((await recorder.parts(id)).size).toBe(0);
  });
});
