import type { ComponentType } from "react";
import type { LazyRouteFunction, RouteObject } from "react-router";

/** Fetches a page module: its default export is the page. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/** Route-level code splitting: the page module is fetched only when its route matches. */
export function lazyPage(load: PageLoader): LazyRouteFunction<RouteObject> {
  return async () => {
    const mod = await load();
    return { Component: mod.default };
  };
}

export interface RouteHandle {
  /** Document title of the page (Chinese). */
  title?: string;
}
