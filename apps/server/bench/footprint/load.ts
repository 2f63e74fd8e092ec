/**
 * A mix of what visitors do, sent to a running platform: the portal's configuration calls, course
 * and resource lists, search, login with user info, and the web app's static files (compressed).
 */
import { CSRF_HEADER, CSRF_HEADER_VALUE } from "@otp/contract";
import { DEMO_PASSWORD } from "../../src/seed/demo-data.js";

const JSON_HEADERS = { "content-type": "application/json", [CSRF_HEADER]: CSRF_HEADER_VALUE };
const KEYWORDS = ["函数", "浮力", "光合作用", "阅读", "化学实验", "英语"];

type Call = (i: number) => Promise<void>;

async function check(res: Response, what: string): Promise<void> {
  const isJson = (res.headers.get("content-type") ?? "").includes("json");
  const body = isJson ? ((await res.json()) as { success?: boolean; msg?: string }) : await res.arrayBuffer();
  if (!res.ok || (isJson && (body as { success?: boolean }).success === false)) {
    throw new Error(`${what}: HTTP ${res.status} ${isJson ? (body as { msg?: string }).msg : ""}`);
  }
}

export interface LoadResult {
  requests: number;
  failures: number;
  firstFailure: string | null;
  byKind: Record<string, number>;
}

/** Sends `total` requests, `concurrency` at a time, cycling through the kinds of calls. */
export async function mixedRequests(base: string, total = 1000, concurrency = 4): Promise<LoadResult> {
  const index = await (await fetch(`${base}/`)).text();
  const assets = [...index.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] as string);
  const post = (url: string, body: unknown = {}, cookie?: string) =>
    fetch(`${base}${url}`, {
      method: "POST",
      headers: cookie ? { ...JSON_HEADERS, cookie } : JSON_HEADERS,
      body: JSON.stringify(body),
    });
  const compressed = { "accept-encoding": "gzip, deflate, br" };
  const kinds: [string, number, Call][] = [
    [
      "portal configuration",
      4,
      async () => {
        for (const url of [
          "/api/c/access/status",
          "/api/c/cms/area/pic/logo/detail",
          "/api/c/cms/area/pic/index/list",
          "/api/c/site/mobile/detail",
        ]) {
          await check(await post(url), url);
        }
      },
    ],
    [
      "course list",
      1,
      async (i) => check(await post("/api/c/course/list", { pageNo: 1 + (i % 3), pageSize: 12 }), "course list"),
    ],
    [
      "resource list",
      1,
      async (i) => check(await post("/api/c/resource/list", { pageNo: 1 + (i % 3), pageSize: 12 }), "resource list"),
    ],
    [
      "search",
      1,
      async (i) =>
        check(
          await post("/api/c/search/list", { keyWord: KEYWORDS[i % KEYWORDS.length], sp: "global", pageNo: 1 }),
          "search",
        ),
    ],
    [
      "login + user info",
      2,
      async (i) => {
        const account = i % 2 ? "teacher" : "student";
        const res = await post("/api/login", { account, password: DEMO_PASSWORD });
        const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
        await check(res, "login");
        await check(await post("/api/l/base/user/info", {}, cookie), "user info");
      },
    ],
    [
      "static files",
      3,
      async (i) => {
        await check(await fetch(`${base}/portal`, { headers: compressed }), "index.html");
        for (let k = 0; k < 2 && assets.length; k++) {
          const url = assets[(i * 2 + k) % assets.length] as string;
          await check(await fetch(`${base}${url}`, { headers: compressed }), url);
        }
      },
    ],
  ];
  // Each kind counts as many requests as it sends; the cycle repeats until `total` are sent.
  const cycle: { name: string; requests: number; call: Call }[] = kinds.map(([name, requests, call]) => ({
    name,
    requests,
    call,
  }));
  const result: LoadResult = { requests: 0, failures: 0, firstFailure: null, byKind: {} };
  let next = 0;
  const worker = async () => {
    while (result.requests < total) {
      const i = next++;
      const kind = cycle[i % cycle.length] as (typeof cycle)[number];
      result.requests += kind.requests;
      result.byKind[kind.name] = (result.byKind[kind.name] ?? 0) + kind.requests;
      try {
        await kind.call(i);
      } catch (err) {
        result.failures++;
        result.firstFailure ??= err instanceof Error ? err.message : String(err);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return result;
}
