import type { UserCentreScreenPath } from "@otp/contract";
import type { RouteObject } from "react-router";
import { lazyPage, type PageLoader } from "../../app/lazyPage";

/** "resource" and "resource1".."resource7" share one page; it reads the kind from the path. */
const myResources = () => import("./pages/MyResourcePage");

/**
 * The pages of the personal-centre screens this feature owns; a domain's own personal-centre
 * pages live in that domain's feature (its screens.ts), joined in app/screenPages.ts.
 */
export const userCentrePages = {
  "/user/my-course": () => import("./pages/MyCoursePage"),
  "/user/course": () => import("./pages/MyCoursesPage"),
  "/user/resource": myResources,
  "/user/resource1": myResources,
  "/user/resource2": myResources,
  "/user/resource3": myResources,
  "/user/resource4": myResources,
  "/user/resource5": myResources,
  "/user/resource6": myResources,
  "/user/resource7": myResources,
  "/user/audit-set": () => import("./pages/AuditSetPage"),
  "/user/audit-course": () => import("./pages/AuditCoursePage"),
  "/user/audit-resource": () => import("./pages/AuditResourcePage"),
  "/user/personal-information": () => import("./pages/PersonalInfoPage"),
  "/user/notice": () => import("./pages/NoticePage"),
  "/user/collect": () => import("./pages/CollectPage"),
  "/user/download": () => import("./pages/DownloadPage"),
  "/user/software-download": () => import("./pages/SoftwareDownloadPage"),
} satisfies Partial<Record<UserCentreScreenPath, PageLoader>>;

/** The personal centre /user: its layout around every registry screen (app/screenPages.ts makes them). */
export function userCentreArea(screens: RouteObject[]): RouteObject {
  return {
    path: "user",
    lazy: lazyPage(() => import("./pages/UserCentreLayout")),
    handle: { title: "个人中心" },
    children: [
      // Default page: my learning, or the first page the user's menu holds.
      { index: true, lazy: lazyPage(() => import("./pages/UserIndex")) },
      ...screens,
    ],
  };
}
