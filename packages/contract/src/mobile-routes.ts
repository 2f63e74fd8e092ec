import { ACTIVITY_TABS } from "./activity.js";
import { COURSE_MENU_COUNT } from "./course.js";
import { RESOURCE_KINDS } from "./resource.js";

/**
 * Every page of the mobile site (apps/mobile), `:name` marking a path parameter. The desktop
 * guard sends phones to one of these (mobilePathFor), so a desktop link shared into a phone
 * opens the same thing there; the mobile router is checked against this list.
 */
export const MOBILE_PATHS = [
  "/portal",
  "/course",
  "/course/:courseId",
  "/course/:courseId/:sectionId",
  "/resource",
  "/resource/:resourceId",
  "/live",
  "/live/wap/:liveId",
  "/search",
  "/announcement",
  "/announcement/:announcementId",
  "/teacher",
  "/teacher/:teacherId",
  "/activity",
  "/activity/:activityId/:type",
  "/login-wap",
  "/user",
  "/user/my-course",
  "/user/collect",
  "/user/notice",
  "/user/reservation-live",
  "/user/my-assignment",
  "/user/my-assignment/:assignmentId",
  "/user/personal-information",
  "/setup",
  "/app-download",
] as const;
export type MobilePath = (typeof MOBILE_PATHS)[number];

/** Personal-centre pages the mobile site has under the same path as the desktop. */
const SAME_USER_PAGES: ReadonlySet<string> = new Set([
  "my-course",
  "collect",
  "notice",
  "reservation-live",
  "my-assignment",
  "personal-information",
]);
const SAME_PAGES: ReadonlySet<string> = new Set(["setup", "app-download", "login-wap"]);
const LOGIN_PAGES: ReadonlySet<string> = new Set(["login", "loginByExperts", "login-auto"]);
const ACTIVITY_TAB_VALUES: ReadonlySet<string> = new Set(ACTIVITY_TABS.map((t) => t.value));
const DEFAULT_ACTIVITY_TAB = ACTIVITY_TABS[0].value;

/** An id in a path: whatever the page then finds or not, it cannot reshape the address. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const isId = (s: string | undefined): s is string => s !== undefined && ID.test(s);

type Query = [string, string][];

function withQuery(path: string, query: Query): string {
  const q = new URLSearchParams(query).toString();
  return q ? `${path}?${q}` : path;
}

/** A start offset in whole seconds, or nothing for a missing, zero or malformed value. */
function second(params: URLSearchParams): Query {
  const n = Number(params.get("second"));
  return Number.isFinite(n) && n >= 1 ? [["second", String(Math.floor(n))]] : [];
}

/** The resource kind named by a desktop list route: /bres1../bres5, /resource6, /resource7. */
function kindOfRoute(segment: string): number | undefined {
  return RESOURCE_KINDS.find((k) => k.path === segment)?.id;
}

/** /resource, keeping its kind tab (`?kind=`). */
function resourceList(params: URLSearchParams): string {
  const kind = RESOURCE_KINDS.find((k) => String(k.id) === params.get("kind"));
  return kind ? `/resource?kind=${kind.id}` : "/resource";
}

/** /menu1../menuN: the course menu's number, or undefined for any other segment. */
function menuOf(segment: string): number | undefined {
  const m = /^menu([1-9]\d?)$/.exec(segment);
  const n = Number(m?.[1]);
  return n >= 1 && n <= COURSE_MENU_COUNT ? n : undefined;
}

/** A course page below /course or /menuN: the course, or one of its sections with the player's place. */
function coursePage(rest: string[], params: URLSearchParams): string | null {
  const [courseId, sectionId, ...more] = rest;
  if (more.length || !isId(courseId)) return null;
  if (sectionId === undefined) return `/course/${courseId}`;
  if (!isId(sectionId)) return null;
  const resourceId = params.get("resourceId");
  const query: Query = isId(resourceId ?? undefined) ? [["resourceId", resourceId as string]] : [];
  return withQuery(`/course/${courseId}/${sectionId}`, [...query, ...second(params)]);
}

/** A resource's page; a `resourceId` in the query names the resource to open, as on the desktop. */
function resourcePage(rest: string[], params: URLSearchParams): string | null {
  if (rest.length !== 1 || !isId(rest[0])) return null;
  const wanted = params.get("resourceId") ?? undefined;
  return withQuery(`/resource/${isId(wanted) ? wanted : rest[0]}`, second(params));
}

