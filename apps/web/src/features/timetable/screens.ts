import type { UserCentreScreenPath } from "@otp/contract";
import type { PageLoader } from "../../app/lazyPage";

/** Personal centre → 我的课表 (everyone) and 课表管理 (administrators). */
export const timetableUserCentrePages = {
  "/user/timetable": () => import("./pages/TimetablePage"),
  "/user/curriculum": () => import("./pages/CurriculumPage"),
} satisfies Partial<Record<UserCentreScreenPath, PageLoader>>;
