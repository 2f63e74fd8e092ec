import type { RouteObject } from "react-router";
import { lazyPage } from "../../app/lazyPage";

/** /teacher (名师风采) and /teacher/{teacherId} (one teacher's page). */
export const teacherRoutes: RouteObject[] = [
  { path: "teacher", lazy: lazyPage(() => import("./pages/TeacherListPage")), handle: { title: "名师风采" } },
  {
    path: "teacher/:teacherId",
    lazy: lazyPage(() => import("./pages/TeacherDetailPage")),
    handle: { title: "名师风采" },
  },
];
