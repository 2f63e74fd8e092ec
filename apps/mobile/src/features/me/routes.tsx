import type { RouteObject } from "react-router";
import { lazyPage } from "../../app/lazyPage";

/** The personal pages under 我的 (the hub itself is features/auth); each asks a visitor to log in. */
export const routes: RouteObject[] = [
  { path: "user/my-course", lazy: lazyPage(() => import("./pages/MyCoursePage")) },
  { path: "user/collect", lazy: lazyPage(() => import("./pages/CollectPage")) },
  { path: "user/notice", lazy: lazyPage(() => import("./pages/NoticePage")) },
  { path: "user/reservation-live", lazy: lazyPage(() => import("./pages/ReservationPage")) },
  { path: "user/my-assignment", lazy: lazyPage(() => import("./pages/AssignmentListPage")) },
  { path: "user/my-assignment/:id", lazy: lazyPage(() => import("./pages/AssignmentPage")) },
  { path: "user/personal-information", lazy: lazyPage(() => import("./pages/PersonalInfoPage")) },
];
