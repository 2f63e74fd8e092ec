import { Placeholder } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ShapeMemo, shapeOf } from "./shapes.js";

describe("shapeOf", () => {
  it("binds truthy scalars and keeps the rest literal, in a key independent of property order", () => {
    const a = shapeOf({ userType: "teacher", status: 0, recommend: false, orgId: 7, none: undefined, ids: [1, 2] });
    expect(a.values).toEqual({ userType: "teacher", orgId: 7 });
    expect(a.filter.userType).toBeInstanceOf(Placeholder);
    expect(a.filter.orgId).toBeInstanceOf(Placeholder);
    expect(a.filter).toMatchObject({ status: 0, recommend: false, ids: [1, 2] });
    expect("none" in a.filter).toBe(false);
    const b = shapeOf({ orgId: 9, ids: [1, 2], recommend: false, status: 0, userType: "student" });
    expect(b.key).toBe(a.key);
    // A value that changes what the SQL looks like changes the shape.
    expect(shapeOf({ status: 1 }).key).not.toBe(shapeOf({ status: 0 }).key);
    expect(shapeOf({ recommend: true }).key).not.toBe(shapeOf({ recommend: false }).key);
    expect(shapeOf({ ids: [1] }).key).not.toBe(shapeOf({ ids: [1, 2] }).key);
  });
});

describe("ShapeMemo", () => {
  it("builds once per shape and database handle, under a fresh statement name", () => {
    const memo = new ShapeMemo<number>("t");
    const names: string[] = [];
    const build = (name: string) => {
      names.push(name);
      return { execute: async () => 1 };
    };
    const db1 = {};
    const db2 = {};
    const q1 = memo.get(db1, "a", build);
    expect(memo.get(db1, "a", build)).toBe(q1);
    memo.get(db1, "b", build);
    memo.get(db2, "a", build);
    expect(names).toHaveLength(3);
    expect(new Set(names).size).toBe(3);
  });
});
