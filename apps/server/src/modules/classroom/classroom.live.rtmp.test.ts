import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { endpoints } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FFMPEG } from "../../platform/media/ffmpeg.js";
import { exited, pushTestPattern } from "../../test/ffmpeg.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { composeMosaic } from "./classroom.vision.fixtures.js";

/**
 * The patrol wall's sampling on a real stream: a classroom encoder (ffmpeg) pushes a teacher
 * camera and a student camera (a 1080p picture of 20 labelled people) to the embedded RTMP
 * ingest; the live sampler grabs the student camera through the live module, the vision worker
 * counts the faces, and the patrol wall reads the counts and the head-up rate.
 */

const api = endpoints.classroom;
let t: TestApp;
let teacher: string;
let supervisor: string;
let student: string;
let port: number;
const dir = mkdtempSync(path.join(tmpdir(), "classroom-live-rtmp-"));
const publishers: ChildProcess[] = [];

const at = (ms: number) => new Date(Date.now() + ms).toISOString();

/** Pushes one picture as a 1080p stream in real time (ten frames and a key frame a second, as an encoder would). */
function pushPicture(file: string, url: string): ChildProcess {
  return spawn(
    FFMPEG,
    [
      ...["-hide_banner", "-loglevel", "error", "-re", "-loop", "1", "-framerate", "10", "-i", file],
      ...["-c:v", "libx264", "-preset", "ultrafast", "-tune", "zerolatency", "-g", "10", "-pix_fmt", "yuv420p"],
      ...["-f", "flv", url],
    ],
    { stdio: "ignore" },
  );
}

beforeAll(async () => {
  t = await startTestApp();
  [teacher, supervisor, student] = await Promise.all(["teacher", "supervisor", "student"].map((a) => t.login(a)));
  port = await t.services.lives.startRtmp(0, path.join(dir, "rec"));
}, 120_000);

afterAll(async () => {
  for (const p of publishers) p.kill("SIGKILL");
  await Promise.all(publishers.map((p) => (p.exitCode === null ? exited(p) : null)));
  await t?.services.lives.rtmp?.stop();
  await t?.services.lives.hls?.stopAll();
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("live classroom sampling on a pushed stream", () => {
  it("counts the student camera's faces and gives the patrol wall a head-up rate after three frames", async () => {
    const { id } = await t.send(
      endpoints.live.save,
      { name: "高一(3)班 物理", startTime: at(60_000), endTime: at(3_660_000), streams: ["teacher", "student"] },
      { as: teacher },
    );
    const info = await t.send(endpoints.live.stream.detail, { id }, { as: teacher });
    const local = (kind: string) =>
      (info.streams.find((s) => s.kind === kind)?.pushUrl as string).replace(
        /rtmp:\/\/[^/]+/,
        `rtmp://127.0.0.1:${port}`,
      );
    const mosaic = await composeMosaic(3, 2);
    const picture = path.join(dir, "students.jpg");
    writeFileSync(picture, mosaic.jpeg);
    // The teacher camera shows colour bars (no faces): a sampler that took it would count none.
    publishers.push(pushTestPattern(local("teacher"), { audio: false }), pushPicture(picture, local("student")));
    const rtmp = t.services.lives.rtmp;
    await expect
      .poll(() => rtmp?.isPublishing(`live-${id}-student`) && rtmp?.isPublishing(`live-${id}-teacher`), {
        timeout: 20_000,
        interval: 300,
      })
      .toBe(true);
    await expect
      .poll(async () => (await t.services.lives.livesNow()).some((l) => l.id === id), {
        timeout: 15_000,
        interval: 300,
      })
      .toBe(true);

    // The grab the sampler makes, first on its own: a failure here names its reason.
    const jpeg = await t.services.lives.snapshot(id, "student");
    expect([...jpeg.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    const sampler = t.services.classroom.live;
    for (let i = 0; i < 3; i++) expect(await sampler.sampleLives()).toBeGreaterThanOrEqual(1);

    const [row] = await t.send(api.liveHeadUp, { liveIds: [id] }, { as: supervisor });
    // Every labelled frontal face is found (decision 0053's recall on this mosaic, here through
    // H.264 and RTMP); a labelled person turned sideways may be found too, nobody else.
    expect(row).toMatchObject({ liveId: id, headUpRate: 1 });
    expect(row?.faceCount).toBeGreaterThanOrEqual(mosaic.people.filter((p) => p.frontal).length);
    expect(row?.faceCount).toBeLessThanOrEqual(mosaic.people.length);
    expect(Date.now() - Date.parse(row?.at as string)).toBeLessThan(60_000);
    // The live's own teacher reads it as well; a student does not get the counts.
    expect(await t.send(api.liveHeadUp, { liveIds: [id] }, { as: teacher })).toHaveLength(1);
    expect((await t.call(api.liveHeadUp.path, { liveIds: [id] }, { as: student })).statusCode).toBe(403);
  }, 120_000);
});
