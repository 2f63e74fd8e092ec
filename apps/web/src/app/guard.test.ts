import type { MenuItem, ModuleGroup, UserInfo } from "@otp/contract";
import { ADMIN_SCREENS, ALWAYS_OPEN_USER_PAGES, GUEST_USER, LOGIN_AREAS } from "@otp/contract";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/http";
import { type GuardDeps, type GuardState, isLoginRequired, isRouteAllowed, runGuard } from "./guard";

const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";

const teacher: UserInfo = {
  ...GUEST_USER,
  id: 7,
  account: "t001",
  realName: "王老师",
  userType: "teacher",
  isGuest: false,
};

function item(url: string, subList: MenuItem[] = []): MenuItem {
  return { id: url.length, code: url, name: url, url, alt: "", css: "", loginVisit: true, subList };
}
const MENUS: ModuleGroup[] = [
  { code: "nav", name: "导航", subList: [item("/portal")] },
  { code: "userCenter", name: "个人中心", subList: [item("/user/notice"), item("/user/collect")] },
  { code: "MG", name: "管理", subList: [item("/admin/site", [item("/admin/site/logo")]), item("/admin/system/user")] },
];

function setup(
  opts: {
    token?: boolean;
    ua?: string;
    state?: Partial<GuardState>;
    mobileSite?: boolean;
    mobilePort?: number;
    fullSite?: boolean;
  } = {},
) {
  let state: GuardState = {
    permissionsLoaded: false,
    guest: false,
    user: null,
    menus: [],
    restricted: null,
    ...opts.state,
  };
  let token = opts.token ?? false;
  let fullSite = opts.fullSite ?? false;
  const api = {
    accessStatus: vi.fn(async () => ({ restricted: false })),
    permissionList: vi.fn(async () => MENUS),
    userInfo: vi.fn(async () => teacher),
    handoff: vi.fn(async () => ({ sessionId: "handoff-code-123456789012" })),
    loginTicket: vi.fn(async () => ({ userInfo: teacher })),
    guestDetail: vi.fn(async () => ({ isUsing: true }) as never),
    loginGuest: vi.fn(async () => GUEST_USER),
    mobileDetail: vi.fn(async () => ({ siteUrl: "", welcome: "" })),
  };
  const deps: GuardDeps = {
    api,
    token: {
      has: () => token,
      set: vi.fn(() => {
        token = true;
      }),
      remove: vi.fn(() => {
        token = false;
      }),
    },
    state: {
      get: () => state,
      patch: (p) => {
        state = { ...state, ...p };
      },
    },
    fullSite: {
      kept: () => fullSite,
      keep: vi.fn(() => {
        fullSite = true;
      }),
    },
    env: {
      userAgent: opts.ua ?? DESKTOP,
      protocol: "https:",
      hostname: "school.example.cn",
      mobileSite: opts.mobileSite,
      origin: "https://school.example.cn",
      mobilePort: opts.mobilePort,
    },
    message: vi.fn(),
  };
  return { deps, api, getState: () => state, hasToken: () => token, fullSiteKept: () => fullSite };
}

const go = (deps: GuardDeps, url: string) => {
  const u = new URL(url, "http://x");
  return runGuard({ pathname: u.pathname, search: u.search }, deps);
};

