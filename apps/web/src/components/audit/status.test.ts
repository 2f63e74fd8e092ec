import { describe, expect, it } from "vitest";
import {
  canSubmit,
  formatDuration,
  mediaSummary,
  publishStatusLabel,
  rejectReasonError,
  STATUS_FILTERS,
  visibleRejectReason,
} from "./status";

describe("publication status tags", () => {
  it("maps the four states to Chinese tags with colours", () => {
    expect(publishStatusLabel(0)).toEqual({ text: "草稿", color: "default" });
    expect(publishStatusLabel(1)).toEqual({ text: "待审核", color: "orange" });
    expect(publishStatusLabel(2)).toEqual({ text: "已发布", color: "green" });
    expect(publishStatusLabel(3)).toEqual({ text: "已驳回", color: "red" });
  });

  it("shows an unknown state instead of breaking", () => {
    expect(publishStatusLabel(9).text).toBe("未知状态");
    expect(publishStatusLabel(undefined).text).toBe("未知状态");
  });

  it("offers all + four filters in order", () => {
    expect(STATUS_FILTERS.map((f) => f.label)).toEqual(["全部", "草稿", "待审核", "已发布", "已驳回"]);
    expect(STATUS_FILTERS.map((f) => f.value)).toEqual(["all", 0, 1, 2, 3]);
  });

  it("lets drafts and rejected items be submitted, not pending or published ones", () => {
    expect([0, 1, 2, 3].map(canSubmit)).toEqual([true, false, false, true]);
  });

  it("shows the reject reason only for rejected rows with a reason", () => {
    expect(visibleRejectReason({ status: 3, rejectReason: " 画面不清晰 " })).toBe("画面不清晰");
    expect(visibleRejectReason({ status: 3, rejectReason: "  " })).toBeNull();
    expect(visibleRejectReason({ status: 3 })).toBeNull();
    // A resubmitted item keeps the old reason on the server; it is no longer shown.
    expect(visibleRejectReason({ status: 1, rejectReason: "画面不清晰" })).toBeNull();
  });
});

describe("reject reason", () => {
  it("is required", () => {
    expect(rejectReasonError("")).toBe("请填写驳回理由");
    expect(rejectReasonError("   ")).toBe("请填写驳回理由");
  });
  it("is at most 500 characters", () => {
    expect(rejectReasonError("字".repeat(501))).toBe("驳回理由不能超过500个字符");
    expect(rejectReasonError("字".repeat(500))).toBeNull();
  });
  it("accepts a reason", () => {
    expect(rejectReasonError("视频没有声音")).toBeNull();
  });
});

describe("media summary", () => {
  const f = (mediaStatus: "none" | "pending" | "processing" | "ready" | "failed", progress = 0) => ({
    mediaStatus,
    progress,
  });
  it("is none without files or media", () => {
    expect(mediaSummary(undefined)).toEqual({ state: "none", progress: 0 });
    expect(mediaSummary([])).toEqual({ state: "none", progress: 0 });
    expect(mediaSummary([f("none")])).toEqual({ state: "none", progress: 0 });
  });
  it("averages the progress of files still processing", () => {
    expect(mediaSummary([f("processing", 40), f("pending", 0), f("ready", 100)])).toEqual({
      state: "processing",
      progress: 20,
    });
    expect(mediaSummary([f("processing", 150)])).toEqual({ state: "processing", progress: 100 });
  });
  it("is failed when any file failed, ready when all media are ready", () => {
    expect(mediaSummary([f("processing", 50), f("failed")]).state).toBe("failed");
    expect(mediaSummary([f("ready", 100), f("none")])).toEqual({ state: "ready", progress: 100 });
  });
});

describe("formatDuration", () => {
  it("formats minutes and hours", () => {
    expect(formatDuration(125)).toBe("02:05");
    expect(formatDuration(3725)).toBe("1:02:05");
    expect(formatDuration(null)).toBe("");
    expect(formatDuration(-1)).toBe("");
  });
});
