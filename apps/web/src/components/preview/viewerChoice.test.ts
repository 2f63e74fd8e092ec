import type { DocPlay, ResourceFile, ResourceType } from "@otp/contract";
import { describe, expect, it } from "vitest";
import { chooseViewer, DOWNLOAD_MESSAGE, docPlayFor, docPlayFromExt, isTimedViewer, ZIP_MESSAGE } from "./viewerChoice";

function file(fileName: string, id = 1): ResourceFile {
  const ext = fileName.split(".").pop() ?? "";
  return {
    id,
    fileName,
    ext,
    size: 1,
    httpPath: `/api/l/resource/file/stream?id=${id}`,
    label: "",
    mediaStatus: "ready",
    progress: 100,
    duration: null,
    thumbUrl: null,
    captionUrl: null,
    captionFileId: null,
    iconType: 0,
  };
}
const res = (type: ResourceType, files: ResourceFile[], docPlay: DocPlay | null = null) => ({
  type,
  fileList: files,
  docPlay,
});

describe("docPlay → viewer choice", () => {
  it("uses the server's DocPlay mode for the first document file", () => {
    const pdf = res("DOCUMENT", [file("讲义.docx")], { mode: "pdf", url: "/converted.pdf" });
    expect(chooseViewer(pdf)).toBe("pdf");
    expect(docPlayFor(pdf, 0)?.url).toBe("/converted.pdf");
    expect(chooseViewer(res("DOCUMENT", [file("a.txt")], { mode: "text", url: "/t" }))).toBe("text");
    expect(chooseViewer(res("DOCUMENT", [file("a.pptx")], { mode: "office", url: null, documentType: "slide" }))).toBe(
      "office",
    );
    expect(chooseViewer(res("DOCUMENT", [file("a.rar")], { mode: "download", url: null, message: "请下载" }))).toBe(
      "download",
    );
    expect(chooseViewer(res("DOCUMENT", [file("a.zip")], { mode: "zip", url: null }))).toBe("zip");
  });

  it("derives the mode by extension when no DocPlay was sent (later files)", () => {
    expect(docPlayFromExt(file("a.PDF")).mode).toBe("pdf");
    expect(docPlayFromExt(file("a.pdf")).url).toBe("/api/l/resource/file/stream?id=1");
    expect(docPlayFromExt(file("a.txt")).mode).toBe("text");
    expect(docPlayFromExt(file("a.xlsx"))).toMatchObject({ mode: "office", documentType: "cell" });
    expect(docPlayFromExt(file("a.doc"))).toMatchObject({ mode: "office", documentType: "word" });
    expect(docPlayFromExt(file("a.ppt"))).toMatchObject({ mode: "office", documentType: "slide" });
    expect(docPlayFromExt(file("a.zip"))).toMatchObject({ mode: "zip", message: ZIP_MESSAGE });
    expect(docPlayFromExt(file("a.exe"))).toMatchObject({ mode: "download", message: DOWNLOAD_MESSAGE });
    const two = res("DOCUMENT", [file("a.pdf", 1), file("b.zip", 2)], { mode: "pdf", url: "/x" });
    expect(chooseViewer(two, 1)).toBe("zip");
  });

  it("the zip message is the SPEC's", () => {
    expect(ZIP_MESSAGE).toBe("zip文件，请下载后在本地查看");
  });

  it("shows pictures by extension whatever the type", () => {
    for (const e of ["jpg", "png", "gif", "jpeg", "bmp"]) {
      expect(chooseViewer(res("DOCUMENT", [file(`图.${e}`)], null))).toBe("picture");
    }
    expect(chooseViewer(res("PICTURE", [file("a.webp")]))).toBe("picture");
  });

  it("plays multi-screen only with two or more videos", () => {
    expect(chooseViewer(res("MULTISCREEN", [file("a.mp4", 1), file("b.mp4", 2)]))).toBe("multiscreen");
    expect(chooseViewer(res("MULTISCREEN", [file("a.mp4")]))).toBe("video");
    expect(chooseViewer(res("VIDEO", [file("a.mp4")]))).toBe("video");
    expect(chooseViewer(res("AUDIO", [file("a.mp3")]))).toBe("audio");
  });

  it("has nothing to show without files or past the end", () => {
    expect(chooseViewer(res("VIDEO", []))).toBe("none");
    expect(chooseViewer(res("VIDEO", [file("a.mp4")]), 3)).toBe("none");
  });

  it("timed viewers are video, multi-screen and audio", () => {
    expect(isTimedViewer("video")).toBe(true);
    expect(isTimedViewer("multiscreen")).toBe(true);
    expect(isTimedViewer("audio")).toBe(true);
    expect(isTimedViewer("pdf")).toBe(false);
  });
});
