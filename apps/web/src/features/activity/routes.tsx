import type { RouteObject } from "react-router";
import { lazyPage } from "../../app/lazyPage";

/** /activity (the list) and /activity/{activityId}/{type} (one activity's tabs). */
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
];
