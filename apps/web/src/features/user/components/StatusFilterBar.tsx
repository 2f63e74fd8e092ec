import type { PublishStatus } from "@otp/contract";
import { Input, Segmented, Select, Space } from "antd";
import { STATUS_FILTERS } from "../../../components/audit/shared";
import type { ListFilters } from "./useListFilters";

interface Props<K extends string | number> {
  filters: ListFilters<K>;
  /** The category select; left out when the page lists one category only. */
  kindOptions?: { value: K | "all"; label: string }[];
  kindWidth?: number;
  searchPlaceholder: string;
}

/** The filter row above the caller's own courses or resources: status tabs, category, keyword. */
export function StatusFilterBar<K extends string | number>({
  filters,
  kindOptions,
  kindWidth,
  searchPlaceholder,
}: Props<K>) {
  return (
    <div className="user-filters">
      <Segmented<PublishStatus | "all">
        options={STATUS_FILTERS}
        value={filters.status}
        onChange={filters.changeStatus}
      />
      <Space>
        {kindOptions ? (
          <Select<K | "all">
            aria-label="类型"
            value={filters.kind}
            style={{ width: kindWidth }}
            onChange={filters.changeKind}
            options={kindOptions}
          />
        ) : null}
        <Input.Search
          allowClear
          placeholder={searchPlaceholder}
          style={{ width: 220 }}
          onSearch={filters.changeKeyword}
        />
      </Space>
    </div>
  );
}
