import type { AdminScreenPath } from "@otp/contract";
import type { PageLoader } from "../../app/lazyPage";

/** 审核管理 → 超星审核: pushing resources to the external audit platform. */
export const chaoxingAdminPages = {
  "/admin/audit/chaoxing": () => import("./pages/ChaoxingPage"),
} satisfies Partial<Record<AdminScreenPath, PageLoader>>;
