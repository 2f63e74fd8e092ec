import { FILE_ICON_TYPE } from "@otp/contract";
import { describe, expect, it } from "vitest";
import { extOf, iconTypeOf, iconTypeOfExt, isPictureExt } from "./fileIcon";

describe("file icon types (SPEC §3)", () => {
  it("maps extensions to 1 video, 7 audio, 2 doc, 6 txt, 5 pdf, 3 xls, 4 ppt, 8 picture, 9 html", () => {
    expect(iconTypeOfExt("mp4")).toBe(1);
    expect(iconTypeOfExt("mp3")).toBe(7);
    expect(iconTypeOfExt("docx")).toBe(2);
    expect(iconTypeOfExt("txt")).toBe(6);
    expect(iconTypeOfExt("pdf")).toBe(5);
    expect(iconTypeOfExt("xlsx")).toBe(3);
    expect(iconTypeOfExt("pptx")).toBe(4);
    expect(iconTypeOfExt("png")).toBe(8);
    expect(iconTypeOfExt("html")).toBe(9);
    expect(FILE_ICON_TYPE.picture).toBe(8);
  });

  it("ignores case and a leading dot; unknown is 0", () => {
    expect(iconTypeOfExt(".PDF")).toBe(5);
    expect(iconTypeOfExt("JPEG")).toBe(8);
    expect(iconTypeOfExt("zip")).toBe(0);
    expect(iconTypeOfExt("")).toBe(0);
  });

  it("prefers the server's iconType, else derives from ext or file name", () => {
    expect(iconTypeOf({ iconType: 4, ext: "pdf" })).toBe(4);
    expect(iconTypeOf({ iconType: 0, ext: "pdf" })).toBe(5);
    expect(iconTypeOf({ iconType: 42, fileName: "课件.PPT" })).toBe(4);
    expect(iconTypeOf({ fileName: "浮力实验.mov" })).toBe(1);
    expect(iconTypeOf({ fileName: "README" })).toBe(0);
  });

  it("extOf takes the last extension of the base name", () => {
    expect(extOf("a/b/第一章.课件.PPTX")).toBe("pptx");
    expect(extOf(".hidden")).toBe("");
    expect(extOf("noext")).toBe("");
  });

  it("recognises the SPEC picture extensions only", () => {
    for (const e of ["jpg", "png", "gif", "jpeg", "bmp", "PNG"]) expect(isPictureExt(e)).toBe(true);
    expect(isPictureExt("webp")).toBe(false);
  });
});
