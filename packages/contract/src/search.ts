import { z } from "zod";
import { PAGE_SIZE } from "./constants.js";
import type { ResourceType } from "./resource.js";
import { keywordSchema, pageNoSchema, pageSizeSchema } from "./validation.js";

/**
 * Search types of SPEC §4 answered by /api/c/search/list. "Find video by image" is the search
 * page's last tab (IMAGE_SEARCH_TAB): it searches with a picture through /api/c/img/resource/list.
 */
export const SEARCH_TYPES = [
  { sp: "course", name: "课程" },
  { sp: "global", name: "全局检索" },
  { sp: "teacher", name: "教师" },
  { sp: "resource", name: "资源" },
  { sp: "RESOURCE_NOTE", name: "知识点" },
  { sp: "micro", name: "微视频" },
] as const;
export type SearchType = (typeof SEARCH_TYPES)[number]["sp"];

/** SPEC §4 "find video by image": a tab of the search page, not a keyword search type. */
export const IMAGE_SEARCH_TAB = { sp: "image", name: "以图搜视频" } as const;
/** A tab of the search page: a keyword search type or search by image. */
export type SearchTab = SearchType | typeof IMAGE_SEARCH_TAB.sp;

export const SEARCH_SORTS = ["relevance", "new", "hot"] as const;

export const searchListSchema = z.object({
  keyWord: keywordSchema,
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(100, PAGE_SIZE.search),
  sp: z
    .enum(SEARCH_TYPES.map((t) => t.sp) as [SearchType, ...SearchType[]], { error: "搜索类型不正确" })
    .default("global"),
  sort: z.enum(SEARCH_SORTS, { error: "排序方式不正确" }).default("relevance"),
});
export type SearchListInput = z.infer<typeof searchListSchema>;

/**
 * One hit, whatever its type; `url` is the web route that opens it: /course/{id},
 * /resource/{id}, /resource/{resourceId}?second=N for a knowledge point, /teacher/{id}
 * for a teacher (their famous-teacher page). Global search lists teachers found by name first, then courses
 * and resources by relevance (or by date / visits for sort new / hot).
 */
export interface SearchHit {
  type: "course" | "resource" | "teacher" | "note";
  id: number;
  title: string;
  /** Plain-text excerpt around the match. */
  summary: string;
  coverUrl: string | null;
  url: string;
  /** Extra facts shown under the title (teacher names, kind, duration...). */
  meta: string[];
  /** For notes: the second to start playback at. */
  second?: number;
  /** For resources: the preview type (an icon or a play button on the card). */
  resourceType?: ResourceType;
}
