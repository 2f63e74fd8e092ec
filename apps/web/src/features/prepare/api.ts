import type {
  PlanCommentItem,
  PlanContent,
  PlanResource,
  PlanVersionItem,
  PrepareDetail,
  PrepareItem,
  PreviewMaterial,
  ResourceCard,
} from "@otp/contract";
import { http } from "../../api/http";

/** Calls of collective preparation (集体备课) and the students' preview materials. */
export const prepareApi = {
  list: () => http.post<PrepareItem[]>("/api/l/prepare/list", {}),
  listAll: () => http.post<PrepareItem[]>("/api/m/prepare/list", {}),
  create: (groupId: number, courseId: number) =>
    http.post<{ id: number }>("/api/l/prepare/create", { groupId, courseId }),
  detail: (id: number) => http.post<PrepareDetail>("/api/l/prepare/detail", { id }),
  assign: (input: { prepareId: number; title: string; assigneeId: number; deadline: string }) =>
    http.post<{ id: number }>("/api/l/prepare/plan/assign", input),
  submit: (id: number) => http.post<null>("/api/l/prepare/plan/submit", { id }),
  review: (id: number, approve: boolean, remark?: string) =>
    http.post<null>("/api/l/prepare/plan/review", { id, approve, remark }),
  publish: (id: number, publish: boolean) => http.post<null>("/api/l/prepare/plan/publish", { id, publish }),
  content: (id: number) => http.post<PlanContent>("/api/l/prepare/plan/content", { id }),
  versions: (id: number) => http.post<PlanVersionItem[]>("/api/l/prepare/plan/versions", { id }),
  saveVersion: (id: number, label: string) =>
    http.post<{ id: number }>("/api/l/prepare/plan/version/save", { id, label }),
  restore: (versionId: number) => http.post<null>("/api/l/prepare/plan/version/restore", { id: versionId }),
  comments: (planId: number) => http.post<PlanCommentItem[]>("/api/l/prepare/plan/comment/list", { planId }),
  addComment: (input: { planId: number; body: string; quote: string; anchorFrom: string; anchorTo: string }) =>
    http.post<{ id: number }>("/api/l/prepare/plan/comment/add", input),
  resolveComment: (id: number, resolved: boolean) =>
    http.post<null>("/api/l/prepare/plan/comment/resolve", { id, resolved }),
  deleteComment: (id: number) => http.post<null>("/api/l/prepare/plan/comment/delete", { id }),
  previews: (courseId?: number) =>
    http.post<PreviewMaterial[]>("/api/l/prepare/preview/list", courseId ? { courseId } : {}),
  markDone: (planId: number) => http.post<null>("/api/l/prepare/preview/done", { id: planId }),
  /** Library resources to link from a plan. */
  resources: (keyword: string) =>
    http.post<{ list: ResourceCard[]; count: number }>("/api/c/resource/list", {
      pageNo: 1,
      pageSize: 10,
      keyword: keyword || undefined,
    }),
  /** Resources an editor may attach: their own and published ones. */
  pickResources: (keyword: string) =>
    http.post<{ list: ResourceCard[]; count: number }>("/api/l/resource/pick/list", {
      pageNo: 1,
      pageSize: 10,
      keyword: keyword || undefined,
    }),
  planResources: (planId: number) => http.post<PlanResource[]>("/api/l/prepare/plan/resource/list", { planId }),
  addResources: (planId: number, resourceIds: number[]) =>
    http.post<{ count: number }>("/api/l/prepare/plan/resource/add", { planId, resourceIds }),
  removeResource: (planId: number, resourceId: number) =>
    http.post<null>("/api/l/prepare/plan/resource/remove", { planId, resourceId }),
  /** The leader's groups and their courses, for starting a preparation. */
  groups: () =>
    http.post<{ list: { id: number; name: string; canManage: boolean }[] }>("/api/l/teach-group/list", {
      pageNo: 1,
      pageSize: 100,
    }),
  courses: (keyword: string) =>
    http.post<{ list: { id: number; name: string }[] }>("/api/c/course/list", {
      pageNo: 1,
      pageSize: 20,
      keyword: keyword || undefined,
    }),
};

export const editorPath = (courseId: number, prepareId: number) =>
  `/prepare-course-editor/${courseId}?prepare=${prepareId}`;
