import type { AnyEndpoint, AreaCode, ListResult, Out } from "@otp/contract";
import { useQuery } from "@tanstack/react-query";
import { call } from "./call";
import { siteApi } from "./site";

/** Site configs change rarely: cache them for the page's lifetime unless an admin saves. */
export function useAreaPic(code: AreaCode) {
  return useQuery({
    queryKey: ["areaPic", code],
    queryFn: () => siteApi.detail(code, { silent: true }),
    staleTime: 5 * 60_000,
  });
}

export function useAreaSwitch(code: AreaCode): boolean {
  return useAreaPic(code).data?.isUsing === true;
}

/* ---------- base-data screens (components/CrudPage) ---------- */

/** A paged list endpoint answering rows of T. */
export type ListEndpoint<T> = AnyEndpoint & { readonly output: Out<ListResult<T>> };

/** The list, save and delete endpoints of one kind of record. */
export interface CrudEndpoints<T> {
  list: ListEndpoint<T>;
  save: AnyEndpoint;
  /** Takes `{ ids }`. */
  delete: AnyEndpoint;
}

/** Calls an endpoint of a generic screen with a body it built from form values. */
export const callWith = <E extends AnyEndpoint>(ep: E, body: Record<string, unknown>) =>
  (call as (ep: AnyEndpoint, input: unknown) => Promise<unknown>)(ep, body);

/** Finds one record by id through the list call (base data has no detail call; lists are small). */
async function findRecord<T extends { id: number }>(
  list: ListEndpoint<T>,
  fixed: Record<string, unknown>,
  id: number,
): Promise<T | null> {
  const pageSize = 500;
  for (let pageNo = 1; pageNo <= 20; pageNo++) {
    const r = (await callWith(list, { ...fixed, pageNo, pageSize })) as ListResult<T>;
    const hit = r.list.find((x) => x.id === id);
    if (hit) return hit;
    if (pageNo * pageSize >= r.count || r.list.length === 0) return null;
  }
  return null;
}

/** One record of a base-data screen, looked up by id (never cached: the form edits it). */
export function useCrudRecord<T extends { id: number }>(
  list: ListEndpoint<T>,
  fixed: Record<string, unknown>,
  id: number,
  enabled: boolean,
  /** The screen's own lookup (a detail call), when its list cannot serve as one. */
  find?: (id: number) => Promise<T | null>,
) {
  return useQuery({
    queryKey: ["admin", "crud", list.path, fixed, id],
    queryFn: () => (find ? find(id) : findRecord<T>(list, fixed, id)),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}
