import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../platform/http/errors.js";
import type { StudentFrameResult } from "./classroom.engines.js";
import { composeMosaic, loadLabels, type Mosaic, photoBytes, scoreFaces } from "./classroom.vision.fixtures.js";
import { createVisionEngine, prepareFrame, type VisionEngineImpl } from "./classroom.vision.js";

/**
 * The real engine (BlazeFace + MoveNet in a worker thread) on the labelled photos and on mosaics
 * of them (decision 0053). Aim: face recall ≥ 0.95 with no false positive, per picture.
 */

let engine: VisionEngineImpl;
beforeAll(() => {
  engine = createVisionEngine({ workers: 1, testHooks: true });
});
afterAll(async () => {
  await engine.close();
});

const labels = loadLabels();

async function refusal(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe("prepareFrame", () => {
  it("refuses bytes that are not a picture, naming the field", async () => {
    const err = await refusal(prepareFrame(Buffer.from("not a picture at all")));
    expect(err.status).toBe(400);
    expect(err.message).toContain("参数 file");
  });

  it("refuses a 20000×20000 PNG from its header, before decoding it", async () => {
    const t0 = performance.now();
    const err = await refusal(prepareFrame(pngHeader(20000, 20000)));
    const ms = performance.now() - t0;
    expect(err.status).toBe(400);
    expect(err.message).toMatch(/^参数 file：图片尺寸过大（20000×20000像素），最多4000万像素/);
    // Decoding 400 MP would take seconds and 1.2 GB; reading the header takes milliseconds.
    expect(ms).toBeLessThan(500);
  });

  it("refuses animated pictures and other formats", async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#00f" } })
      .gif()
      .toBuffer();
    expect((await refusal(prepareFrame(gif))).message).toContain("只支持 jpg、jpeg、png、webp");
    const still = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0ff" } })
      .webp({ lossless: true })
      .toBuffer();
    expect((await prepareFrame(still)).width).toBe(8);
    const anim = animatedWebp(still, 2);
    expect((await sharp(anim).metadata()).pages).toBe(2);
    expect((await refusal(prepareFrame(anim))).message).toContain("不支持动图");
  });

  it("scales a large picture's longer side down to 1920 and remembers the scale", async () => {
    const png = await sharp({ create: { width: 3840, height: 2160, channels: 3, background: "#888" } })
      .png()
      .toBuffer();
    const f = await prepareFrame(png);
    expect([f.width, f.height, f.scale]).toEqual([1920, 1080, 2]);
    expect(f.rgb.length).toBe(1920 * 1080 * 3);
  });
});

/** A PNG whose header claims `width × height` with one tiny (truncated) data chunk. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (tag: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(tag, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", zlib.deflateSync(Buffer.alloc(16))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * An animated WebP of `frames` copies of a still 8×8 lossless WebP (sharp 0.33 cannot write one
 * from scratch): RIFF with VP8X (animation flag), ANIM and one ANMF chunk per frame.
 */
function animatedWebp(still: Buffer, frames: number): Buffer {
  const bitstream = still.subarray(12); // the VP8L chunk of the still picture
  const chunk = (tag: string, payload: Buffer) => {
    const head = Buffer.alloc(8);
    head.write(tag, 0, "ascii");
    head.writeUInt32LE(payload.length, 4);
    return Buffer.concat([head, payload, Buffer.alloc(payload.length % 2)]);
  };
  const u24 = (v: number) => Buffer.from([v & 255, (v >> 8) & 255, (v >> 16) & 255]);
  const vp8x = Buffer.concat([Buffer.from([0x02, 0, 0, 0]), u24(7), u24(7)]);
  const anim = Buffer.from([0, 0, 0, 0, 0, 0]);
  const frame = Buffer.concat([u24(0), u24(0), u24(7), u24(7), u24(100), Buffer.from([0]), bitstream]);
  const body = Buffer.concat([
    Buffer.from("WEBP", "ascii"),
    chunk("VP8X", vp8x),
    chunk("ANIM", anim),
    ...Array.from({ length: frames }, () => chunk("ANMF", frame)),
  ]);
  const riff = Buffer.alloc(8);
  riff.write("RIFF", 0, "ascii");
  riff.writeUInt32LE(body.length, 4);
  return Buffer.concat([riff, body]);
}

function report(name: string, r: StudentFrameResult, s: ReturnType<typeof scoreFaces>) {
  console.log(
    `[vision] ${name}: ${s.found}/${s.truth} frontal faces, ${s.falsePositives} false positive(s), ` +
      `recall ${(s.recall * 100).toFixed(1)} %, ${r.faces.length} detected, ${r.ms} ms`,
  );
}

