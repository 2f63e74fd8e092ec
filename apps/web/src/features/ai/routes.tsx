import type { RouteObject } from "react-router";
import { lazyPage } from "../../app/lazyPage";

export const aiRoutes: RouteObject[] = [
  { path: "retrieval", lazy: lazyPage(() => import("./pages/RetrievalPage")), handle: { title: "以图搜视频" } },
  { path: "OcrImage", lazy: lazyPage(() => import("./pages/OcrImagePage")), handle: { title: "图片文字识别" } },
];
