import type { AdminScreenPath } from "@otp/contract";
import type { RouteObject } from "react-router";
import { lazyPage, type PageLoader } from "../../app/lazyPage";

const storage = () => import("./pages/site/StoragePage");
const semester = () => import("./pages/basic/SemesterPage");
const category = () => import("./pages/basic/CategoryPage");
const courseType = () => import("./pages/basic/CourseTypePage");
const resources = () => import("./pages/business/ResourcePage");

/**
 * The pages of the back-office screens this feature owns (site, basic data, system, course and
 * resource business, audit, maintenance); a domain's own screens have their pages in that
 * domain's feature (its screens.ts), and app/screenPages.ts joins them. A list screen and its
 * hidden detail screen may share one page (it reads the route param).
 */
export const adminPages = {
  "/admin/site/logo": () => import("./pages/site/LogoPage"),
  "/admin/site/portal": () => import("./pages/site/PortalModulesPage"),
  "/admin/site/navigation": () => import("./pages/site/NavigationPage"),
  "/admin/site/navigation/edit": () => import("./pages/site/NavigationEditPage"),
  "/admin/site/navigation/setting": () => import("./pages/site/NavigationSettingPage"),
  "/admin/site/storage": storage,
  "/admin/site/storage/:handle": storage,
  "/admin/site/app": () => import("./pages/site/AppPage"),
  "/admin/site/access-ip": () => import("./pages/site/AccessIpPage"),
  "/admin/site/loginRegister": () => import("./pages/site/LoginRegisterPage"),
  "/admin/site/webGrey": () => import("./pages/site/WebGreyPage"),
  "/admin/site/mobile": () => import("./pages/site/MobilePage"),
  "/admin/basic/semester": semester,
  "/admin/basic/semester/:handle": semester,
  "/admin/basic/college": () => import("./pages/basic/CollegePage"),
  "/admin/basic/grade": () => import("./pages/basic/GradePage"),
  "/admin/basic/class": () => import("./pages/basic/TeachingClassPage"),
  "/admin/basic/category": category,
  "/admin/basic/category/:handle": category,
  "/admin/basic/course-type": courseType,
  "/admin/basic/course-type/:handle": courseType,
  "/admin/business/supervisor/course-type": courseType,
  "/admin/basic/resource-tag": () => import("./pages/basic/ResourceTagPage"),
  "/admin/system/user": () => import("./pages/system/UserPage"),
  "/admin/system/user/role/:userId": () => import("./pages/system/UserRolePage"),
  "/admin/system/user/:handle": () => import("./pages/system/UserEditPage"),
  "/admin/system/teacher-user": () => import("./pages/system/TeacherUserPage"),
  "/admin/system/student-user": () => import("./pages/system/StudentUserPage"),
  "/admin/system/online": () => import("./pages/system/OnlinePage"),
  "/admin/system/user-verify": () => import("./pages/system/UserVerifyPage"),
  "/admin/system/permission": () => import("./pages/system/PermissionPage"),
  "/admin/business/course": () => import("./pages/business/CoursePage"),
  "/admin/business/course-comment": () => import("./pages/business/CourseCommentPage"),
  "/admin/business/resource": resources,
  "/admin/business/resource1": resources,
  "/admin/business/resource2": resources,
  "/admin/business/resource3": resources,
  "/admin/business/resource4": resources,
  "/admin/business/resource5": resources,
  "/admin/business/resource6": resources,
  "/admin/business/resource7": resources,
  "/admin/business/resource-student": resources,
  "/admin/business/app": () => import("./pages/business/AppVersionPage"),
  "/admin/audit/home": () => import("./pages/audit/AuditHomePage"),
  "/admin/audit/user": () => import("./pages/system/UserVerifyPage"),
  "/admin/audit/course": () => import("./pages/audit/AuditCoursePage"),
  "/admin/audit/resource": () => import("./pages/audit/AuditResourcePage"),
  "/admin/maintenance/log": () => import("./pages/maintenance/LogPage"),
  "/admin/maintenance/version": () => import("./pages/maintenance/VersionPage"),
} satisfies Partial<Record<AdminScreenPath, PageLoader>>;

/** Back office /admin: its layout around every registry screen (app/screenPages.ts makes them). */
export function adminArea(screens: RouteObject[]): RouteObject {
  return {
    path: "admin",
    lazy: lazyPage(() => import("./pages/AdminLayout")),
    handle: { title: "管理后台" },
    children: [
      // Default page: site information, or the first screen the user's menu holds.
      { index: true, lazy: lazyPage(() => import("./pages/AdminIndex")) },
      ...screens,
    ],
  };
}
