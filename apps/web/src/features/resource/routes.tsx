import { RESOURCE_KINDS } from "@otp/contract";
import type { RouteObject } from "react-router";
import { lazyPage } from "../../app/lazyPage";

const list = lazyPage(() => import("./pages/ResourceListPage"));
const detail = lazyPage(() => import("./pages/ResourceDetailPage"));

/**
 * /resource and /resource/{originId}; /bres1../bres5 with /bres{n}/{id}; /resource6 (活动视频)
 * and /resource7 (精品课程) with their details. One list page and one detail page serve them all:
 * the kind comes from the path.
 */
export const resourceRoutes: RouteObject[] = [
  { path: "resource", lazy: list, handle: { title: "资源中心" } },
  { path: "resource/:originId", lazy: detail, handle: { title: "资源详情" } },
  ...RESOURCE_KINDS.flatMap((k): RouteObject[] => [
    // /resource6 lists the works of finished activities: the activity feature serves that list.
    ...(k.id === 6 ? [] : [{ path: k.path, lazy: list, handle: { title: k.name } }]),
    { path: `${k.path}/:id`, lazy: detail, handle: { title: k.name } },
  ]),
];
