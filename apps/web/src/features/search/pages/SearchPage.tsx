import { SEARCH_TYPES, type SearchType } from "@otp/contract";
import { Card, Tabs } from "antd";
import { SearchBox, SortButtons } from "../components/SearchControls";
import { SearchResults } from "../components/SearchResults";
import { useSearchState } from "../useSearchState";
import "../search.css";

const DEFAULT_SP: SearchType = "global";

/**
 * Site search (/search?keyWord=&sp=&sort=&page=): the SPEC §4 search types as tabs over
 * /api/c/search/list, 50 results a page. The header search box lands here with keyWord only.
 */
export default function SearchPage() {
  const { state, update } = useSearchState(DEFAULT_SP);
  return (
    <div className="otp-page search-page">
      <Card>
        <SearchBox
          keyWord={state.keyWord}
          placeholder="搜索课程、资源、教师、知识点，支持拼音首字母"
          enterButton="搜索"
          onSearch={(keyWord) => update({ keyWord })}
        />
        {/* The sort buttons sit beside the tab list, not inside it: a tablist may hold only tabs. */}
        <div className="search-tabs-row">
          <Tabs
            className="search-tabs"
            activeKey={state.sp}
            onChange={(sp) => update({ sp: sp as SearchType })}
            items={SEARCH_TYPES.map((t) => ({ key: t.sp, label: t.name }))}
          />
          {state.sp === "RESOURCE_NOTE" && !state.keyWord ? null : (
            <SortButtons value={state.sort} onChange={(sort) => update({ sort })} />
          )}
        </div>
        <SearchResults state={state} onPage={(pageNo) => update({ pageNo })} />
      </Card>
    </div>
  );
}
