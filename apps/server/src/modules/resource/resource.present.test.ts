import { describe, expect, it } from "vitest";
import type { FileFacts, MediaFacts } from "./resource.ports.js";
import {
  docPlay,
  durationOf,
  excerpt,
  iconType,
  isOpenImage,
  presentFile,
  previewedFiles,
} from "./resource.present.js";

const file = (ext: string, kind = "document", id = 10): FileFacts => ({
  id,
  name: `文件.${ext}`,
  ext,
  size: 1000,
  kind,
  mime: "application/octet-stream",
  ownerId: 1,
});
const media = (m: Partial<MediaFacts>): MediaFacts => ({
  fileId: 10,
  status: "ready",
  progress: 100,
  duration: null,
  thumbFileId: null,
  playFileId: null,
  ...m,
});

describe("icon types (SPEC §3)", () => {
  it("map extensions to 1 video, 7 audio, 2 doc, 6 txt, 5 pdf, 3 xls, 4 ppt, 8 picture, 9 html, 0 other", () => {
    const cases: [string, number][] = [
      ["mp4", 1],
      ["MOV", 1],
      ["mp3", 7],
      ["m4a", 7],
      ["doc", 2],
      ["docx", 2],
      ["txt", 6],
      ["pdf", 5],
      ["xls", 3],
      ["xlsx", 3],
      ["ppt", 4],
      ["pptx", 4],
      ["jpg", 8],
      ["jpeg", 8],
      ["png", 8],
      ["gif", 8],
      ["bmp", 8],
      ["html", 9],
      ["zip", 0],
      ["vtt", 0],
    ];
    for (const [ext, icon] of cases) expect(iconType(ext), ext).toBe(icon);
  });
});

describe("files as the preview plays them", () => {
  it("play a ready video from its rendition with its thumbnail and duration", () => {
    const f = presentFile(
      file("mov", "video"),
      { label: "教师", captionFileId: 12 },
      media({ playFileId: 11, thumbFileId: 13, duration: 61.6 }),
      new Map(),
    );
    expect(f).toMatchObject({
      httpPath: "/api/l/resource/file/stream?id=11",
      thumbUrl: "/api/c/file/13",
      captionUrl: "/api/l/resource/file/stream?id=12",
      duration: 62,
      label: "教师",
      mediaStatus: "ready",
      progress: 100,
      iconType: 1,
    });
  });

  it("play the original while processing, with the progress", () => {
    const f = presentFile(
      file("mp4", "video"),
      { label: "", captionFileId: null },
      media({ status: "processing", progress: 40, playFileId: 11 }),
      new Map(),
    );
    expect(f).toMatchObject({ httpPath: "/api/l/resource/file/stream?id=10", mediaStatus: "processing", progress: 40 });
    expect(
      presentFile(file("mp4", "video"), { label: "", captionFileId: null }, undefined, new Map()).mediaStatus,
    ).toBe("none");
  });

  it("show pictures as their own thumbnail", () => {
    expect(presentFile(file("png", "image"), { label: "", captionFileId: null }, undefined, new Map()).thumbUrl).toBe(
      "/api/c/file/10",
    );
  });

  it("link a resource's pictures and thumbnails publicly only while a resource using them is public", () => {
    const link = { label: "", captionFileId: null };
    const hidden = new Map([[10, false]]);
    const open = new Map([[10, true]]);
    expect(presentFile(file("png", "image"), link, undefined, hidden).thumbUrl).toBe(
      "/api/l/resource/file/stream?id=10",
    );
    expect(presentFile(file("png", "image"), link, undefined, open).thumbUrl).toBe("/api/c/file/10");
    // A thumbnail follows the video it was made from.
    const video = file("mp4", "video");
    expect(presentFile(video, link, media({ thumbFileId: 13 }), hidden).thumbUrl).toBe(
      "/api/l/resource/file/stream?id=13",
    );
    expect(presentFile(video, link, media({ thumbFileId: 13 }), open).thumbUrl).toBe("/api/c/file/13");
    // Pictures of no resource (covers, avatars) are public; one public use of a file is enough.
    expect(isOpenImage(new Map(), [5])).toBe(true);
    expect(isOpenImage(new Map([[5, false]]), [13, 5])).toBe(false);
    expect(isOpenImage(new Map([[5, true]]), [13, 5])).toBe(true);
  });
});

