import type { AreaPic, LoginResult, MobileSettings, ModuleGroup, TicketLoginInput, UserInfo } from "@otp/contract";
import {
  ALWAYS_OPEN_USER_PAGES,
  GUEST_USER,
  LOGIN_AREAS,
  mobilePathFor,
  PORTS,
  ResultCode,
  SCREENS,
} from "@otp/contract";
import { findGroup, flattenMenu, groupUrls, normalizePath, pathMatchesUrl } from "./menus";

/**
 * The route guard of SPEC §2 "Route guard and session behaviour", as pure logic: every call and
 * every piece of state it touches is injected, so each branch is unit-tested (guard.test.ts).
 */

/** Paths that open without login (initial and white-listed paths; see DECISIONS.md). */
export const WHITE_LIST: readonly string[] = [
  "/login",
  "/loginByExperts",
  "/login-auto",
  "/login-wap",
  "/sso_cx",
  "/LoginByWeLink",
  "/sso-return",
  "/resetPwd",
  "/resetPwdSimple",
  "/register",
  "/401",
  "/404",
  "/app-download",
  "/setup",
];

/**
 * Single sign-on pages (a link from the learning platform or WeLink's phone app, the return of a
 * provider login, the whitelisted systems' entries /sso/{code}) log in here even on a phone, which
 * shares this host's cookies: sent to the phone site, their one-time code would be lost.
 */
const SSO_PAGES: readonly string[] = ["/sso_cx", "/LoginByWeLink", "/sso-return"];
const isSsoPage = (path: string) => SSO_PAGES.includes(path) || path.startsWith("/sso/");

/**
 * Hidden registry screens (an editor, a detail) with the path of the screen they are reached
 * from: the parent's grant opens them, wherever their own path lies.
 */
const HIDDEN_SCREENS = SCREENS.flatMap((s) => {
  const parent = s.hidden ? SCREENS.find((p) => p.code === s.parent) : undefined;
  return parent ? [{ path: s.path, parentPath: parent.path }] : [];
});

export const MOBILE_UA = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile|HarmonyOS/i;

export type GuardResult = { kind: "proceed" } | { kind: "redirect"; to: string } | { kind: "external"; url: string };

export interface GuardTarget {
  pathname: string;
  /** The query string including its leading "?" (or ""). */
  search: string;
}

export interface GuardState {
  /** Permissions (menus) loaded for the current token. */
  permissionsLoaded: boolean;
  /** Guest mode flag: the guest account is in use without a token. */
  guest: boolean;
  user: UserInfo | null;
  menus: ModuleGroup[];
  /** Platform access status; null until asked. */
  restricted: boolean | null;
}

export interface GuardApi {
  accessStatus(): Promise<{ restricted: boolean }>;
  permissionList(): Promise<ModuleGroup[]>;
  userInfo(): Promise<UserInfo>;
  handoff(): Promise<{ sessionId: string }>;
  loginTicket(body: TicketLoginInput): Promise<LoginResult>;
  guestDetail(): Promise<AreaPic | null>;
  loginGuest(): Promise<UserInfo>;
  /** Mobile site settings; an empty `siteUrl` means the same host on the mobile port. */
  mobileDetail(): Promise<Pick<MobileSettings, "siteUrl">>;
}

export interface GuardDeps {
  api: GuardApi;
  token: { has(): boolean; set(): void; remove(): void };
  state: { get(): GuardState; patch(next: Partial<GuardState>): void };
  /**
   * The "full site" choice of this tab (the mobile site's 电脑版 link opens `/?site=full`): kept
   * for the tab's life, so a phone that asked for the desktop pages is not sent back.
   */
  fullSite: { kept(): boolean; keep(): void };
  /**
   * `mobileSite`: this page is the mobile site (the platform's mobile port), so phones stay.
   * `origin`: this page's origin (a configured mobile address equal to it is this site).
   * `mobilePort`: the port of the platform's own mobile site, 0 when it has none (the server
   * writes it into index.html); unknown means the SPEC's port.
   */
  env: {
    userAgent: string;
    protocol: string;
    hostname: string;
    mobileSite?: boolean;
    origin?: string;
    mobilePort?: number;
  };
  message(text: string): void;
}

const PROCEED: GuardResult = { kind: "proceed" };
const redirect = (to: string): GuardResult => ({ kind: "redirect", to });

export function isMobileAgent(userAgent: string): boolean {
  return MOBILE_UA.test(userAgent);
}

export function isWhiteListed(pathname: string): boolean {
  const path = normalizePath(pathname);
  return WHITE_LIST.includes(path) || path.startsWith("/sso/");
}

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function isLoginRequired(pathname: string): boolean {
  const path = normalizePath(pathname);
  return LOGIN_AREAS.some((p) => under(path, p));
}

/**
 * Routes outside the permission set are removed: admin paths must match a permitted MG menu URL
 * (`/admin` itself needs at least one), personal-centre pages a userCenter URL. Other routes are
 * not permission-managed.
 */