describe("route guard: mobile devices", () => {
  it("sends a mobile agent without a token to the mobile site on port 8448", async () => {
    const { deps, api } = setup({ ua: IPHONE });
    expect(await go(deps, "/portal")).toEqual({ kind: "external", url: "https://school.example.cn:8448/portal" });
    expect(api.handoff).not.toHaveBeenCalled();
  });

  it("carries the account and a one-time hand-off code as token when logged in", async () => {
    const { deps, api } = setup({ ua: IPHONE, token: true });
    const r = await go(deps, "/course");
    expect(r).toEqual({
      kind: "external",
      url: "https://school.example.cn:8448/course?account=t001&token=handoff-code-123456789012",
    });
    expect(api.handoff).toHaveBeenCalledTimes(1);
  });

  it("falls back to the bare mobile URL when the hand-off fails", async () => {
    const { deps, api } = setup({ ua: IPHONE, token: true });
    api.handoff.mockRejectedValueOnce(new ApiError("x", 401, 1004));
    expect(await go(deps, "/portal")).toEqual({ kind: "external", url: "https://school.example.cn:8448/portal" });
  });

  it("opens the mobile page of the desktop address, never carrying the address's own credentials", async () => {
    const { deps } = setup({ ua: IPHONE });
    const site = "https://school.example.cn:8448";
    for (const [desktop, mobile] of [
      ["/course/12", "/course/12"],
      ["/menu3/12/34?second=90", "/course/12/34?second=90"],
      ["/menu3", "/course?menu=3"],
      ["/bres2", "/resource?kind=2"],
      ["/live/5", "/live/wap/5"],
      [`/login?redirect=${encodeURIComponent("/menu1/4")}`, `/login-wap?redirect=${encodeURIComponent("/course/4")}`],
      ["/admin/site/logo?token=abcdefghijklmnopqrstuv", "/portal"],
    ]) {
      expect(await go(deps, desktop), desktop).toEqual({ kind: "external", url: `${site}${mobile}` });
    }
  });

  it("keeps a tab that opened ?site=full on the desktop pages, and confirms the hand-off code it brought", async () => {
    const { deps, api, fullSiteKept, hasToken } = setup({ ua: IPHONE });
    const r = await go(deps, "/?site=full&account=t001&token=handoff-code-123456789012");
    expect(r).toEqual({ kind: "redirect", to: "/?account=t001&token=handoff-code-123456789012" });
    expect(fullSiteKept()).toBe(true);
    expect(await go(deps, "/?account=t001&token=handoff-code-123456789012")).toEqual({
      kind: "redirect",
      to: `/login-auto?sessionId=handoff-code-123456789012&redirect=${encodeURIComponent("/")}`,
    });
    expect(await go(deps, "/course/12")).toEqual({ kind: "proceed" });
    expect(api.mobileDetail).not.toHaveBeenCalled();
    expect(api.loginTicket).not.toHaveBeenCalled();
    expect(hasToken()).toBe(false);
    // Another tab (no kept choice) is sent to the mobile site as before.
    const other = setup({ ua: IPHONE });
    expect(await go(other.deps, "/course/12")).toMatchObject({ kind: "external" });
  });

  it("lets a mobile agent open /app-download", async () => {
    const { deps, api } = setup({ ua: IPHONE });
    expect(await go(deps, "/app-download")).toEqual({ kind: "proceed" });
    expect(api.mobileDetail).not.toHaveBeenCalled();
  });

  it("uses the configured mobile site address when one is set", async () => {
    const { deps, api } = setup({ ua: IPHONE });
    api.mobileDetail.mockResolvedValue({ siteUrl: "https://m.school.example.cn/app/", welcome: "" });
    expect(await go(deps, "/portal")).toEqual({ kind: "external", url: "https://m.school.example.cn/app/portal" });
    expect(api.mobileDetail).toHaveBeenCalledTimes(1);
  });

  it("keeps the account and one-time token on the configured mobile site address", async () => {
    const { deps, api } = setup({ ua: IPHONE, token: true });
    api.mobileDetail.mockResolvedValue({ siteUrl: "https://m.school.example.cn/h5?from=pc", welcome: "" });
    expect(await go(deps, "/course")).toEqual({
      kind: "external",
      url: "https://m.school.example.cn/h5/course?from=pc&account=t001&token=handoff-code-123456789012",
    });
  });

  it("falls back to port 8448 when the mobile settings call fails or the address is empty", async () => {
    const failing = setup({ ua: IPHONE, token: true });
    failing.api.mobileDetail.mockRejectedValue(new ApiError("", 500, 500));
    expect(await go(failing.deps, "/portal")).toEqual({
      kind: "external",
      url: "https://school.example.cn:8448/portal?account=t001&token=handoff-code-123456789012",
    });
    const blank = setup({ ua: IPHONE });
    blank.api.mobileDetail.mockResolvedValue({ siteUrl: "  ", welcome: "" });
    expect(await go(blank.deps, "/portal")).toEqual({ kind: "external", url: "https://school.example.cn:8448/portal" });
  });

  it("does not send a phone away again on the mobile site itself", async () => {
    const { deps, api } = setup({ ua: IPHONE, mobileSite: true });
    expect(await go(deps, "/portal")).toEqual({ kind: "proceed" });
    expect(api.mobileDetail).not.toHaveBeenCalled();
    expect(api.handoff).not.toHaveBeenCalled();
  });

  it("sends the one-time code carried as token to the confirming login page, never logging in by itself", async () => {
    const { deps, api, hasToken } = setup({ ua: IPHONE, mobileSite: true });
    const r = await go(deps, "/portal?account=t001&token=handoff-code-123456789012&tab=2");
    expect(r).toEqual({
      kind: "redirect",
      to: `/login-auto?sessionId=handoff-code-123456789012&redirect=${encodeURIComponent("/portal?tab=2")}`,
    });
    expect(api.loginTicket).not.toHaveBeenCalled();
    expect(hasToken()).toBe(false);
  });

  it("keeps a phone here when the configured mobile address is this site itself (issue 23)", async () => {
    for (const siteUrl of ["https://school.example.cn/", "https://school.example.cn/portal?from=pc"]) {
      const { deps, api } = setup({ ua: IPHONE, token: true });
      api.mobileDetail.mockResolvedValue({ siteUrl, welcome: "" });
      expect(await go(deps, "/portal"), siteUrl).toEqual({ kind: "proceed" });
      expect(api.handoff).not.toHaveBeenCalled();
    }
    // Another port of the same host is another site.
    const { deps, api } = setup({ ua: IPHONE });
    api.mobileDetail.mockResolvedValue({ siteUrl: "https://school.example.cn:9443/", welcome: "" });
    expect(await go(deps, "/portal")).toEqual({ kind: "external", url: "https://school.example.cn:9443/portal" });
  });

  it("sends a phone to the port the platform's mobile site listens on, and nowhere when it has none (issue 23)", async () => {
    const elsewhere = setup({ ua: IPHONE, mobilePort: 18448 });
    expect(await go(elsewhere.deps, "/portal")).toEqual({
      kind: "external",
      url: "https://school.example.cn:18448/portal",
    });
    const none = setup({ ua: IPHONE, mobilePort: 0 });
    expect(await go(none.deps, "/portal")).toEqual({ kind: "proceed" });
    // A configured mobile site elsewhere is still used without a port of the platform's own.
    const configured = setup({ ua: IPHONE, mobilePort: 0 });
    configured.api.mobileDetail.mockResolvedValue({ siteUrl: "https://m.school.example.cn/", welcome: "" });
    expect(await go(configured.deps, "/portal")).toEqual({
      kind: "external",
      url: "https://m.school.example.cn/portal",
    });
  });

  it("does not ask for the mobile settings on a desktop browser", async () => {
    const { deps, api } = setup();
    await go(deps, "/login");
    expect(api.mobileDetail).not.toHaveBeenCalled();
  });
});

