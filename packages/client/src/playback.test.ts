import { describe, expect, it } from "vitest";
import { formatSecond, parsePlaybackQuery, parseSecond, parseSep, pastSegmentEnd, resolveStart } from "./playback";

describe("playback query parameters", () => {
  it("parses second as a non-negative number up to a day", () => {
    expect(parseSecond("30")).toBe(30);
    expect(parseSecond(" 12.5 ")).toBe(12.5);
    expect(parseSecond("0")).toBe(0);
    expect(parseSecond("-3")).toBeUndefined();
    expect(parseSecond("abc")).toBeUndefined();
    expect(parseSecond("1e3")).toBeUndefined();
    expect(parseSecond("90000")).toBeUndefined();
    expect(parseSecond(null)).toBeUndefined();
  });

  it("parses sep as start,end or start-end, open at either side", () => {
    expect(parseSep("30,90")).toEqual({ startSecond: 30, endSecond: 90 });
    expect(parseSep("30-90")).toEqual({ startSecond: 30, endSecond: 90 });
    expect(parseSep("30,")).toEqual({ startSecond: 30, endSecond: undefined });
    expect(parseSep(",90")).toEqual({ startSecond: undefined, endSecond: 90 });
    expect(parseSep("90,30")).toBeUndefined();
    expect(parseSep(",")).toBeUndefined();
    expect(parseSep("x")).toBeUndefined();
  });

  it("reads name, resourceId, second and sep from the detail URL", () => {
    const q = parsePlaybackQuery(new URLSearchParams("name=%E6%B5%AE%E5%8A%9B&resourceId=12&second=30&sep=10,60"));
    expect(q).toEqual({ name: "浮力", resourceId: 12, startSecond: 30, sep: { startSecond: 10, endSecond: 60 } });
    expect(parsePlaybackQuery(new URLSearchParams("resourceId=0&second=oops"))).toEqual({
      name: undefined,
      resourceId: undefined,
      startSecond: undefined,
      sep: undefined,
    });
  });
});

describe("start position", () => {
  it("starts at the requested second, else the segment start, else 0", () => {
    expect(resolveStart(30, undefined)).toBe(30);
    expect(resolveStart(undefined, { startSecond: 12 })).toBe(12);
    expect(resolveStart(undefined, undefined)).toBe(0);
  });

  it("keeps the start inside the segment", () => {
    expect(resolveStart(5, { startSecond: 10, endSecond: 60 })).toBe(10);
    expect(resolveStart(70, { startSecond: 10, endSecond: 60 })).toBe(10);
    expect(resolveStart(20, { startSecond: 10, endSecond: 60 })).toBe(20);
  });

  it("falls back to 0 past the media's end", () => {
    expect(resolveStart(500, undefined, 120)).toBe(0);
    expect(resolveStart(30, undefined, Number.NaN)).toBe(30);
  });

  it("stops at the segment end", () => {
    expect(pastSegmentEnd(59.9, { endSecond: 60 })).toBe(false);
    expect(pastSegmentEnd(60, { endSecond: 60 })).toBe(true);
    expect(pastSegmentEnd(1e6, undefined)).toBe(false);
  });

  it("formats seconds", () => {
    expect(formatSecond(75)).toBe("01:15");
    expect(formatSecond(3661)).toBe("1:01:01");
    expect(formatSecond(null)).toBe("--:--");
  });
});
