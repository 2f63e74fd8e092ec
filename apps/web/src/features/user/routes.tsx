import { RESOURCE_KINDS } from "@otp/contract";
import type { RouteObject } from "react-router";
import { lazyPage } from "../../app/lazyPage";

/** Personal-centre pages this feature provides (other /user children belong to their domains). */
export const USER_CENTRE_PAGES: readonly { path: string; title: string }[] = [
  { path: "my-course", title: "我的学习" },
  { path: "course", title: "我的课程" },
  { path: "resource", title: "我的资源" },
  ...RESOURCE_KINDS.map((k) => ({ path: `resource${k.id}`, title: k.name })),
  { path: "audit-set", title: "审核设置" },
  { path: "audit-course", title: "课程审核" },
  { path: "audit-resource", title: "资源审核" },
  { path: "personal-information", title: "个人信息" },
  { path: "notice", title: "我的消息" },
  { path: "collect", title: "我的收藏" },
  { path: "download", title: "我的下载" },
  { path: "software-download", title: "软件下载" },
];

type Loader = Parameters<typeof lazyPage>[0];

const LOADERS: Record<string, Loader> = {
  "my-course": () => import("./pages/MyCoursePage"),
  course: () => import("./pages/MyCoursesPage"),
  "audit-set": () => import("./pages/AuditSetPage"),
  "audit-course": () => import("./pages/AuditCoursePage"),
  "audit-resource": () => import("./pages/AuditResourcePage"),
  "personal-information": () => import("./pages/PersonalInfoPage"),
  notice: () => import("./pages/NoticePage"),
  collect: () => import("./pages/CollectPage"),
  download: () => import("./pages/DownloadPage"),
  "software-download": () => import("./pages/SoftwareDownloadPage"),
};

/** "resource" and "resource1".."resource7" share one page; it reads the kind from the path. */
const loaderOf = (path: string): Loader =>
  /^resource\d?$/.test(path) ? () => import("./pages/MyResourcePage") : LOADERS[path];

export const userRoutes: RouteObject[] = [
  {
    path: "user",
    lazy: lazyPage(() => import("./pages/UserCentreLayout")),
    handle: { title: "个人中心" },
    children: [
      // Default page: my learning, or the first page the user's menu holds.
      { index: true, lazy: lazyPage(() => import("./pages/UserIndex")) },
      ...USER_CENTRE_PAGES.map((p) => ({ path: p.path, lazy: lazyPage(loaderOf(p.path)), handle: { title: p.title } })),
    ],
  },
];