/** A list with optional detail pages: /announcement(/:id), /teacher(/:id). */
function listOrDetail(base: string, rest: string[]): string | null {
  if (rest.length === 0) return `/${base}`;
  return rest.length === 1 && isId(rest[0]) ? `/${base}/${rest[0]}` : null;
}

function livePage(rest: string[]): string | null {
  if (rest.length === 0) return "/live";
  // Recordings are the mobile live list's 已结束 tab.
  if (rest.length === 1 && rest[0] === "playback") return "/live?status=3";
  const id = rest[0] === "wap" ? rest[1] : rest[0];
  const length = rest[0] === "wap" ? 2 : 1;
  return rest.length === length && isId(id) ? `/live/wap/${id}` : null;
}

function activityPage(rest: string[]): string | null {
  if (rest.length === 0) return "/activity";
  const [id, type, ...more] = rest;
  if (more.length || !isId(id)) return null;
  const tab = type !== undefined && ACTIVITY_TAB_VALUES.has(type) ? type : DEFAULT_ACTIVITY_TAB;
  return `/activity/${id}/${tab}`;
}

/**
 * The desktop personal centre opens on the mobile 我的 hub, or on the same page when the mobile
 * site has it: a phone should land in the personal area it asked for, not on the portal.
 */
function userPage(rest: string[]): string {
  return rest.length === 1 && SAME_USER_PAGES.has(rest[0] as string) ? `/user/${rest[0]}` : "/user";
}

/** A `redirect` that stays on the site (not protocol-relative) and is not itself a login page. */
function safeRedirect(value: string | null): string | null {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  return value.startsWith("/login") ? null : value;
}

/** The mobile login page, keeping where to go after it (as a mobile path). */
function loginPage(params: URLSearchParams): string {
  const target = safeRedirect(params.get("redirect"));
  if (!target) return "/login-wap";
  const url = new URL(target, "http://site.invalid");
  const mapped = mobilePathFor(url.pathname, url.search);
  return mapped === "/portal" ? "/login-wap" : withQuery("/login-wap", [["redirect", mapped]]);
}

function mapped(segments: string[], params: URLSearchParams): string | null {
  const [first, ...rest] = segments;
  if (first === undefined) return "/portal";
  if (first === "portal") return rest.length ? null : "/portal";
  if (first === "course") return rest.length ? coursePage(rest, params) : "/course";
  const menu = menuOf(first);
  if (menu !== undefined) return rest.length ? coursePage(rest, params) : `/course?menu=${menu}`;
  if (first === "resource") return rest.length ? resourcePage(rest, params) : resourceList(params);
  const kind = kindOfRoute(first);
  if (kind !== undefined) return rest.length ? resourcePage(rest, params) : `/resource?kind=${kind}`;
  if (first === "live") return livePage(rest);
  if (first === "search") return rest.length ? null : searchPage(params);
  if (first === "announcement" || first === "teacher") return listOrDetail(first, rest);
  if (first === "activity") return activityPage(rest);
  if (first === "user") return userPage(rest);
  if (SAME_PAGES.has(first)) return rest.length ? null : `/${first}`;
  if (LOGIN_PAGES.has(first)) return loginPage(params);
  return null;
}

/** The phone search's tabs (its `tab` parameter); other desktop search types open the first. */
const PHONE_SEARCH_TABS = new Set(["course", "resource", "live", "teacher"]);

/** The search's words and tab carry over: the desktop's `keyWord` and `sp` are the phone's `q` and `tab`. */
function searchPage(params: URLSearchParams): string {
  const query: Query = [];
  const words = params.get("keyWord")?.trim().slice(0, 100);
  if (words) query.push(["q", words]);
  const tab = params.get("sp");
  if (tab && PHONE_SEARCH_TABS.has(tab)) query.push(["tab", tab]);
  return withQuery("/search", query);
}

/**
 * The mobile page (path and query) that shows what a desktop address shows: the same path where
 * the mobile site has it, the mapped page where the desktop has clones or other names (/menuN,
 * /bresN, /resource6|7, /live/{id}, /login), the portal for anything the mobile site does not
 * have. Only the query values the mobile page reads are kept, never the caller's credentials.
 */
export function mobilePathFor(pathname: string, search = ""): string {
  const path = pathname.split(/[?#]/)[0] ?? "";
  const segments = path.split("/").filter((s) => s !== "");
  return mapped(segments, new URLSearchParams(search)) ?? "/portal";
}
