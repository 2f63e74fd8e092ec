import type { ListResult } from "@otp/contract";
import { type QueryKey, useInfiniteQuery } from "@tanstack/react-query";
import { ErrorBlock, InfiniteScroll, PullToRefresh } from "antd-mobile";
import type { ReactNode } from "react";
import { ErrorView, PageSkeleton } from "./QueryState";

export const PAGE_SIZE = 12;

export interface ListPageProps<T> {
  queryKey: QueryKey;
  /** One page of the list (pages count from 1, as every list endpoint does). */
  fetchPage(pageNo: number, pageSize: number): Promise<ListResult<T>>;
  renderItem(item: T, index: number): ReactNode;
  itemKey(item: T): string | number;
  pageSize?: number;
  emptyText?: string;
  /** Keep the first pages for offline use (queryPersist.ts). Public lists only. */
  persist?: boolean;
  /** Wraps the rendered items (a grid, a list with its own border). */
  wrap?: (items: ReactNode) => ReactNode;
}

/** Pages already loaded and whether there is more to load. */
export function hasMorePages<T>(pages: ListResult<T>[]): boolean {
  const loaded = pages.reduce((n, p) => n + p.list.length, 0);
  const last = pages[pages.length - 1];
  return last !== undefined && last.list.length > 0 && loaded < last.count;
}

/**
 * A list that a thumb drives: pull down to refresh, the next page loads as the end comes near
 * (antd-mobile's PullToRefresh and InfiniteScroll), skeleton first, Chinese empty and error states.
 */
export function ListPage<T>(props: ListPageProps<T>) {
  const size = props.pageSize ?? PAGE_SIZE;
  const q = useInfiniteQuery({
    queryKey: [...props.queryKey, size],
    queryFn: ({ pageParam }) => props.fetchPage(pageParam, size),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => (hasMorePages(pages) ? pages.length + 1 : undefined),
    meta: props.persist ? { persist: true } : undefined,
  });
  if (!q.data) {
    if (q.isPending && !q.error) return <PageSkeleton />;
    return <ErrorView error={q.error} retry={() => q.refetch()} />;
  }
  const items = q.data.pages.flatMap((p) => p.list);
  const rendered = items.map((item, i) => <div key={props.itemKey(item)}>{props.renderItem(item, i)}</div>);
  return (
    <PullToRefresh
      onRefresh={async () => {
        await q.refetch();
      }}
    >
      {items.length === 0 ? (
        <ErrorBlock status="empty" title={props.emptyText ?? "暂无内容"} description="" />
      ) : (
        <>
          {props.wrap ? props.wrap(rendered) : rendered}
          <InfiniteScroll
            hasMore={q.hasNextPage}
            loadMore={async () => {
              const r = await q.fetchNextPage();
              if (r.error) throw r.error;
            }}
          >
            {(hasMore, failed, retry) =>
              failed ? (
                <button type="button" className="m-link-button" onClick={() => void retry()}>
                  加载失败，点击重试
                </button>
              ) : hasMore ? (
                "加载中…"
              ) : (
                `共 ${q.data.pages[0]?.count ?? items.length} 条，已经到底了`
              )
            }
          </InfiniteScroll>
        </>
      )}
    </PullToRefresh>
  );
}
