import {
  type CollectListInput,
  type CollectTarget,
  type CourseCreateInput,
  collectEndpoints,
  courseEndpoints,
  fileEndpoints,
  type ManageResourceItem,
  type MediaInfo,
  type MyCourseListInput,
  type MyResourceListInput,
  mediaEndpoints,
  type NoticeSwitchSaveInput,
  noticeEndpoints,
  type PageInput,
  resourceEndpoints,
  type UserInfo,
  type UserSaveInput,
  userEndpoints,
} from "@otp/contract";
import { keepPreviousData, type QueryKey, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAction } from "../../api/action";
import { authApi } from "../../api/auth";
import { call } from "../../api/call";
import type { RequestOptions } from "../../api/http";
import { kvApi } from "../../api/kv";
import { useSession } from "../../app/session";

export const userApi = {
  saveSelf: (body: UserSaveInput) => call(userEndpoints.save, body),
  /** What the caller stores against their quota. */
  storage: () => call(fileEndpoints.quota, {}),
};

/** Reloads the caller's info into the session after a profile change. */
export async function refreshUser(): Promise<UserInfo> {
  const user = await authApi.userInfo();
  useSession.setState({ user });
  return user;
}

const course = courseEndpoints;
const resource = resourceEndpoints;

/** Personal-centre calls: learning, own courses and resources, collections, downloads. */
export const centreApi = {
  learnList: (body: PageInput) => call(course.learnList, body),
  myCourses: (body: MyCourseListInput) => call(course.myList, body),
  createCourse: (body: CourseCreateInput) => call(course.create, body),
  submitCourse: (courseId: number) => call(course.submit, { courseId }),
  deleteCourse: (courseId: number) => call(course.remove, { courseId }),
  /** Course offerings of one teacher; all of them without a teacher (administrators). */
  originCourses: (teacherId?: number) => kvApi.originCourses(teacherId ? { teacherId } : {}),

  myResources: (body: MyResourceListInput) => call(resource.myList, body),
  resourceDetail: (id: number, options?: RequestOptions) => call(resource.detail, { id }, options),
  mediaStatus: (fileIds: number[]) => call(mediaEndpoints.status, { fileIds }, { silent: true }),
  submitResource: (id: number) => call(resource.submit, { id }),
  deleteResource: (id: number) => call(resource.remove, { id }),

  collects: (body: CollectListInput) => call(collectEndpoints.list, body),
  toggleCollect: (targetType: CollectTarget, targetId: number) =>
    call(collectEndpoints.toggle, { targetType, targetId }),

  downloads: (body: PageInput) => call(resource.downloads, body),
  download: (id: number, fileId: number) => call(resource.download, { id, fileId }),
};

/* ---------- query keys and hooks of the personal centre ---------- */

export const userKeys = {
  all: ["user"] as const,
  storage: () => [...userKeys.all, "storage"] as const,
  learn: () => [...userKeys.all, "learn"] as const,
  myCourses: () => [...userKeys.all, "myCourses"] as const,
  myResources: () => [...userKeys.all, "myResources"] as const,
  resourceFiles: (id: number) => [...userKeys.all, "resourceFiles", id] as const,
  resourceMedia: (rowId: number, fileIds: number[]) => [...userKeys.all, "resourceMedia", rowId, fileIds] as const,
  collects: () => [...userKeys.all, "collects"] as const,
  downloads: () => [...userKeys.all, "downloads"] as const,
  originCourses: (who: number | "all" | undefined) => [...userKeys.all, "originCourses", who] as const,
};

/** Refetches what is cached under these keys (prefixes). */
export function useInvalidate() {
  const qc = useQueryClient();
  return (...keys: QueryKey[]) => Promise.all(keys.map((queryKey) => qc.invalidateQueries({ queryKey })));
}

export const useStorageUsage = () => useQuery({ queryKey: userKeys.storage(), queryFn: userApi.storage });

/** Media states of a row's files being processed, asked every `pollMs` until all are done. */
export function useMediaStatus(rowId: number, fileIds: number[], pollMs: number) {
  return useQuery({
    queryKey: userKeys.resourceMedia(rowId, fileIds),
    queryFn: () => centreApi.mediaStatus(fileIds),
    enabled: fileIds.length > 0,
    refetchInterval: (q) =>
      q.state.data?.some((m: MediaInfo) => m.status === "pending" || m.status === "processing") === false
        ? false
        : pollMs,
  });
}

export function useDownloads(page: PageInput) {
  return useQuery({
    queryKey: [...userKeys.downloads(), page.pageNo, page.pageSize],
    queryFn: () => centreApi.downloads(page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useLearnList(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...userKeys.learn(), page],
    queryFn: () => centreApi.learnList({ pageNo: page, pageSize }),
    placeholderData: keepPreviousData,
  });
}

/** `keyParts` name the list's filters in its cache key. */
export function useMyCourses(input: MyCourseListInput, keyParts: readonly unknown[]) {
  return useQuery({
    queryKey: [...userKeys.myCourses(), ...keyParts],
    queryFn: () => centreApi.myCourses(input),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The caller's resources; refreshes itself every `pollMs` while `processing` says a row is. */
export function useMyResources(
  input: MyResourceListInput,
  keyParts: readonly unknown[],
  processing: (row: ManageResourceItem) => boolean,
  pollMs: number,
) {
  return useQuery({
    queryKey: [...userKeys.myResources(), ...keyParts],
    queryFn: () => centreApi.myResources(input),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.list.some(processing) ? pollMs : false),
  });
}

export function useCollects(input: CollectListInput & { pageNo: number }) {
  return useQuery({
    queryKey: [...userKeys.collects(), input.targetType, input.pageNo],
    queryFn: () => centreApi.collects(input),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Course offerings to build an academic course from: a teacher's own, or all (administrators). */
export function useOriginCourses(teacherId: number | undefined, isAdmin: boolean, enabled: boolean) {
  return useQuery({
    queryKey: userKeys.originCourses(isAdmin ? "all" : teacherId),
    queryFn: () => centreApi.originCourses(isAdmin ? undefined : teacherId),
    enabled,
    staleTime: 60_000,
  });
}

/** Where the course editor of a course opens (the academic editor for academic courses). */
export function courseEditorPath(courseId: number, kind: "open" | "academic" | undefined): string {
  return kind === "academic" ? `/academic-course-editor/${courseId}/brief` : `/course-editor/${courseId}/brief`;
}

/** Query keys of the caller's notice switches (我的消息 → 消息设置). */
export const noticeSwitchKeys = { all: ["notice", "switches"] as const };

/** The caller's switch per notice category. */
export function useNoticeSwitches() {
  return useQuery({ queryKey: noticeSwitchKeys.all, queryFn: () => call(noticeEndpoints.switches, {}) });
}

/** Turns one category of notices on or off. */
export function useSaveNoticeSwitch() {
  const qc = useQueryClient();
  return useAction((input: NoticeSwitchSaveInput) => call(noticeEndpoints.saveSwitch, input), {
    success: (_out, input) => (input.on ? "已开启该类消息" : "已关闭该类消息，之后不再收到"),
    onSuccess: (list) => {
      qc.setQueryData(noticeSwitchKeys.all, list);
    },
  });
}
