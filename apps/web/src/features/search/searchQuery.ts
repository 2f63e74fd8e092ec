import {
  IMAGE_SEARCH_TAB,
  type ResourceNote,
  SEARCH_SORTS,
  SEARCH_TYPES,
  type SearchHit,
  type SearchTab,
  type SearchType,
} from "@otp/contract";

export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SORT_NAMES: Record<SearchSort, string> = { relevance: "相关度", new: "最新", hot: "最热" };

export interface SearchState<T extends SearchTab = SearchTab> {
  sp: T;
  keyWord: string;
  sort: SearchSort;
  pageNo: number;
}

const TYPES = [...SEARCH_TYPES.map((t) => t.sp), IMAGE_SEARCH_TAB.sp] as readonly string[];

/** Search state from /search?keyWord=&sp=&sort=&page= (the header box sends only keyWord). */
export function parseSearchParams(params: URLSearchParams, defaultSp: SearchType = "global"): SearchState {
  const sp = params.get("sp") ?? "";
  const sort = params.get("sort") ?? "";
  const page = Number(params.get("page"));
  return {
    sp: TYPES.includes(sp) ? (sp as SearchTab) : defaultSp,
    keyWord: (params.get("keyWord") ?? "").trim().slice(0, 100),
    sort: (SEARCH_SORTS as readonly string[]).includes(sort) ? (sort as SearchSort) : "relevance",
    pageNo: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function searchStateToParams(s: SearchState, defaultSp: SearchType = "global"): Record<string, string> {
  const out: Record<string, string> = {};
  if (s.keyWord) out.keyWord = s.keyWord;
  if (s.sp !== defaultSp) out.sp = s.sp;
  if (s.sort !== "relevance") out.sort = s.sort;
  if (s.pageNo > 1) out.page = String(s.pageNo);
  return out;
}

/** Where a knowledge-point note opens: its resource, starting at the note's second. */
export function noteUrl(note: Pick<ResourceNote, "resourceId" | "second">): string {
  const s = Math.max(0, Math.floor(note.second));
  return `/resource/${note.resourceId}${s > 0 ? `?second=${s}` : ""}`;
}

/** The link of a hit: the server's url, else a route built from its type and id. */
export function hitUrl(hit: SearchHit): string {
  if (hit.url) return hit.url;
  if (hit.type === "resource") return `/resource/${hit.id}${hit.second ? `?second=${Math.floor(hit.second)}` : ""}`;
  if (hit.type === "course") return `/course/${hit.id}`;
  if (hit.type === "teacher") return `/teacher/${hit.id}`;
  return "/search";
}

export const HIT_TYPE_NAMES: Record<SearchHit["type"], string> = {
  course: "课程",
  resource: "资源",
  teacher: "教师",
  note: "知识点",
};
