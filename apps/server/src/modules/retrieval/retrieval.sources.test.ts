import type { ImageMatch, SearchHit } from "@otp/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { BYTES, fileOf, publishedVideo, saveResource, setResourceAudit } from "../resource/resource.fixtures.js";
import { cueTime, parseVtt } from "./retrieval.captions.js";

let t: TestApp;
let admin: string;
let teacher: string;
let student: string;

/** A diagram-like picture: shapes placed by `seed`, different enough from one seed to the next. */
function diagram(seed: number): Promise<Buffer> {
  const shapes = Array.from({ length: 6 }, (_, i) => {
    const x = (seed * 97 + i * 131) % 560;
    const y = (seed * 53 + i * 71) % 300;
    const fill = ["#1e3a8a", "#b91c1c", "#047857", "#a16207"][(seed + i) % 4];
    return i % 2
      ? `<rect x="${x}" y="${y}" width="${80 + i * 10}" height="${60 + i * 8}" fill="${fill}"/>`
      : `<circle cx="${x + 40}" cy="${y + 40}" r="${30 + i * 6}" fill="${fill}"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" fill="#f8fafc"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** What a user would paste: the picture scaled down, in a white border, as a low-quality JPEG. */
async function photoOf(png: Buffer): Promise<Buffer> {
  return sharp(png)
    .resize(420)
    .extend({ top: 24, bottom: 24, left: 30, right: 30, background: "#ffffff" })
    .jpeg({ quality: 60 })
    .toBuffer();
}

async function matches(account: string | null, png: Buffer) {
  const query = await fileOf(t, "student", "image", "shot.jpg", await photoOf(png));
  return ok<{ list: ImageMatch[]; count: number }>(
    await t.call("/api/c/img/resource/list", { id: query, pageNo: 1, pageSize: 30 }, { as: account }),
  );
}

const CAPTION =
  "WEBVTT\n\n00:00.000 --> 00:04.000\n同学们好\n\n00:01:05.500 --> 00:01:09.000\n<v 张老师>浮力等于排开液体的<b>重力</b></v>\n";

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  teacher = await t.login("teacher");
  student = await t.login("student");
  await setResourceAudit(t, admin, false);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("WebVTT cues", () => {
  it("reads cue starts and text without markup; skips notes and broken blocks", () => {
    expect(cueTime("01:02:03.5")).toBe(3723.5);
    expect(cueTime("02:03,250")).toBe(123.25);
    expect(Number.isNaN(cueTime("abc"))).toBe(true);
    const cues = parseVtt(`\uFEFF${CAPTION}\nNOTE 这是备注\n\n3\nxx --> yy\n坏的时间\n`.replace(/\n/g, "\r\n"));
    expect(cues).toEqual([
      { second: 0, text: "同学们好" },
      { second: 65.5, text: "浮力等于排开液体的重力" },
    ]);
  });
});

describe("pictures, document covers and captions join the indexes", () => {
  let pictureId: number;
  let documentId: number;
  let draftId: number;
  let videoId: number;
  let videoFile: number;
  const pngs: Buffer[] = [];

  beforeAll(async () => {
    for (const seed of [1, 2, 3]) pngs.push(await diagram(seed));
    const picture = await fileOf(t, "teacher", "image", "浮力示意图.png", pngs[0] as Buffer);
    pictureId = await saveResource(t, teacher, {
      name: "浮力示意图",
      kind: 2,
      type: "PICTURE",
      files: [{ fileId: picture }],
      visibility: "school",
    });
    ok(await t.call("/api/l/resource/submit", { id: pictureId }, { as: teacher }));
    const pdf = await fileOf(t, "teacher", "document", "讲义.pdf", BYTES.pdf());
    const cover = await fileOf(t, "teacher", "image", "讲义封面.png", pngs[1] as Buffer);
    documentId = await saveResource(t, teacher, {
      name: "浮力讲义",
      kind: 2,
      type: "DOCUMENT",
      files: [{ fileId: pdf }],
      coverFileId: cover,
      visibility: "school",
    });
    ok(await t.call("/api/l/resource/submit", { id: documentId }, { as: teacher }));
    // A draft: only its owner may find it.
    const hidden = await fileOf(t, "teacher", "image", "草稿.png", pngs[2] as Buffer);
    draftId = await saveResource(t, teacher, {
      name: "草稿图片",
      kind: 2,
      type: "PICTURE",
      files: [{ fileId: hidden }],
      visibility: "school",
    });
    const caption = await fileOf(t, "teacher", "document", "字幕.vtt", Buffer.from(CAPTION));
    videoFile = await fileOf(t, "teacher", "video", "课堂实录.mp4", BYTES.mp4());
    ({ id: videoId } = await publishedVideo(t, teacher, "teacher", {
      name: "浮力实验课",
      files: [{ fileId: videoFile, captionFileId: caption }],
    }));
    expect(await t.services.retrieval.sweep()).toEqual({ pictures: 3, captions: 1 });
    // Nothing is left for the next sweep.
    expect(await t.services.retrieval.sweep()).toEqual({ pictures: 0, captions: 0 });
  }, 120_000);

  it("a photo of a picture resource finds it at rank 1", async () => {
    const r = await matches(student, pngs[0] as Buffer);
    expect(r.list[0]).toMatchObject({
      resourceId: pictureId,
      type: "PICTURE",
      second: 0,
      url: `/resource/${pictureId}`,
    });
  });

  it("a photo of a document's cover finds the document", async () => {
    const r = await matches(student, pngs[1] as Buffer);
    expect(r.list[0]).toMatchObject({ resourceId: documentId, type: "DOCUMENT", url: `/resource/${documentId}` });
  });

  it("a draft is found by its owner only", async () => {
    expect((await matches(student, pngs[2] as Buffer)).list.map((m) => m.resourceId)).not.toContain(draftId);
    expect((await matches(teacher, pngs[2] as Buffer)).list[0]?.resourceId).toBe(draftId);
  });

  it("a word said in a caption finds that moment in global search and knowledge points", async () => {
    for (const sp of ["global", "RESOURCE_NOTE"]) {
      const r = ok<{ list: SearchHit[]; count: number }>(
        await t.call("/api/c/search/list", { keyWord: "排开液体", sp }, { as: student }),
      );
      const hit = r.list.find((h) => h.url?.startsWith(`/resource/${videoId}?`));
      expect(hit, sp).toMatchObject({ url: `/resource/${videoId}?second=66`, second: 66 });
      expect(hit?.meta).toContain("字幕");
    }
  });

  it("a caption taken off the video leaves the index at the next sweep", async () => {
    ok(
      await t.call(
        "/api/l/resource/save",
        {
          id: videoId,
          name: "浮力实验课",
          kind: 2,
          type: "VIDEO",
          files: [{ fileId: videoFile }],
          visibility: "school",
        },
        { as: teacher },
      ),
    );
    expect(await t.services.retrieval.sweep()).toEqual({ pictures: 0, captions: 1 });
    const r = ok<{ list: SearchHit[] }>(
      await t.call("/api/c/search/list", { keyWord: "排开液体", sp: "RESOURCE_NOTE" }, { as: teacher }),
    );
    expect(r.list.filter((h) => h.url?.startsWith(`/resource/${videoId}?`))).toEqual([]);
  });
});
