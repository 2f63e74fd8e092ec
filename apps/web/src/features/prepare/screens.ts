import type { AdminScreenPath, UserCentreScreenPath } from "@otp/contract";
import type { PageLoader } from "../../app/lazyPage";

/** Personal centre → 集体备课 (staff) and 预习材料 (students). */
export const prepareUserCentrePages = {
  "/user/prepare-course-teacher": () => import("./pages/PrepareTeacherPage"),
  "/user/prepare-course-student": () => import("./pages/PreviewListPage"),
  "/user/prepare-course-student/:courseId": () => import("./pages/PreviewCoursePage"),
} satisfies Partial<Record<UserCentreScreenPath, PageLoader>>;

/** 业务管理 → 集体备课. */
export const prepareAdminPages = {
  "/admin/business/prepare-course": () => import("./pages/PrepareAdminPage"),
} satisfies Partial<Record<AdminScreenPath, PageLoader>>;
