import {
  type CollectTarget,
  type CourseBriefSaveInput,
  type CourseChapterSaveInput,
  type CourseColumnSaveInput,
  type CourseDetail,
  type CourseListInput,
  type CourseMemberSaveInput,
  type CoursePermissionSaveInput,
  collectEndpoints,
  courseEndpoints,
  type ResourceListInput,
  resourceEndpoints,
  type TextbookSaveInput,
  type UserListInput,
  userEndpoints,
} from "@otp/contract";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../api/call";
import type { RequestOptions } from "../../api/http";

const api = courseEndpoints;

export const courseApi = {
  list: (body: Partial<CourseListInput>, o?: RequestOptions) => call(api.list, body as CourseListInput, o),
  detail: (courseId: number, o?: RequestOptions) => call(api.detail, { courseId }, o),
  sectionResources: (courseId: number, sectionId: number, o?: RequestOptions) =>
    call(api.section.resources, { courseId, sectionId }, o),
  comments: (courseId: number, pageNo: number, pageSize: number) =>
    call(api.comment.list, { courseId, pageNo, pageSize }),
  saveComment: (courseId: number, content: string) => call(api.comment.save, { courseId, content }),
  deleteComment: (id: number) => call(api.comment.remove, { id }),
  menuDetail: (menu: number, o?: RequestOptions) => call(api.menu, { menu }, o),
  collect: (targetType: CollectTarget, targetId: number) => call(collectEndpoints.toggle, { targetType, targetId }),
  notes: (resourceId: number, pageSize = 50) =>
    call(resourceEndpoints.note.rand, { key: resourceId, pageNo: 1, pageSize }, { silent: true }),

  /* ---------- editor ---------- */
  editDetail: (courseId: number, o?: RequestOptions) => call(api.editDetail, { courseId }, o),
  saveBrief: (body: CourseBriefSaveInput) => call(api.saveBrief, body),
  saveColumns: (courseId: number, columns: CourseColumnSaveInput["columns"]) =>
    call(api.saveColumns, { courseId, columns }),
  saveChapters: (courseId: number, chapters: CourseChapterSaveInput["chapters"]) =>
    call(api.saveChapters, { courseId, chapters }),
  saveSectionResources: (courseId: number, sectionId: number, resourceIds: number[]) =>
    call(api.section.saveResources, { courseId, sectionId, resourceIds }),
  saveMembers: (courseId: number, role: CourseMemberSaveInput["role"], userIds: number[]) =>
    call(api.saveMembers, { courseId, role, userIds }),
  saveTextbook: (courseId: number, textbook: TextbookSaveInput["textbook"]) =>
    call(api.saveTextbook, { courseId, textbook }),
  savePermission: (courseId: number, visibility: CoursePermissionSaveInput["visibility"], classIds: number[]) =>
    call(api.savePermission, { courseId, visibility, classIds }),
  submit: (courseId: number) => call(api.submit, { courseId }),
  pickResources: (body: Partial<ResourceListInput>) => call(resourceEndpoints.pickList, body as ResourceListInput),
  resourceDetail: (id: number, o?: RequestOptions) => call(resourceEndpoints.detail, { id }, o),
  users: (body: UserListInput) => call(userEndpoints.list, body, { silent: true }),
};

export const courseKeys = {
  all: ["course"] as const,
  list: (input: Partial<CourseListInput>) => ["course", "list", input] as const,
  detail: (id: number) => ["course", "detail", id] as const,
  edit: (id: number) => ["course", "edit", id] as const,
  sections: (courseId: number) => ["course", "section", courseId] as const,
  section: (courseId: number, sectionId: number) => ["course", "section", courseId, sectionId] as const,
  commentsOf: (courseId: number) => ["course", "comments", courseId] as const,
  comments: (courseId: number, pageNo: number) => ["course", "comments", courseId, pageNo] as const,
  menu: (menu: number) => ["course", "menu", menu] as const,
  notes: (resourceId: number) => ["course", "notes", resourceId] as const,
  pick: (input: Partial<ResourceListInput>) => ["course", "pick", input] as const,
  users: (role: string, keyword: string) => ["course", "users", role, keyword] as const,
};

