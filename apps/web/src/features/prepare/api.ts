import { courseEndpoints, prepareEndpoints, resourceEndpoints, teachgroupEndpoints } from "@otp/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useAction } from "../../api/action";
import { call } from "../../api/call";
import { tableRequest } from "../../api/table";

const api = prepareEndpoints;

/** Query keys of collective preparation (集体备课) and the students' preview materials. */
export const prepareKeys = {
  all: ["prepare"] as const,
  list: () => [...prepareKeys.all, "list"] as const,
  detail: (id: number | undefined) => [...prepareKeys.all, "detail", id] as const,
  groups: () => [...prepareKeys.all, "groups"] as const,
  content: (planId: number) => [...prepareKeys.all, "content", planId] as const,
  comments: (planId: number) => [...prepareKeys.all, "comments", planId] as const,
  resources: (planId: number) => [...prepareKeys.all, "planResources", planId] as const,
  versions: (planId: number) => [...prepareKeys.all, "versions", planId] as const,
  library: (attach: boolean, keyword: string) => [...prepareKeys.all, attach ? "pick" : "resources", keyword] as const,
  previews: () => [...prepareKeys.all, "previews"] as const,
  previewsOf: (courseId: number) => [...prepareKeys.previews(), courseId] as const,
};

/* ---------- preparations ---------- */

/** Refetches every preparation view (after a plan changed state). */
export function useRefreshPrepares() {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: prepareKeys.all });
}

/** The preparations of the groups the caller belongs to. */
export function usePrepares() {
  return useQuery({ queryKey: prepareKeys.list(), queryFn: () => call(api.list, {}) });
}

export function usePrepareDetail(id: number | undefined, enabled = !!id) {
  return useQuery({
    queryKey: prepareKeys.detail(id),
    queryFn: () => call(api.detail, { id: id as number }),
    enabled,
  });
}

/** The caller's teaching groups (those they lead may start a preparation). */
export function useTeachGroups() {
  return useQuery({
    queryKey: prepareKeys.groups(),
    queryFn: () => call(teachgroupEndpoints.list, { pageNo: 1, pageSize: 100 }),
  });
}

/** Courses by keyword, for the course picker of a new preparation. */
export async function searchCourses(keyword: string) {
  const page = await call(courseEndpoints.list, { pageNo: 1, pageSize: 20, keyword: keyword || undefined });
  return page.list.map((c) => ({ value: c.id, label: c.name }));
}

/** Every preparation (业务管理), filtered by course or group name, for the ProTable. */
export const allPreparesRequest = tableRequest(async ({ keyword }: { keyword?: string }) => {
  const all = await call(api.listAll, {});
  const k = (keyword ?? "").trim();
  const list = k ? all.filter((p) => p.courseName.includes(k) || p.groupName.includes(k)) : all;
  return { list, count: list.length };
});

export function useCreatePrepare() {
  return useAction((v: { groupId: number; courseId: number }) => call(api.create, v), {
    success: "已发起",
    invalidate: [prepareKeys.all],
  });
}

export function useAssignPlan(onDone: () => void) {
  return useAction(
    (v: { prepareId: number; title: string; assigneeId: number; deadline: string }) => call(api.plan.assign, v),
    { success: "已分配", onSuccess: onDone },
  );
}

/* ---------- the review step of one plan ---------- */

/** Submit, approve, return (with a remark) and publish one plan; `onChanged` refetches the page. */
export function usePlanReview(planId: number, onChanged: () => void) {
  const submit = useAction(() => call(api.plan.submit, { id: planId }), {
    success: "已提交审核",
    onSuccess: onChanged,
  });
  const review = useAction((v: { approve: boolean; remark?: string }) => call(api.plan.review, { id: planId, ...v }), {
    success: (_r, v) => (v.approve ? "已通过" : "已退回"),
    onSuccess: onChanged,
  });
  const publish = useAction((on: boolean) => call(api.plan.publish, { id: planId, publish: on }), {
    success: (_r, on) => (on ? "已发布给学生" : "已撤回"),
    onSuccess: onChanged,
  });
  return { submit, review, publish };
}

