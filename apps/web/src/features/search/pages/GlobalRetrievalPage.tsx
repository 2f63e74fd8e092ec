import { PAGE_SIZE } from "@otp/contract";
import { Card } from "antd";
import { SearchBox, SortButtons } from "../components/SearchControls";
import { SearchResults } from "../components/SearchResults";
import { useSearchState } from "../useSearchState";
import "../search.css";

/** Global retrieval (/global-retrieval): one search over courses, resources, teachers and notes. */
export default function GlobalRetrievalPage() {
  const { state, update } = useSearchState("global", "global");
  return (
    <div className="otp-page search-page">
      <div className="search-hero">
        <h1>全局检索</h1>
        <p>一次检索课程、资源、教师与知识点</p>
        <SearchBox
          keyWord={state.keyWord}
          placeholder="输入关键词，支持拼音首字母"
          enterButton="检索"
          onSearch={(keyWord) => update({ keyWord })}
          style={{ maxWidth: 640 }}
        />
      </div>
      <Card title="检索结果" extra={<SortButtons value={state.sort} onChange={(sort) => update({ sort })} />}>
        <SearchResults
          state={{ ...state, sp: "global" }}
          pageSize={PAGE_SIZE.globalRetrieval}
          onPage={(pageNo) => update({ pageNo })}
        />
      </Card>
    </div>
  );
}
