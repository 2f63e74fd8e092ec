import type { ElementType, KvClass, KvItem } from "@otp/contract";
import { useQuery } from "@tanstack/react-query";
import { http } from "./http";

export type KvList = "term" | "teacher" | "org" | "role" | "course/status" | "terminal/type";

export const kvApi = {
  list: (name: KvList, body: object = {}) => http.post<KvItem[]>(`/api/kv/${name}/list`, body, { silent: true }),
  elements: (type: ElementType) => http.post<KvItem[]>(`/api/kv/ele/${type}/list`, {}, { silent: true }),
  classes: (orgId?: number) => http.post<KvClass[]>("/api/kv/class/list", orgId ? { orgId } : {}, { silent: true }),
};

export function useKv(name: KvList) {
  return useQuery({ queryKey: ["kv", name], queryFn: () => kvApi.list(name), staleTime: 5 * 60_000 });
}

export function useKvOptions(name: KvList) {
  const { data } = useKv(name);
  return (data ?? []).map((i) => ({ value: i.id, label: i.name }));
}
