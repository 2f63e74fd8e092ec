import type { ListResult } from "@otp/contract";
import type { UseQueryResult } from "@tanstack/react-query";
import { Table, type TableColumnsType } from "antd";
import { ListEmpty } from "./ListEmpty";
import { LoadError } from "./LoadError";
import type { PageState } from "./useListFilters";

interface Props<T> {
  /** What the list is, for the load-error title. */
  what: string;
  query: Pick<UseQueryResult<ListResult<T>>, "data" | "error" | "isError" | "isLoading" | "refetch">;
  columns: TableColumnsType<T>;
  loading: boolean;
  emptyText: string;
  page: PageState;
  onPage(page: PageState): void;
  showTotal(total: number): string;
  tableLayout?: "fixed";
}

/**
 * A server-paged table of the personal centre: the load error with a retry when there is nothing
 * to show, otherwise the rows with the shared loading/empty slot and page-size choices.
 */
export function PagedTable<T extends { id: number }>({
  what,
  query,
  columns,
  loading,
  emptyText,
  page,
  onPage,
  showTotal,
  tableLayout,
}: Props<T>) {
  if (query.isError && !query.data) {
    return <LoadError what={what} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return (
    <Table<T>
      rowKey="id"
      size="middle"
      tableLayout={tableLayout}
      columns={columns}
      dataSource={query.data?.list ?? []}
      loading={loading}
      locale={{ emptyText: <ListEmpty loading={query.isLoading} description={emptyText} /> }}
      pagination={{
        current: page.pageNo,
        pageSize: page.pageSize,
        total: query.data?.count ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50],
        showTotal,
        onChange: (pageNo, pageSize) => onPage({ pageNo, pageSize }),
      }}
    />
  );
}
