import type { AdminScreenPath } from "@otp/contract";
import type { PageLoader } from "../../app/lazyPage";

/** The statistics screen of the back office (运维管理 → 数据统计). */
export const statisticsAdminPages = {
  "/admin/maintenance/statistics": () => import("./pages/AdminStatisticsPage"),
} satisfies Partial<Record<AdminScreenPath, PageLoader>>;