export function isRouteAllowed(pathname: string, menus: readonly ModuleGroup[]): boolean {
  const path = normalizePath(pathname);
  if (under(path, "/admin")) {
    if (path === "/admin") return groupUrls(menus, "MG").length > 0;
    return allowedBy(path, menus, "MG");
  }
  if (under(path, "/user")) {
    if (ALWAYS_OPEN_USER_PAGES.includes(path)) return true;
    return allowedBy(path, menus, "userCenter");
  }
  return true;
}

/**
 * A screen's own menu item (a leaf) covers its sub-pages (e.g. /admin/system/user/12); a parent
 * item (e.g. /admin/site) only covers its own URL, not every screen below it. A hidden registry
 * screen is covered by its parent screen's item.
 */
function allowedBy(path: string, menus: readonly ModuleGroup[], code: "MG" | "userCenter"): boolean {
  const items = flattenMenu(findGroup(menus, code)?.subList ?? []);
  const granted = (p: string) =>
    items.some((m) => {
      const url = normalizePath(m.url);
      if (!url) return false;
      return m.subList?.length ? url === p : pathMatchesUrl(p, url);
    });
  return granted(path) || HIDDEN_SCREENS.some((h) => isScreenPath(path, h.path) && granted(h.parentPath));
}

/** The path is the screen's own (same length, `:param` segments match any one segment). */
function isScreenPath(path: string, screenPath: string): boolean {
  return path.split("/").length === screenPath.split("/").length && pathMatchesUrl(path, screenPath);
}

export function loginRedirect(target: GuardTarget): string {
  return `/login?redirect=${encodeURIComponent(target.pathname + target.search)}`;
}

function errorMessage(e: unknown): string {
  const msg = e instanceof Error ? e.message : "";
  return msg || "权限加载失败";
}

function withoutParams(target: GuardTarget, names: string[]): string {
  const params = new URLSearchParams(target.search);
  for (const n of names) params.delete(n);
  const rest = params.toString();
  return target.pathname + (rest ? `?${rest}` : "");
}

/**
 * Where to send a phone: the configured mobile site, or the same host on the platform's own
 * mobile port when none is set or the call fails. Null when that is this very site (a
 * configured address with this page's origin: sending the phone there would loop) or the
 * platform has no mobile site (port 0: the address would not answer).
 */
async function mobileBase(deps: GuardDeps): Promise<string | null> {
  const port = deps.env.mobilePort ?? PORTS.mobile;
  const fallback = port > 0 ? `${deps.env.protocol}//${deps.env.hostname}:${port}/` : null;
  let configured = "";
  try {
    configured = (await deps.api.mobileDetail())?.siteUrl?.trim() ?? "";
  } catch {
    // not configured / not reachable: the default address
    return fallback;
  }
  if (!/^https?:\/\/\S+$/i.test(configured)) return fallback;
  let url: URL;
  try {
    url = new URL(configured);
  } catch {
    return fallback;
  }
  return deps.env.origin && url.origin === deps.env.origin ? null : url.toString();
}

/**
 * The mobile page showing what the desktop address shows, below the mobile site's address (a
 * configured address may have a path and a query of its own: both are kept).
 */
