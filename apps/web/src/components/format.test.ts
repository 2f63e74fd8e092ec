import { describe, expect, it } from "vitest";
import { formatBytes, formatCount } from "./format";

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
});
