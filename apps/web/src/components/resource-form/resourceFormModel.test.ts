import type { ResourceDetail } from "@otp/contract";
import { describe, expect, it } from "vitest";
import {
  defaultValues,
  type FormFile,
  fromDetail,
  newFormFile,
  nextScreenLabel,
  toSaveInput,
  uploadKindOf,
  validateFiles,
} from "./resourceFormModel";

const ff = (fileName: string, label = "", fileId = 1): FormFile => ({
  fileId,
  fileName,
  size: 1,
  label,
  captionFileId: null,
  captionName: null,
  mediaStatus: "ready",
  progress: 100,
});

describe("resource form model", () => {
  it("maps resource types to upload kinds", () => {
    expect(uploadKindOf("VIDEO")).toBe("video");
    expect(uploadKindOf("MULTISCREEN")).toBe("video");
    expect(uploadKindOf("AUDIO")).toBe("audio");
    expect(uploadKindOf("PICTURE")).toBe("image");
    expect(uploadKindOf("DOCUMENT")).toBe("document");
  });

  it("validates files per type", () => {
    expect(validateFiles("VIDEO", [])).toBe("请上传资源文件");
    expect(validateFiles("VIDEO", [ff("a.mp4")])).toBeNull();
    expect(validateFiles("VIDEO", [ff("a.pdf")])).toContain("与资源类型不符");
    expect(validateFiles("DOCUMENT", [ff("a.pdf"), ff("b.zip", "", 2)])).toBeNull();
    expect(
      validateFiles(
        "VIDEO",
        Array.from({ length: 7 }, (_, i) => ff("a.mp4", "", i)),
      ),
    ).toBe("一个资源最多6个文件");
  });

  it("multi-screen needs 2-6 labelled videos", () => {
    expect(validateFiles("MULTISCREEN", [ff("a.mp4", "教师")])).toBe("多屏视频需要2到6个视频");
    expect(validateFiles("MULTISCREEN", [ff("a.mp4", "教师"), ff("b.mp4", " ", 2)])).toBe("请填写第2个画面的名称");
    expect(validateFiles("MULTISCREEN", [ff("a.mp4", "教师"), ff("b.mp4", "学生", 2)])).toBeNull();
  });

  it("suggests the next unused screen label", () => {
    expect(nextScreenLabel([])).toBe("教师");
    expect(nextScreenLabel([ff("a.mp4", "教师")])).toBe("学生");
    const f = newFormFile({ id: 9, name: "c.mp4", size: 5, kind: "video" }, "MULTISCREEN", [
      ff("a.mp4", "教师"),
      ff("b.mp4", "学生"),
    ]);
    expect(f).toMatchObject({ fileId: 9, label: "课件", mediaStatus: "pending" });
    expect(newFormFile({ id: 3, name: "a.pdf", size: 5, kind: "document" }, "DOCUMENT", [])).toMatchObject({
      label: "",
      mediaStatus: "none",
    });
  });

  it("builds the save request: labels only for multi-screen, captions only for video", () => {
    const values = { ...defaultValues(3), name: "  浮力实验  ", type: "DOCUMENT" as const };
    const doc = toSaveInput(values, [{ ...ff("a.pdf", "x"), captionFileId: 5 }], { coverFileId: 4 });
    expect(doc).toMatchObject({
      name: "浮力实验",
      kind: 3,
      type: "DOCUMENT",
      files: [{ fileId: 1, label: "", captionFileId: null }],
      coverFileId: 4,
      visibility: "school",
      allowDownload: true,
    });
    expect("id" in doc).toBe(false);
    const multi = toSaveInput({ ...values, type: "MULTISCREEN" }, [{ ...ff("a.mp4", " 教师 "), captionFileId: 8 }], {
      id: 12,
    });
    expect(multi.id).toBe(12);
    expect(multi.files[0]).toEqual({ fileId: 1, label: "教师", captionFileId: 8 });
    expect(multi.coverFileId).toBeUndefined();
  });

  it("reads a saved resource back into the form", () => {
    const d = {
      id: 5,
      name: "多屏课",
      kind: 4,
      type: "MULTISCREEN",
      brief: "简介",
      orgId: 2,
      subjectId: null,
      termId: 1,
      visibility: "public",
      allowDownload: false,
      fileList: [
        {
          id: 11,
          fileName: "t.mp4",
          size: 10,
          label: "教师",
          mediaStatus: "ready",
          progress: 100,
          captionFileId: 13,
        },
        {
          id: 12,
          fileName: "s.mp4",
          size: 10,
          label: "学生",
          mediaStatus: "processing",
          progress: 40,
          captionFileId: null,
        },
      ],
    } as unknown as ResourceDetail;
    const { values, files } = fromDetail(d);
    expect(values).toMatchObject({
      name: "多屏课",
      kind: 4,
      type: "MULTISCREEN",
      visibility: "public",
      allowDownload: false,
    });
    expect(files.map((f) => [f.fileId, f.label, f.mediaStatus])).toEqual([
      [11, "教师", "ready"],
      [12, "学生", "processing"],
    ]);
    expect(files[0].captionFileId).toBe(13);
    expect(files[0].captionFileId).toBe(13);
    expect(files[0].captionName).not.toBeNull();
    expect(files[1].captionName).toBeNull();
  });
});
