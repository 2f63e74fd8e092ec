import type { SearchHit } from "@otp/contract";
import { describe, expect, it } from "vitest";
import { highlightParts } from "./highlight";
import { hitUrl, noteUrl, parseSearchParams, searchStateToParams } from "./searchQuery";

describe("search query", () => {
  it("reads the header box's keyWord and defaults the rest", () => {
    expect(parseSearchParams(new URLSearchParams("keyWord=%20浮力%20"))).toEqual({
      sp: "global",
      keyWord: "浮力",
      sort: "relevance",
      pageNo: 1,
    });
    expect(parseSearchParams(new URLSearchParams("keyWord=wl&sp=RESOURCE_NOTE&sort=hot&page=3"))).toEqual({
      sp: "RESOURCE_NOTE",
      keyWord: "wl",
      sort: "hot",
      pageNo: 3,
    });
    expect(parseSearchParams(new URLSearchParams("sp=nope&sort=x&page=0"), "course")).toMatchObject({
      sp: "course",
      sort: "relevance",
      pageNo: 1,
    });
  });

  it("knows the find-video-by-image tab (sp=image)", () => {
    expect(parseSearchParams(new URLSearchParams("sp=image")).sp).toBe("image");
    expect(searchStateToParams({ sp: "image", keyWord: "", sort: "relevance", pageNo: 1 })).toEqual({ sp: "image" });
  });

  it("writes only non-default values", () => {
    expect(searchStateToParams({ sp: "global", keyWord: "物理", sort: "relevance", pageNo: 1 })).toEqual({
      keyWord: "物理",
    });
    expect(searchStateToParams({ sp: "teacher", keyWord: "", sort: "new", pageNo: 2 })).toEqual({
      sp: "teacher",
      sort: "new",
      page: "2",
    });
  });

  it("notes jump to their resource at the second", () => {
    expect(noteUrl({ resourceId: 8, second: 95.6 })).toBe("/resource/8?second=95");
    expect(noteUrl({ resourceId: 8, second: 0 })).toBe("/resource/8");
    const hit: SearchHit = {
      type: "note",
      id: 3,
      title: "t",
      summary: "",
      coverUrl: null,
      url: "/resource/8?second=30",
      meta: [],
    };
    expect(hitUrl(hit)).toBe("/resource/8?second=30");
    expect(hitUrl({ ...hit, type: "course", url: "" })).toBe("/course/3");
  });
});

describe("keyword highlight", () => {
  it("marks every occurrence, case-insensitive", () => {
    expect(highlightParts("初中物理浮力实验：浮力", "浮力")).toEqual([
      { text: "初中物理", hit: false },
      { text: "浮力", hit: true },
      { text: "实验：", hit: false },
      { text: "浮力", hit: true },
    ]);
    expect(highlightParts("PDF 讲义", "pdf")).toEqual([
      { text: "PDF", hit: true },
      { text: " 讲义", hit: false },
    ]);
  });

  it("marks several terms, longest first, and escapes regex characters", () => {
    expect(highlightParts("浮力实验", "浮力 浮力实验").map((p) => p.hit)).toEqual([true]);
    expect(
      highlightParts("a+b (c)", "a+b (c)")
        .filter((p) => p.hit)
        .map((p) => p.text),
    ).toEqual(["a+b", "(c)"]);
  });

  it("leaves text plain without a keyword or match", () => {
    expect(highlightParts("物理", "")).toEqual([{ text: "物理", hit: false }]);
    expect(highlightParts("物理", "wl")).toEqual([{ text: "物理", hit: false }]);
    expect(highlightParts("", "wl")).toEqual([]);
  });
});
