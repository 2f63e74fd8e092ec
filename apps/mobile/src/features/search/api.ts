import { call } from "@otp/client/call";
import { type ListResult, type LiveItem, liveEndpoints, type SearchHit, searchEndpoints } from "@otp/contract";

/** The search page's tabs: three search types and the lives (searched by name). */
export const SEARCH_TABS = [
  { key: "course", title: "课程" },
  { key: "resource", title: "资源" },
  { key: "live", title: "直播" },
  { key: "teacher", title: "教师" },
] as const;
export type SearchTab = (typeof SEARCH_TABS)[number]["key"];

export type SearchRow = { kind: "hit"; hit: SearchHit } | { kind: "live"; live: LiveItem };

export const searchKey = (tab: SearchTab, word: string) => ["search", tab, word] as const;

/** One page of results of a tab; lives of every state (status 0) whose name matches. */
export async function fetchSearch(
  tab: SearchTab,
  word: string,
  pageNo: number,
  pageSize: number,
): Promise<ListResult<SearchRow>> {
  if (tab === "live") {
    const r = await call(liveEndpoints.list, { name: word, status: 0, pageNo, pageSize }, { silent: true });
    return { count: r.count, list: r.list.map((live) => ({ kind: "live", live })) };
  }
  const r = await call(searchEndpoints.list, { keyWord: word, sp: tab, pageNo, pageSize }, { silent: true });
  return { count: r.count, list: r.list.map((hit) => ({ kind: "hit", hit })) };
}