describe("route guard: single sign-on on a phone (issue 27)", () => {
  it.each([
    "/sso_cx?account=t001&ts=1&sign=ab",
    "/LoginByWeLink?code=abc",
    "/sso-return?redirect=%2Fuser",
    "/sso/library",
  ])("logs a phone in on %s here, not on the phone site (its code would be lost)", async (path) => {
    const { deps, api } = setup({ ua: IPHONE });
    expect(await go(deps, path)).toEqual({ kind: "proceed" });
    expect(api.mobileDetail).not.toHaveBeenCalled();
    expect(api.loginTicket).not.toHaveBeenCalled();
  });

  it("keeps why a single sign-on failed when it sends a phone to its login page", async () => {
    const site = "https://school.example.cn:8448";
    const search = new URLSearchParams({ ssoError: "ticketUsed", redirect: "/portal" });
    const { deps } = setup({ ua: IPHONE });
    const r = await go(deps, `/login?${search}`);
    expect(r).toEqual({
      kind: "external",
      url: `${site}/login-wap?ssoError=${encodeURIComponent(search.get("ssoError") ?? "")}`,
    });
    expect(await go(setup({ ua: IPHONE }).deps, "/portal?ssoError=x")).toEqual({
      kind: "external",
      url: `${site}/portal`,
    });
  });

  it("opens no other path below /sso without login", async () => {
    const { deps } = setup({ state: { guest: false } });
    deps.api.guestDetail = vi.fn(async () => ({ isUsing: false }) as never);
    expect(await go(deps, "/ssox")).toEqual({ kind: "redirect", to: "/login?redirect=%2Fssox" });
  });
});

