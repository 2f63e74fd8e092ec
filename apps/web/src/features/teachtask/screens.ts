import type { UserCentreScreenPath } from "@otp/contract";
import type { PageLoader } from "../../app/lazyPage";

/** Personal centre → 教学任务: my tasks, one task's items, and the manager's completion view. */
export const teachTaskUserCentrePages = {
  "/user/task": () => import("./pages/TaskPage"),
  "/user/task/item": () => import("./pages/TaskItemPage"),
  "/user/task/activity": () => import("./pages/TaskProgressPage"),
} satisfies Partial<Record<UserCentreScreenPath, PageLoader>>;
