import { ADMIN_SCREENS, type AdminScreenPath, USER_CENTRE_SCREENS, type UserCentreScreenPath } from "@otp/contract";
import type { RouteObject } from "react-router";
import { activityAdminPages, activityUserCentrePages } from "../features/activity/screens";
import { adminArea, adminPages } from "../features/admin/routes";
import { announcementAdminPages } from "../features/announcement/screens";
import { assignmentUserCentrePages } from "../features/assignment/screens";
import { chaoxingAdminPages } from "../features/chaoxing/screens";
import { classroomAdminPages } from "../features/classroom/screens";
import { liveAdminPages, liveUserCentrePages } from "../features/live/screens";
import { prepareAdminPages, prepareUserCentrePages } from "../features/prepare/screens";
import { researchAdminPages, researchUserPages } from "../features/research/screens";
import { statisticsAdminPages } from "../features/statistics/screens";
import { superviseAdminPages, superviseUserPages } from "../features/supervise/screens";
import { teacherUserCentrePages } from "../features/teacher/screens";
import { teachGroupUserCentrePages } from "../features/teachgroup/screens";
import { teachTaskUserCentrePages } from "../features/teachtask/screens";
import { timetableUserCentrePages } from "../features/timetable/screens";
import { tvAdminPages } from "../features/tv/screens";
import { userCentreArea, userCentrePages } from "../features/user/routes";
import { wordAdminPages } from "../features/word/screens";
import type { PageLoader } from "./lazyPage";
import { screenRoutes } from "./screenRoutes";

/**
 * Every registry screen's page, joined from the features that own them. Typed by the registry's
 * paths: a screen added to packages/contract/src/screens.ts without a page here does not compile.
 * A new domain exports its pages from features/<domain>/screens.ts and spreads them in.
 */
const ADMIN_PAGES: Record<AdminScreenPath, PageLoader> = {
  ...adminPages,
  ...activityAdminPages,
  ...announcementAdminPages,
  ...chaoxingAdminPages,
  ...classroomAdminPages,
  ...liveAdminPages,
  ...prepareAdminPages,
  ...researchAdminPages,
  ...statisticsAdminPages,
  ...superviseAdminPages,
  ...tvAdminPages,
  ...wordAdminPages,
};
const USER_CENTRE_PAGES: Record<UserCentreScreenPath, PageLoader> = {
  ...userCentrePages,
  ...activityUserCentrePages,
  ...liveUserCentrePages,
  ...researchUserPages,
  ...superviseUserPages,
  ...teacherUserCentrePages,
  ...teachGroupUserCentrePages,
  ...teachTaskUserCentrePages,
  ...timetableUserCentrePages,
  ...assignmentUserCentrePages,
  ...prepareUserCentrePages,
};

export const adminRoutes: RouteObject[] = [adminArea(screenRoutes("/admin", ADMIN_SCREENS, ADMIN_PAGES))];
export const userRoutes: RouteObject[] = [
  userCentreArea(screenRoutes("/user", USER_CENTRE_SCREENS, USER_CENTRE_PAGES)),
];
