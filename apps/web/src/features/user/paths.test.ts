import { describe, expect, it } from "vitest";
import { collectLink, kindFromPath } from "./paths";

describe("personal-centre paths", () => {
  it("reads the resource kind from resource1..7", () => {
    expect(kindFromPath("/user/resource")).toBeUndefined();
    expect(kindFromPath("/user/resource1")).toBe(1);
    expect(kindFromPath("/user/resource7/")).toBe(7);
    expect(kindFromPath("/user/resource8")).toBeUndefined();
    expect(kindFromPath("/user/resource12")).toBeUndefined();
  });
  it("links collected courses and resources to their pages", () => {
    expect(collectLink({ targetType: "course", targetId: 5 })).toBe("/course/5");
    expect(collectLink({ targetType: "resource", targetId: 9 })).toBe("/resource/9");
  });
});
