import type { ComponentType } from "react";
import type { LazyRouteFunction, RouteObject } from "react-router";

/** A route whose page module (default export) loads when the route is first opened. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyRouteFunction<RouteObject> {
  return async () => ({ Component: (await load()).default });
}

/** Which bottom tab a route belongs to; a route without one is a detail page (back arrow, no tab bar). */
export type TabKey = "home" | "course" | "live" | "me";

export interface RouteHandle {
  tab?: TabKey;
}
