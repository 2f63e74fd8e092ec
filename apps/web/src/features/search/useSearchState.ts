import type { SearchType } from "@otp/contract";
import { useSearchParams } from "react-router";
import { parseSearchParams, type SearchState, searchStateToParams } from "./searchQuery";

/**
 * The search state kept in the URL (shareable, back button works). Every change but paging
 * starts over at page 1. `fixedSp` pins the type for pages that search one way only.
 */
export function useSearchState(defaultSp: SearchType, fixedSp?: SearchType) {
  const [params, setParams] = useSearchParams();
  const parsed = parseSearchParams(params, defaultSp);
  const state: SearchState = fixedSp ? { ...parsed, sp: fixedSp } : parsed;
  const update = (patch: Partial<SearchState>) =>
    setParams(searchStateToParams({ ...state, pageNo: 1, ...patch }, defaultSp));
  return { state, update };
}
