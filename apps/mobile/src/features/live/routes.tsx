import type { RouteObject } from "react-router";
import { lazyPage } from "../../app/lazyPage";

/** The 直播 tab (lives now, upcoming, ended) and a live's phone page. */
export const routes: RouteObject[] = [
  { path: "live", lazy: lazyPage(() => import("./pages/LiveListPage")), handle: { tab: "live" } },
  { path: "live/wap/:liveId", lazy: lazyPage(() => import("./pages/LiveDetailPage")) },
];
