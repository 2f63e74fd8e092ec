import type { AdminScreenPath } from "@otp/contract";
import type { PageLoader } from "../../app/lazyPage";

/** Pages of the AI classroom analysis back-office screens (joined in app/screenPages.ts). */
export const classroomAdminPages = {
  "/admin/supervisor/ai-analysis": () => import("./pages/AllAnalysesPage"),
  "/admin/supervisor/ai-settings": () => import("./pages/SettingsPage"),
  // The back-office entry opens the college level of the multi-unit research.
  "/admin/supervisor/ai-research": () => import("./pages/research/MultiUnitPage"),
} satisfies Partial<Record<AdminScreenPath, PageLoader>>;
