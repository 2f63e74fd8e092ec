import type { UseQueryResult } from "@tanstack/react-query";
import { Button, Empty, Result, Skeleton } from "antd";
import type { ReactNode } from "react";

interface Props<T> {
  query: Pick<UseQueryResult<T>, "data" | "isPending" | "isError" | "refetch"> & { error?: Error | null };
  /** Shown when the data is there but empty (an empty list, or `isEmpty` says so). */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** Skeleton rows while loading. */
  rows?: number;
  /** Shown while loading instead of the skeleton rows (a grid of card placeholders). */
  loading?: ReactNode;
  /** Shown when the query failed instead of the retry (a detail page's "不存在"). */
  failed?: ReactNode;
  children: (data: T) => ReactNode;
}

const emptyByDefault = (data: unknown) =>
  Array.isArray(data)
    ? data.length === 0
    : !!data && typeof data === "object" && "list" in data && Array.isArray(data.list) && data.list.length === 0;

/**
 * The one loading / error / empty frame of a query: a skeleton while it loads, a retry when it
 * failed (with the error's message, as a silent call's toast was not shown), the empty text for
 * an empty answer, else the page.
 */
export function QueryState<T>({
  query,
  empty = "暂无数据",
  isEmpty = emptyByDefault,
  rows = 4,
  loading,
  failed,
  children,
}: Props<T>) {
  if (query.isPending) return loading ?? <Skeleton active paragraph={{ rows }} />;
  if (failed !== undefined && query.isError) return failed;
  if (query.isError || query.data === undefined)
    return (
      <Result
        status="warning"
        title="加载失败"
        subTitle={query.error?.message || undefined}
        extra={
          <Button type="primary" onClick={() => void query.refetch()}>
            重试
          </Button>
        }
      />
    );
  if (isEmpty(query.data)) return <Empty description={empty} />;
  return <>{children(query.data)}</>;
}
