import type {
  AuditCourseListInput,
  AuditDecideInput,
  AuditListInput,
  AuditSettings,
  AuditSettingsInput,
  ListResult,
  ManageCourseItem,
  ManageResourceItem,
} from "@otp/contract";
import { http } from "../../api/http";

export type AuditTarget = "course" | "resource";

export const auditApi = {
  courses: (body: AuditCourseListInput) => http.post<ListResult<ManageCourseItem>>("/api/m/audit/course/list", body),
  resources: (body: AuditListInput) => http.post<ListResult<ManageResourceItem>>("/api/m/audit/resource/list", body),
  decide: (target: AuditTarget, body: AuditDecideInput) => http.post<unknown>(`/api/m/audit/${target}/decide`, body),
  settings: () => http.post<AuditSettings>("/api/m/audit/setting/detail", {}),
  saveSettings: (body: AuditSettingsInput) => http.post<unknown>("/api/m/audit/setting/save", body),
  /** Number of items waiting for a decision (a one-row page, silent: the count is a hint). */
  pendingCount: async (target: AuditTarget) => {
    const r = await http.post<ListResult<unknown>>(
      `/api/m/audit/${target}/list`,
      { pageNo: 1, pageSize: 1, status: 1 },
      { silent: true },
    );
    return r.count;
  },
};
