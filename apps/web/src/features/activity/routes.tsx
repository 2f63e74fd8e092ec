import type { RouteObject } from "react-router";
import { lazyPage } from "../../app/lazyPage";

const editor = lazyPage(() => import("./pages/ActivityEditorPage"));

/** /activity (the list), /activity/{activityId}/{type} (one activity's tabs), /activity-editor/{activityId}/{tab}[/{handle}]; /resource6 (活动视频, the works of finished activities). */
export const activityRoutes: RouteObject[] = [
  {
    path: "activity",
    lazy: lazyPage(() => import("./pages/ActivityListPage")),
    handle: { title: "活动评比" },
  },
  {
    path: "activity/:activityId/:type?",
    lazy: lazyPage(() => import("./pages/ActivityDetailPage")),
    handle: { title: "活动评比" },
  },
  {
    path: "activity-editor/:activityId/:tab?",
    lazy: editor,
    handle: { title: "活动编辑" },
  },
  // brief/{handle} and the like (SPEC §2), as the course and seminar editors have them.
  { path: "activity-editor/:activityId/:tab/:handle", lazy: editor, handle: { title: "活动编辑" } },
  {
    path: "resource6",
    lazy: lazyPage(() => import("./pages/ActivityVideosPage")),
    handle: { title: "活动视频" },
  },
];
