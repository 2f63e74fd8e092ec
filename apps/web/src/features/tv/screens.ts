import type { AdminScreenPath } from "@otp/contract";
import type { PageLoader } from "../../app/lazyPage";

/** The station's back-office screen (joined in app/screenPages.ts). */
export const tvAdminPages = {
  "/admin/business/tv": () => import("./pages/AdminTvPage"),
} satisfies Partial<Record<AdminScreenPath, PageLoader>>;
