import type { RouteObject } from "react-router";
import { lazyPage } from "../../app/lazyPage";

export const platformRoutes: RouteObject[] = [
  { path: "401", lazy: lazyPage(() => import("./pages/UnauthorizedPage")), handle: { title: "无权访问" } },
  { path: "404", lazy: lazyPage(() => import("./pages/NotFoundPage")), handle: { title: "页面不存在" } },
  { path: "app-download", lazy: lazyPage(() => import("./pages/AppDownloadPage")), handle: { title: "APP下载" } },
  { path: "setup", lazy: lazyPage(() => import("./pages/SetupPage")), handle: { title: "APP设置" } },
];
