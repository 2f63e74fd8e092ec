import type { UserCentreScreenPath } from "@otp/contract";
import type { PageLoader } from "../../app/lazyPage";

/** Personal centre → 荣誉称号 (a teacher's honours, shown on their famous-teacher page). */
export const teacherUserCentrePages = {
  "/user/honour": () => import("./pages/MyHonoursPage"),
} satisfies Partial<Record<UserCentreScreenPath, PageLoader>>;
