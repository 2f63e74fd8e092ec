import type { AdminScreenPath } from "@otp/contract";
import type { PageLoader } from "../../app/lazyPage";

/** 业务管理 → 通知公告 and its editor. */
export const announcementAdminPages = {
  "/admin/business/announcement": () => import("./pages/AnnouncementAdminPage"),
  "/admin/business/announcement/:handle": () => import("./pages/AnnouncementEditPage"),
} satisfies Partial<Record<AdminScreenPath, PageLoader>>;
