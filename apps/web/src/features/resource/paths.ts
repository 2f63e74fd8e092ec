import { RESOURCE_KINDS, RESOURCE_SORTS, RESOURCE_TYPES, type ResourceKind, type ResourceType } from "@otp/contract";

type Sort = (typeof RESOURCE_SORTS)[number];

/** The resource kind a list route shows: /bres1../bres5 and /resource6, /resource7; /resource shows all. */
export function kindFromPath(pathname: string): ResourceKind | undefined {
  const m = /^\/(?:bres([1-5])|resource([67]))(?:\/|$)/.exec(pathname);
  const n = Number(m?.[1] ?? m?.[2]);
  return RESOURCE_KINDS.find((k) => k.id === n)?.id;
}

/** The list route of a kind ("/bres2", "/resource6"), or "/resource" for all. */
export function listBase(kind: ResourceKind | undefined): string {
  const k = RESOURCE_KINDS.find((x) => x.id === kind);
  return k ? `/${k.path}` : "/resource";
}

/** The detail URL of a resource under a list route, with an optional start second. */
export function detailUrl(base: string, id: number, opts: { second?: number; name?: string } = {}): string {
  const q = new URLSearchParams();
  if (opts.name) q.set("name", opts.name);
  if (opts.second !== undefined && opts.second > 0) q.set("second", String(Math.floor(opts.second)));
  const s = q.toString();
  return `${base}/${id}${s ? `?${s}` : ""}`;
}

export interface ListFilters {
  /** Only /resource: the kind tab (undefined = 全部). */
  kind?: ResourceKind;
  type?: ResourceType;
  subjectId?: number;
  orgId?: number;
  keyword: string;
  sort: Sort;
  pageNo: number;
}

function positiveInt(v: string | null): number | undefined {
  if (!v || !/^\d+$/.test(v)) return undefined;
  const n = Number(v);
  return n > 0 ? n : undefined;
}

/** List filters from the URL query (kind, type, subjectId, orgId, keyword, sort, page). */
export function parseListFilters(params: URLSearchParams): ListFilters {
  const kindNo = positiveInt(params.get("kind"));
  const type = params.get("type");
  const sort = params.get("sort");
  return {
    kind: RESOURCE_KINDS.find((k) => k.id === kindNo)?.id,
    type: (RESOURCE_TYPES as readonly string[]).includes(type ?? "") ? (type as ResourceType) : undefined,
    subjectId: positiveInt(params.get("subjectId")),
    orgId: positiveInt(params.get("orgId")),
    keyword: (params.get("keyword") ?? "").trim().slice(0, 100),
    sort: (RESOURCE_SORTS as readonly string[]).includes(sort ?? "") ? (sort as Sort) : "new",
    pageNo: positiveInt(params.get("page")) ?? 1,
  };
}

/** The URL query of list filters; defaults are left out so URLs stay short. */
export function listFiltersToParams(f: ListFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.kind) out.kind = String(f.kind);
  if (f.type) out.type = f.type;
  if (f.subjectId) out.subjectId = String(f.subjectId);
  if (f.orgId) out.orgId = String(f.orgId);
  if (f.keyword) out.keyword = f.keyword;
  if (f.sort !== "new") out.sort = f.sort;
  if (f.pageNo > 1) out.page = String(f.pageNo);
  return out;
}
