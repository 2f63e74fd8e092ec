import {
  courseEndpoints,
  type ManageCommentListInput,
  type ManageCourseListInput,
  type ManageResourceListInput,
  resourceEndpoints,
} from "@otp/contract";
import { call } from "../../../api/call";

export const businessApi = {
  courses: (body: ManageCourseListInput) => call(courseEndpoints.manage.list, body),
  deleteCourses: (ids: number[]) => call(courseEndpoints.manage.remove, { ids }),
  comments: (body: ManageCommentListInput) => call(courseEndpoints.manage.comments, body),
  deleteComments: (ids: number[]) => call(courseEndpoints.manage.removeComments, { ids }),
  resources: (body: ManageResourceListInput) => call(resourceEndpoints.manage.list, body),
  deleteResources: (ids: number[]) => call(resourceEndpoints.manage.remove, { ids }),
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
