import type { RouteObject } from "react-router";
import { lazyPage } from "../../app/lazyPage";

/** /activity (the list), /activity/{activityId}/{type} (one activity's tabs), /activity-editor/{activityId}/{tab}; /resource6 (活动视频, the works of finished activities). */
export const activityRoutes: RouteObject[] = [
  {
    path: "activity",
    lazy: lazyPage(() => import("./pages/ActivityListPage")),
    handle: { title: "活动评比" },
  },
  {
    path: "activity/:activityId/:type?",
    lazy: lazyPage(() => import("./pages/ActivityDetailPage")),
    handle: { title: "活动评比" },
  },
  {
    path: "activity-editor/:activityId/:tab?",
    lazy: lazyPage(() => import("./pages/ActivityEditorPage")),
    handle: { title: "活动编辑" },
  },
  {
    path: "resource6",
    lazy: lazyPage(() => import("./pages/ActivityVideosPage")),
    handle: { title: "活动视频" },
  },
];
