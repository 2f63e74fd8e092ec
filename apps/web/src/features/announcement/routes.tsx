import type { RouteObject } from "react-router";
import { lazyPage } from "../../app/lazyPage";

/** /announcement (the list) and /announcement/{announcementId} (one announcement). */
export const announcementRoutes: RouteObject[] = [
  {
    path: "announcement",
    lazy: lazyPage(() => import("./pages/AnnouncementListPage")),
    handle: { title: "通知公告" },
  },
  {
    path: "announcement/:announcementId",
    lazy: lazyPage(() => import("./pages/AnnouncementDetailPage")),
    handle: { title: "通知公告" },
  },
];