describe("vision engine accuracy (labelled set)", () => {
  for (const photo of labels) {
    it(`${photo.file}: ${photo.faces} people`, async () => {
      const r = await engine.analyseStudents(photoBytes(photo.file));
      const s = scoreFaces(
        r.faces.map((f) => f.box),
        photo.people,
      );
      report(photo.file, r, s);
      expect(r.faces.every((f) => f.headUp && f.score >= 0.6)).toBe(true);
      expect(r.persons.length).toBe(r.faces.length);
      expect(s.recall).toBeGreaterThanOrEqual(0.95);
      expect(s.falsePositives).toBe(0);
    }, 60_000);
  }

  const mosaics: Array<[number, number]> = [
    [3, 2],
    [4, 3],
    [5, 4],
  ];
  for (const [cols, rows] of mosaics) {
    it(`mosaic ${cols}x${rows} in 1920×1080`, async () => {
      const m: Mosaic = await composeMosaic(cols, rows);
      const r = await engine.analyseStudents(m.jpeg);
      expect([r.width, r.height]).toEqual([1920, 1080]);
      const s = scoreFaces(
        r.faces.map((f) => f.box),
        m.people,
      );
      report(m.name, r, s);
      expect(s.recall).toBeGreaterThanOrEqual(0.95);
      expect(s.falsePositives).toBe(0);
    }, 120_000);
  }

  it("without body keypoints finds the same faces, and says hands and standing were not looked at", async () => {
    const bytes = photoBytes("sample5.jpg");
    const full = await engine.analyseStudents(bytes);
    const faces = await engine.analyseStudents(bytes, undefined, { bodies: false });
    expect(full.body).toBe(true);
    expect(faces.body).toBe(false);
    expect(faces.faces).toEqual(full.faces);
    expect(faces.persons.map((p) => p.box)).toEqual(full.faces.map((f) => f.box));
    expect(faces.persons.some((p) => p.handUp || p.standing)).toBe(false);
  }, 60_000);

  it("finds nobody in an empty room", async () => {
    const blank = await sharp({ create: { width: 1920, height: 1080, channels: 3, background: "#d8d0c0" } })
      .jpeg()
      .toBuffer();
    const r = await engine.analyseStudents(blank);
    expect(r.faces).toEqual([]);
    expect(r.persons).toEqual([]);
    const t = await engine.locateTeacher(blank);
    expect(t.teacher).toBeNull();
  }, 60_000);

  it("locates the teacher: the one person in a wide frame", async () => {
    // One photo of one person, small, placed right of centre in an empty 1920×1080 frame.
    const photo = labels.find((p) => p.file === "sample6.jpg");
    const bytes = photoBytes("sample6.jpg");
    const meta = await sharp(bytes).metadata();
    const p = photo?.people[3];
    if (!p || !meta.width || !meta.height) throw new Error("labels missing");
    // The fourth person of sample6, from above her head to the bottom of the photo.
    const left = Math.max(0, Math.round(p.box[0] - p.box[2]));
    const width = Math.min(meta.width - left, Math.round(p.box[2] * 3));
    const person = await sharp(bytes)
      .extract({ left, top: 0, width, height: meta.height })
      .resize({ height: 700 })
      .toBuffer();
    const pm = await sharp(person).metadata();
    const frame = await sharp({ create: { width: 1920, height: 1080, channels: 3, background: "#c8c8c0" } })
      .composite([{ input: person, left: 1300, top: 300 }])
      .jpeg()
      .toBuffer();
    const t = await engine.locateTeacher(frame);
    console.log(`[vision] teacher: ${JSON.stringify(t.teacher)}, ${t.ms} ms`);
    expect(t.teacher).not.toBeNull();
    const cx = (1300 + (pm.width ?? 0) / 2) / 1920;
    expect(Math.abs((t.teacher?.x ?? 0) - cx)).toBeLessThan(0.08);
    expect(t.teacher?.y ?? 0).toBeGreaterThan(300 / 1080);
  }, 60_000);
});

describe("vision worker pool", () => {
  it("fails the running call when its worker dies, and serves the next call with a new one", async () => {
    const err = await refusal(engine.crashOne());
    expect(err.message).toBe("视觉分析进程异常退出");
    const r = await engine.analyseStudents(photoBytes("sample5.jpg"));
    expect(r.faces.length).toBe(5);
    expect(engine.workerCount).toBe(1);
  }, 60_000);

  it("refuses a call whose signal was aborted", async () => {
    const ac = new AbortController();
    ac.abort();
    const err = await refusal(engine.analyseStudents(photoBytes("sample1.jpg"), ac.signal));
    expect(err.message).toBe("分析已取消");
  });
});
