import { describe, expect, it } from "vitest";
import { resourceScope } from "./resourceScope";

describe("resourceScope", () => {
  it("lists all resources on business/resource", () => {
    expect(resourceScope("/admin/business/resource")).toEqual({ title: "资源管理" });
  });
  it("lists one kind on business/resource1..7", () => {
    expect(resourceScope("/admin/business/resource2")).toEqual({ title: "微课", kind: 2 });
    expect(resourceScope("/admin/business/resource7/")).toEqual({ title: "精品课程", kind: 7 });
  });
  it("lists students' resources on business/resource-student", () => {
    expect(resourceScope("/admin/business/resource-student")).toEqual({ title: "学生资源", ownerType: "student" });
  });
  it("falls back to all for unknown kinds", () => {
    expect(resourceScope("/admin/business/resource9")).toEqual({ title: "资源管理" });
  });
});
