import type { RouteObject } from "react-router";
import { lazyPage } from "../../app/lazyPage";

/** 名师风采: the recommended teachers and one teacher's page. */
export const routes: RouteObject[] = [
  { path: "teacher", lazy: lazyPage(() => import("./pages/TeacherListPage")) },
  { path: "teacher/:teacherId", lazy: lazyPage(() => import("./pages/TeacherDetailPage")) },
];
