import { describe, expect, it } from "vitest";
import { detailUrl, kindFromPath, listBase, listFiltersToParams, parseListFilters } from "./paths";

describe("resource routes", () => {
  it("reads the kind from the list path", () => {
    expect(kindFromPath("/resource")).toBeUndefined();
    expect(kindFromPath("/resource/12")).toBeUndefined();
    expect(kindFromPath("/bres1")).toBe(1);
    expect(kindFromPath("/bres5/33")).toBe(5);
    expect(kindFromPath("/bres6")).toBeUndefined();
    expect(kindFromPath("/resource6")).toBe(6);
    expect(kindFromPath("/resource7/8")).toBe(7);
    expect(kindFromPath("/resource8")).toBeUndefined();
    expect(kindFromPath("/bres12")).toBeUndefined();
  });

  it("builds list and detail URLs", () => {
    expect(listBase(undefined)).toBe("/resource");
    expect(listBase(2)).toBe("/bres2");
    expect(listBase(7)).toBe("/resource7");
    expect(detailUrl("/bres2", 9)).toBe("/bres2/9");
    expect(detailUrl("/resource", 9, { second: 30.7 })).toBe("/resource/9?second=30");
    expect(detailUrl("/resource", 9, { second: 0, name: "浮力" })).toBe("/resource/9?name=%E6%B5%AE%E5%8A%9B");
  });

  it("round-trips list filters through the URL, dropping defaults and bad values", () => {
    const f = parseListFilters(
      new URLSearchParams("kind=3&type=VIDEO&subjectId=4&orgId=x&keyword=%20wl%20&sort=hot&page=2"),
    );
    expect(f).toEqual({
      kind: 3,
      type: "VIDEO",
      subjectId: 4,
      orgId: undefined,
      keyword: "wl",
      sort: "hot",
      pageNo: 2,
    });
    expect(listFiltersToParams(f)).toEqual({
      kind: "3",
      type: "VIDEO",
      subjectId: "4",
      keyword: "wl",
      sort: "hot",
      page: "2",
    });
    expect(parseListFilters(new URLSearchParams("kind=9&type=EXE&sort=odd&page=-1"))).toEqual({
      kind: undefined,
      type: undefined,
      subjectId: undefined,
      orgId: undefined,
      keyword: "",
      sort: "new",
      pageNo: 1,
    });
    expect(listFiltersToParams(parseListFilters(new URLSearchParams("")))).toEqual({});
  });
});