export function useCourseList(input: Partial<CourseListInput>, enabled = true) {
  return useQuery({
    queryKey: courseKeys.list(input),
    queryFn: () => courseApi.list(input, { silent: true }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Public course detail (counts a visit on the server). 403/404 are shown by the page itself. */
export function useCourseDetail(courseId: number) {
  return useQuery({
    queryKey: courseKeys.detail(courseId),
    queryFn: () => courseApi.detail(courseId, { silent: true }),
    enabled: courseId > 0,
    staleTime: 60_000,
  });
}

/** The editor's copy of a course (any status; editors only, 403 shown by the editor frame). */
export function useCourseEditDetail(courseId: number) {
  return useQuery({
    queryKey: courseKeys.edit(courseId),
    queryFn: () => courseApi.editDetail(courseId, { silent: true }),
    enabled: courseId > 0,
    staleTime: 0,
  });
}

/** The resources of one section; `fresh` refetches on every mount (the editor). */
export function useSectionResources(courseId: number, sectionId: number, fresh = false) {
  return useQuery({
    queryKey: courseKeys.section(courseId, sectionId),
    queryFn: () => courseApi.sectionResources(courseId, sectionId, { silent: true }),
    enabled: courseId > 0 && sectionId > 0,
    ...(fresh ? { staleTime: 0 } : {}),
  });
}

export function useCourseComments(courseId: number, pageNo: number, pageSize: number) {
  return useQuery({
    queryKey: courseKeys.comments(courseId, pageNo),
    queryFn: () => courseApi.comments(courseId, pageNo, pageSize),
  });
}

export function useMenuSetting(menu: number | undefined) {
  return useQuery({
    queryKey: courseKeys.menu(menu ?? 0),
    queryFn: () => courseApi.menuDetail(menu ?? 0, { silent: true }),
    enabled: !!menu,
    staleTime: 5 * 60_000,
  });
}

/** A resource's knowledge-point notes (the classroom view's side panel). */
export function useCourseNotes(resourceId: number) {
  return useQuery({
    queryKey: courseKeys.notes(resourceId),
    queryFn: () => courseApi.notes(resourceId),
    staleTime: 60_000,
  });
}

/** 从资源库添加: a page of the caller's own and published resources. */
export function usePickResources(input: Partial<ResourceListInput>, enabled: boolean) {
  return useQuery({
    queryKey: courseKeys.pick(input),
    queryFn: () => courseApi.pickResources(input),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Users to add as teachers (teacher accounts only) or assistants (anyone). */
export function useMemberCandidates(role: CourseMemberSaveInput["role"], keyword: string) {
  return useQuery({
    queryKey: courseKeys.users(role, keyword),
    queryFn: () =>
      courseApi.users({
        keyword: keyword || undefined,
        userType: role === "teacher" ? "teacher" : undefined,
        pageNo: 1,
        pageSize: 20,
      }),
    staleTime: 60_000,
  });
}

/** After an editor save: reload the editor's copy and drop the public copy (it is refetched on view). */
export function useCourseRefresh() {
  const qc = useQueryClient();
  return (courseId: number) =>
    Promise.all([
      qc.invalidateQueries({ queryKey: courseKeys.edit(courseId) }),
      qc.removeQueries({ queryKey: courseKeys.detail(courseId) }),
      qc.invalidateQueries({ queryKey: courseKeys.sections(courseId) }),
    ]);
}

/** Writes a new value into the cached public detail (collected, comment count). */
export function useSetCourseDetail() {
  const qc = useQueryClient();
  return (courseId: number, update: (d: CourseDetail) => CourseDetail) =>
    qc.setQueryData<CourseDetail>(courseKeys.detail(courseId), (d) => (d ? update(d) : d));
}
