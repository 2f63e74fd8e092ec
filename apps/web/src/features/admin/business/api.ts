import type {
  ListResult,
  ManageComment,
  ManageCommentListInput,
  ManageCourseItem,
  ManageCourseListInput,
  ManageResourceItem,
  ManageResourceListInput,
} from "@otp/contract";
import { http } from "../../../api/http";

export const businessApi = {
  courses: (body: ManageCourseListInput) =>
    http.post<ListResult<ManageCourseItem>>("/api/m/business/course/list", body),
  deleteCourses: (ids: number[]) => http.post<unknown>("/api/m/business/course/delete", { ids }),
  comments: (body: ManageCommentListInput) =>
    http.post<ListResult<ManageComment>>("/api/m/business/course/comment/list", body),
  deleteComments: (ids: number[]) => http.post<unknown>("/api/m/business/course/comment/delete", { ids }),
  resources: (body: ManageResourceListInput) =>
    http.post<ListResult<ManageResourceItem>>("/api/m/business/resource/list", body),
  deleteResources: (ids: number[]) => http.post<unknown>("/api/m/business/resource/delete", { ids }),
};

/**
 * ProTable select values arrive as strings or numbers; empty means "no filter". The select
 * offers only the values of N (a status, a kind), so the number is one of them.
 */
export function optionalNumber<N extends number = number>(v: unknown): N | undefined {
  if (v === undefined || v === null || v === "") return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? (n as N) : undefined;
}

/** Trimmed text, or undefined when blank; a select's value is one of S. */
export function optionalText<S extends string = string>(v: unknown): S | undefined {
  const s = typeof v === "string" ? v.trim() : "";
  return s ? (s as S) : undefined;
}
