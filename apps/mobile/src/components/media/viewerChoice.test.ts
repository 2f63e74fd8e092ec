import type { ResourceDetail, ResourceFile } from "@otp/contract";
import { describe, expect, it } from "vitest";
import { chooseViewer, documentUrl } from "./viewerChoice";

const file = (fileName: string, id = 1): ResourceFile =>
  ({ id, fileName, ext: "", httpPath: `/stream?id=${id}` }) as ResourceFile;
const res = (type: ResourceDetail["type"], files: ResourceFile[], docPlay: ResourceDetail["docPlay"] = null) => ({
  type,
  fileList: files,
  docPlay,
});

describe("how a phone shows a resource's file", () => {
  it("plays videos (multi-screen one screen at a time) and audio", () => {
    expect(chooseViewer(res("VIDEO", [file("a.mp4")]))).toBe("video");
    expect(chooseViewer(res("MULTISCREEN", [file("a.mp4"), file("b.mp4", 2)]), 1)).toBe("video");
    expect(chooseViewer(res("AUDIO", [file("a.mp3")]))).toBe("audio");
  });

  it("shows pictures by extension whatever the type", () => {
    expect(chooseViewer(res("DOCUMENT", [file("plan.JPG")]))).toBe("picture");
    expect(chooseViewer(res("PICTURE", [file("scan")]))).toBe("picture");
  });

  it("draws PDFs (also an Office file's PDF rendition) and offers other documents for download", () => {
    const office = res("DOCUMENT", [file("a.docx")], { mode: "pdf", url: "/converted?id=9" });
    expect(chooseViewer(office)).toBe("pdf");
    expect(documentUrl(office, 0)).toBe("/converted?id=9");
    expect(chooseViewer(res("DOCUMENT", [file("a.docx")], { mode: "office", url: null, documentType: "word" }))).toBe(
      "download",
    );
    expect(chooseViewer(res("DOCUMENT", [file("a.zip")], { mode: "zip", url: null }))).toBe("download");
    expect(chooseViewer(res("DOCUMENT", [file("a.pdf"), file("notes.txt", 2)]), 1)).toBe("text");
    expect(chooseViewer(res("DOCUMENT", [file("a.pdf"), file("talk.mp4", 2)]), 1)).toBe("video");
  });

  it("has nothing to show without a file", () => {
    expect(chooseViewer(res("VIDEO", []))).toBe("none");
  });
});
