import type { AdminScreenPath } from "@otp/contract";
import type { PageLoader } from "../../app/lazyPage";

/** Pages of the AI classroom analysis back-office screens (joined in app/screenPages.ts). */
export const classroomAdminPages = {
  "/admin/supervisor/ai-analysis": () => import("./pages/AllAnalysesPage"),
  "/admin/supervisor/ai-settings": () => import("./pages/SettingsPage"),
} satisfies Partial<Record<AdminScreenPath, PageLoader>>;
