import { SEARCH_SORTS, SEARCH_TYPES, type SearchType } from "@otp/contract";
import { Card, Input, Radio, Tabs } from "antd";
import { useSearchParams } from "react-router";
import { SearchResults } from "../components/SearchResults";
import { parseSearchParams, type SearchState, SORT_NAMES, searchStateToParams } from "../searchQuery";
import "../search.css";

const DEFAULT_SP: SearchType = "global";

/**
 * Site search (/search?keyWord=&sp=&sort=&page=): the SPEC §4 search types as tabs over
 * /api/c/search/list, 50 results a page. The header search box lands here with keyWord only.
 */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const state = parseSearchParams(params, DEFAULT_SP);
  const update = (patch: Partial<SearchState>) =>
    setParams(searchStateToParams({ ...state, pageNo: 1, ...patch }, DEFAULT_SP));
  return (
    <div className="otp-page search-page">
      <Card>
        <Input.Search
          defaultValue={state.keyWord}
          key={state.keyWord}
          placeholder="搜索课程、资源、教师、知识点，支持拼音首字母"
          enterButton="搜索"
          size="large"
          maxLength={100}
          allowClear
          onSearch={(v) => update({ keyWord: v.trim() })}
        />
        <Tabs
          className="search-tabs"
          activeKey={state.sp}
          onChange={(sp) => update({ sp: sp as SearchType })}
          items={SEARCH_TYPES.map((t) => ({ key: t.sp, label: t.name }))}
          tabBarExtraContent={
            state.sp === "RESOURCE_NOTE" && !state.keyWord ? null : (
              <Radio.Group
                size="small"
                value={state.sort}
                onChange={(e) => update({ sort: e.target.value })}
                options={SEARCH_SORTS.map((s) => ({ value: s, label: SORT_NAMES[s] }))}
                optionType="button"
              />
            )
          }
        />
        <SearchResults state={state} onPage={(pageNo) => update({ pageNo })} />
      </Card>
    </div>
  );
}
