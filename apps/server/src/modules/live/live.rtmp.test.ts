import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FFMPEG } from "../../platform/media/ffmpeg.js";
import { ok } from "../../test/expect.js";
import { exited, pushTestPattern } from "../../test/ffmpeg.js";
import { startTestApp, type TestApp } from "../../test/harness.js";

/**
 * The embedded ingest against a publisher it refuses: an encoder with a wrong key that keeps
 * sending after the refusal (ffmpeg does) must never reach the viewers, the caches later viewers
 * start from, or the recording.
 */

let t: TestApp;
let teacher: string;
let base: string;
let port: number;

type Info = { streams: { pushUrl: string }[] };
type Detail = { status: number; error: boolean; play: { flv: string }[] | null };

const at = (ms: number) => new Date(Date.now() + ms).toISOString();

beforeAll(async () => {
  t = await startTestApp();
  teacher = await t.login("teacher");
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = await t.services.lives.startRtmp(0, mkdtempSync(path.join(tmpdir(), "live-rtmp-")));
});
afterAll(async () => {
  await t.services.lives.rtmp?.stop();
  await t.close();
});

/** A push of a picture of another size (160x120), so its frames can be told from the teacher's. */
const pushIntruder = (url: string) =>
  spawn(
    FFMPEG,
    [
      ...["-hide_banner", "-loglevel", "error", "-re", "-f", "lavfi", "-i", "testsrc=size=160x120:rate=25"],
      ...["-c:v", "libx264", "-preset", "ultrafast", "-g", "5", "-f", "flv", url],
    ],
    { stdio: "ignore" },
  );

/** Widths announced by the onMetaData messages in FLV bytes (AMF0: "width", number marker, double). */
function announcedWidths(flv: Buffer): number[] {
  const widths: number[] = [];
  for (let i = flv.indexOf("width"); i >= 0; i = flv.indexOf("width", i + 5))
    if (flv[i + 5] === 0 && i + 14 <= flv.length) widths.push(flv.readDoubleBE(i + 6));
  return widths;
}

/** Reads a viewer's HTTP-FLV for `ms`. */
async function watch(flvUrl: string, ms: number): Promise<Buffer> {
  const res = await fetch(new URL(flvUrl, base));
  const reader = res.body?.getReader();
  const chunks: Buffer[] = [];
  const until = Date.now() + ms;
  while (reader && Date.now() < until) {
    const next = await Promise.race([
      reader.read(),
      new Promise<null>((r) => setTimeout(() => r(null), Math.max(0, until - Date.now()))),
    ]);
    if (!next || next.done) break;
    chunks.push(Buffer.from(next.value));
  }
  await reader?.cancel();
  return Buffer.concat(chunks);
}

describe("a refused RTMP publisher", () => {
  it("is cut off and none of its packets reach the teacher's viewers", async () => {
    const id = ok<{ id: number }>(
      await t.call(
        "/api/l/live/save",
        { name: "拒绝的推流", startTime: at(60_000), endTime: at(3_660_000) },
        {
          as: teacher,
        },
      ),
    ).id;
    const info = ok<Info>(await t.call("/api/l/live/stream/detail", { id }, { as: teacher }));
    const pushUrl = (info.streams[0]?.pushUrl as string).replace(/rtmp:\/\/[^/]+/, `rtmp://127.0.0.1:${port}`);
    const stream = `live-${id}-teacher`;
    const detail = async () => ok<Detail>(await t.call("/api/c/live/detail", { id }, { as: teacher }));

    const good = pushTestPattern(pushUrl, { audio: false });
    let intruder: ReturnType<typeof pushIntruder> | null = null;
    try {
      await expect.poll(async () => (await detail()).status, { timeout: 15_000, interval: 300 }).toBe(2);
      await expect.poll(() => t.services.lives.rtmp?.stats(stream)?.width, { timeout: 10_000 }).toBe(320);
      const flv = (await detail()).play?.[0]?.flv as string;

      // A viewer watching while a second encoder pushes with a wrong key and keeps sending.
      intruder = pushIntruder(pushUrl.replace(/key=\w+/, "key=WRONG"));
      const cutOff = exited(intruder);
      const seen = await watch(flv, 4000);
      expect(announcedWidths(seen)).toContain(320);
      expect(announcedWidths(seen)).not.toContain(160);
      // The stream as the ingest sees it, and as a viewer joining now starts it, is the teacher's.
      expect(t.services.lives.rtmp?.stats(stream)?.width).toBe(320);
      expect(announcedWidths(await watch(flv, 1500))).toEqual([320]);
      expect(await detail()).toMatchObject({ status: 2, error: false });
      // The server cut it off: the encoder ends by itself.
      await cutOff;
    } finally {
      good.kill("SIGKILL");
      intruder?.kill("SIGKILL");
    }
  }, 60_000);

  it("结束直播 cuts the teacher's push and stops HLS at once", async () => {
    const id = ok<{ id: number }>(
      await t.call(
        "/api/l/live/save",
        { name: "结束即断流", startTime: at(60_000), endTime: at(3_660_000) },
        {
          as: teacher,
        },
      ),
    ).id;
    const info = ok<Info>(await t.call("/api/l/live/stream/detail", { id }, { as: teacher }));
    const pushUrl = (info.streams[0]?.pushUrl as string).replace(/rtmp:\/\/[^/]+/, `rtmp://127.0.0.1:${port}`);
    const stream = `live-${id}-teacher`;
    const lives = t.services.lives;
    const push = pushTestPattern(pushUrl, { audio: false });
    const cutOff = exited(push);
    try {
      await expect.poll(() => lives.rtmp?.isPublishing(stream), { timeout: 15_000, interval: 300 }).toBe(true);
      await expect.poll(() => lives.hls?.playlist(stream, String), { timeout: 20_000, interval: 500 }).toBeTruthy();
      ok(await t.call("/api/l/live/end", { id }, { as: teacher }));
      expect(lives.rtmp?.isPublishing(stream)).toBe(false);
      await cutOff;
      await expect.poll(() => lives.hls?.playlist(stream, String), { timeout: 5_000 }).toBeNull();
    } finally {
      push.kill("SIGKILL");
    }
  }, 60_000);
});
