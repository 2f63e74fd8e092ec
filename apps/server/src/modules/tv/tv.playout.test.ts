import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TvPlay } from "@otp/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { expectBad, expectForbidden, expectNoSession, expectNotFound, ok } from "../../test/expect.js";
import { makeTestClip } from "../../test/ffmpeg.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { mediaAssets } from "../media/media.tables.js";
import { publishedVideo, setResourceAudit } from "../resource/resource.fixtures.js";
import { resources } from "../resource/resource.tables.js";

let t: TestApp;
let admin: string;
let student: string;
let base: string;
let clip: string;
let video: number;
let videoFile: number;
const dir = mkdtempSync(path.join(tmpdir(), "tv-playout-"));

beforeAll(async () => {
  t = await startTestApp();
  [admin, student] = await Promise.all([t.login("admin"), t.login("student")]);
  await setResourceAudit(t, admin, false);
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  await t.services.lives.startRtmp(0, path.join(dir, "live"));
  // A real 8-second H.264/AAC programme (the fixture's upload is a placeholder ffmpeg cannot play).
  clip = path.join(dir, "programme.mp4");
  await makeTestClip(clip, { seconds: 8 });
  ({ id: video, fileId: videoFile } = await publishedVideo(t, admin, "admin", {
    name: "播出测试节目",
    visibility: "public",
  }));
  await t.db.update(resources).set({ duration: 8 }).where(eq(resources.id, video));
  const playout = t.services.tv.playout;
  if (!playout) throw new Error("the TV playout is not wired");
  vi.spyOn(playout.ports, "files").mockImplementation(async (ids) => new Map(ids.map((id) => [id, clip])));
});
afterAll(async () => {
  await t.services.tv.playout?.stopAll();
  await t.services.lives.rtmp?.stop();
  await t.close();
});

const channel = async (name: string) =>
  ok<{ id: number }>(await t.call("/api/m/tv/channel/save", { name, kind: "schedule" }, { as: admin })).id;

/** FLV tags as a reader receives them: [type, timestamp ms] after the 9-byte header. */
function flvTags(buf: Buffer): [number, number][] {
  const tags: [number, number][] = [];
  let at = 13;
  while (at + 11 <= buf.length) {
    const type = buf[at] as number;
    const size = buf.readUIntBE(at + 1, 3);
    const ts = buf.readUIntBE(at + 4, 3) | ((buf[at + 7] as number) << 24);
    if (at + 11 + size + 4 > buf.length) break;
    tags.push([type, ts]);
    at += 11 + size + 4;
  }
  return tags;
}

describe("scheduled channels played out into the ingest", () => {
  it("play each programme from its web rendition once processing made one, else from the upload", async () => {
    const plays = () => t.services.resources.playbackFiles([video, 999999], null);
    // Processing has not finished: the upload itself; an unknown resource is left out.
    expect([...(await plays())]).toEqual([[video, videoFile]]);
    const rendition = 880001;
    await t.db
      .insert(mediaAssets)
      .values({ fileId: videoFile, status: "ready", progress: 100, playFileId: rendition })
      .onConflictDoUpdate({ target: mediaAssets.fileId, set: { status: "ready", playFileId: rendition } });
    expect([...(await plays())]).toEqual([[video, rendition]]);
    await t.db.update(mediaAssets).set({ status: "failed" }).where(eq(mediaAssets.fileId, videoFile));
    expect([...(await plays())]).toEqual([[video, videoFile]]);
  });

  it("push the programme as one live stream a signed reader receives as FLV tags", async () => {
    const id = await channel("播出一台");
    ok(await t.call("/api/m/tv/schedule/save", { channelId: id, resourceIds: [video, video] }, { as: admin }));
    expectNoSession(await t.call("/api/l/tv/channel/play", { id }));
    expectNotFound(await t.call("/api/l/tv/channel/play", { id: 999999 }, { as: student }));
    expectBad(await t.call("/api/l/tv/channel/play", { id: "x" }, { as: student }), "编号");

    const play = ok<TvPlay>(await t.call("/api/l/tv/channel/play", { id }, { as: student }));
    expect(play).toMatchObject({ stream: `tv-${id}`, mode: "copy" });
    expect(play.flv).toMatch(new RegExp(`^/api/live/play/tv-${id}\\.flv\\?token=`));
    const abort = new AbortController();
    const res = await fetch(new URL(play.flv, base), { signal: abort.signal });
    expect(res.status).toBe(200);
    const reader = res.body?.getReader();
    let buf = Buffer.alloc(0);
    // Read until the stream has advanced two seconds past its first video tag.
    for (;;) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      buf = Buffer.concat([buf, Buffer.from(chunk.value)]);
      const video = flvTags(buf).filter(([type]) => type === 9);
      if (video.length > 1 && (video.at(-1)?.[1] ?? 0) - (video[0]?.[1] ?? 0) >= 2000) break;
    }
    abort.abort();
    expect(buf.subarray(0, 3).toString()).toBe("FLV");
    const tags = flvTags(buf);
    expect(tags.some(([type]) => type === 9)).toBe(true);
    expect(tags.some(([type]) => type === 8)).toBe(true);

    // A second viewer joins the same stream (no second playout), and a forged token is refused.
    const again = ok<TvPlay>(await t.call("/api/l/tv/channel/play", { id }, { as: admin }));
    expect(again.stream).toBe(play.stream);
    expectForbidden(await t.app.inject({ method: "GET", url: `${play.flv}x` }));

    // Nobody watches for the idle time: playout stops, and the next request starts it again.
    await expect.poll(() => t.services.lives.rtmp?.viewers(play.stream), { timeout: 10_000 }).toBe(0);
    const playout = t.services.tv.playout;
    const later = Date.now() + 120_000;
    if (playout) playout.ports.now = () => later;
    try {
      expect(await playout?.sweep()).toContain(id);
    } finally {
      if (playout) playout.ports.now = undefined;
    }
    await expect.poll(() => t.services.lives.rtmp?.isPublishing(play.stream), { timeout: 10_000 }).toBe(false);
    // The next viewer starts it again, at the clock's point.
    ok<TvPlay>(await t.call("/api/l/tv/channel/play", { id }, { as: student }));
    expect(t.services.lives.rtmp?.isPublishing(play.stream)).toBe(true);
  }, 60_000);

  it("refuse a channel without programmes, and outsiders publishing a channel's stream", async () => {
    const id = await channel("空频道");
    expectBad(await t.call("/api/l/tv/channel/play", { id }, { as: student }), "节目单");
    const refused = await t.services.lives.ingest
      .onPublish({ stream: `tv-${id}`, param: "?key=guess", client_id: "x" })
      .then(
        () => "accepted",
        (err: Error) => err.message,
      );
    expect(refused).toContain("推流码");
  });
});
