import type { RouteObject } from "react-router";
import { lazyPage } from "../../app/lazyPage";

export const searchRoutes: RouteObject[] = [
  { path: "search", lazy: lazyPage(() => import("./pages/SearchPage")), handle: { title: "搜索" } },
  {
    path: "global-retrieval",
    lazy: lazyPage(() => import("./pages/GlobalRetrievalPage")),
    handle: { title: "全局检索" },
  },
];
