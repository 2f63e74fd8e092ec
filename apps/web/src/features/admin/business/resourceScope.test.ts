import { describe, expect, it } from "vitest";
import { resourceScope } from "./resourceScope";

describe("resourceScope", () => {
  it("lists all resources on business/resource", () => {
    expect(resourceScope("/admin/business/resource")).toEqual({});
  });
  it("lists one kind on business/resource1..7", () => {
    expect(resourceScope("/admin/business/resource2")).toEqual({ kind: 2 });
    expect(resourceScope("/admin/business/resource7/")).toEqual({ kind: 7 });
  });
  it("lists students' resources on business/resource-student", () => {
    expect(resourceScope("/admin/business/resource-student")).toEqual({ ownerType: "student" });
  });
  it("falls back to all for unknown kinds", () => {
    expect(resourceScope("/admin/business/resource9")).toEqual({});
  });
});
