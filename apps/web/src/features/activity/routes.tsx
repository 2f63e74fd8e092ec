import type { RouteObject } from "react-router";
import { lazyPage } from "../../app/lazyPage";

/** /activity (the list), /activity/{activityId}/{type} (one activity's tabs), /activity-editor/{activityId}/{tab}. */
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
];
