import type { RouteObject } from "react-router";
import { lazyPage } from "../../app/lazyPage";

const page = lazyPage(() => import("./pages/DataStatisticsPage"));

/** /data-statistics/{ds-course|ds-resource|ds-live|ds-course-visit|ds-system-visit}. */
export const statisticsRoutes: RouteObject[] = [
  { path: "data-statistics", lazy: page, handle: { title: "数据统计" } },
  { path: "data-statistics/:dashboard", lazy: page, handle: { title: "数据统计" } },
];
