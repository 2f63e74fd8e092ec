import type { ElementType, KvClass, KvItem } from "@otp/contract";
import { useQuery } from "@tanstack/react-query";
import { http } from "./http";

/**
 * The platform's choice lists (/api/kv/*: terms, organisations, classes, teachers, roles and the
 * dictionaries of base data): shared hooks every feature may use, cached under one key each.
 */

export type KvList = "term" | "teacher" | "org" | "role" | "course/status" | "terminal/type";

export const kvApi = {
  list: (name: KvList, body: object = {}) => http.post<KvItem[]>(`/api/kv/${name}/list`, body, { silent: true }),
  elements: (type: ElementType) => http.post<KvItem[]>(`/api/kv/ele/${type}/list`, {}, { silent: true }),
  classes: (orgId?: number) => http.post<KvClass[]>("/api/kv/class/list", orgId ? { orgId } : {}, { silent: true }),
};

export const kvKeys = {
  all: ["kv"] as const,
  list: (name: KvList) => [...kvKeys.all, name] as const,
  elements: (type: ElementType) => [...kvKeys.all, "ele", type] as const,
  classes: (orgId?: number) => [...kvKeys.all, "class", orgId ?? "all"] as const,
};

const KV_STALE_MS = 5 * 60_000;

const toOptions = (items: KvItem[] | undefined) => (items ?? []).map((i) => ({ value: i.id, label: i.name }));

export function useKv(name: KvList) {
  return useQuery({ queryKey: kvKeys.list(name), queryFn: () => kvApi.list(name), staleTime: KV_STALE_MS });
}

export function useKvOptions(name: KvList) {
  return toOptions(useKv(name).data);
}

/** A base-data dictionary (学科, 课程类型, 学段 …). */
export function useElements(type: ElementType) {
  return useQuery({ queryKey: kvKeys.elements(type), queryFn: () => kvApi.elements(type), staleTime: KV_STALE_MS });
}

export function useElementOptions(type: ElementType) {
  return toOptions(useElements(type).data);
}

/** Classes, of one organisation or all. */
export function useClasses(orgId?: number) {
  return useQuery({ queryKey: kvKeys.classes(orgId), queryFn: () => kvApi.classes(orgId), staleTime: KV_STALE_MS });
}
