import { IMAGE_SEARCH_TAB, SEARCH_TYPES, type SearchType } from "@otp/contract";
import { Card, Tabs } from "antd";
import { ImageSearch } from "../../../components/image-search/ImageSearch";
import { SearchBox, SortButtons } from "../components/SearchControls";
import { SearchResults } from "../components/SearchResults";
import type { SearchState } from "../searchQuery";
import { useSearchState } from "../useSearchState";
import "../search.css";

const DEFAULT_SP: SearchType = "global";
const TABS = [...SEARCH_TYPES, IMAGE_SEARCH_TAB].map((t) => ({ key: t.sp, label: t.name }));

/**
 * Site search (/search?keyWord=&sp=&sort=&page=): the SPEC §4 search types as tabs over
 * endpoints.search.list, 50 results a page, and the 以图搜视频 tab (the /retrieval widget). The header
 * search box lands here with keyWord only.
 */
export default function SearchPage() {
  const { state, update } = useSearchState(DEFAULT_SP);
  const keyword = state.sp === IMAGE_SEARCH_TAB.sp ? null : ({ ...state, sp: state.sp } as SearchState<SearchType>);
  return (
    <div className="otp-page search-page">
      <Card>
        {keyword ? (
          <SearchBox
            keyWord={state.keyWord}
            placeholder="搜索课程、资源、教师、知识点，支持拼音首字母"
            enterButton="搜索"
            onSearch={(keyWord) => update({ keyWord })}
          />
        ) : null}
        {/* The sort buttons sit beside the tab list, not inside it: a tablist may hold only tabs. */}
        <div className="search-tabs-row">
          <Tabs
            className="search-tabs"
            activeKey={state.sp}
            onChange={(sp) => update({ sp: sp as SearchState["sp"] })}
            items={TABS}
          />
          {!keyword || (keyword.sp === "RESOURCE_NOTE" && !keyword.keyWord) ? null : (
            <SortButtons value={state.sort} onChange={(sort) => update({ sort })} />
          )}
        </div>
        {keyword ? <SearchResults state={keyword} onPage={(pageNo) => update({ pageNo })} /> : <ImageSearch />}
      </Card>
    </div>
  );
}
