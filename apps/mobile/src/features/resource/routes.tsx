import type { RouteObject } from "react-router";
import { lazyPage } from "../../app/lazyPage";

/** The resource catalogue (`?kind=` as the desktop's /bresN, /resource6, /resource7) and a resource's page. */
export const routes: RouteObject[] = [
  { path: "resource", lazy: lazyPage(() => import("./pages/ResourceListPage")) },
  { path: "resource/:resourceId", lazy: lazyPage(() => import("./pages/ResourceDetailPage")) },
];
