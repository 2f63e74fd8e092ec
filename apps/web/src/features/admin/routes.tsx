import { RESOURCE_KINDS } from "@otp/contract";
import type { RouteObject } from "react-router";
import { lazyPage } from "../../app/lazyPage";

const page = (path: string, title: string, load: Parameters<typeof lazyPage>[0]): RouteObject => ({
  path,
  lazy: lazyPage(load),
  handle: { title },
});

/** Back office /admin (default site/logo); every screen is its own chunk. */
export const adminRoutes: RouteObject[] = [
  {
    path: "admin",
    lazy: lazyPage(() => import("./pages/AdminLayout")),
    handle: { title: "管理后台" },
    children: [
      { index: true, lazy: lazyPage(() => import("./pages/AdminIndex")) },
      page("site/logo", "站点信息", () => import("./pages/site/LogoPage")),
      page("site/portal", "首页模块", () => import("./pages/site/PortalModulesPage")),
      page("site/navigation", "导航管理", () => import("./pages/site/NavigationPage")),
      page("site/navigation/setting", "栏目设置", () => import("./pages/site/NavigationSettingPage")),
      page("site/app", "APP设置", () => import("./pages/site/AppPage")),
      page("site/storage", "存储设置", () => import("./pages/site/StoragePage")),
      page("site/storage/:handle", "存储文件", () => import("./pages/site/StoragePage")),
      page("site/mobile", "移动端设置", () => import("./pages/site/MobilePage")),
      page("site/access-ip", "访问设备", () => import("./pages/site/AccessIpPage")),
      page("site/loginRegister", "登录注册", () => import("./pages/site/LoginRegisterPage")),
      page("site/webGrey", "网站置灰", () => import("./pages/site/WebGreyPage")),
      page("basic/semester", "学期管理", () => import("./pages/basic/SemesterPage")),
      page("basic/semester/:handle", "学期详情", () => import("./pages/basic/SemesterPage")),
      page("basic/college", "院系管理", () => import("./pages/basic/CollegePage")),
      page("basic/grade", "行政班级", () => import("./pages/basic/GradePage")),
      page("basic/class", "教学班级", () => import("./pages/basic/TeachingClassPage")),
      page("basic/category", "学科分类", () => import("./pages/basic/CategoryPage")),
      page("basic/category/:handle", "学科分类详情", () => import("./pages/basic/CategoryPage")),
      page("basic/course-type", "课程类型", () => import("./pages/basic/CourseTypePage")),
      page("basic/course-type/:handle", "课程类型详情", () => import("./pages/basic/CourseTypePage")),
      page("basic/resource-tag", "资源标签", () => import("./pages/basic/ResourceTagPage")),
      page("system/user", "用户管理", () => import("./pages/system/UserPage")),
      page("system/teacher-user", "教师用户", () => import("./pages/system/TeacherUserPage")),
      page("system/student-user", "学生用户", () => import("./pages/system/StudentUserPage")),
      page("system/online", "在线用户", () => import("./pages/system/OnlinePage")),
      page("system/user-verify", "注册审核", () => import("./pages/system/UserVerifyPage")),
      page("system/user/role/:userId", "分配角色", () => import("./pages/system/UserRolePage")),
      page("system/user/:handle", "编辑用户", () => import("./pages/system/UserEditPage")),
      page("system/permission", "角色权限", () => import("./pages/system/PermissionPage")),
      page("business/course", "课程管理", () => import("./pages/business/CoursePage")),
      page("business/course-comment", "课程评论", () => import("./pages/business/CourseCommentPage")),
      page("business/resource", "资源管理", () => import("./pages/business/ResourcePage")),
      ...RESOURCE_KINDS.map((k) =>
        page(`business/resource${k.id}`, k.name, () => import("./pages/business/ResourcePage")),
      ),
      page("business/resource-student", "学生资源", () => import("./pages/business/ResourcePage")),
      page("audit/home", "审核设置", () => import("./pages/audit/AuditHomePage")),
      page("audit/course", "课程审核", () => import("./pages/audit/AuditCoursePage")),
      page("audit/resource", "资源审核", () => import("./pages/audit/AuditResourcePage")),
      page("maintenance/log", "系统日志", () => import("./pages/maintenance/LogPage")),
      page("maintenance/version", "版本信息", () => import("./pages/maintenance/VersionPage")),
    ],
  },
];

/** Paths of the admin screens this build provides, for filtering the MG menu. */
export const ADMIN_SCREENS: ReadonlySet<string> = new Set(
  (adminRoutes[0].children ?? [])
    .map((r) => r.path)
    .filter((p): p is string => typeof p === "string" && !p.includes(":"))
    .map((p) => `/admin/${p}`),
);
