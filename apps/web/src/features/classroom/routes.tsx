import type { RouteObject } from "react-router";
import { lazyPage } from "../../app/lazyPage";

const all = () => import("./pages/AllAnalysesPage");
const compare = () => import("./pages/research/ComparePage");

/**
 * AI classroom analysis (SPEC §2 /class-ai-analysis/, /ai-analyse, /ai-analyse1) and AI research
 * (/ai-research/…, /compare-analysis/…, /historical-data/…); all need a session.
 */
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
  // AI research across lessons (issue 26): research, comparison and history pages.
  {
    path: "ai-research/multi/:level",
    lazy: lazyPage(() => import("./pages/research/MultiUnitPage")),
    handle: { title: "AI教研·多单位分析" },
  },
  {
    path: "ai-research/course",
    lazy: lazyPage(() => import("./pages/research/CourseListPage")),
    handle: { title: "AI教研·课程研究" },
  },
  {
    path: "ai-research/course/:courseId",
    lazy: lazyPage(() => import("./pages/research/CourseResearchPage")),
    handle: { title: "课程研究" },
  },
  {
    path: "ai-research/compare/index",
    lazy: lazyPage(() => import("./pages/research/CompareChoosePage")),
    handle: { title: "AI教研·对比分析" },
  },
  { path: "ai-research/compare/two", lazy: lazyPage(compare), handle: { title: "两者对比" } },
  { path: "ai-research/compare/three", lazy: lazyPage(compare), handle: { title: "三者对比" } },
  {
    path: "compare-analysis/:focus",
    lazy: lazyPage(() => import("./pages/research/CompareFocusPage")),
    handle: { title: "对比分析" },
  },
  {
    path: "historical-data/report",
    lazy: lazyPage(() => import("./pages/research/TermReportPage")),
    handle: { title: "学期报告" },
  },
  {
    path: "historical-data/:topic",
    lazy: lazyPage(() => import("./pages/research/HistoryPage")),
    handle: { title: "历史数据" },
  },
  { path: "ai-analyse", lazy: lazyPage(() => import("./pages/DashboardPage")), handle: { title: "课堂分析大屏" } },
  { path: "ai-analyse1", lazy: lazyPage(() => import("./pages/ReportPage")), handle: { title: "课堂分析报告" } },
];
