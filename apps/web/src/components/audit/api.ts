import type {
  AuditSettings,
  CourseCard,
  ListResult,
  ManageCourseItem,
  ManageResourceItem,
  MyCourseCard,
  PublishStatus,
  ResourceCard,
  ResourceKind,
} from "@otp/contract";
import { http } from "../../api/http";

/**
 * A course row of the owner (MyCourseCard), manage and audit (ManageCourseItem) lists: the card
 * plus what those lists carry beyond it. Optional, so a card-only answer still renders.
 */
export type CourseRow = CourseCard &
  Partial<Pick<ManageCourseItem, "kind" | "rejectReason" | "ownerId" | "ownerName" | "createdAt">> &
  Partial<Pick<MyCourseCard, "role" | "isOwner">>;

/**
 * A resource row of the owner, manage and audit lists (ManageResourceItem); `fileList` and
 * `media` are used when a list carries them (media processing state).
 */
export type ResourceRow = ResourceCard &
  Partial<Pick<ManageResourceItem, "rejectReason" | "ownerAccount" | "ownerType" | "fileCount" | "fileList">>;

export type AuditTarget = "course" | "resource";

export interface AuditListInput {
  pageNo: number;
  pageSize: number;
  status?: PublishStatus;
  keyword?: string;
  /** Resources only. */
  kind?: ResourceKind;
}

export interface AuditDecideInput {
  ids: number[];
  pass: boolean;
  reason: string;
}

export const auditApi = {
  courses: (body: AuditListInput) => http.post<ListResult<CourseRow>>("/api/m/audit/course/list", body),
  resources: (body: AuditListInput) => http.post<ListResult<ResourceRow>>("/api/m/audit/resource/list", body),
  decide: (target: AuditTarget, body: AuditDecideInput) => http.post<unknown>(`/api/m/audit/${target}/decide`, body),
  settings: () => http.post<AuditSettings>("/api/m/audit/setting/detail", {}),
  saveSettings: (body: AuditSettings) => http.post<unknown>("/api/m/audit/setting/save", body),
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