describe("route guard: restricted access", () => {
  it("sends every path to /401 when access is restricted", async () => {
    const { deps, api } = setup({ token: true });
    api.accessStatus.mockResolvedValue({ restricted: true });
    expect(await go(deps, "/portal")).toEqual({ kind: "redirect", to: "/401" });
    expect(await go(deps, "/login")).toEqual({ kind: "redirect", to: "/401" });
    expect(await go(deps, "/401")).toEqual({ kind: "proceed" });
    expect(api.accessStatus).toHaveBeenCalledTimes(1);
    expect(api.permissionList).not.toHaveBeenCalled();
  });

  it("treats a failing status call as not restricted", async () => {
    const { deps, api } = setup();
    api.accessStatus.mockRejectedValue(new Error("down"));
    expect(await go(deps, "/login")).toEqual({ kind: "proceed" });
  });
});

describe("route guard: white list and login pages", () => {
  it.each([
    "/login",
    "/resetPwd",
    "/resetPwdSimple",
    "/401",
    "/404",
    "/app-download",
    "/setup",
    "/login-auto",
    "/login-wap",
    "/sso_cx?account=t001&ts=1&sign=ab",
    "/LoginByWeLink?code=abc",
    "/sso-return?redirect=%2Fportal",
    "/sso/library",
  ])("opens %s without login", async (path) => {
    const { deps, api } = setup();
    expect(await go(deps, path)).toEqual({ kind: "proceed" });
    expect(api.guestDetail).not.toHaveBeenCalled();
    expect(api.permissionList).not.toHaveBeenCalled();
  });

  it.each(["/login", "/loginByExperts"])("%s clears the loaded-permissions and guest flags", async (path) => {
    const { deps, getState } = setup({ state: { permissionsLoaded: true, guest: true, menus: MENUS } });
    expect(await go(deps, path)).toEqual({ kind: "proceed" });
    expect(getState().permissionsLoaded).toBe(false);
    expect(getState().guest).toBe(false);
  });

  it.each([
    "/401",
    "/404",
    "/app-download",
  ])("%s opened while logged in knows the user (the header shows them)", async (path) => {
    const { deps, getState } = setup({ token: true });
    expect(await go(deps, path)).toEqual({ kind: "proceed" });
    expect(getState()).toMatchObject({ user: teacher, guest: false, permissionsLoaded: true });
  });

  it("other white-listed pages keep the flags", async () => {
    const { deps, getState } = setup({ state: { permissionsLoaded: true, guest: true } });
    await go(deps, "/setup");
    expect(getState()).toMatchObject({ permissionsLoaded: true, guest: true });
  });
});

