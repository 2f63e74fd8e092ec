import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { MediaInfo } from "@otp/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../platform/jobs/job.tables.js";
import { isFastStart, probe } from "../../platform/media/ffmpeg.js";
import { expectBad, expectForbidden, expectNoSession, expectNotFound, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { files } from "../file/file.tables.js";
import { makeClip, upload } from "./media.fixtures.js";
import { MEDIA_JOB } from "./media.service.js";

let t: TestApp;
let teacher: string;
let student: string;
let admin: string;
let dir: string;

beforeAll(async () => {
  t = await startTestApp();
  [teacher, student, admin] = await Promise.all([t.login("teacher"), t.login("student"), t.login("admin")]);
  dir = mkdtempSync(path.join(tmpdir(), "otp-media-"));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const fileRow = async (id: number) => (await t.db.select().from(files).where(eq(files.id, id)))[0];
const pathOf = async (id: number) =>
  (await t.services.files.storage.localCopy((await fileRow(id))?.storageKey as string)).path;
const status = async (fileIds: number[], as: string) => t.call("/api/l/media/status", { fileIds }, { as });
const lastMediaJob = async () =>
  (await t.db.select().from(jobs).where(eq(jobs.type, MEDIA_JOB)).orderBy(jobs.id)).at(-1);
/** Passes the magic-byte check (an ftyp box) but is no playable video. */
const brokenMp4 = () =>
  Buffer.concat([Buffer.from("0000001c667479706d703432000000006d7034326973366d", "hex"), Buffer.alloc(5000, 7)]);

describe("video processing", () => {
  let videoId: number;

  it("probes, makes a 180 px thumbnail at 10 s and a faststart H.264/AAC rendition (remux)", async () => {
    // 12 s, 320x180, H.264/AAC but with the index at the end (no faststart): remuxed, not re-encoded.
    const clip = makeClip(dir, "clip.mp4", {
      seconds: 12,
      extra: ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac"],
    });
    expect(await isFastStart(path.join(dir, "clip.mp4"))).toBe(false);
    const up = await upload(t, teacher, "video", "浮力实验.mp4", clip);
    expect(up).toMatchObject({ kind: "video", ext: "mp4", mime: "video/mp4", mediaStatus: "pending" });
    videoId = up.id;
    const [queued] = (await status([videoId], teacher)).json().data as MediaInfo[];
    expect(queued?.status).toBe("pending");

    expect(await t.services.jobs.drain()).toBeGreaterThanOrEqual(1);
    const info = (await t.services.media.info([videoId])).get(videoId);
    expect(info).toMatchObject({ status: "ready", progress: 100, width: 320, height: 180 });
    expect(info?.duration).toBeCloseTo(12, 0);
    // Thumbnails go through the checked stream route (a resource's thumbnail is not public).
    expect(info?.thumbUrl).toBe(`/api/l/resource/file/stream?id=${info?.thumbFileId}`);

    const thumb = await probe(await pathOf(info?.thumbFileId as number));
    expect(thumb).toMatchObject({ width: 180, height: 102, videoCodec: "mjpeg" });
    const thumbRes = await t.app.inject({
      method: "GET",
      url: info?.thumbUrl as string,
      headers: { cookie: `Token=${teacher}` },
    });
    expect(thumbRes.statusCode).toBe(200);
    expect(thumbRes.headers["content-type"]).toBe("image/jpeg");

    const playId = info?.playFileId as number;
    expect(playId).not.toBe(videoId);
    const play = await fileRow(playId);
    expect(play).toMatchObject({ kind: "video", ext: "mp4", mime: "video/mp4", name: "浮力实验.mp4" });
    expect(play?.ownerId).toBe((await fileRow(videoId))?.ownerId);
    const playPath = await pathOf(playId);
    expect(await isFastStart(playPath)).toBe(true);
    expect(await probe(playPath)).toMatchObject({ videoCodec: "h264", audioCodec: "aac", width: 320, height: 180 });
    // Copied streams, not re-encoded: the same size give or take the container.
    expect(Math.abs((play?.size ?? 0) - clip.length)).toBeLessThan(clip.length * 0.05);

    // Derived files lead back to their source.
    expect(await t.services.media.sourceFileId(playId)).toBe(videoId);
    expect(await t.services.media.sourceFileId(info?.thumbFileId as number)).toBe(videoId);
    expect(await t.services.media.sourceFileId(videoId)).toBe(videoId);
    // Nothing is left in the work area.
    expect(readdirSync(await t.services.files.storage.tempDir("work"))).toEqual([]);
  }, 120_000);

  it("re-encodes what browsers cannot play (WebM/VP8) to H.264/AAC", async () => {
    const webm = makeClip(dir, "clip.webm", {
      seconds: 2,
      extra: ["-c:v", "libvpx", "-b:v", "200k", "-c:a", "libvorbis"],
    });
    const up = await upload(t, teacher, "video", "旧录像.webm", webm);
    await t.services.jobs.drain();
    const info = (await t.services.media.info([up.id])).get(up.id);
    expect(info?.status).toBe("ready");
    const playPath = await pathOf(info?.playFileId as number);
    expect(await probe(playPath)).toMatchObject({ videoCodec: "h264", audioCodec: "aac" });
    expect(await isFastStart(playPath)).toBe(true);
  }, 120_000);

  it("keeps an MP4 that already plays (H.264/AAC, faststart) as its own rendition", async () => {
    const mp4 = makeClip(dir, "fast.mp4", {
      seconds: 3,
      extra: [
        "-c:v",
        "libx264",
        "-preset",
        "ultrafast",
        "-pix_fmt",
        "yuv420p",
        "-c:a",
        "aac",
        "-movflags",
        "+faststart",
      ],
    });
    const up = await upload(t, teacher, "video", "fast.mp4", mp4);
    const info = await t.services.media.processNow(up.id);
    expect(info).toMatchObject({ status: "ready", playFileId: up.id });
    expect(info.thumbFileId).toBeTruthy();
  }, 120_000);

  it("audio: MP3 plays as is, WAV becomes AAC .m4a", async () => {
    const mp3 = makeClip(dir, "a.mp3", { seconds: 2, audioOnly: true });
    const wav = makeClip(dir, "a.wav", { seconds: 2, audioOnly: true });
    const a = await upload(t, teacher, "audio", "朗读.mp3", mp3);
    const b = await upload(t, teacher, "audio", "朗读.wav", wav);
    expect(a.mediaStatus).toBe("pending");
    await t.services.jobs.drain();
    const info = await t.services.media.info([a.id, b.id]);
    expect(info.get(a.id)).toMatchObject({ status: "ready", playFileId: a.id, thumbFileId: null });
    expect(info.get(a.id)?.duration).toBeCloseTo(2, 0);
    const m4a = await fileRow(info.get(b.id)?.playFileId as number);
    expect(m4a).toMatchObject({ kind: "audio", ext: "m4a", mime: "audio/mp4", name: "朗读.m4a" });
    expect((await probe(await pathOf(m4a?.id as number))).audioCodec).toBe("aac");
  }, 120_000);

  it("office documents without LibreOffice are marked none (offered for download)", async () => {
    const cfb = Buffer.concat([Buffer.from("d0cf11e0a1b11ae1", "hex"), Buffer.alloc(3000)]);
    const up = await upload(t, teacher, "document", "旧课件.ppt", cfb);
    expect(up.mediaStatus).toBe("pending");
    await t.services.jobs.drain();
    expect((await t.services.media.info([up.id])).get(up.id)).toMatchObject({ status: "none", playFileId: null });
    // PDFs need no processing at all.
    const pdf = await upload(t, teacher, "document", "a.pdf", Buffer.from("%PDF-1.4\n%%EOF\n"));
    expect(pdf.mediaStatus).toBe("none");
  });

  it("a broken video fails after its retries and leaves nothing behind", async () => {
    const before = (await t.db.select({ id: files.id }).from(files)).length;
    const up = await upload(t, teacher, "video", "坏文件.mp4", brokenMp4());
    expect(await t.services.jobs.drain()).toBe(3);
    const info = (await t.services.media.info([up.id])).get(up.id);
    expect(info).toMatchObject({ status: "failed", playFileId: null, thumbFileId: null });
    expect(info?.error).toContain("处理失败");
    expect(await lastMediaJob()).toMatchObject({ status: "failed", attempts: 3 });
    expect((await t.db.select({ id: files.id }).from(files)).length).toBe(before + 1);
    expect(readdirSync(await t.services.files.storage.tempDir("work"))).toEqual([]);
  }, 120_000);

  it("/api/l/media/status: owner and admin see it; others 403; bad input 400; no session 1004", async () => {
    const [m] = ok<MediaInfo[]>(await status([videoId], teacher));
    expect(m).toMatchObject({ fileId: videoId, status: "ready", width: 320 });
    expect(m).not.toHaveProperty("playFileId");
    ok(await status([videoId], admin));
    // A derived id answers for its source.
    const playId = (await t.services.media.info([videoId])).get(videoId)?.playFileId as number;
    expect(ok<MediaInfo[]>(await status([playId], teacher))[0]).toMatchObject({
      fileId: playId,
      status: "ready",
    });
    expectForbidden(await status([videoId], student), /没有查看该文件的权限/);
    expectNotFound(await status([99999], teacher));
    for (const input of [
      {},
      { fileIds: [] },
      { fileIds: ["x"] },
      { fileIds: Array.from({ length: 51 }, (_, i) => i + 1) },
    ]) {
      expectBad(await t.call("/api/l/media/status", input, { as: teacher }), "参数 fileIds");
    }
    expectNoSession(await t.call("/api/l/media/status", { fileIds: [videoId] }));
  });

  it("progress is saved while a rendition is made, never after the final state", async () => {
    const webm = makeClip(dir, "p.webm", { seconds: 4, extra: ["-c:v", "libvpx", "-b:v", "200k", "-an"] });
    const up = await upload(t, teacher, "video", "p.webm", webm);
    // Watch the progress writes of the processor.
    const processor = (
      t.services.media as unknown as { processor: { setProgress(id: number, p: number): Promise<void> } }
    ).processor;
    const original = processor.setProgress.bind(processor);
    const writes: number[] = [];
    processor.setProgress = async (id, p) => {
      writes.push(p);
      await original(id, p);
    };
    try {
      await t.services.jobs.drain();
    } finally {
      processor.setProgress = original;
    }
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.every((p) => p > 0 && p < 100)).toBe(true);
    expect(writes).toEqual([...writes].sort((a, b) => a - b));
    expect((await t.services.media.info([up.id])).get(up.id)).toMatchObject({ status: "ready", progress: 100 });
  }, 120_000);
});

describe("the onProcessed port", () => {
  type Ports = { onProcessed?: (fileIds: number[]) => Promise<void>; log?: (msg: string, err?: unknown) => void };
  const deps = () => (t.services.media as unknown as { deps: Ports }).deps;
  /** Runs `fn` with the port answering by `hook`; returns each call's ids and the files' state at that moment. */
  async function watch(fn: () => Promise<unknown>, hook: (ids: number[]) => Promise<void> = async () => {}) {
    const calls: { ids: number[]; status: (string | undefined)[] }[] = [];
    deps().onProcessed = async (ids) => {
      const info = await t.services.media.info(ids);
      calls.push({ ids, status: ids.map((id) => info.get(id)?.status) });
      await hook(ids);
    };
    try {
      await fn();
    } finally {
      deps().onProcessed = undefined;
    }
    return calls;
  }

  it("is told once per finished job, after the final state is recorded", async () => {
    const mp3 = makeClip(dir, "hook.mp3", { seconds: 1, audioOnly: true });
    const a = await upload(t, teacher, "audio", "钩子.mp3", mp3);
    const b = await upload(t, teacher, "audio", "钩子2.mp3", mp3);
    const calls = await watch(() => t.services.jobs.drain());
    expect(calls.sort((x, y) => (x.ids[0] as number) - (y.ids[0] as number))).toEqual([
      { ids: [a.id], status: ["ready"] },
      { ids: [b.id], status: ["ready"] },
    ]);
    // Processing in the call (the seed) tells it too.
    expect(await watch(() => t.services.media.processNow(a.id))).toEqual([{ ids: [a.id], status: ["ready"] }]);
  });

  it("is told once for a job that keeps failing: after its last attempt", async () => {
    const up = await upload(t, teacher, "video", "坏视频.mp4", brokenMp4());
    let runs = 0;
    const calls = await watch(async () => {
      runs = await t.services.jobs.drain();
    });
    expect(runs).toBe(3);
    expect(calls).toEqual([{ ids: [up.id], status: ["failed"] }]);
  });

  it("a failing port is logged; the processing stays done", async () => {
    const up = await upload(
      t,
      teacher,
      "audio",
      "钩子3.mp3",
      makeClip(dir, "hook3.mp3", { seconds: 1, audioOnly: true }),
    );
    const logged: string[] = [];
    deps().log = (msg) => logged.push(msg);
    try {
      const calls = await watch(
        () => t.services.jobs.drain(),
        async () => {
          throw new Error("resource module down");
        },
      );
      expect(calls).toHaveLength(1);
    } finally {
      deps().log = undefined;
    }
    expect(logged).toEqual([`onProcessed of file ${up.id} failed`]);
    expect((await t.services.media.info([up.id])).get(up.id)?.status).toBe("ready");
    expect(await lastMediaJob()).toMatchObject({ status: "done", attempts: 1 });
  });
});

describe("job queue", () => {
  it("retries with backoff, then succeeds; a job that keeps failing ends failed", async () => {
    const q = t.services.jobs;
    let calls = 0;
    q.register("test.flaky", async () => {
      calls++;
      if (calls < 3) throw new Error(`boom ${calls}`);
    });
    q.register("test.broken", async () => {
      throw new Error("always");
    });
    const id = await q.enqueue("test.flaky", { n: 1 });
    expect(await q.runOne()).toBe(true);
    let job = await q.get(id);
    expect(job).toMatchObject({ status: "queued", attempts: 1, error: "boom 1" });
    expect(job?.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: a normal run leaves it; drain() does not wait for the delay.
    expect(await q.runOne()).toBe(false);
    await q.drain();
    job = await q.get(id);
    expect(job).toMatchObject({ status: "done", attempts: 3 });
    expect(job?.finishedAt).toBeTruthy();

    const broken = await q.enqueue("test.broken", {}, { maxAttempts: 2 });
    await q.drain();
    expect(await q.get(broken)).toMatchObject({ status: "failed", attempts: 2, error: "always" });
  });

  it("hands a job to one claimer only, and recovers jobs of a dead worker", async () => {
    const q = t.services.jobs;
    q.register("test.noop", async () => {});
    const id = await q.enqueue("test.noop", {});
    const [a, b] = await Promise.all([q.claim(), q.claim()]);
    expect([a?.id, b?.id].filter(Boolean)).toEqual([id]);
    // Pretend its worker died two minutes ago.
    await t.db
      .update(jobs)
      .set({ lockedAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(jobs.id, id));
    expect(await q.recoverStale()).toBe(1);
    expect(await q.get(id)).toMatchObject({ status: "queued", lockedBy: null });
    await q.drain();
    expect((await q.get(id))?.status).toBe("done");
  });

  it("the polling worker runs jobs in the background and stops cleanly", async () => {
    const q = t.services.jobs;
    let ran = 0;
    q.register("test.bg", async () => {
      ran++;
    });
    await q.start();
    await q.enqueue("test.bg", {});
    await q.enqueue("test.bg", {});
    for (let i = 0; i < 100 && ran < 2; i++) await new Promise((r) => setTimeout(r, 50));
    await q.stop();
    expect(ran).toBe(2);
  });

  it("a job stopped by shutdown goes back to the queue without using an attempt", async () => {
    const q = t.services.jobs;
    q.register(
      "test.slow",
      (_p, { signal }) =>
        new Promise((_, reject) => signal.addEventListener("abort", () => reject(new Error("aborted")))),
    );
    const id = await q.enqueue("test.slow", {});
    await q.start();
    for (let i = 0; i < 100 && (await q.get(id))?.status !== "running"; i++)
      await new Promise((r) => setTimeout(r, 20));
    await q.stop();
    expect(await q.get(id)).toMatchObject({ status: "queued", attempts: 0 });
    await t.db.delete(jobs).where(eq(jobs.id, id));
  });
});

describe("pictures keep their public route, now with ranges", () => {
  it("serves /api/c/file/:id with ETag and ranges", async () => {
    const logo = ok<{ imgUrl: string }>(await t.call("/api/c/cms/area/pic/logo/detail")).imgUrl;
    const full = await t.app.inject({ method: "GET", url: logo });
    expect(full.statusCode).toBe(200);
    expect(full.headers["cache-control"]).toBe("public, max-age=86400");
    const part = await t.app.inject({ method: "GET", url: logo, headers: { range: "bytes=0-7" } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(full.rawPayload.subarray(0, 8))).toBe(true);
    const again = await t.app.inject({
      method: "GET",
      url: logo,
      headers: { "if-none-match": String(full.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
