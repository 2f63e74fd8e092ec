import type { RouteObject } from "react-router";
import { lazyPage } from "../../app/lazyPage";

export const searchRoutes: RouteObject[] = [
  { path: "search", lazy: lazyPage(() => import("./pages/SearchPage")), handle: { title: "搜索" } },
];
