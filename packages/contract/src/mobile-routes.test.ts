import { describe, expect, it } from "vitest";
import { COURSE_MENU_COUNT } from "./course.js";
import { MOBILE_PATHS, mobilePathFor } from "./mobile-routes.js";
import { RESOURCE_KINDS } from "./resource.js";

const to = (url: string) => {
  const u = new URL(url, "http://desktop.invalid");
  return mobilePathFor(u.pathname, u.search);
};

/** Does a mobile address (path and query) name one of the mobile site's pages? */
function isMobilePage(url: string): boolean {
  const path = url.split("?")[0] as string;
  return MOBILE_PATHS.some((p) => {
    const a = p.split("/");
    const b = path.split("/");
    return a.length === b.length && a.every((s, i) => s.startsWith(":") || s === b[i]);
  });
}

describe("mobilePathFor: pages the mobile site has under the same path", () => {
  it.each([
    ["/portal", "/portal"],
    ["/course", "/course"],
    ["/course/12", "/course/12"],
    ["/course/12/34", "/course/12/34"],
    ["/course/12/34?resourceId=56&second=90", "/course/12/34?resourceId=56&second=90"],
    ["/resource", "/resource"],
    ["/resource?kind=3", "/resource?kind=3"],
    ["/resource/8", "/resource/8"],
    ["/resource/8?second=125.7&name=x", "/resource/8?second=125"],
    ["/resource/8?resourceId=9&second=30", "/resource/9?second=30"],
    ["/live", "/live"],
    ["/live/wap/5", "/live/wap/5"],
    ["/search", "/search"],
    ["/search?keyWord=%E5%87%BD%E6%95%B0&sp=course&page=3", "/search?q=%E5%87%BD%E6%95%B0&tab=course"],
    ["/announcement", "/announcement"],
    ["/announcement/3", "/announcement/3"],
    ["/teacher", "/teacher"],
    ["/teacher/7", "/teacher/7"],
    ["/activity", "/activity"],
    ["/activity/4/works", "/activity/4/works"],
    ["/user/my-course", "/user/my-course"],
    ["/user/collect", "/user/collect"],
    ["/user/notice", "/user/notice"],
    ["/user/reservation-live", "/user/reservation-live"],
    ["/user/my-assignment", "/user/my-assignment"],
    ["/user/personal-information", "/user/personal-information"],
    ["/setup", "/setup"],
    ["/app-download", "/app-download"],
    ["/login-wap", "/login-wap"],
  ])("%s → %s", (desktop, mobile) => {
    expect(to(desktop)).toBe(mobile);
  });

  it("ignores a trailing slash and drops query values the mobile page does not read", () => {
    expect(to("/course/12/")).toBe("/course/12");
    expect(to("/course?categoryId=3&page=2")).toBe("/course");
    expect(to("/resource/8?second=0")).toBe("/resource/8");
    expect(to("/resource/8?second=abc")).toBe("/resource/8");
    expect(to("/resource?kind=9")).toBe("/resource");
    expect(to("/search?sp=%3Cscript%3E")).toBe("/search");
  });
});

describe("mobilePathFor: desktop pages with another mobile name", () => {
  it("sends the course menu clones /menu1../menuN to the catalogue's tab, and their courses to the course", () => {
    for (let n = 1; n <= COURSE_MENU_COUNT; n++) {
      expect(to(`/menu${n}`)).toBe(`/course?menu=${n}`);
      expect(to(`/menu${n}/12`)).toBe("/course/12");
      expect(to(`/menu${n}/12/34?second=5`)).toBe("/course/12/34?second=5");
    }
    expect(to(`/menu${COURSE_MENU_COUNT + 1}`)).toBe("/portal");
    expect(to("/menu0")).toBe("/portal");
  });

  it("sends the resource kinds' lists (/bres1../bres5, /resource6, /resource7) to the list of that kind", () => {
    expect(RESOURCE_KINDS.map((k) => to(`/${k.path}`))).toEqual([
      "/resource?kind=1",
      "/resource?kind=2",
      "/resource?kind=3",
      "/resource?kind=4",
      "/resource?kind=5",
      "/resource?kind=6",
      "/resource?kind=7",
    ]);
    for (const k of RESOURCE_KINDS) expect(to(`/${k.path}/42?second=7`), k.path).toBe("/resource/42?second=7");
    expect(to("/bres6")).toBe("/portal");
  });

  it("sends a live's page (and the recordings list) to the mobile live pages", () => {
    expect(to("/live/5")).toBe("/live/wap/5");
    expect(to("/live/playback")).toBe("/live?status=3");
  });

  it("opens an activity without a tab (or an unknown one) on its first tab", () => {
    expect(to("/activity/4")).toBe("/activity/4/introduction");
    expect(to("/activity/4/nonsense")).toBe("/activity/4/introduction");
  });

  it("opens the other personal-centre pages on the 我的 hub", () => {
    expect(to("/user")).toBe("/user");
    expect(to("/user/course")).toBe("/user");
    expect(to("/user/live-course/3/stream")).toBe("/user");
  });

  it("sends the login pages to /login-wap, keeping a safe redirect as a mobile path", () => {
    expect(to("/login")).toBe("/login-wap");
    expect(to("/loginByExperts")).toBe("/login-wap");
    expect(to(`/login?redirect=${encodeURIComponent("/menu3/12")}`)).toBe(
      `/login-wap?redirect=${encodeURIComponent("/course/12")}`,
    );
    expect(to(`/loginByExperts?redirect=${encodeURIComponent("/user/notice")}`)).toBe(
      `/login-wap?redirect=${encodeURIComponent("/user/notice")}`,
    );
    expect(to(`/login-auto?sessionId=x&redirect=${encodeURIComponent("/live/9")}`)).toBe(
      `/login-wap?redirect=${encodeURIComponent("/live/wap/9")}`,
    );
    for (const bad of [
      "//evil.example/x",
      "/\\evil.example",
      "https://evil.example/",
      "/login?redirect=/x",
      "/portal",
    ]) {
      expect(to(`/login?redirect=${encodeURIComponent(bad)}`), bad).toBe("/login-wap");
    }
  });
});

describe("mobilePathFor: anything else", () => {
  it.each([
    "/",
    "",
    "/admin/site/logo",
    "/campus-tv-station/player",
    "/teaching/detail/3",
    "/supervise-task",
    "/portal/extra",
    "/course/12/34/56",
    "/course/%3Cscript%3E",
    "/resource/1/2",
    "/live/wap",
    "/teacher/1/2",
    "/search/x",
    "/setup/x",
    "//evil.example/portal",
  ])("%s → /portal", (desktop) => {
    expect(mobilePathFor(desktop, "")).toBe("/portal");
  });

  it("never carries the desktop address's credentials or unknown values", () => {
    expect(to("/course/12?account=t001&token=abcdefghijklmnopqrstuv&sessionId=x")).toBe("/course/12");
    expect(to("/portal?token=abcdefghijklmnopqrstuv")).toBe("/portal");
  });

  it("always answers a page of the mobile site", () => {
    const samples = ["/", "/menu2", "/bres4/7", "/live/3", "/activity/1", "/user/timetable", "/login", "/x/y/z"];
    for (const s of samples) expect(isMobilePage(to(s)), s).toBe(true);
  });
});
