import { Empty, Input, Pagination, Result, Skeleton } from "antd";
import type { CSSProperties, ReactNode } from "react";
import { useSearchParams } from "react-router";

/** The page number and keyword of a public list page, kept in the URL (?page=, ?keyword=). */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const pageNo = Math.max(1, Number(params.get("page")) || 1);
  const keyword = params.get("keyword") ?? "";
  const go = (next: { page?: number; keyword?: string }) => {
    const p = new URLSearchParams();
    const k = next.keyword ?? keyword;
    if (k) p.set("keyword", k);
    if ((next.page ?? 1) > 1) p.set("page", String(next.page));
    setParams(p);
  };
  return { pageNo, keyword, go };
}

interface Props<T> {
  /** Page heading (h1). */
  title: string;
  /** The search box's placeholder and accessible name. */
  searchLabel: string;
  /** The page's own classes: the outer box and its heading row. */
  className: string;
  headClassName: string;
  params: ReturnType<typeof useListParams>;
  pageSize: number;
  query: { isLoading: boolean; isError: boolean; data?: { list: T[]; count: number } };
  /** Shown on a failed load, and when nothing is there (without / with a keyword). */
  errorTitle: string;
  emptyText: string;
  emptySearchText: string;
  skeletonAvatar?: boolean;
  paginationStyle?: CSSProperties;
  paginationClassName?: string;
  children(list: T[]): ReactNode;
}

/**
 * A public list page (通知公告, 名师风采): heading with a keyword search, loading, error and empty
 * states, the list the page draws, and the pagination, with page and keyword in the URL.
 */
export function SearchListPage<T>(p: Props<T>) {
  const { pageNo, keyword, go } = p.params;
  const { isLoading, isError, data } = p.query;
  return (
    <div className={`otp-page ${p.className}`}>
      <div className={p.headClassName}>
        <h1>{p.title}</h1>
        <Input.Search
          allowClear
          aria-label={p.searchLabel}
          placeholder={p.searchLabel}
          defaultValue={keyword}
          style={{ maxWidth: 280 }}
          onSearch={(v) => go({ keyword: v.trim() })}
        />
      </div>
      {isLoading ? (
        <Skeleton active avatar={p.skeletonAvatar} paragraph={{ rows: 6 }} />
      ) : isError ? (
        <Result status="error" title={p.errorTitle} subTitle="请稍后刷新重试" />
      ) : !data?.list.length ? (
        <Empty description={keyword ? p.emptySearchText : p.emptyText} />
      ) : (
        <>
          {p.children(data.list)}
          <Pagination
            className={p.paginationClassName}
            style={p.paginationStyle}
            current={pageNo}
            pageSize={p.pageSize}
            total={data.count}
            hideOnSinglePage
            showSizeChanger={false}
            onChange={(page) => go({ page })}
          />
        </>
      )}
    </div>
  );
}