describe("route guard: with a token", () => {
  it("loads permissions once, then user info, and proceeds on an allowed path", async () => {
    const { deps, api, getState } = setup({ token: true });
    expect(await go(deps, "/portal")).toEqual({ kind: "proceed" });
    expect(await go(deps, "/admin/site/logo")).toEqual({ kind: "proceed" });
    expect(api.permissionList).toHaveBeenCalledTimes(1);
    expect(api.userInfo).toHaveBeenCalledTimes(1);
    expect(getState()).toMatchObject({ permissionsLoaded: true, menus: MENUS, user: teacher, guest: false });
  });

  it("asks before a link's code replaces the current session", async () => {
    const { deps, api } = setup({ token: true });
    expect(await go(deps, "/portal?sessionId=abcdefghijklmnopqrstuv")).toEqual({
      kind: "redirect",
      to: `/login-auto?sessionId=abcdefghijklmnopqrstuv&redirect=${encodeURIComponent("/portal")}`,
    });
    expect(api.permissionList).not.toHaveBeenCalled();
  });

  it("sends a path outside the permission set to /404", async () => {
    const { deps } = setup({ token: true });
    expect(await go(deps, "/admin/basic/semester")).toEqual({ kind: "redirect", to: "/404" });
    expect(await go(deps, "/user/download")).toEqual({ kind: "redirect", to: "/404" });
  });

  it("user-info failure sets the guest account and goes to /portal", async () => {
    const { deps, api, getState } = setup({ token: true });
    api.userInfo.mockRejectedValue(new ApiError("登录已失效", 401, 1004));
    expect(await go(deps, "/user/notice")).toEqual({ kind: "redirect", to: "/portal" });
    expect(getState().user?.isGuest).toBe(true);
  });

  it("permission-load failure clears the token, shows '{msg}，请重新登录' and goes to login with redirect", async () => {
    const { deps, api, hasToken } = setup({ token: true });
    api.permissionList.mockRejectedValue(new ApiError("服务器繁忙", 500, 500));
    expect(await go(deps, "/admin/site/logo?tab=1")).toEqual({
      kind: "redirect",
      to: `/login?redirect=${encodeURIComponent("/admin/site/logo?tab=1")}`,
    });
    expect(hasToken()).toBe(false);
    expect(deps.message).toHaveBeenCalledWith("服务器繁忙，请重新登录");
    expect(api.userInfo).not.toHaveBeenCalled();
  });

  it("reloads permissions after /login cleared the flag", async () => {
    const { deps, api } = setup({ token: true });
    await go(deps, "/portal");
    await go(deps, "/login");
    await go(deps, "/portal");
    expect(api.permissionList).toHaveBeenCalledTimes(2);
  });
});

describe("route guard: without a token", () => {
  it("asks before logging in from a link: a sessionId goes to the confirming login page", async () => {
    const { deps, hasToken } = setup();
    expect(await go(deps, "/course?sessionId=abcdefghijklmnopqrstuv&x=1")).toEqual({
      kind: "redirect",
      to: `/login-auto?sessionId=abcdefghijklmnopqrstuv&redirect=${encodeURIComponent("/course?x=1")}`,
    });
    expect(hasToken()).toBe(false);
  });

  it("logs in by account with the signed ticket from the query", async () => {
    const { deps, api } = setup();
    const sign = "a".repeat(64);
    const r = await go(deps, `/user/notice?account=t001&partner=lms&ts=1700000000000&sign=${sign}`);
    expect(r).toEqual({ kind: "redirect", to: "/user/notice" });
    expect(api.loginTicket).toHaveBeenCalledWith({ account: "t001", partner: "lms", ts: 1700000000000, sign });
  });

  it("sends a failed account login to login with redirect", async () => {
    const { deps, api, hasToken } = setup();
    api.loginTicket.mockRejectedValue(new ApiError("签名无效", 401, 401));
    expect(await go(deps, "/course?account=t001")).toEqual({
      kind: "redirect",
      to: `/login?redirect=${encodeURIComponent("/course")}`,
    });
    expect(hasToken()).toBe(false);
  });

  it("guest mode on: loads the guest account and opens the page", async () => {
    const { deps, api, getState } = setup();
    expect(await go(deps, "/portal")).toEqual({ kind: "proceed" });
    expect(api.loginGuest).toHaveBeenCalledTimes(1);
    expect(getState()).toMatchObject({ guest: true });
    expect(getState().user?.isGuest).toBe(true);
    await go(deps, "/teacher");
    expect(api.guestDetail).toHaveBeenCalledTimes(1);
  });

  it("guest mode on: areas that need a session still go to login", async () => {
    const { deps } = setup();
    expect(await go(deps, "/admin/site/logo")).toEqual({
      kind: "redirect",
      to: `/login?redirect=${encodeURIComponent("/admin/site/logo")}`,
    });
  });

  it("guest mode off: goes to login with redirect", async () => {
    const { deps, api } = setup();
    api.guestDetail.mockResolvedValue({ isUsing: false } as never);
    expect(await go(deps, "/portal")).toEqual({
      kind: "redirect",
      to: `/login?redirect=${encodeURIComponent("/portal")}`,
    });
    expect(api.loginGuest).not.toHaveBeenCalled();
  });

  it("guest mode check failing counts as off", async () => {
    const { deps, api } = setup();
    api.guestDetail.mockRejectedValue(new ApiError("", 500, 500));
    expect(await go(deps, "/portal")).toMatchObject({ kind: "redirect" });
  });
});

