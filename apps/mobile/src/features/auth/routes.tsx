import type { RouteObject } from "react-router";
import { lazyPage } from "../../app/lazyPage";

/** Logging in on the phone, the 我的 tab and the app pages. */
export const routes: RouteObject[] = [
  { path: "login-wap", lazy: lazyPage(() => import("./pages/LoginWapPage")) },
  { path: "user", lazy: lazyPage(() => import("./pages/UserHubPage")), handle: { tab: "me" } },
  { path: "setup", lazy: lazyPage(() => import("./pages/SetupPage")) },
  { path: "app-download", lazy: lazyPage(() => import("./pages/AppDownloadPage")) },
];
