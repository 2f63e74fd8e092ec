import type { RouteObject } from "react-router";

export const resourceRoutes: RouteObject[] = [];
