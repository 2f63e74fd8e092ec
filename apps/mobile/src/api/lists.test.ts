import { describe, expect, it } from "vitest";
import { hasMorePages } from "./lists";

const page = (n: number, count: number) => ({ list: Array.from({ length: n }, (_, i) => i), count });

describe("hasMorePages", () => {
  it("loads on while fewer rows than the total arrived", () => {
    expect(hasMorePages([page(12, 30)])).toBe(true);
    expect(hasMorePages([page(12, 30), page(12, 30)])).toBe(true);
    expect(hasMorePages([page(12, 30), page(12, 30), page(6, 30)])).toBe(false);
  });

  it("stops at an empty page even if the total says more (rows removed meanwhile)", () => {
    expect(hasMorePages([page(12, 30), page(0, 30)])).toBe(false);
    expect(hasMorePages([])).toBe(false);
  });
});
