import type {
  CollectItem,
  CollectListInput,
  CollectTarget,
  CourseCard,
  CourseCreateInput,
  DownloadItem,
  KvOriginCourse,
  ListResult,
  ManageResourceItem,
  MediaInfo,
  MyCourseCard,
  MyCourseListInput,
  MyResourceListInput,
  PageInput,
  PublishStatus,
  ResourceDetail,
  StorageUsage,
  UserInfo,
  UserSaveInput,
} from "@otp/contract";
import { authApi } from "../../api/auth";
import { http, type RequestOptions } from "../../api/http";
import { useSession } from "../../app/session";

export const userApi = {
  saveSelf: (body: UserSaveInput) => http.post<unknown>("/api/l/base/user/save", body),
  /** What the caller stores against their quota. */
  storage: () => http.post<StorageUsage>("/api/l/file/quota", {}),
};

/** Reloads the caller's info into the session after a profile change. */
export async function refreshUser(): Promise<UserInfo> {
  const user = await authApi.userInfo();
  useSession.setState({ user });
  return user;
}

/** Personal-centre calls: learning, own courses and resources, collections, downloads. */
export const centreApi = {
  learnList: (body: PageInput) => http.post<ListResult<CourseCard>>("/api/l/course/learn/list", body),
  myCourses: (body: MyCourseListInput) => http.post<ListResult<MyCourseCard>>("/api/l/course/my/list", body),
  createCourse: (body: CourseCreateInput) => http.post<{ id: number }>("/api/l/course/create", body),
  submitCourse: (courseId: number) => http.post<{ status: PublishStatus }>("/api/l/course/submit", { courseId }),
  deleteCourse: (courseId: number) => http.post<unknown>("/api/l/course/delete", { courseId }),
  /** Course offerings of one teacher; all of them without a teacher (administrators). */
  originCourses: (teacherId?: number) =>
    http.post<KvOriginCourse[]>("/api/kv/course/origin/list", teacherId ? { teacherId } : {}, { silent: true }),

  myResources: (body: MyResourceListInput) =>
    http.post<ListResult<ManageResourceItem>>("/api/l/resource/my/list", body),
  resourceDetail: (id: number, options?: RequestOptions) =>
    http.post<ResourceDetail>("/api/c/resource/detail", { id }, options),
  mediaStatus: (fileIds: number[]) => http.post<MediaInfo[]>("/api/l/media/status", { fileIds }, { silent: true }),
  submitResource: (id: number) => http.post<{ status: PublishStatus }>("/api/l/resource/submit", { id }),
  deleteResource: (id: number) => http.post<unknown>("/api/l/resource/delete", { id }),

  collects: (body: CollectListInput) => http.post<ListResult<CollectItem>>("/api/l/collect/list", body),
  toggleCollect: (targetType: CollectTarget, targetId: number) =>
    http.post<{ collected: boolean }>("/api/l/collect/toggle", { targetType, targetId }),

  downloads: (body: PageInput) => http.post<ListResult<DownloadItem>>("/api/l/download/list", body),
  download: (id: number, fileId: number) => http.post<{ url: string }>("/api/l/resource/download", { id, fileId }),
};

/** Where the course editor of a course opens (the academic editor for academic courses). */
export function courseEditorPath(courseId: number, kind: "open" | "academic" | undefined): string {
  return kind === "academic" ? `/academic-course-editor/${courseId}/brief` : `/course-editor/${courseId}/brief`;
}
