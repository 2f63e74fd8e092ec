import { ErrorBlock, InfiniteScroll, PullToRefresh } from "antd-mobile";
import type { ReactNode } from "react";
import { type ListSource, useInfiniteList } from "../api/lists";
import { ErrorView, PageSkeleton } from "./QueryState";

export const PAGE_SIZE = 12;

export interface ListPageProps<T> extends ListSource<T> {
  renderItem(item: T, index: number): ReactNode;
  itemKey(item: T): string | number;
  pageSize?: number;
  emptyText?: string;
  /** Keep the first pages for offline use (queryPersist.ts). Public lists only. */
  persist?: boolean;
  /** Wraps the rendered items (a grid, a list with its own border). */
  wrap?: (items: ReactNode) => ReactNode;
}

/**
 * A list that a thumb drives: pull down to refresh, the next page loads as the end comes near
 * (antd-mobile's PullToRefresh and InfiniteScroll), skeleton first, Chinese empty and error states.
 */
export function ListPage<T>(props: ListPageProps<T>) {
  const size = props.pageSize ?? PAGE_SIZE;
  const q = useInfiniteList(props.queryKey, props.fetchPage, size, props.persist);
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
