import { Navigate, type RouteObject } from "react-router";
import { lazyPage } from "../../app/lazyPage";

/** Personal-centre pages this feature provides (other /user children belong to their domains). */
export const USER_CENTRE_PAGES = [
  { path: "personal-information", title: "个人信息" },
  { path: "notice", title: "我的消息" },
  { path: "collect", title: "我的收藏" },
  { path: "download", title: "我的下载" },
  { path: "software-download", title: "软件下载" },
] as const;

export const userRoutes: RouteObject[] = [
  {
    path: "user",
    lazy: lazyPage(() => import("./pages/UserCentreLayout")),
    handle: { title: "个人中心" },
    children: [
      // Default page: personal information until "my courses" exists.
      { index: true, element: <Navigate to="/user/personal-information" replace /> },
      {
        path: "personal-information",
        lazy: lazyPage(() => import("./pages/PersonalInfoPage")),
        handle: { title: "个人信息" },
      },
      { path: "notice", lazy: lazyPage(() => import("./pages/NoticePage")), handle: { title: "我的消息" } },
      { path: "collect", lazy: lazyPage(() => import("./pages/CollectPage")), handle: { title: "我的收藏" } },
      { path: "download", lazy: lazyPage(() => import("./pages/DownloadPage")), handle: { title: "我的下载" } },
      {
        path: "software-download",
        lazy: lazyPage(() => import("./pages/SoftwareDownloadPage")),
        handle: { title: "软件下载" },
      },
    ],
  },
];
