import type {
  CollectTarget,
  CourseBriefSaveInput,
  CourseCard,
  CourseChapter,
  CourseChapterSaveInput,
  CourseColumnSaveInput,
  CourseComment,
  CourseDetail,
  CourseListInput,
  CourseMemberSaveInput,
  CourseMenuSetting,
  CoursePermissionSaveInput,
  ElementType,
  KvItem,
  ListResult,
  PublishStatus,
  ResourceCard,
  ResourceDetail,
  ResourceListInput,
  ResourceNote,
  SectionResources,
  TextbookSaveInput,
  UserListInput,
  UserListRow,
} from "@otp/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { http, type RequestOptions } from "../../api/http";
import { kvApi } from "../../api/kv";

export const courseApi = {
  list: (body: Partial<CourseListInput>, o?: RequestOptions) =>
    http.post<ListResult<CourseCard>>("/api/c/course/list", body, o),
  detail: (courseId: number, o?: RequestOptions) => http.post<CourseDetail>("/api/c/course/detail", { courseId }, o),
  sectionResources: (courseId: number, sectionId: number, o?: RequestOptions) =>
    http.post<SectionResources>("/api/c/course/section/resource/list", { courseId, sectionId }, o),
  comments: (courseId: number, pageNo: number, pageSize: number) =>
    http.post<ListResult<CourseComment>>("/api/c/course/comment/list", { courseId, pageNo, pageSize }),
  saveComment: (courseId: number, content: string) =>
    http.post<unknown>("/api/l/course/comment/save", { courseId, content }),
  deleteComment: (id: number) => http.post<unknown>("/api/l/course/comment/delete", { id }),
  menuDetail: (menu: number, o?: RequestOptions) =>
    http.post<CourseMenuSetting>("/api/c/course/menu/detail", { menu }, o),
  collect: (targetType: CollectTarget, targetId: number) =>
    http.post<{ collected: boolean }>("/api/l/collect/toggle", { targetType, targetId }),
  notes: (resourceId: number, pageSize = 50) =>
    http.post<ListResult<ResourceNote>>(
      "/api/c/course/section/resource/note/list/rand",
      { key: resourceId, pageNo: 1, pageSize },
      { silent: true },
    ),

  /* ---------- editor ---------- */
  editDetail: (courseId: number, o?: RequestOptions) =>
    http.post<CourseDetail>("/api/l/course/edit/detail", { courseId }, o),
  saveBrief: (body: CourseBriefSaveInput) => http.post<unknown>("/api/l/course/brief/save", body),
  saveColumns: (courseId: number, columns: CourseColumnSaveInput["columns"]) =>
    http.post<unknown>("/api/l/course/column/save", { courseId, columns }),
  saveChapters: (courseId: number, chapters: CourseChapterSaveInput["chapters"]) =>
    http.post<CourseChapter[]>("/api/l/course/chapter/save", { courseId, chapters }),
  saveSectionResources: (courseId: number, sectionId: number, resourceIds: number[]) =>
    http.post<unknown>("/api/l/course/section/resource/save", { courseId, sectionId, resourceIds }),
  saveMembers: (courseId: number, role: CourseMemberSaveInput["role"], userIds: number[]) =>
    http.post<unknown>("/api/l/course/member/save", { courseId, role, userIds }),
  saveTextbook: (courseId: number, textbook: TextbookSaveInput["textbook"]) =>
    http.post<unknown>("/api/l/course/textbook/save", { courseId, textbook }),
  savePermission: (courseId: number, visibility: CoursePermissionSaveInput["visibility"], classIds: number[]) =>
    http.post<unknown>("/api/l/course/permission/save", { courseId, visibility, classIds }),
  submit: (courseId: number) => http.post<{ status: PublishStatus }>("/api/l/course/submit", { courseId }),
  pickResources: (body: Partial<ResourceListInput>) =>
    http.post<ListResult<ResourceCard>>("/api/l/resource/pick/list", body),
  resourceDetail: (id: number, o?: RequestOptions) => http.post<ResourceDetail>("/api/c/resource/detail", { id }, o),
  users: (body: UserListInput) => http.post<ListResult<UserListRow>>("/api/c/base/user/list", body, { silent: true }),
};

export const courseKeys = {
  all: ["course"] as const,
  list: (input: Partial<CourseListInput>) => ["course", "list", input] as const,
  detail: (id: number) => ["course", "detail", id] as const,
  edit: (id: number) => ["course", "edit", id] as const,
  section: (courseId: number, sectionId: number) => ["course", "section", courseId, sectionId] as const,
  comments: (courseId: number, pageNo: number) => ["course", "comments", courseId, pageNo] as const,
  menu: (menu: number) => ["course", "menu", menu] as const,
  notes: (resourceId: number) => ["course", "notes", resourceId] as const,
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

export function useMenuSetting(menu: number | undefined) {
  return useQuery({
    queryKey: courseKeys.menu(menu ?? 0),
    queryFn: () => courseApi.menuDetail(menu ?? 0, { silent: true }),
    enabled: !!menu,
    staleTime: 5 * 60_000,
  });
}

/** Dictionary elements (subjects, course types, categories): cached like the other kv lists. */
export function useElements(type: ElementType) {
  return useQuery<KvItem[]>({
    queryKey: ["kv", "ele", type],
    queryFn: () => kvApi.elements(type),
    staleTime: 5 * 60_000,
  });
}

export function useClasses() {
  return useQuery({ queryKey: ["kv", "class", "all"], queryFn: () => kvApi.classes(), staleTime: 5 * 60_000 });
}
