import { Empty } from "antd";
import type { CSSProperties } from "react";

/**
 * The empty slot of a personal-centre list: "加载中…" until the first page arrives, so an empty
 * state does not flash before the data, then the simple empty picture.
 */
export function ListEmpty({
  loading,
  description,
  style,
}: {
  loading: boolean;
  description: string;
  style?: CSSProperties;
}) {
  return loading ? (
    <span className="user-table-loading">加载中…</span>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} style={style} />
  );
}
