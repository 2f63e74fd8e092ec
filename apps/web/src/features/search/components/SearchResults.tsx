import { PAGE_SIZE, type SearchHit, type SearchType } from "@otp/contract";
import { Button, Empty, Pagination, Result, Skeleton } from "antd";
import type { ReactElement } from "react";
import { useSearchResults } from "../api";
import { hitUrl, type SearchState } from "../searchQuery";
import { HitList } from "./HitList";
import { type NoteCard, NoteCards } from "./NoteCards";

interface Props {
  state: SearchState<SearchType>;
  onPage(pageNo: number): void;
  pageSize?: number;
}

function noteCardOfHit(h: SearchHit): NoteCard {
  // A note hit's title is the note's text; its first meta names the resource it belongs to.
  return {
    key: `hit-${h.id}`,
    imgUrl: h.coverUrl,
    content: h.title,
    caption: h.meta[0] ?? h.summary,
    second: h.second,
    url: hitUrl(h),
  };
}

/**
 * Results of one search type, 50 a page (SPEC §9). Knowledge points show as picture cards; with
 * no keyword they are the recommended (random) notes.
 */
export function SearchResults({ state, onPage, pageSize = PAGE_SIZE.search }: Props) {
  const notesMode = state.sp === "RESOURCE_NOTE";
  const recommend = notesMode && !state.keyWord;
  const q = useSearchResults(state, pageSize);

  if (q.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (q.isError || !q.data)
    return (
      <Result
        status="warning"
        title="搜索失败"
        subTitle={(q.error as Error)?.message || "请稍后重试"}
        extra={<Button onClick={() => void q.refetch()}>重试</Button>}
      />
    );
  const { count } = q.data;
  const hits = q.data.hits ?? [];
  const notes = q.data.notes ?? (notesMode ? hits.map(noteCardOfHit) : []);
  const empty = notesMode ? notes.length === 0 : hits.length === 0;
  if (empty) {
    return (
      <Empty
        style={{ padding: 48 }}
        description={state.keyWord ? `没有找到与“${state.keyWord}”相关的结果，换个关键词试试` : "暂无内容"}
      />
    );
  }
  let list: ReactElement;
  if (notesMode) list = <NoteCards notes={notes} keyWord={state.keyWord} />;
  else list = <HitList hits={hits} keyWord={state.keyWord} showType={state.sp === "global"} />;
  return (
    <div style={{ opacity: q.isPlaceholderData ? 0.6 : 1 }}>
      <div className="search-count">
        {recommend ? "推荐知识点" : state.keyWord ? `找到 ${count} 条与“${state.keyWord}”相关的结果` : `共 ${count} 条`}
      </div>
      {list}
      {count > pageSize ? (
        <Pagination
          className="search-pagination"
          current={state.pageNo}
          pageSize={pageSize}
          total={count}
          showSizeChanger={false}
          onChange={(p) => {
            onPage(p);
            window.scrollTo({ top: 0 });
          }}
        />
      ) : null}
    </div>
  );
}
