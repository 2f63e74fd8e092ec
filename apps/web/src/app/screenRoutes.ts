import type { RouteObject } from "react-router";
import { lazyPage, type PageLoader } from "./lazyPage";

/**
 * The child routes of an area (/admin, /user) made from the contract's screen registry: each
 * screen's path below the area, its registry title as the route title, and its page from the
 * feature's loader map. The map is typed by the registry's paths, so a screen added to the
 * registry without a page (or a page for a path the registry lacks) does not compile.
 */
export function screenRoutes<P extends string>(
  area: string,
  screens: readonly { readonly path: P; readonly title: string }[],
  pages: Readonly<Record<P, PageLoader>>,
): RouteObject[] {
  return screens.map((s) => ({
    path: s.path.slice(area.length + 1),
    lazy: lazyPage(pages[s.path]),
    handle: { title: s.title },
  }));
}
