import {
  type AuditCourseListInput,
  type AuditDecideInput,
  type AuditListInput,
  type AuditSettingsInput,
  courseEndpoints,
  type ListResult,
  type ManageCourseItem,
  type ManageResourceItem,
  resourceEndpoints,
} from "@otp/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../../api/call";

export type AuditTarget = "course" | "resource";

export const auditApi = {
  courses: (body: AuditCourseListInput) => call(courseEndpoints.audit.list, body),
  resources: (body: AuditListInput) => call(resourceEndpoints.audit.list, body),
  decide: (target: AuditTarget, body: AuditDecideInput) =>
    call(target === "course" ? courseEndpoints.audit.decide : resourceEndpoints.audit.decide, body),
  settings: () => call(resourceEndpoints.audit.settings, {}),
  saveSettings: (body: AuditSettingsInput) => call(resourceEndpoints.audit.saveSettings, body),
  /** Number of items waiting for a decision (a one-row page, silent: the count is a hint). */
  pendingCount: async (target: AuditTarget) => {
    const list = target === "course" ? courseEndpoints.audit.list : resourceEndpoints.audit.list;
    const r = await call(list, { pageNo: 1, pageSize: 1, status: 1 }, { silent: true });
    return r.count;
  },
};

/** Query keys of the audit screens; `target(t)` covers a target's lists. */
export const auditKeys = {
  all: ["audit"] as const,
  target: (target: AuditTarget) => ["audit", target] as const,
  list: (target: AuditTarget, input: AuditListInput) => ["audit", target, "list", input] as const,
  pendingAll: () => ["audit", "pending"] as const,
  pending: (target: AuditTarget) => ["audit", "pending", target] as const,
  settings: () => ["audit", "settings"] as const,
};

/** A row of either audit list. */
export type AuditRow = ManageCourseItem | ManageResourceItem;

/** One page of the course or resource audit list (always fresh). */
export function useAuditList(target: AuditTarget, input: AuditListInput) {
  return useQuery({
    queryKey: auditKeys.list(target, input),
    queryFn: (): Promise<ListResult<AuditRow>> =>
      target === "course" ? auditApi.courses(input) : auditApi.resources(input),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function usePendingCount(target: AuditTarget) {
  return useQuery({ queryKey: auditKeys.pending(target), queryFn: () => auditApi.pendingCount(target), staleTime: 0 });
}

export function useAuditSettings() {
  return useQuery({ queryKey: auditKeys.settings(), queryFn: auditApi.settings, staleTime: 0 });
}
