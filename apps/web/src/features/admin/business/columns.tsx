import type { ProColumns } from "@ant-design/pro-components";
import type { useKvOptions } from "../../../api/kv";
import { DateTimeCell, PUBLISH_STATUS_LABEL, PublishStatusTag } from "../../../components/audit";

/** Columns that several business lists share, so their filters and cells look the same. */

const STATUS_ENUM = Object.fromEntries(Object.entries(PUBLISH_STATUS_LABEL).map(([k, v]) => [k, { text: v.text }]));

/** The search form's free-text filter (not a table column). */
export function keywordColumn<T>(placeholder: string): ProColumns<T> {
  return { title: "关键字", dataIndex: "keyword", hideInTable: true, fieldProps: { placeholder } };
}

/** Publication status: a select filter and the tag with the reject reason. */
export function statusColumn<T extends { status: number; rejectReason?: string | null }>(width: number): ProColumns<T> {
  return {
    title: "状态",
    dataIndex: "status",
    width,
    valueType: "select",
    valueEnum: STATUS_ENUM,
    render: (_, r) => <PublishStatusTag status={r.status} rejectReason={r.rejectReason} />,
  };
}

export function visitColumn<T>(): ProColumns<T> {
  return { title: "访问", dataIndex: "visitCount", width: 70, search: false };
}

/** A date-over-time cell, not searchable. */
export function dateColumn<T extends { [P in K]?: string | null }, K extends string>(
  title: string,
  key: K,
): ProColumns<T> {
  return { title, dataIndex: key, width: 110, search: false, render: (_, r) => <DateTimeCell value={r[key]} /> };
}

/** A searchable select filter over base data (院系, 学期) that shows the row's name. */
export function kvSelectColumn<T>(
  title: string,
  key: string,
  width: number,
  options: ReturnType<typeof useKvOptions>,
  name: (row: T) => string | null | undefined,
): ProColumns<T> {
  return {
    title,
    dataIndex: key,
    width,
    valueType: "select",
    fieldProps: { options, showSearch: true, optionFilterProp: "label" },
    render: (_, r) => name(r) ?? "—",
  };
}
