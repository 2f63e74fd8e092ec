import { COURSE_SORTS, type CourseListInput, type CourseMenuSetting, type CourseSort } from "@otp/contract";

/** The id filters of the catalogue, in the order the filter bar shows them. */
export const ID_FILTERS = ["termId", "orgId", "subjectId", "courseTypeId", "categoryId", "teacherId"] as const;
export type IdFilter = (typeof ID_FILTERS)[number];

/** What the catalogue shows: the list call's filters plus the page; kept in the URL query string. */
export interface CourseFilters {
  termId: number | null;
  orgId: number | null;
  subjectId: number | null;
  courseTypeId: number | null;
  categoryId: number | null;
  teacherId: number | null;
  keyword: string;
  sort: CourseSort;
  pageNo: number;
}

export const CATALOGUE_PAGE_SIZE = 20;

export const EMPTY_FILTERS: CourseFilters = {
  termId: null,
  orgId: null,
  subjectId: null,
  courseTypeId: null,
  categoryId: null,
  teacherId: null,
  keyword: "",
  sort: "new",
  pageNo: 1,
};

/** Query-string parameter names: short, readable, and stable because links get shared. */
const PARAM: Record<IdFilter | "keyword" | "sort" | "pageNo", string> = {
  termId: "term",
  orgId: "org",
  subjectId: "subject",
  courseTypeId: "type",
  categoryId: "category",
  teacherId: "teacher",
  keyword: "keyword",
  sort: "sort",
  pageNo: "page",
};

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/** Reads the filters from a query string; unknown or malformed values fall back to the defaults. */
export function parseFilters(search: string | URLSearchParams): CourseFilters {
  const q = typeof search === "string" ? new URLSearchParams(search) : search;
  const f: CourseFilters = { ...EMPTY_FILTERS };
  for (const key of ID_FILTERS) f[key] = positiveInt(q.get(PARAM[key]));
  f.keyword = (q.get(PARAM.keyword) ?? "").trim().slice(0, 100);
  const sort = q.get(PARAM.sort);
  f.sort = (COURSE_SORTS as readonly string[]).includes(sort ?? "") ? (sort as CourseSort) : "new";
  f.pageNo = positiveInt(q.get(PARAM.pageNo)) ?? 1;
  return f;
}

/** The query string of the filters, defaults left out so a plain /course stays plain. */
export function filtersToSearch(f: CourseFilters): string {
  const q = new URLSearchParams();
  for (const key of ID_FILTERS) {
    const v = f[key];
    if (v) q.set(PARAM[key], String(v));
  }
  const keyword = f.keyword.trim();
  if (keyword) q.set(PARAM.keyword, keyword);
  if (f.sort !== "new") q.set(PARAM.sort, f.sort);
  if (f.pageNo > 1) q.set(PARAM.pageNo, String(f.pageNo));
  const s = q.toString();
  return s ? `?${s}` : "";
}

/** A change of any filter other than the page starts again at page 1. */
export function withFilter(f: CourseFilters, patch: Partial<CourseFilters>): CourseFilters {
  const next = { ...f, ...patch };
  if (!("pageNo" in patch)) next.pageNo = 1;
  return next;
}

/** The filter a cloned menu fixes (SPEC: a menu lists one category, course type or college). */
export function menuFixedFilter(setting: Pick<CourseMenuSetting, "binding" | "targetId"> | null | undefined) {
  if (!setting?.binding || !setting.targetId) return null;
  const key: IdFilter =
    setting.binding === "category" ? "categoryId" : setting.binding === "courseType" ? "courseTypeId" : "orgId";
  return { key, value: setting.targetId };
}

/** The input of endpoints.course.list: the URL's filters with a menu's fixed filter on top. */
export function toListInput(
  f: CourseFilters,
  fixed: { key: IdFilter; value: number } | null = null,
  pageSize = CATALOGUE_PAGE_SIZE,
): Partial<CourseListInput> {
  const body: Partial<CourseListInput> = { pageNo: f.pageNo, pageSize, sort: f.sort };
  for (const key of ID_FILTERS) {
    const v = f[key];
    if (v) body[key] = v;
  }
  if (fixed) body[fixed.key] = fixed.value;
  if (f.keyword.trim()) body.keyword = f.keyword.trim();
  return body;
}

/** Whether any user-chosen filter is set (for the "clear" link and the empty-state text). */
export function hasFilters(f: CourseFilters): boolean {
  return ID_FILTERS.some((k) => f[k] !== null) || f.keyword.trim() !== "";
}
