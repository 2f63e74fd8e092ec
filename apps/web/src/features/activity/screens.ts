import type { AdminScreenPath, UserCentreScreenPath } from "@otp/contract";
import type { PageLoader } from "../../app/lazyPage";

/** 业务管理 → 活动管理 and one activity's settings. */
export const activityAdminPages = {
  "/admin/business/activity": () => import("./pages/ActivityAdminPage"),
  "/admin/business/activity/:handle": () => import("./pages/ActivityEditPage"),
} satisfies Partial<Record<AdminScreenPath, PageLoader>>;

/** 个人中心 → 我的活动 (a teacher's entries) and 活动评审 (a judge's score sheets). */
export const activityUserCentrePages = {
  "/user/activity": () => import("./pages/MyActivityPage"),
  "/user/activity-judge": () => import("./pages/JudgeWorksPage"),
} satisfies Partial<Record<UserCentreScreenPath, PageLoader>>;
