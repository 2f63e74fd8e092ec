import { Space, type TableColumnsType } from "antd";
import type { ReactNode } from "react";
import { DateTimeCell, PublishStatusTag } from "../../../components/audit/shared";

/** Columns that the caller's own course and resource lists share, so both read the same. */

type Column<T> = TableColumnsType<T>[number];

/** The status with the reject reason under it (the rows carry it). */
export function ownStatusColumn<T extends { status: number; rejectReason: string | null }>(): Column<T> {
  return {
    title: "状态",
    key: "status",
    width: 170,
    render: (_, r) => <PublishStatusTag status={r.status} rejectReason={r.rejectReason} inlineReason />,
  };
}

export function dateTimeColumn<T>(title: string, dataIndex: string): Column<T> {
  return { title, dataIndex, width: 110, render: (v: string) => <DateTimeCell value={v} /> };
}

/** The row links, wrapping onto a second line when the column is narrow. */
export function actionsColumn<T>(width: number, links: (row: T) => ReactNode): Column<T> {
  return {
    title: "操作",
    key: "op",
    width,
    render: (_, r) => (
      <Space size="small" wrap>
        {links(r)}
      </Space>
    ),
  };
}
