import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CSRF_HEADER, CSRF_HEADER_VALUE, endpoints, type OcrLine, type OcrTaskState, TOKEN_NAME } from "@otp/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectBad, expectForbidden, expectNoSession, expectNotFound, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { OcrEngine } from "./ocr.engine.js";
import { charAccuracy, SLIDES, slidePng, truthOf } from "./ocr.fixtures.js";
import { OcrService } from "./ocr.service.js";

let t: TestApp;
let student: string;
let teacher: string;

beforeAll(async () => {
  t = await startTestApp();
  [student, teacher] = await Promise.all([t.login("student"), t.login("teacher")]);
});
afterAll(() => t.close());

/** A multipart body with the picture in `file` (and `all`). */
function multipart(file: Buffer | null, name = "slide.png", fields: Record<string, string> = {}) {
  const boundary = `----otp${randomBytes(8).toString("hex")}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

function upload(
  url: string,
  file: Buffer | null,
  as: string | null = student,
  name?: string,
  fields?: Record<string, string>,
) {
  const body = multipart(file, name, fields);
  return t.app.inject({
    method: "POST",
    url,
    headers: {
      "content-type": body.type,
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      ...(as ? { cookie: `${TOKEN_NAME}=${as}` } : {}),
    },
    payload: body.payload,
  });
}

const slide = SLIDES[0] as (typeof SLIDES)[number];

describe("OCR detect (SPEC §7)", () => {
  it("reads a Chinese slide into lines with their positions", async () => {
    const lines = ok<OcrLine[]>(
      await upload(endpoints.ocr.detect.path, await slidePng(slide), student, "slide.png", { all: "0" }),
    );
    expect(
      charAccuracy(
        truthOf(slide),
        lines.map((l) => l.words),
      ),
    ).toBeGreaterThan(0.9);
    const title = lines.find((l) => l.words.includes("光合作用"));
    // The title sits in the top bar of the 1920×1080 slide, in the picture's own pixels.
    expect(title?.positionInfo.rectTop).toBeLessThan(220);
    expect(title?.positionInfo.rectLeft).toBeGreaterThan(60);
    expect(title?.positionInfo.width).toBeGreaterThan(300);
    expect(title?.positionInfo.height).toBeGreaterThan(30);
  }, 180_000);

  it("refuses what is not a still jpg, jpeg, png or webp picture, with Chinese messages", async () => {
    const dir = path.join(tmpdir(), "otp-ocr");
    mkdirSync(dir, { recursive: true });
    const files = () => readdirSync(dir, { withFileTypes: true }).filter((f) => f.isFile()).length;
    const before = files();
    expectBad(await upload(endpoints.ocr.detect.path, null), "file");
    expectBad(
      await upload(endpoints.ocr.detect.path, Buffer.from("%PDF-1.4 not a picture"), student, "fake.png"),
      "file",
    );
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
      .gif()
      .toBuffer();
    expectBad(await upload(endpoints.ocr.detect.path, gif, student, "x.gif"), "file");
    const big = await upload(endpoints.ocr.detect.path, randomBytes(11 * 1024 * 1024), student, "huge.png");
    expect(big.statusCode).toBe(413);
    expect(big.json().msg).toContain("图片不能超过");
    // More than 40 megapixels: refused as too large (not as unreadable), before it is decoded.
    const wide = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const tooWide = await upload(endpoints.ocr.detect.path, wide, student, "wide.png");
    expectBad(tooWide, "file");
    expect(tooWide.json().msg).toMatch(/图片尺寸过大（8000×5001像素）/);
    // No picture was left behind in the temp directory.
    expect(files()).toBe(before);
  });

  it("needs a session once guest mode is off", async () => {
    const admin = await t.login("admin");
    ok(await t.call("/api/m/cms/area/pic/save", { areaCode: "guest", isUsing: false }, { as: admin }));
    try {
      expectNoSession(await upload(endpoints.ocr.detect.path, await slidePng(slide), null));
      expectNoSession(await t.app.inject({ method: "GET", url: `${endpoints.ocr.result.path}?ocrGeneralTaskUrl=abc` }));
    } finally {
      ok(await t.call("/api/m/cms/area/pic/save", { areaCode: "guest", isUsing: true }, { as: admin }));
    }
  });
});

describe("the asynchronous OCR task", () => {
  it("answers a task id at once; its owner polls the result; others may not", async () => {
    const small = await slidePng(SLIDES[2] as (typeof SLIDES)[number], 960, 540);
    const { ocrGeneralTaskUrl } = ok<{ ocrGeneralTaskUrl: string }>(await upload(endpoints.ocr.task.path, small));
    const poll = () =>
      t.app.inject({
        method: "GET",
        url: `${endpoints.ocr.result.path}?ocrGeneralTaskUrl=${ocrGeneralTaskUrl}`,
        headers: { cookie: `${TOKEN_NAME}=${student}` },
      });
    expectForbidden(
      await t.app.inject({
        method: "GET",
        url: `${endpoints.ocr.result.path}?ocrGeneralTaskUrl=${ocrGeneralTaskUrl}`,
        headers: { cookie: `${TOKEN_NAME}=${teacher}` },
      }),
    );
    let state = ok<OcrTaskState>(await poll());
    for (let i = 0; i < 600 && state.status === "running"; i++) {
      await new Promise((r) => setTimeout(r, 250));
      state = ok<OcrTaskState>(await poll());
    }
    expect(state.status).toBe("done");
    expect(state.list.map((l) => l.words).join("")).toContain("勾股定理");
    // A finished task is answered once, then dropped.
    expectNotFound(await poll());
    expectNotFound(
      await t.app.inject({
        method: "GET",
        url: `${endpoints.ocr.result.path}?ocrGeneralTaskUrl=nope`,
        headers: { cookie: `${TOKEN_NAME}=${student}` },
      }),
    );
    expectBad(
      await t.app.inject({
        method: "GET",
        url: `${endpoints.ocr.result.path}?ocrGeneralTaskUrl=${encodeURIComponent("../x")}`,
      }),
      "ocrGeneralTaskUrl",
    );
    expectBad(await upload(endpoints.ocr.task.path, Buffer.from("GIF89a garbage")), "file");
  }, 180_000);
});

describe("the OCR engine", () => {
  it("refuses work beyond its queue with 429 and ends its worker when idle", async () => {
    const engine = new OcrEngine({ queue: 0, idleMs: 1000, threads: 1 });
    const file = path.join(tmpdir(), `otp-ocr-engine-${Date.now()}.png`);
    await sharp(await slidePng(SLIDES[1] as (typeof SLIDES)[number], 960, 540)).toFile(file);
    try {
      const first = engine.recognise(file);
      await expect(engine.recognise(file)).rejects.toMatchObject({ status: 429 });
      expect((await first).map((l) => l.text).join("")).toContain("阿基米德");
      expect(engine.alive).toBe(true);
      for (let i = 0; i < 100 && engine.alive; i++) await new Promise((r) => setTimeout(r, 100));
      expect(engine.alive).toBe(false);
    } finally {
      await engine.close();
    }
  }, 180_000);
});

describe("the OCR service's limits", () => {
  it("checks the queue before decoding, caps unread tasks per owner and per address, and frees a task once read", async () => {
    const engine = new OcrEngine({ queue: 0, idleMs: 1000, threads: 1 });
    const ocr = new OcrService(engine, { perOwner: 1, perAddress: 2 });
    const blank = await sharp({ create: { width: 96, height: 64, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const garbage = Buffer.from("not a picture at all");
    const settle = async () => {
      for (let i = 0; i < 600 && engine.load > 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(engine.load).toBe(0);
    };
    try {
      const first = await ocr.start("u1", "10.0.0.1", blank, false);
      // The engine is full: refused with 429 before the bytes are looked at (garbage would be a 400).
      await expect(ocr.detect(garbage, false)).rejects.toMatchObject({ status: 429 });
      await expect(ocr.start("u2", "10.0.0.1", garbage, false)).rejects.toMatchObject({ status: 429 });
      await settle();
      await expect(ocr.start("u1", "10.0.0.1", blank, false)).rejects.toMatchObject({
        status: 429,
        message: expect.stringMatching(/未取回/),
      });
      await ocr.start("u2", "10.0.0.1", blank, false);
      await settle();
      await expect(ocr.start("u3", "10.0.0.1", blank, false)).rejects.toMatchObject({ status: 429 });
      expect(ocr.result("u1", first.ocrGeneralTaskUrl).status).toBe("done");
      expect(() => ocr.result("u1", first.ocrGeneralTaskUrl)).toThrow(/不存在/);
      await ocr.start("u1", "10.0.0.1", blank, false);
      await settle();
    } finally {
      await engine.close();
    }
  }, 180_000);
});
