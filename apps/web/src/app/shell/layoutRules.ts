/** Shell rules of SPEC §2 "Shell layout". */

export type LayoutVersion = "latest" | "classic";

/** This web ships the latest layout version (60 px header, no common footer). */
export const LAYOUT_VERSION: LayoutVersion = "latest";

export function headerHeight(version: LayoutVersion): number {
  return version === "latest" ? 60 : 170;
}

/** Paths (and the areas below them) where the common header is hidden. */
const HEADER_HIDDEN_PREFIXES = [
  "/supervise-task/detail",
  "/supervise-task/playback",
  "/sso_cx",
  "/ai-analyse",
  "/ai-analyse1",
  "/login",
  "/loginByExperts",
  "/login-auto",
  "/login-wap",
  "/historical-data",
  "/taking-class",
  "/compare-analysis",
  "/setup",
  "/LoginByWeLink",
  // Single sign-on's own pages: the return of a provider login, the whitelisted systems' entries.
  "/sso-return",
  "/sso",
  "/supervise/detail",
];

/** Admin live business pages (a live item and its course), unlike the admin live list. */
const ADMIN_LIVE_BUSINESS = /^\/admin\/business\/live\/[^/]+(\/course)?$/;

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

export function isHeaderHidden(pathname: string): boolean {
  if (ADMIN_LIVE_BUSINESS.test(pathname)) return true;
  return HEADER_HIDDEN_PREFIXES.some((p) => under(pathname, p));
}

const FOOTER_HIDDEN = ["/portal", "/login", "/loginByExperts", "/supervise/detail"];

/** The common footer: hidden on SPEC's list and for the latest layout version. */
export function showCommonFooter(pathname: string, version: LayoutVersion): boolean {
  if (version === "latest") return false;
  return !FOOTER_HIDDEN.some((p) => under(pathname, p));
}

/** The footer with declaration, copyright and app QR codes: only on /portal. */
export function showPortalFooter(pathname: string): boolean {
  return pathname === "/portal" || pathname === "/portal/";
}
