import { USER_CENTRE_SCREENS, type UserCentreScreenPath } from "@otp/contract";
import type { RouteObject } from "react-router";
import { lazyPage, type PageLoader } from "../../app/lazyPage";
import { screenRoutes } from "../../app/screenRoutes";

/** "resource" and "resource1".."resource7" share one page; it reads the kind from the path. */
const myResources = () => import("./pages/MyResourcePage");

/** The page of every personal-centre screen of the registry. */
const USER_CENTRE_PAGES: Record<UserCentreScreenPath, PageLoader> = {
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
};

export const userRoutes: RouteObject[] = [
  {
    path: "user",
    lazy: lazyPage(() => import("./pages/UserCentreLayout")),
    handle: { title: "个人中心" },
    children: [
      // Default page: my learning, or the first page the user's menu holds.
      { index: true, lazy: lazyPage(() => import("./pages/UserIndex")) },
      ...screenRoutes("/user", USER_CENTRE_SCREENS, USER_CENTRE_PAGES),
    ],
  },
];
