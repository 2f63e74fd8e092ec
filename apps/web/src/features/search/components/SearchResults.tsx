import { PAGE_SIZE, type SearchHit, type SearchType } from "@otp/contract";
import { Pagination } from "antd";
import { QueryState } from "../../../components/QueryState";
import { type SearchResultPage, useSearchResults } from "../api";
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

  const notesOf = (data: SearchResultPage) => data.notes ?? (notesMode ? (data.hits ?? []).map(noteCardOfHit) : []);
  return (
    <QueryState
      query={q}
      rows={8}
      isEmpty={(data) => (notesMode ? notesOf(data).length === 0 : (data.hits ?? []).length === 0)}
      empty={state.keyWord ? `没有找到与“${state.keyWord}”相关的结果，换个关键词试试` : "暂无内容"}
    >
      {(data) => (
        <div style={{ opacity: q.isPlaceholderData ? 0.6 : 1 }}>
          <div className="search-count">
            {recommend
              ? "推荐知识点"
              : state.keyWord
                ? `找到 ${data.count} 条与“${state.keyWord}”相关的结果`
                : `共 ${data.count} 条`}
          </div>
          {notesMode ? (
            <NoteCards notes={notesOf(data)} keyWord={state.keyWord} />
          ) : (
            <HitList hits={data.hits ?? []} keyWord={state.keyWord} showType={state.sp === "global"} />
          )}
          {data.count > pageSize ? (
            <Pagination
              className="search-pagination"
              current={state.pageNo}
              pageSize={pageSize}
              total={data.count}
              showSizeChanger={false}
              onChange={(p) => {
                onPage(p);
                window.scrollTo({ top: 0 });
              }}
            />
          ) : null}
        </div>
      )}
    </QueryState>
  );
}
