import { beforeEach, describe, expect, it } from "vitest";
import { addRecent, clearRecent, RECENT_MAX, readRecent } from "./recent";

describe("recent searches", () => {
  beforeEach(() => localStorage.clear());

  it("puts the newest first, once, and keeps at most RECENT_MAX", () => {
    addRecent("语文");
    addRecent("数学");
    expect(addRecent(" 语文 ")).toEqual(["语文", "数学"]);
    for (let i = 0; i < RECENT_MAX + 3; i++) addRecent(`词${i}`);
    expect(readRecent()).toHaveLength(RECENT_MAX);
    expect(readRecent()[0]).toBe(`词${RECENT_MAX + 2}`);
  });

  it("ignores blank words and a damaged stored value; clearing empties the list", () => {
    expect(addRecent("   ")).toEqual([]);
    localStorage.setItem("otp-mobile-recent-searches", "{oops");
    expect(readRecent()).toEqual([]);
    addRecent("物理");
    expect(clearRecent()).toEqual([]);
    expect(readRecent()).toEqual([]);
  });
});
