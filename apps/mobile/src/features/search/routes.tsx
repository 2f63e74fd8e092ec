import type { RouteObject } from "react-router";
import { lazyPage } from "../../app/lazyPage";

/** The search page (the header's search box of the tab pages leads here). */
export const routes: RouteObject[] = [{ path: "search", lazy: lazyPage(() => import("./pages/SearchPage")) }];
