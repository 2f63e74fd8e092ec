import type { RouteObject } from "react-router";
import { lazyPage } from "../../app/lazyPage";

/** /task/res/{Id} (an assignment's submissions), /task/res1/{Id} (review one), /task/recommend/{Id}. */
export const assignmentRoutes: RouteObject[] = [
  { path: "task/res/:Id", lazy: lazyPage(() => import("./pages/SubmissionsPage")), handle: { title: "作业批阅" } },
  { path: "task/res1/:Id", lazy: lazyPage(() => import("./pages/ReviewPage")), handle: { title: "作业批阅" } },
  { path: "task/recommend/:Id", lazy: lazyPage(() => import("./pages/RecommendPage")), handle: { title: "优秀作业" } },
];