describe("what a viewer without the download right may stream", () => {
  it("is what the preview plays: the rendition, pdf, text, pictures, converted PDFs", () => {
    expect(previewedFiles(file("mp4", "video"), media({ playFileId: 11 }))).toEqual([11]);
    expect(previewedFiles(file("mp4", "video"), media({ status: "processing", playFileId: 11 }))).toEqual([10]);
    expect(previewedFiles(file("mp3", "audio"), undefined)).toEqual([10]);
    expect(previewedFiles(file("pdf"), undefined)).toEqual([10]);
    expect(previewedFiles(file("txt"), undefined)).toEqual([10]);
    expect(previewedFiles(file("png", "image"), undefined)).toEqual([10]);
    expect(previewedFiles(file("docx"), media({ playFileId: 20 }))).toEqual([20]);
    // Never the originals the preview does not play.
    expect(previewedFiles(file("docx"), undefined)).toEqual([]);
    expect(previewedFiles(file("zip"), undefined)).toEqual([]);
  });
});

describe("document viewing", () => {
  const off = { officeEnabled: false, mayDownload: true };
  it("opens office files in OnlyOffice when it is configured", () => {
    expect(docPlay(file("xlsx"), undefined, { officeEnabled: true, mayDownload: true })).toEqual({
      mode: "office",
      url: "/api/l/resource/file/stream?id=10",
      documentType: "cell",
    });
    // Without the download right the original's URL is not offered (the editor fetches it itself).
    expect(docPlay(file("ppt"), undefined, { officeEnabled: true, mayDownload: false })).toEqual({
      mode: "office",
      url: null,
      documentType: "slide",
    });
  });

  it("shows the PDF LibreOffice made, else offers the download with a message", () => {
    expect(docPlay(file("docx"), media({ playFileId: 20 }), off)).toEqual({
      mode: "pdf",
      url: "/api/l/resource/file/stream?id=20",
    });
    expect(docPlay(file("docx"), media({ status: "processing" }), off)).toMatchObject({
      mode: "download",
      message: "文档正在转换，请稍后再预览或下载后查看",
    });
    expect(docPlay(file("docx"), media({ status: "failed" }), off)).toEqual({
      mode: "download",
      url: "/api/l/resource/file/stream?id=10&download=1",
      message: "该文档暂不支持在线预览，请下载后查看",
    });
    expect(docPlay(file("doc"), undefined, { officeEnabled: false, mayDownload: false })).toMatchObject({
      mode: "download",
      url: null,
    });
  });

  it("never previews a zip", () => {
    expect(docPlay(file("zip"), undefined, off)).toEqual({
      mode: "zip",
      url: "/api/l/resource/file/stream?id=10&download=1",
      message: "zip文件，请下载后在本地查看",
    });
  });
});

describe("excerpts", () => {
  it("cut plain text around the keyword", () => {
    const text = `<p>${"前言".repeat(100)}浮力实验${"后记".repeat(100)}</p>`;
    const e = excerpt(text, "浮力");
    expect(e).toContain("浮力实验");
    expect(e.startsWith("…")).toBe(true);
    expect(e.length).toBeLessThanOrEqual(122);
    expect(excerpt("<b>短</b>简介", "x")).toBe("短 简介");
  });
});

describe("durations", () => {
  const facts = (durations: Record<number, number | null>) =>
    new Map(Object.entries(durations).map(([id, duration]) => [Number(id), media({ fileId: Number(id), duration })]));

  it("add up a playlist and take the longest screen of a multi-screen resource, in whole seconds", () => {
    const known = facts({ 1: 60.4, 2: 30.4 });
    expect(durationOf("VIDEO", [1, 2], known)).toBe(91);
    expect(durationOf("AUDIO", [1, 2], known)).toBe(91);
    expect(durationOf("MULTISCREEN", [1, 2], known)).toBe(60);
  });

  it("are unknown before processing, and never shown for documents and pictures", () => {
    expect(durationOf("VIDEO", [1], new Map())).toBeNull();
    expect(durationOf("VIDEO", [1, 2], facts({ 1: null, 2: 12 }))).toBe(12);
    expect(durationOf("DOCUMENT", [1], facts({ 1: 5 }))).toBeNull();
    expect(durationOf("PICTURE", [1], facts({ 1: 5 }))).toBeNull();
  });
});
