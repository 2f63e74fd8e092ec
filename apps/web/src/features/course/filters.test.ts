import { describe, expect, it } from "vitest";
import {
  EMPTY_FILTERS,
  filtersToSearch,
  hasFilters,
  menuFixedFilter,
  parseFilters,
  toListInput,
  withFilter,
} from "./filters";

describe("catalogue filters and the query string", () => {
  it("reads nothing from an empty query", () => {
    expect(parseFilters("")).toEqual(EMPTY_FILTERS);
    expect(filtersToSearch(EMPTY_FILTERS)).toBe("");
  });

  it("round-trips every filter", () => {
    const f = {
      termId: 3,
      orgId: 7,
      subjectId: 4,
      courseTypeId: 14,
      categoryId: 19,
      teacherId: 18,
      keyword: "浮力 实验",
      sort: "hot" as const,
      pageNo: 3,
    };
    const search = filtersToSearch(f);
    expect(search).toBe(
      `?term=3&org=7&subject=4&type=14&category=19&teacher=18&keyword=${encodeURIComponent("浮力 实验").replace(/%20/g, "+")}&sort=hot&page=3`,
    );
    expect(parseFilters(search)).toEqual(f);
  });

  it("leaves defaults out of the URL", () => {
    expect(filtersToSearch({ ...EMPTY_FILTERS, sort: "new", pageNo: 1, keyword: "  " })).toBe("");
    expect(filtersToSearch({ ...EMPTY_FILTERS, sort: "name" })).toBe("?sort=name");
  });

  it("ignores malformed values from a hand-edited link", () => {
    const f = parseFilters("?term=abc&org=-2&subject=0&type=1.5&teacher=99999999999&sort=best&page=0");
    expect(f).toEqual(EMPTY_FILTERS);
  });

  it("trims and bounds the keyword", () => {
    expect(parseFilters(`?keyword=${"a".repeat(150)}`).keyword).toHaveLength(100);
    expect(parseFilters("?keyword=%20wl%20").keyword).toBe("wl");
  });

  it("goes back to page 1 when a filter changes, not when the page does", () => {
    const f = { ...EMPTY_FILTERS, pageNo: 4 };
    expect(withFilter(f, { orgId: 2 }).pageNo).toBe(1);
    expect(withFilter(f, { sort: "hot" }).pageNo).toBe(1);
    expect(withFilter(f, { pageNo: 5 }).pageNo).toBe(5);
  });

  it("builds the list call body, with a menu's fixed filter winning", () => {
    const f = { ...EMPTY_FILTERS, orgId: 2, keyword: " wl ", pageNo: 2 };
    expect(toListInput(f)).toEqual({ pageNo: 2, pageSize: 20, sort: "new", orgId: 2, keyword: "wl" });
    expect(toListInput(f, { key: "orgId", value: 9 })).toMatchObject({ orgId: 9 });
    expect(toListInput(EMPTY_FILTERS, { key: "categoryId", value: 19 }, 12)).toEqual({
      pageNo: 1,
      pageSize: 12,
      sort: "new",
      categoryId: 19,
    });
  });

  it("maps a menu binding to its filter", () => {
    expect(menuFixedFilter({ binding: "category", targetId: 19 })).toEqual({ key: "categoryId", value: 19 });
    expect(menuFixedFilter({ binding: "courseType", targetId: 14 })).toEqual({ key: "courseTypeId", value: 14 });
    expect(menuFixedFilter({ binding: "college", targetId: 2 })).toEqual({ key: "orgId", value: 2 });
    expect(menuFixedFilter({ binding: null, targetId: null })).toBeNull();
    expect(menuFixedFilter({ binding: "category", targetId: null })).toBeNull();
    expect(menuFixedFilter(undefined)).toBeNull();
  });

  it("knows when any filter is set", () => {
    expect(hasFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasFilters({ ...EMPTY_FILTERS, sort: "hot", pageNo: 3 })).toBe(false);
    expect(hasFilters({ ...EMPTY_FILTERS, teacherId: 3 })).toBe(true);
    expect(hasFilters({ ...EMPTY_FILTERS, keyword: "物理" })).toBe(true);
  });
});
