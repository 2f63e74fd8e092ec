import type { RouteObject } from "react-router";
import { lazyPage } from "../../app/lazyPage";

const all = () => import("./pages/AllAnalysesPage");

/** AI classroom analysis (SPEC §2 /class-ai-analysis/, /ai-analyse, /ai-analyse1; all need a session). */
export const classroomRoutes: RouteObject[] = [
  {
    path: "class-ai-analysis/class-analysis",
    lazy: lazyPage(() => import("./pages/LessonAnalysisPage")),
    handle: { title: "课堂分析" },
  },
  { path: "class-ai-analysis/class-analysis-all", lazy: lazyPage(all), handle: { title: "AI课堂分析" } },
  {
    path: "class-ai-analysis/class-analysis-collage",
    lazy: lazyPage(() => import("./pages/CollagePage")),
    handle: { title: "抽帧核对" },
  },
  {
    path: "class-ai-analysis/my-course-analysis",
    lazy: lazyPage(() => import("./pages/MyAnalysisPage")),
    handle: { title: "我的课堂分析" },
  },
  {
    path: "class-ai-analysis/classroom-warning-statistics",
    lazy: lazyPage(() => import("./pages/WarningStatsPage")),
    handle: { title: "课堂预警统计" },
  },
  { path: "ai-analyse", lazy: lazyPage(() => import("./pages/DashboardPage")), handle: { title: "课堂分析大屏" } },
  { path: "ai-analyse1", lazy: lazyPage(() => import("./pages/ReportPage")), handle: { title: "课堂分析报告" } },
];
