import type { AdminScreenPath } from "@otp/contract";
import type { PageLoader } from "../../app/lazyPage";

/** The sensitive-word library's back-office page (审核管理 → 敏感词库). */
export const wordAdminPages = {
  "/admin/audit/word": () => import("./pages/WordPage"),
} satisfies Partial<Record<AdminScreenPath, PageLoader>>;