/* ---------- a plan: content, comments, attachments, versions ---------- */

/** The stored content of a plan, for members who read it without co-editing. */
export function usePlanContent(planId: number, enabled: boolean) {
  return useQuery({
    queryKey: prepareKeys.content(planId),
    queryFn: () => call(api.plan.content, { id: planId }),
    enabled,
  });
}

export function usePlanComments(planId: number) {
  return useQuery({ queryKey: prepareKeys.comments(planId), queryFn: () => call(api.plan.comment.list, { planId }) });
}

export function useAddPlanComment(planId: number, onAdded: () => void) {
  return useAction(
    (v: { body: string; quote: string; anchorFrom: string; anchorTo: string }) =>
      call(api.plan.comment.add, { planId, ...v }),
    { success: "已添加评论", invalidate: [prepareKeys.comments(planId)], onSuccess: onAdded },
  );
}

export function useResolvePlanComment(planId: number) {
  return useAction((v: { id: number; resolved: boolean }) => call(api.plan.comment.resolve, v), {
    success: (_r, v) => (v.resolved ? "已解决" : "已重新打开"),
    invalidate: [prepareKeys.comments(planId)],
  });
}

export function useDeletePlanComment(planId: number) {
  return useAction((id: number) => call(api.plan.comment.delete, { id }), {
    success: "已删除",
    invalidate: [prepareKeys.comments(planId)],
  });
}

export function usePlanResources(planId: number) {
  return useQuery({ queryKey: prepareKeys.resources(planId), queryFn: () => call(api.plan.resource.list, { planId }) });
}

export function useAddPlanResource(planId: number) {
  return useAction((resourceId: number) => call(api.plan.resource.add, { planId, resourceIds: [resourceId] }), {
    success: "已添加附件",
    invalidate: [prepareKeys.resources(planId)],
  });
}

export function useRemovePlanResource(planId: number) {
  return useAction((resourceId: number) => call(api.plan.resource.remove, { planId, resourceId }), {
    success: "已移除",
    invalidate: [prepareKeys.resources(planId)],
  });
}

/**
 * Library resources by keyword: published ones to link from the text, or (attach) the ones an
 * editor may attach — their own and published ones.
 */
export function useLibraryResources(keyword: string, attach: boolean, enabled: boolean) {
  return useQuery({
    queryKey: prepareKeys.library(attach, keyword),
    queryFn: () =>
      call(attach ? resourceEndpoints.pickList : resourceEndpoints.list, {
        pageNo: 1,
        pageSize: 10,
        keyword: keyword || undefined,
      }),
    enabled,
  });
}

export function usePlanVersions(planId: number, enabled: boolean) {
  return useQuery({
    queryKey: prepareKeys.versions(planId),
    queryFn: () => call(api.plan.versions, { id: planId }),
    enabled,
  });
}

export function useSavePlanVersion(planId: number, onSaved: () => void) {
  return useAction((label: string) => call(api.plan.version.save, { id: planId, label }), {
    success: "已保存版本",
    invalidate: [prepareKeys.versions(planId)],
    onSuccess: onSaved,
  });
}

/** Restores a version (the current content is saved as a version first). */
export function useRestorePlanVersion(planId: number) {
  return useAction((versionId: number) => call(api.plan.version.restore, { id: versionId }), {
    success: "已恢复",
    invalidate: [prepareKeys.versions(planId)],
  });
}

/* ---------- students' preview materials ---------- */

export function usePreviews() {
  return useQuery({ queryKey: prepareKeys.previews(), queryFn: () => call(api.preview.list, {}) });
}

export function useCoursePreviews(courseId: number) {
  return useQuery({
    queryKey: prepareKeys.previewsOf(courseId),
    queryFn: () => call(api.preview.list, { courseId }),
    enabled: courseId > 0,
  });
}

export function useMarkPreviewDone() {
  return useAction((planId: number) => call(api.preview.done, { id: planId }), {
    success: "已标记完成",
    invalidate: [prepareKeys.previews()],
  });
}

export const editorPath = (courseId: number, prepareId: number) =>
  `/prepare-course-editor/${courseId}?prepare=${prepareId}`;
