import { endpoints } from "@otp/contract";

/**
 * The traffic a school produces, as weighted calls (per 1,000 requests): most of it is visitors
 * and students reading the portal, the catalogue and course pages; some search, live lists and
 * the discussion of the running live; a few logins, video starts and messages.
 */
export interface MixContext {
  courseIds: number[];
  liveId: number | null;
  videoFileIds: number[];
  /** Cookies of logged-in students (one per connection, round robin). */
  cookies: string[];
  account: { account: string; password: string };
}

export interface MixCall {
  name: string;
  weight: number;
  method: "GET" | "POST";
  path: (c: MixContext, n: number) => string;
  body?: (c: MixContext, n: number) => object;
  /** Sent with a student's session. */
  session?: boolean;
  headers?: Record<string, string>;
}

const pick = <T>(xs: T[], n: number): T => xs[n % xs.length] as T;
const KEYWORDS = ["数学", "语文", "物理", "英语", "函数", "唐诗", "实验", "历史"];

export const MIX: MixCall[] = [
  { name: "portal page", weight: 60, method: "GET", path: () => "/" },
  {
    name: "portal pictures",
    weight: 90,
    method: "POST",
    path: () => endpoints.site.area.indexList.path,
  },
  {
    name: "catalogue",
    weight: 200,
    method: "POST",
    path: () => endpoints.course.list.path,
    body: (_c, n) => ({ pageNo: 1 + (n % 3), pageSize: 20 }),
  },
  {
    name: "course detail",
    weight: 150,
    method: "POST",
    path: () => endpoints.course.detail.path,
    body: (c, n) => ({ courseId: pick(c.courseIds, n) }),
    session: true,
  },
  {
    name: "search",
    weight: 100,
    method: "POST",
    path: () => endpoints.search.list.path,
    body: (_c, n) => ({ keyWord: pick(KEYWORDS, n), pageNo: 1, pageSize: 10 }),
    // Logged-in searches count per user (60 a minute); a guest's per address would stop the bench.
    session: true,
  },
  {
    name: "live list",
    weight: 80,
    method: "POST",
    path: () => endpoints.live.list.path,
    body: () => ({ pageNo: 1, pageSize: 12 }),
  },
  {
    name: "discussion",
    weight: 150,
    method: "POST",
    path: () => endpoints.live.message.list.path,
    body: (c) => ({ liveId: c.liveId }),
    session: true,
  },
  {
    name: "chat message",
    weight: 20,
    method: "POST",
    path: () => endpoints.live.message.send.path,
    body: (c, n) => ({ liveId: c.liveId, content: `老师讲得很清楚 ${n}` }),
    session: true,
  },
  {
    name: "resource play start",
    weight: 60,
    method: "GET",
    path: (c, n) => `${endpoints.resource.file.stream.path}?id=${pick(c.videoFileIds, n)}`,
    headers: { range: "bytes=0-65535" },
    session: true,
  },
  {
    name: "session check",
    weight: 80,
    method: "POST",
    path: () => endpoints.auth.info.path,
    session: true,
  },
  {
    name: "login",
    weight: 10,
    method: "POST",
    path: () => endpoints.auth.login.path,
    body: (c) => c.account,
  },
];
