import type { ListResult, NoteRandInput, ResourceNote, SearchHit, SearchListInput } from "@otp/contract";
import { http, type RequestOptions } from "../../api/http";

export const searchApi = {
  list: (body: SearchListInput, o?: RequestOptions) => http.post<ListResult<SearchHit>>("/api/c/search/list", body, o),
  /** Recommended knowledge-point notes (random), or notes whose content matches. */
  notes: (body: NoteRandInput, o?: RequestOptions) =>
    http.post<ListResult<ResourceNote>>("/api/c/course/section/resource/note/list/rand", body, o),
};
