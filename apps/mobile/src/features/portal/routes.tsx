import type { RouteObject } from "react-router";
import { lazyPage } from "../../app/lazyPage";

/** The home tab: the administrator's portal modules. */
export const routes: RouteObject[] = [
  { path: "portal", lazy: lazyPage(() => import("./pages/PortalPage")), handle: { tab: "home" } },
];