describe("isRouteAllowed", () => {
  it("checks admin paths against permitted MG menu URLs", () => {
    expect(isRouteAllowed("/admin", MENUS)).toBe(true);
    expect(isRouteAllowed("/admin/site/logo", MENUS)).toBe(true);
    expect(isRouteAllowed("/admin/system/user/12", MENUS)).toBe(true);
    expect(isRouteAllowed("/admin/system/users", MENUS)).toBe(false);
    expect(isRouteAllowed("/admin", [])).toBe(false);
  });

  it("matches :param segments of menu URLs", () => {
    const menus: ModuleGroup[] = [{ code: "MG", name: "", subList: [item("/admin/system/user/role/:userId")] }];
    expect(isRouteAllowed("/admin/system/user/role/5", menus)).toBe(true);
    expect(isRouteAllowed("/admin/system/user", menus)).toBe(false);
  });

  it("keeps personal information open to every logged-in user", () => {
    expect(isRouteAllowed("/user", [])).toBe(true);
    expect(isRouteAllowed("/user/personal-information", [])).toBe(true);
    expect(isRouteAllowed("/user/collect", MENUS)).toBe(true);
    expect(isRouteAllowed("/user/collect", [])).toBe(false);
  });

  it("does not manage public routes", () => {
    expect(isRouteAllowed("/portal", [])).toBe(true);
  });
});

describe("isRouteAllowed with parent menu items", () => {
  it("a parent item does not open the screens below it", () => {
    const menus: ModuleGroup[] = [{ code: "MG", name: "", subList: [item("/admin/site", [item("/admin/site/logo")])] }];
    expect(isRouteAllowed("/admin/site/logo", menus)).toBe(true);
    expect(isRouteAllowed("/admin/site/portal", menus)).toBe(false);
    expect(isRouteAllowed("/admin/site", menus)).toBe(true);
  });
});

describe("the guard reads the screen registry", () => {
  it("needs a session in every login area of the registry, below it too", () => {
    for (const area of LOGIN_AREAS) {
      expect(isLoginRequired(area), area).toBe(true);
      expect(isLoginRequired(`${area}/x/1`), area).toBe(true);
    }
    expect(isLoginRequired("/portal")).toBe(false);
    expect(isLoginRequired("/course/12")).toBe(false);
  });

  it("keeps the registry's always-open personal-centre pages open without menu items", () => {
    for (const path of ALWAYS_OPEN_USER_PAGES) expect(isRouteAllowed(path, []), path).toBe(true);
  });

  it("opens a hidden screen with its parent screen's grant only", () => {
    for (const s of ADMIN_SCREENS.filter((x) => "hidden" in x)) {
      const parent = ADMIN_SCREENS.find((p) => "parent" in s && p.code === s.parent);
      const path = s.path.replace(/:[^/]+/g, "7");
      const holding = (url: string): ModuleGroup[] => [{ code: "MG", name: "", subList: [item(url)] }];
      expect(isRouteAllowed(path, holding(parent?.path ?? "")), s.path).toBe(true);
      expect(isRouteAllowed(path, holding("/admin/maintenance/log")), s.path).toBe(false);
    }
  });
});
