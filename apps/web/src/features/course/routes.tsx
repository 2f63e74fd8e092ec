import type { RouteObject } from "react-router";

export const courseRoutes: RouteObject[] = [];
