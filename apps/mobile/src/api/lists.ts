import type { ListResult } from "@otp/contract";
import { type QueryKey, useInfiniteQuery } from "@tanstack/react-query";

/** Pages already loaded and whether there is more to load. */
export function hasMorePages<T>(pages: ListResult<T>[]): boolean {
  const loaded = pages.reduce((n, p) => n + p.list.length, 0);
  const last = pages[pages.length - 1];
  return last !== undefined && last.list.length > 0 && loaded < last.count;
}

/**
 * A paged list loaded page by page (pages count from 1, as every list endpoint does); `persist`
 * keeps it for offline use (app/queryPersist.ts): public lists only.
 */
export function useInfiniteList<T>(
  queryKey: QueryKey,
  fetchPage: (pageNo: number, pageSize: number) => Promise<ListResult<T>>,
  pageSize: number,
  persist = false,
) {
  return useInfiniteQuery({
    queryKey: [...queryKey, pageSize],
    queryFn: ({ pageParam }) => fetchPage(pageParam, pageSize),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => (hasMorePages(pages) ? pages.length + 1 : undefined),
    meta: persist ? { persist: true } : undefined,
  });
}

/** Where a ListPage's rows come from (components/ListPage.tsx). */
export interface ListSource<T> {
  queryKey: QueryKey;
  /** One page of the list (pages count from 1, as every list endpoint does). */
  fetchPage(pageNo: number, pageSize: number): Promise<ListResult<T>>;
}
