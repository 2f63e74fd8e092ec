import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ResourceDetail } from "@otp/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JobQueue } from "../../platform/jobs/queue.js";
import { FFMPEG } from "../../platform/media/ffmpeg.js";
import { expectBad, expectNoSession, expectNotFound, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { OcrEngine } from "../ocr/ocr.engine.js";
import { SLIDES, slidePng } from "../ocr/ocr.fixtures.js";
import { OcrService } from "../ocr/ocr.service.js";
import { RetrievalService } from "./retrieval.service.js";

let t: TestApp;
let dir: string;
const paths = new Map<number, string>();
const pictures = new Map<number, Buffer>();
const VIDEO_A = 1001;
const VIDEO_B = 1002;

/** A 30-second video from ffmpeg's generated sources (a zoom that changes every second), as H.264. */
function makeVideo(name: string, source: string): string {
  const out = path.join(dir, name);
  execFileSync(FFMPEG, [
    "-v",
    "error",
    "-f",
    "lavfi",
    "-i",
    source,
    "-t",
    "30",
    "-pix_fmt",
    "yuv420p",
    "-c:v",
    "libx264",
    "-preset",
    "ultrafast",
    out,
  ]);
  return out;
}

/**
 * What a user would paste: a frame grabbed at `second`, saved as JPEG, scaled to 60 % and put in
 * a white border, saved again at a lower quality.
 */
async function screenshot(video: string, second: number): Promise<Buffer> {
  const frame = path.join(dir, `frame-${second}.jpg`);
  execFileSync(FFMPEG, ["-v", "error", "-ss", String(second), "-i", video, "-frames:v", "1", "-q:v", "6", "-y", frame]);
  const img = sharp(readFileSync(frame));
  const meta = await img.metadata();
  return sharp(readFileSync(frame))
    .resize(Math.round((meta.width ?? 640) * 0.6))
    .extend({ top: 30, bottom: 30, left: 40, right: 40, background: "#ffffff" })
    .jpeg({ quality: 55 })
    .toBuffer();
}

let svc: RetrievalService;
let jobs: JobQueue;

beforeAll(async () => {
  t = await startTestApp();
  dir = mkdtempSync(path.join(tmpdir(), "otp-retrieval-"));
  paths.set(VIDEO_A, makeVideo("a.mp4", "mandelbrot=size=640x360:rate=10"));
  paths.set(
    VIDEO_B,
    makeVideo(
      "b.mp4",
      "mandelbrot=size=640x360:rate=10:start_x=-0.1011:start_y=0.9563:start_scale=2:end_scale=0.0001:inner=period",
    ),
  );
  jobs = new JobQueue(t.db);
  svc = new RetrievalService(t.db, {
    files: {
      picture: async (id) => pictures.get(id) ?? null,
      path: async (id) => paths.get(id) ?? null,
      captionText: async () => null,
    },
    media: { readyVideos: async () => [VIDEO_A, VIDEO_B] },
    resources: {
      viewableUsing: async (ids) => new Map(ids.map((id) => [id, [id]])),
      details: async (ids) =>
        ids.map(
          (id) => ({ id, name: `视频${id}`, type: "VIDEO", coverUrl: null, ownerName: "张老师" }) as ResourceDetail,
        ),
      indexSources: async () => ({ pictures: [], captions: [] }),
    },
    jobs,
  });
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("search by image", () => {
  it("the backfill indexes existing videos in the background, with progress", async () => {
    expect(await svc.progress()).toEqual({ indexed: 0, videos: 2 });
    await svc.startBackfill();
    await jobs.drain();
    expect(await svc.progress()).toEqual({ indexed: 2, videos: 2 });
    // Nothing is queued again once every video has its keyframes.
    expect(await svc.queueMissing()).toBe(0);
  }, 180_000);

  it("a re-encoded, scaled, bordered screenshot finds its video at rank 1 within ±5 s", async () => {
    for (const [video, second, id] of [
      [VIDEO_A, 13, 5001],
      [VIDEO_A, 24, 5002],
      [VIDEO_B, 7, 5003],
    ] as const) {
      pictures.set(id, await screenshot(paths.get(video) as string, second));
      const r = await svc.list({ id, pageNo: 1, pageSize: 30 }, null);
      expect(r.list[0]?.resourceId, `frame ${second} of ${video}`).toBe(video);
      expect(Math.abs((r.list[0]?.second ?? -99) - second), `second of ${video} at ${second}`).toBeLessThanOrEqual(5);
      expect(r.list[0]?.url).toMatch(new RegExp(`^/resource/${video}(\\?second=\\d+)?$`));
      expect(r.list[0]?.similarity).toBeGreaterThan(0.7);
    }
  }, 120_000);

  it("an unrelated picture matches nothing", async () => {
    const noise = await sharp({
      create: {
        width: 400,
        height: 300,
        channels: 3,
        background: "#000",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    pictures.set(6001, noise);
    const r = await svc.list({ id: 6001, pageNo: 1, pageSize: 30 }, null);
    expect(r.list.filter((m) => m.similarity > 0.75)).toEqual([]);
  });
});

describe("slide text", () => {
  it("text shown on a video's slides is read at its scene changes and finds that moment", async () => {
    const [a, b] = [SLIDES[0], SLIDES[1]] as [(typeof SLIDES)[number], (typeof SLIDES)[number]];
    const pa = path.join(dir, "sa.png");
    const pb = path.join(dir, "sb.png");
    await sharp(await slidePng(a, 1280, 720)).toFile(pa);
    await sharp(await slidePng(b, 1280, 720)).toFile(pb);
    const video = path.join(dir, "slides.mp4");
    // Slide A for 6 s, then slide B for 6 s.
    execFileSync(FFMPEG, [
      ...["-v", "error", "-loop", "1", "-t", "6", "-i", pa, "-loop", "1", "-t", "6", "-i", pb],
      ...["-filter_complex", "[0:v][1:v]concat=n=2:v=1[v]", "-map", "[v]", "-r", "5", "-pix_fmt", "yuv420p"],
      ...["-c:v", "libx264", "-preset", "ultrafast", video],
    ]);
    const SLIDE_VIDEO = 1003;
    paths.set(SLIDE_VIDEO, video);
    const ocr = new OcrService(new OcrEngine({ queue: 4, idleMs: 5000, threads: 1 }));
    const withOcr = new RetrievalService(t.db, {
      files: { picture: async () => null, path: async (id) => paths.get(id) ?? null, captionText: async () => null },
      media: { readyVideos: async () => [] },
      resources: {
        viewableUsing: async (ids) => new Map(ids.map((id) => [id, [id]])),
        details: async (ids) =>
          ids.map(
            (id) =>
              ({ id, name: "光合作用课件讲解", type: "VIDEO", coverUrl: null, ownerName: "张老师" }) as ResourceDetail,
          ),
        indexSources: async () => ({ pictures: [], captions: [] }),
      },
      jobs: new JobQueue(t.db),
      ocr: { read: (f) => ocr.readFile(f) },
    });
    try {
      await withOcr.indexFile(SLIDE_VIDEO);
    } finally {
      await ocr.close();
    }
    const [hit] = await withOcr.searchMoments("叶绿体", 10, null);
    expect(hit).toMatchObject({ type: "note", url: `/resource/${SLIDE_VIDEO}?second=0` });
    const [later] = await withOcr.searchMoments("阿基米德", 10, null);
    expect(Math.abs((later?.second ?? -99) - 6)).toBeLessThanOrEqual(1);
    expect(later?.meta).toContain("画面文字");
    expect(await withOcr.searchMoments("量子纠缠", 10, null)).toEqual([]);
  }, 240_000);
});

describe("/api/c/img/resource/list", () => {
  it("answers a page for an uploaded picture; refuses bad ids and unknown pictures", async () => {
    const student = await t.login("student");
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3366cc" } })
      .png()
      .toBuffer();
    const file = await t.services.files.save("image", "shot.png", png, 1);
    const r = ok<{ list: unknown[]; count: number }>(
      await t.call("/api/c/img/resource/list", { id: file.id, pageNo: 1, pageSize: 30 }, { as: student }),
    );
    expect(r.count).toBe(r.list.length);
    expectBad(await t.call("/api/c/img/resource/list", { id: "x" }, { as: student }), "id");
    expectBad(await t.call("/api/c/img/resource/list", { id: file.id, pageSize: 1000 }, { as: student }), "pageSize");
    expectNotFound(await t.call("/api/c/img/resource/list", { id: 999_999 }, { as: student }));
    const admin = await t.login("admin");
    ok(await t.call("/api/m/cms/area/pic/save", { areaCode: "guest", isUsing: false }, { as: admin }));
    try {
      expectNoSession(await t.call("/api/c/img/resource/list", { id: file.id }, { as: null }));
    } finally {
      ok(await t.call("/api/m/cms/area/pic/save", { areaCode: "guest", isUsing: true }, { as: admin }));
    }
  });
});
