import { describe, expect, it } from "vitest";
import { LateBindings } from "./late.js";

describe("late bindings", () => {
  it("refuse a call before the service is wired, naming it", () => {
    const late = new LateBindings<{ ai: { ask(): string } }>(["ai"]);
    expect(() => late.get("ai")).toThrow(/ai used before it was wired/);
    late.bind("ai", { ask: () => "答" });
    expect(late.get("ai").ask()).toBe("答");
  });

  it("fail the start when one is never bound, or bound twice", () => {
    const late = new LateBindings<{ ai: number; research: number }>(["ai", "research"]);
    late.bind("ai", 1);
    expect(() => late.assertBound()).toThrow(/never wired: research/);
    expect(() => late.bind("ai", 2)).toThrow(/bound twice/);
    late.bind("research", 3);
    expect(() => late.assertBound()).not.toThrow();
  });
});
