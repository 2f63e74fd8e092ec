import { call } from "@otp/client/call";
import { ApiError } from "@otp/client/http";
import { collectEndpoints, type ResourceKind, resourceEndpoints } from "@otp/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useAction } from "../../api/action";

export const resourceKeys = {
  list: (kind: ResourceKind | null) => ["resource", "list", kind ?? 0] as const,
  detail: (id: number) => ["resource", "detail", id] as const,
};

/** One page of the published catalogue (newest first), of one kind or all. */
export function fetchResourcePage(kind: ResourceKind | null, pageNo: number, pageSize: number) {
  return call(resourceEndpoints.list, { pageNo, pageSize, kind, sort: "new" }, { silent: true });
}

/** A resource's page (counts a visit): 401/403/404 are shown by the page, not retried. */
export function useResourceDetail(id: number) {
  return useQuery({
    queryKey: resourceKeys.detail(id),
    queryFn: () => call(resourceEndpoints.detail, { id }, { silent: true }),
    enabled: id > 0,
    retry: (n, e) => !(e instanceof ApiError && e.status >= 400 && e.status < 500) && n < 2,
    staleTime: 60_000,
  });
}

export function useReloadResource(id: number) {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: resourceKeys.detail(id) });
}

/** Adds the resource to 我的收藏 or takes it out; the page shows the new state. */
export function useCollectResource(id: number) {
  const qc = useQueryClient();
  return useAction(() => call(collectEndpoints.toggle, { targetType: "resource", targetId: id }), {
    success: (r) => (r.collected ? "已收藏" : "已取消收藏"),
    onSuccess: (r) => {
      qc.setQueryData(resourceKeys.detail(id), (d: { collected: boolean } | undefined) =>
        d ? { ...d, collected: r.collected } : d,
      );
    },
  });
}
