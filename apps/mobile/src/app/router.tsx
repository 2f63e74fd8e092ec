import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { RouteError } from "./RouteError";
import { Shell } from "./Shell";

/**
 * Every feature declares its routes in `features/<name>/routes.tsx` (pages load lazily); the
 * router collects them, so adding a journey touches no shared file.
 */
const featureRoutes = Object.values(
  import.meta.glob<{ routes: RouteObject[] }>("../features/*/routes.tsx", { eager: true }),
).flatMap((m) => m.routes);

export const routes: RouteObject[] = [
  {
    element: <Shell />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="/portal" replace /> },
      ...featureRoutes,
      { path: "*", element: <RouteError notFound /> },
    ],
  },
];

/** Made after the hand-off code left the address (main.tsx): the router keeps its first address. */
export const createRouter = () => createBrowserRouter(routes);
