import type {
  CollectItem,
  CollectTarget,
  CourseCard,
  CourseDetail,
  DownloadItem,
  KvItem,
  ListResult,
  MediaInfo,
  PublishStatus,
  ResourceDetail,
  ResourceKind,
  UserInfo,
  UserSaveInput,
} from "@otp/contract";
import { authApi } from "../../api/auth";
import { http, type RequestOptions } from "../../api/http";
import { useSession } from "../../app/session";
import type { CourseRow, ResourceRow } from "../../components/audit/shared";

export const userApi = {
  saveSelf: (body: UserSaveInput) => http.post<unknown>("/api/l/base/user/save", body),
};

/** Reloads the caller's info into the session after a profile change. */
export async function refreshUser(): Promise<UserInfo> {
  const user = await authApi.userInfo();
  useSession.setState({ user });
  return user;
}

export interface PageInput {
  pageNo: number;
  pageSize: number;
}

export interface MyCourseQuery extends PageInput {
  status?: PublishStatus;
  keyword?: string;
  kind?: "open" | "academic";
}

export interface MyResourceQuery extends PageInput {
  kind?: ResourceKind;
  status?: PublishStatus;
  keyword?: string;
}

/** An origin (academic-system) course offering, from /api/kv/course/origin/list. */
export interface OriginCourse extends KvItem {
  termId: number | null;
  teacherId: number | null;
  orgId: number | null;
}

/** Personal-centre calls: learning, own courses and resources, collections, downloads. */
export const centreApi = {
  learnList: (body: PageInput) => http.post<ListResult<CourseCard>>("/api/l/course/learn/list", body),
  myCourses: (body: MyCourseQuery) => http.post<ListResult<CourseRow>>("/api/l/course/my/list", body),
  createCourse: (body: { kind: "open" | "academic"; name?: string; originCourseId?: number | null }) =>
    http.post<{ id: number }>("/api/l/course/create", body),
  courseEditDetail: (courseId: number) => http.post<CourseDetail>("/api/l/course/edit/detail", { courseId }),
  submitCourse: (courseId: number) => http.post<{ status: PublishStatus }>("/api/l/course/submit", { courseId }),
  deleteCourse: (courseId: number) => http.post<unknown>("/api/l/course/delete", { courseId }),
  /** Course offerings of one teacher; all of them without a teacher (administrators). */
  originCourses: (teacherId?: number) =>
    http.post<OriginCourse[]>("/api/kv/course/origin/list", teacherId ? { teacherId } : {}, { silent: true }),

  myResources: (body: MyResourceQuery) => http.post<ListResult<ResourceRow>>("/api/l/resource/my/list", body),
  resourceDetail: (id: number, options?: RequestOptions) =>
    http.post<ResourceDetail>("/api/c/resource/detail", { id }, options),
  mediaStatus: (fileIds: number[]) => http.post<MediaInfo[]>("/api/l/media/status", { fileIds }, { silent: true }),
  submitResource: (id: number) => http.post<{ status: PublishStatus }>("/api/l/resource/submit", { id }),
  deleteResource: (id: number) => http.post<unknown>("/api/l/resource/delete", { id }),

  collects: (body: PageInput & { targetType?: CollectTarget }) =>
    http.post<ListResult<CollectItem>>("/api/l/collect/list", body),
  toggleCollect: (targetType: CollectTarget, targetId: number) =>
    http.post<{ collected: boolean }>("/api/l/collect/toggle", { targetType, targetId }),

  downloads: (body: PageInput) => http.post<ListResult<DownloadItem>>("/api/l/download/list", body),
  download: (id: number, fileId: number) => http.post<{ url: string }>("/api/l/resource/download", { id, fileId }),
};

/** Where the course editor of a course opens (the academic editor for academic courses). */
export function courseEditorPath(courseId: number, kind: "open" | "academic" | undefined): string {
  return kind === "academic" ? `/academic-course-editor/${courseId}/brief` : `/course-editor/${courseId}/brief`;
}