function mobilePage(base: string, target: GuardTarget, params: Record<string, string>): string {
  const url = new URL(base);
  const page = new URL(mobilePathFor(target.pathname, target.search), "http://page.invalid");
  url.pathname = url.pathname.replace(/\/+$/, "") + page.pathname;
  for (const [k, v] of page.searchParams) url.searchParams.set(k, v);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

/** A failed single sign-on comes back to /login saying why: the phone's login page keeps it. */
function ssoErrorOf(target: GuardTarget): Record<string, string> {
  if (target.pathname !== "/login") return {};
  const reason = new URLSearchParams(target.search).get("ssoError");
  return reason ? { ssoError: reason } : {};
}

/**
 * Where to send a phone. A logged-in user's session goes along as a one-time hand-off code
 * (`token`, never the session itself) with the `account` it belongs to; the mobile site asks
 * before using it.
 */
async function mobileUrl(target: GuardTarget, deps: GuardDeps): Promise<string | null> {
  const base = await mobileBase(deps);
  if (!base) return null;
  const carried = ssoErrorOf(target);
  if (!deps.token.has()) return mobilePage(base, target, carried);
  try {
    const current = deps.state.get().user;
    const user = current && !current.isGuest ? current : await deps.api.userInfo();
    const { sessionId } = await deps.api.handoff();
    return mobilePage(base, target, { ...carried, account: user.account, token: sessionId });
  } catch {
    return mobilePage(base, target, carried);
  }
}

async function isRestricted(deps: GuardDeps): Promise<boolean> {
  const known = deps.state.get().restricted;
  if (known !== null) return known;
  let restricted = false;
  try {
    restricted = (await deps.api.accessStatus()).restricted === true;
  } catch {
    restricted = false;
  }
  deps.state.patch({ restricted });
  return restricted;
}

/** White-listed pages that belong to the site (not to logging in): the header shows the user there. */
const STATUS_PAGES: ReadonlySet<string> = new Set(["/401", "/404", "/app-download", "/setup"]);

/** Best effort: the menus and the user of a session, for a page that opens without one. */
async function loadSignedIn(deps: GuardDeps): Promise<void> {
  try {
    if (!deps.state.get().permissionsLoaded) {
      deps.state.patch({ menus: await deps.api.permissionList(), permissionsLoaded: true });
    }
    const current = deps.state.get().user;
    if (!current || current.isGuest) deps.state.patch({ user: await deps.api.userInfo(), guest: false });
  } catch {
    // An ended session: the page still opens, the header offers to log in.
    return;
  }
}

async function withToken(target: GuardTarget, deps: GuardDeps): Promise<GuardResult> {
  if (!deps.state.get().permissionsLoaded) {
    try {
      const menus = await deps.api.permissionList();
      deps.state.patch({ menus, permissionsLoaded: true });
    } catch (e) {
      deps.token.remove();
      deps.message(`${errorMessage(e)}，请重新登录`);
      return redirect(loginRedirect(target));
    }
  }
  const current = deps.state.get().user;
  if (!current || current.isGuest) {
    try {
      const user = await deps.api.userInfo();
      deps.state.patch({ user, guest: false });
    } catch (e) {
      if ((e as { code?: number })?.code === ResultCode.SESSION_INVALID) deps.token.remove();
      deps.state.patch({ user: GUEST_USER });
      return target.pathname === "/portal" ? PROCEED : redirect("/portal");
    }
  }
  return isRouteAllowed(target.pathname, deps.state.get().menus) ? PROCEED : redirect("/404");
}

/** The hand-off code a link carries: ?sessionId=…, or ?token=… from the desktop site's phone hand-over. */
function handoffCode(target: GuardTarget): string | null {
  const query = new URLSearchParams(target.search);
  return query.get("sessionId") ?? query.get("token");
}

/**
 * A link carrying a hand-off code never logs in by itself (login CSRF: an attacker's code would
 * log the victim in as the attacker): the automatic-login page first shows which account the code
 * logs in, and whether it replaces the current one, and asks.
 */
function confirmHandoff(target: GuardTarget, code: string): GuardResult {
  const rest = withoutParams(target, ["sessionId", "token", "account"]);
  return redirect(`/login-auto?${new URLSearchParams({ sessionId: code, redirect: rest }).toString()}`);
}

async function withoutToken(target: GuardTarget, deps: GuardDeps): Promise<GuardResult> {
  const query = new URLSearchParams(target.search);
  const account = query.get("account");
  if (account) {
    try {
      const result = await deps.api.loginTicket({
        account: account ?? "",
        partner: query.get("partner") ?? "",
        ts: Number(query.get("ts") ?? 0),
        sign: query.get("sign") ?? "",
      });
      deps.token.set();
      deps.state.patch({ user: result.userInfo, guest: false, permissionsLoaded: false });
      // Navigate again without the one-time credentials; the token branch runs next.
      return redirect(withoutParams(target, ["account", "partner", "ts", "sign"]));
    } catch {
      return redirect(loginRedirect({ pathname: target.pathname, search: "" }));
    }
  }
  if (!deps.state.get().guest) {
    let guestOn = false;
    try {
      guestOn = (await deps.api.guestDetail())?.isUsing === true;
    } catch {
      guestOn = false;
    }
    if (!guestOn) return redirect(loginRedirect(target));
    try {
      const user = await deps.api.loginGuest();
      deps.state.patch({ user: { ...GUEST_USER, ...user, isGuest: true }, guest: true });
    } catch {
      return redirect(loginRedirect(target));
    }
  }
  return isLoginRequired(target.pathname) ? redirect(loginRedirect(target)) : PROCEED;
}

export async function runGuard(target: GuardTarget, deps: GuardDeps): Promise<GuardResult> {
  const path = normalizePath(target.pathname) || "/";
  const t: GuardTarget = { pathname: path, search: target.search };

  if (new URLSearchParams(t.search).get("site") === "full") {
    // The choice is remembered, not carried in every address; a hand-off code the link brings
    // is then confirmed and redeemed as any other.
    deps.fullSite.keep();
    return redirect(withoutParams(t, ["site"]));
  }
  const phone = isMobileAgent(deps.env.userAgent) && !deps.env.mobileSite && !deps.fullSite.kept();
  if (phone && path !== "/app-download" && !isSsoPage(path)) {
    const url = await mobileUrl(t, deps);
    // No other site to go to: the phone stays and is guarded as any browser.
    if (url) return { kind: "external", url };
  }
  if (await isRestricted(deps)) {
    return path === "/401" ? PROCEED : redirect("/401");
  }
  if (path === "/login" || path === "/loginByExperts") {
    deps.state.patch({ permissionsLoaded: false, guest: false });
  }
  if (isWhiteListed(path)) {
    // A status page opened directly while logged in still shows who is logged in (the header).
    if (STATUS_PAGES.has(path) && deps.token.has()) await loadSignedIn(deps);
    return PROCEED;
  }
  const code = handoffCode(t);
  if (code) return confirmHandoff(t, code);
  return deps.token.has() ? withToken(t, deps) : withoutToken(t, deps);
}
