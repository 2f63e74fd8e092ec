import type { RouteObject } from "react-router";
import { lazyPage } from "../../app/lazyPage";

/** /prepare-course-editor/{courseId}: the full-page co-editor of a course's preparation. */
export const prepareRoutes: RouteObject[] = [
  {
    path: "prepare-course-editor/:courseId",
    lazy: lazyPage(() => import("./pages/PrepareEditorPage")),
    handle: { title: "集体备课" },
  },
];
