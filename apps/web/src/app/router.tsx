import { createBrowserRouter, type RouteObject, redirect } from "react-router";
import { guardLoader } from "./guardLoader";
import { lazyPage } from "./lazyPage";
import { PageLoading } from "./PageLoading";
import { RouteError } from "./RouteError";
import { featureRoutes } from "./routeRegistry";
import { AppShell } from "./shell/AppShell";

export const appRoutes: RouteObject[] = [
  {
    id: "root",
    path: "/",
    Component: AppShell,
    loader: guardLoader,
    shouldRevalidate: () => true,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    children: [
      // Keeps the query: a hand-off link to "/" (?token=, ?sessionId=) must still reach the guard's confirmation.
      { index: true, loader: ({ request }) => redirect(`/portal${new URL(request.url).search}`) },
      ...featureRoutes,
      {
        path: "*",
        lazy: lazyPage(() => import("../features/platform/pages/NotFoundPage")),
        handle: { title: "页面不存在" },
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
