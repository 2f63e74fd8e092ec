import type { RouteObject } from "react-router";
import { lazyPage } from "../../app/lazyPage";

/** 通知公告: the list and one announcement. */
export const routes: RouteObject[] = [
  { path: "announcement", lazy: lazyPage(() => import("./pages/AnnouncementListPage")) },
  { path: "announcement/:announcementId", lazy: lazyPage(() => import("./pages/AnnouncementDetailPage")) },
];
