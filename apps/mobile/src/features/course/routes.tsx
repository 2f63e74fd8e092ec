import type { RouteObject } from "react-router";
import { lazyPage } from "../../app/lazyPage";

/** The 课程 tab (the catalogue and its course menus) and a course's page; its sections are features/section. */
export const routes: RouteObject[] = [
  { path: "course", lazy: lazyPage(() => import("./pages/CataloguePage")), handle: { tab: "course" } },
  { path: "course/:courseId", lazy: lazyPage(() => import("./pages/CourseDetailPage")) },
];
