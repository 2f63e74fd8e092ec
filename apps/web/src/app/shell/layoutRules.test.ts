import { describe, expect, it } from "vitest";
import { headerHeight, isHeaderHidden, showCommonFooter, showPortalFooter } from "./layoutRules";

describe("shell layout rules", () => {
  it("header height is 60 px for the latest layout, else 170 px", () => {
    expect(headerHeight("latest")).toBe(60);
    expect(headerHeight("classic")).toBe(170);
  });

  it.each([
    "/supervise-task/detail",
    "/supervise-task/playback",
    "/sso_cx",
    "/ai-analyse",
    "/ai-analyse1",
    "/login",
    "/loginByExperts",
    "/historical-data/report",
    "/taking-class/1/2",
    "/compare-analysis/teaching",
    "/setup",
    "/admin/business/live/12",
    "/admin/business/live/12/course",
    "/LoginByWeLink",
    "/sso-return",
    "/sso/library",
    "/supervise/detail",
  ])("hides the header on %s", (path) => {
    expect(isHeaderHidden(path)).toBe(true);
  });

  it.each([
    "/portal",
    "/user",
    "/admin/site/logo",
    "/admin/business/live",
    "/course/1",
    "/supervise-task",
  ])("shows the header on %s", (path) => {
    expect(isHeaderHidden(path)).toBe(false);
  });

  it("common footer: hidden on SPEC's list and always for the latest layout", () => {
    expect(showCommonFooter("/course", "latest")).toBe(false);
    expect(showCommonFooter("/course", "classic")).toBe(true);
    for (const p of ["/portal", "/login", "/loginByExperts", "/supervise/detail"]) {
      expect(showCommonFooter(p, "classic")).toBe(false);
    }
  });

  it("portal footer only on /portal", () => {
    expect(showPortalFooter("/portal")).toBe(true);
    expect(showPortalFooter("/course")).toBe(false);
  });
});
