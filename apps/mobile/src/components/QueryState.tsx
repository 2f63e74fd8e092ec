import { ApiError } from "@otp/client/http";
import { ErrorBlock, Skeleton } from "antd-mobile";
import type { ReactNode } from "react";
import { LoginPrompt } from "./LoginPrompt";

/** The grey placeholder of a page or list while its first answer is on the way. */
export function PageSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div className="m-pad" role="status" aria-busy="true" aria-label="加载中">
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={rows} animated />
    </div>
  );
}

export interface QueryStateProps<T> {
  query: { data: T | undefined; isPending: boolean; error: Error | null; refetch(): unknown };
  children(data: T): ReactNode;
  /** Shown instead of `children` when the answer is empty (e.g. an empty list). */
  empty?: (data: T) => boolean;
  emptyText?: string;
  skeleton?: ReactNode;
}

/**
 * One query's three states: skeleton, error (a refused page asks to log in on 401, says 403 in
 * Chinese) and data. With cached data (even offline) the data shows.
 */
export function QueryState<T>({ query, children, empty, emptyText = "暂无内容", skeleton }: QueryStateProps<T>) {
  if (query.data !== undefined) {
    if (empty?.(query.data)) return <ErrorBlock status="empty" title={emptyText} description="" />;
    return <>{children(query.data)}</>;
  }
  if (query.isPending && !query.error) return <>{skeleton ?? <PageSkeleton />}</>;
  return <ErrorView error={query.error} retry={() => query.refetch()} />;
}

export function ErrorView({ error, retry }: { error: Error | null; retry?: () => void }) {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 401 || (error instanceof ApiError && error.code === 1004)) return <LoginPrompt />;
  const title =
    status === 403 ? "没有访问权限" : status === 404 ? "内容不存在" : status === 0 ? "网络连接失败" : "加载失败";
  return (
    <div className="m-center">
      <ErrorBlock
        status={status === 404 ? "empty" : "default"}
        title={title}
        description={error?.message || "请稍后重试"}
      >
        {retry && status !== 403 && status !== 404 ? (
          <button type="button" className="m-button" onClick={retry}>
            重试
          </button>
        ) : null}
      </ErrorBlock>
    </div>
  );
}
