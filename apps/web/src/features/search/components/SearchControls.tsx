import { SEARCH_SORTS } from "@otp/contract";
import { Input, Radio } from "antd";
import type { CSSProperties } from "react";
import { type SearchSort, SORT_NAMES } from "../searchQuery";

/**
 * The large keyword box. Keyed by the keyword so it shows the URL's keyword after back/forward,
 * while typing stays uncontrolled.
 */
export function SearchBox({
  keyWord,
  placeholder,
  enterButton,
  onSearch,
  style,
}: {
  keyWord: string;
  placeholder: string;
  enterButton: string;
  onSearch(keyWord: string): void;
  style?: CSSProperties;
}) {
  return (
    <Input.Search
      defaultValue={keyWord}
      key={keyWord}
      placeholder={placeholder}
      enterButton={enterButton}
      size="large"
      maxLength={100}
      allowClear
      onSearch={(v) => onSearch(v.trim())}
      style={style}
    />
  );
}

/** 相关度 / 最新 / 最热 as small buttons. */
export function SortButtons({ value, onChange }: { value: SearchSort; onChange(sort: SearchSort): void }) {
  return (
    <Radio.Group
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      options={SEARCH_SORTS.map((s) => ({ value: s, label: SORT_NAMES[s] }))}
      optionType="button"
    />
  );
}
