import type { RouteObject } from "react-router";
import { lazyPage } from "../../app/lazyPage";

export const portalRoutes: RouteObject[] = [
  { path: "portal", lazy: lazyPage(() => import("./pages/PortalPage")), handle: { title: "首页" } },
];
