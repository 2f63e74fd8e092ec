import { Navigate, type RouteObject } from "react-router";
import { lazyPage } from "../../app/lazyPage";

const layout = lazyPage(() => import("./pages/TvLayout"));

/** /campus-tv-station and its children (SPEC §2): player, list, setting, config, playback, manage. */
export const tvRoutes: RouteObject[] = [
  {
    path: "campus-tv-station",
    lazy: layout,
    handle: { title: "校园电视台" },
    children: [
      { index: true, element: <Navigate to="player" replace /> },
      { path: "player", lazy: lazyPage(() => import("./pages/TvPlayerPage")), handle: { title: "频道直播" } },
      { path: "list", lazy: lazyPage(() => import("./pages/TvListPage")), handle: { title: "栏目点播" } },
      { path: "playback", lazy: lazyPage(() => import("./pages/TvPlaybackPage")), handle: { title: "节目回看" } },
      { path: "setting", lazy: lazyPage(() => import("./pages/TvChannelsPage")), handle: { title: "频道设置" } },
      { path: "manage", lazy: lazyPage(() => import("./pages/TvSchedulePage")), handle: { title: "节目编排" } },
      { path: "config", lazy: lazyPage(() => import("./pages/TvSectionsPage")), handle: { title: "栏目配置" } },
    ],
  },
];
