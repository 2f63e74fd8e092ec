import type { ListResult, ManageComment } from "@otp/contract";
import { http } from "../../../api/http";
import type { CourseRow, ResourceRow } from "../../../components/audit";

/** A comment row of the manage list (the avatar when the server sends one). */
export type CommentRow = ManageComment & { avatarUrl?: string | null };

export const businessApi = {
  courses: (body: object) => http.post<ListResult<CourseRow>>("/api/m/business/course/list", body),
  deleteCourses: (ids: number[]) => http.post<unknown>("/api/m/business/course/delete", { ids }),
  comments: (body: object) => http.post<ListResult<CommentRow>>("/api/m/business/course/comment/list", body),
  deleteComments: (ids: number[]) => http.post<unknown>("/api/m/business/course/comment/delete", { ids }),
  resources: (body: object) => http.post<ListResult<ResourceRow>>("/api/m/business/resource/list", body),
  deleteResources: (ids: number[]) => http.post<unknown>("/api/m/business/resource/delete", { ids }),
};

/** ProTable select values arrive as strings or numbers; empty means "no filter". */
export function optionalNumber(v: unknown): number | undefined {
  if (v === undefined || v === null || v === "") return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
}

/** Trimmed keyword, or undefined when blank. */
export function optionalText(v: unknown): string | undefined {
  const s = typeof v === "string" ? v.trim() : "";
  return s ? s : undefined;
}
