import type { UserCentreScreenPath } from "@otp/contract";
import type { PageLoader } from "../../app/lazyPage";

/** Personal centre → 教研组 (teaching groups, managed by administrators and leaders). */
export const teachGroupUserCentrePages = {
  "/user/teach-group": () => import("./pages/TeachGroupPage"),
} satisfies Partial<Record<UserCentreScreenPath, PageLoader>>;
