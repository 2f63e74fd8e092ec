import { useMatches } from "react-router";
import type { RouteHandle } from "./lazyPage";

/**
 * The title of the deepest matched route that has one. Registry screens get theirs from the
 * screen registry, so a page heading read from here says what the menu and the tab say.
 */
export function useRouteTitle(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i].handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return "";
}
