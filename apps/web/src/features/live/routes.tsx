import type { RouteObject } from "react-router";
import { lazyPage } from "../../app/lazyPage";

const list = lazyPage(() => import("./pages/LiveListPage"));
const detail = lazyPage(() => import("./pages/LiveDetailPage"));

/** /live (tabs), /live/playback (recordings), /live/{liveId}, /live/wap/{liveId} (phones). */
export const liveRoutes: RouteObject[] = [
  { path: "live", lazy: list, handle: { title: "直播" } },
  { path: "live/playback", lazy: list, handle: { title: "直播回放" } },
  { path: "live/wap/:liveId", lazy: detail, handle: { title: "直播" } },
  { path: "live/:liveId", lazy: detail, handle: { title: "直播" } },
];
