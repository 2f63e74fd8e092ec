import type {
  ListResult,
  NoteSaveInput,
  ResourceCard,
  ResourceDetail,
  ResourceListInput,
  ResourceNote,
} from "@otp/contract";
import { http, type RequestOptions } from "../../api/http";

export type ResourceListQuery = Partial<ResourceListInput> & { pageNo: number; pageSize: number };

export const resourceApi = {
  list: (body: ResourceListQuery, o?: RequestOptions) =>
    http.post<ListResult<ResourceCard>>("/api/c/resource/list", body, o),
  detail: (id: number, o?: RequestOptions) => http.post<ResourceDetail>("/api/c/resource/detail", { id }, o),
  collect: (targetId: number) =>
    http.post<{ collected: boolean }>("/api/l/collect/toggle", { targetType: "resource", targetId }),
  notes: (resourceId: number, o?: RequestOptions) =>
    http.post<ListResult<ResourceNote>>(
      "/api/c/course/section/resource/note/list/rand",
      { key: resourceId, pageNo: 1, pageSize: 50 },
      o,
    ),
  saveNote: (body: NoteSaveInput) => http.post<{ id: number } | ResourceNote | null>("/api/l/resource/note/save", body),
  deleteNote: (id: number) => http.post<null>("/api/l/resource/note/delete", { id }),
};
