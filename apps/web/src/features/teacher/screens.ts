import type { UserCentreScreenPath } from "@otp/contract";
import type { PageLoader } from "../../app/lazyPage";

/** Personal centre → 荣誉称号 (honours on the famous-teacher page) and 片头片尾 (recording clips). */
export const teacherUserCentrePages = {
  "/user/honour": () => import("./pages/MyHonoursPage"),
  "/user/opening-ending": () => import("./pages/OpeningEndingPage"),
} satisfies Partial<Record<UserCentreScreenPath, PageLoader>>;
