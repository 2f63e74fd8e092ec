import type { UserCentreScreenPath } from "@otp/contract";
import type { PageLoader } from "../../app/lazyPage";

/** Personal centre → 作业管理 (teachers) and 我的作业 (students). */
export const assignmentUserCentrePages = {
  "/user/assignment": () => import("./pages/AssignmentManagePage"),
  "/user/my-assignment": () => import("./pages/MyAssignmentPage"),
} satisfies Partial<Record<UserCentreScreenPath, PageLoader>>;
