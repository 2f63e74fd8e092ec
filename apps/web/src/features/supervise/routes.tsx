import { Navigate, type RouteObject } from "react-router";
import { lazyPage } from "../../app/lazyPage";

const editor = () => import("./pages/EvaluationEditorPage");
const detail = () => import("./pages/EvaluationDetailPage");
const stats = () => import("./pages/StatisticsPage");
const wall = () => import("./pages/PatrolWallPage");

/** The supervision front routes (SPEC §2 Supervision). */
export const superviseRoutes: RouteObject[] = [
  { path: "supervise-task", lazy: lazyPage(() => import("./pages/MyTasksPage")), handle: { title: "听课任务" } },
  { path: "supervise-task/detail", lazy: lazyPage(editor), handle: { title: "听课评价" } },
  { path: "supervise-task/playback", lazy: lazyPage(detail), handle: { title: "听课回放" } },
  { path: "supervisor-editor/:id", lazy: lazyPage(editor), handle: { title: "听课评价" } },
  { path: "supervisor-detail/:id", lazy: lazyPage(detail), handle: { title: "评价详情" } },
  {
    path: "supervise-activity",
    lazy: lazyPage(() => import("./pages/ActivityEvaluatePage")),
    handle: { title: "督导活动" },
  },
  { path: "patrol_class/index", lazy: lazyPage(wall), handle: { title: "在线巡课" } },
  { path: "patrol_class/detail", lazy: lazyPage(() => import("./pages/PatrolDetailPage")), handle: { title: "巡课" } },
  {
    path: "supervise",
    lazy: lazyPage(() => import("./pages/SuperviseLayout")),
    handle: { title: "督导评价" },
    children: [
      { index: true, element: <Navigate to="supervise_statistics" replace /> },
      { path: "supervise_statistics", lazy: lazyPage(stats), handle: { title: "督导统计" } },
      {
        path: "supervise_evalution",
        lazy: lazyPage(() => import("./pages/EvaluationListPage")),
        handle: { title: "评价记录" },
      },
      { path: "supervise_evalution/:id", lazy: lazyPage(detail), handle: { title: "评价详情" } },
      { path: "detail", lazy: lazyPage(detail), handle: { title: "评价详情" } },
      { path: "supervise_patrol_class", lazy: lazyPage(wall), handle: { title: "在线巡课" } },
      {
        path: "supervise_patrol_class_detail",
        lazy: lazyPage(() => import("./pages/PatrolRecordsPage")),
        handle: { title: "巡课记录" },
      },
      {
        path: "supervise_patrol_in_class",
        lazy: lazyPage(() => import("./pages/PatrolInClassPage")),
        handle: { title: "进班巡课" },
      },
    ],
  },
];
