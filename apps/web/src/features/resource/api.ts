import { collectEndpoints, type NoteSaveInput, type ResourceListInput, resourceEndpoints } from "@otp/contract";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../api/call";
import { ApiError, type RequestOptions } from "../../api/http";
import { resourceDetailKey } from "../../components/preview/previewApi";

const api = resourceEndpoints;

export type ResourceListQuery = Partial<ResourceListInput> & { pageNo: number; pageSize: number };

export const resourceApi = {
  list: (body: ResourceListQuery, o?: RequestOptions) => call(api.list, body as ResourceListInput, o),
  detail: (id: number, o?: RequestOptions) => call(api.detail, { id }, o),
  collect: (targetId: number) => call(collectEndpoints.toggle, { targetType: "resource", targetId }),
  notes: (resourceId: number, o?: RequestOptions) =>
    call(api.note.rand, { key: resourceId, pageNo: 1, pageSize: 50 }, o),
  saveNote: (body: NoteSaveInput) => call(api.note.save, body),
  deleteNote: (id: number) => call(api.note.remove, { id }),
};

export const resourceKeys = {
  all: ["resource"] as const,
  list: (input: ResourceListQuery) => ["resource", "list", input] as const,
  detail: resourceDetailKey,
  notes: (resourceId: number) => ["resource", "notes", resourceId] as const,
};

/** A page of the public resource catalogue. */
export function useResourceList(input: ResourceListQuery) {
  return useQuery({
    queryKey: resourceKeys.list(input),
    queryFn: () => resourceApi.list(input, { silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** The public detail of a resource (counts a visit); 403/404 are shown by the page. */
export function useResourceDetail(id: number) {
  return useQuery({
    queryKey: resourceKeys.detail(id),
    queryFn: () => resourceApi.detail(id, { silent: true }),
    enabled: id > 0,
    retry: (n, e) => !(e instanceof ApiError && e.status >= 400 && e.status < 500) && n < 2,
    staleTime: 60_000,
  });
}

/** Reloads a cached detail (after an edit). */
export function useResourceDetailCache() {
  const qc = useQueryClient();
  return {
    reload: (id: number) => qc.invalidateQueries({ queryKey: resourceKeys.detail(id) }),
  };
}

/** The knowledge-point notes of a resource, by second. */
export function useResourceNotes(resourceId: number) {
  return useQuery({
    queryKey: resourceKeys.notes(resourceId),
    queryFn: () => resourceApi.notes(resourceId, { silent: true }),
  });
}
