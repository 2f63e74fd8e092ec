import { PAGE_SIZE, SEARCH_SORTS } from "@otp/contract";
import { Card, Input, Radio } from "antd";
import { useSearchParams } from "react-router";
import { SearchResults } from "../components/SearchResults";
import { parseSearchParams, type SearchState, SORT_NAMES, searchStateToParams } from "../searchQuery";
import "../search.css";

/** Global retrieval (/global-retrieval): one search over courses, resources, teachers and notes. */
export default function GlobalRetrievalPage() {
  const [params, setParams] = useSearchParams();
  const state: SearchState = { ...parseSearchParams(params, "global"), sp: "global" };
  const update = (patch: Partial<SearchState>) =>
    setParams(searchStateToParams({ ...state, pageNo: 1, ...patch }, "global"));
  return (
    <div className="otp-page search-page">
      <div className="search-hero">
        <h1>全局检索</h1>
        <p>一次检索课程、资源、教师与知识点</p>
        <Input.Search
          defaultValue={state.keyWord}
          key={state.keyWord}
          placeholder="输入关键词，支持拼音首字母"
          enterButton="检索"
          size="large"
          maxLength={100}
          allowClear
          onSearch={(v) => update({ keyWord: v.trim() })}
          style={{ maxWidth: 640 }}
        />
      </div>
      <Card
        title="检索结果"
        extra={
          <Radio.Group
            size="small"
            value={state.sort}
            onChange={(e) => update({ sort: e.target.value })}
            options={SEARCH_SORTS.map((s) => ({ value: s, label: SORT_NAMES[s] }))}
            optionType="button"
          />
        }
      >
        <SearchResults state={state} pageSize={PAGE_SIZE.globalRetrieval} onPage={(pageNo) => update({ pageNo })} />
      </Card>
    </div>
  );
}
