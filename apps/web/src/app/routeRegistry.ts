import type { RouteObject } from "react-router";
import { activityRoutes } from "../features/activity/routes";
import { aiRoutes } from "../features/ai/routes";
import { announcementRoutes } from "../features/announcement/routes";
import { assignmentRoutes } from "../features/assignment/routes";
import { authRoutes } from "../features/auth/routes";
import { classroomRoutes } from "../features/classroom/routes";
import { courseRoutes } from "../features/course/routes";
import { liveRoutes } from "../features/live/routes";
import { platformRoutes } from "../features/platform/routes";
import { portalRoutes } from "../features/portal/routes";
import { prepareRoutes } from "../features/prepare/routes";
import { researchRoutes } from "../features/research/routes";
import { resourceRoutes } from "../features/resource/routes";
import { searchRoutes } from "../features/search/routes";
import { statisticsRoutes } from "../features/statistics/routes";
import { superviseRoutes } from "../features/supervise/routes";
import { teacherRoutes } from "../features/teacher/routes";
import { tvRoutes } from "../features/tv/routes";
import { adminRoutes, userRoutes } from "./screenPages";

/**
 * Every feature contributes its route objects from its own routes.tsx; a later domain adds one
 * import here. Pages are lazy-loaded, so the portal never downloads admin code.
 */
export const featureRoutes: RouteObject[] = [
  ...portalRoutes,
  ...authRoutes,
  ...courseRoutes,
  ...resourceRoutes,
  ...searchRoutes,
  ...statisticsRoutes,

  ...aiRoutes,
  ...classroomRoutes,

  ...liveRoutes,
  ...researchRoutes,
  ...tvRoutes,
  ...superviseRoutes,
  ...announcementRoutes,
  ...assignmentRoutes,
  ...prepareRoutes,
  ...activityRoutes,
  ...teacherRoutes,
  ...userRoutes,
  ...adminRoutes,
  ...platformRoutes,
];
