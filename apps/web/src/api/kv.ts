import { baseEndpoints, type ElementType, type KvItem, userEndpoints } from "@otp/contract";
import { useQuery } from "@tanstack/react-query";
import { call } from "./call";

/**
 * The platform's choice lists (/api/kv/*: terms, organisations, classes, teachers, roles and the
 * dictionaries of base data): shared hooks every feature may use, cached under one key each.
 */

export type KvList = "term" | "teacher" | "org" | "role" | "course/status" | "terminal/type";

const kv = baseEndpoints.kv;

/** The endpoint of each named list (base data, and the user module's teachers and roles). */
const LISTS = {
  term: kv.term,
  teacher: userEndpoints.kvTeachers,
  org: kv.org,
  role: userEndpoints.kvRoles,
  "course/status": kv.courseStatus,
  "terminal/type": kv.terminalType,
} as const;

const silent = { silent: true } as const;

export const kvApi = {
  list: (name: KvList): Promise<KvItem[]> => call(LISTS[name], {}, silent),
  elements: (type: ElementType) => call(kv.element, {}, { ...silent, params: { type } }),
  classes: (orgId?: number) => call(kv.class, orgId ? { orgId } : {}, silent),
  /** Academic-system course offerings (of one teacher, or all). */
  originCourses: (input: { termId?: number; teacherId?: number; course?: string } = {}) =>
    call(kv.courseOrigin, input, silent),
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
