import { describe, expect, it } from "vitest";
import { formatBytes, formatCount, formatDateTime } from "./format";

describe("format", () => {
  it("writes counts as people read them", () => {
    expect(formatCount(9999)).toBe("9999");
    expect(formatCount(12_345)).toBe("1.2万");
    expect(formatCount(3_500_000)).toBe("350万");
  });

  it("writes sizes in binary units", () => {
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(null)).toBe("—");
  });

  it("writes every date-time as YYYY-MM-DD HH:mm, in local time", () => {
    const d = new Date(2026, 2, 2, 8, 5, 59);
    expect(formatDateTime(d.toISOString())).toBe("2026-03-02 08:05");
    expect(formatDateTime(d)).toBe("2026-03-02 08:05");
    expect(formatDateTime(null)).toBe("");
    expect(formatDateTime("not a date")).toBe("");
  });
});
