import type { ListResult } from "@otp/contract";

/** The page ProTable asks for, and what it wants back. */
export interface TableParams {
  current?: number;
  pageSize?: number;
}
export interface TableAnswer<T> {
  data: T[];
  total: number;
  success: boolean;
}

/**
 * The one ProTable `request` adapter: ProTable's page (current, pageSize) and form fields become
 * the list call's `pageNo`/`pageSize` input; blank form fields are left out; a failed call shows
 * an empty table (its message was shown by the HTTP client).
 */
export function tableRequest<T, I extends object>(
  list: (input: I & { pageNo: number; pageSize: number }) => Promise<ListResult<T>>,
  fixed?: Partial<I>,
) {
  return async (params: TableParams & Record<string, unknown>): Promise<TableAnswer<T>> => {
    const { current = 1, pageSize = 20, ...fields } = params;
    const filled = Object.fromEntries(
      Object.entries(fields).filter(([, v]) => v !== undefined && v !== null && v !== ""),
    );
    try {
      const r = await list({ ...filled, ...fixed, pageNo: current, pageSize } as I & {
        pageNo: number;
        pageSize: number;
      });
      return { data: r.list, total: r.count, success: true };
    } catch {
      return { data: [], total: 0, success: false };
    }
  };
}
