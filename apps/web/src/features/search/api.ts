import {
  type NoteRandInput,
  resourceEndpoints,
  type SearchHit,
  type SearchListInput,
  type SearchType,
  searchEndpoints,
} from "@otp/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../../api/call";
import type { RequestOptions } from "../../api/http";
import type { NoteCard } from "./components/NoteCards";
import { noteUrl, type SearchState } from "./searchQuery";

export const searchApi = {
  list: (body: SearchListInput, o?: RequestOptions) => call(searchEndpoints.list, body, o),
  /** Recommended knowledge-point notes (random), or notes whose content matches. */
  notes: (body: NoteRandInput, o?: RequestOptions) => call(resourceEndpoints.note.rand, body, o),
};

export const searchKeys = {
  all: ["search"] as const,
  results: (body: SearchListInput, recommend: boolean) => ["search", body, recommend] as const,
};

export interface SearchResultPage {
  count: number;
  hits?: SearchHit[];
  notes?: NoteCard[];
}

/**
 * One page of a search type. Knowledge points with no keyword are the recommended (random)
 * notes, as picture cards.
 */
export function useSearchResults(state: SearchState<SearchType>, pageSize: number) {
  const recommend = state.sp === "RESOURCE_NOTE" && !state.keyWord;
  const body: SearchListInput = {
    keyWord: state.keyWord || undefined,
    sp: state.sp,
    sort: state.sort,
    pageNo: state.pageNo,
    pageSize,
  };
  return useQuery({
    queryKey: searchKeys.results(body, recommend),
    queryFn: async (): Promise<SearchResultPage> => {
      if (recommend) {
        const r = await searchApi.notes({ pageNo: state.pageNo, pageSize }, { silent: true });
        return {
          count: r.count,
          notes: r.list.map((n) => ({
            key: `note-${n.id}`,
            imgUrl: n.imgUrl,
            content: n.content,
            caption: n.resourceName,
            second: n.second,
            url: noteUrl(n),
          })),
        };
      }
      const r = await searchApi.list(body, { silent: true });
      return { count: r.count, hits: r.list };
    },
    placeholderData: keepPreviousData,
  });
}
