import type { AdminScreenPath, UserCentreScreenPath } from "@otp/contract";
import type { PageLoader } from "../../app/lazyPage";

/** The live feature's personal-centre and back-office pages (joined in app/screenPages.ts). */
export const liveUserCentrePages = {
  "/user/live-course": () => import("./pages/MyLivesPage"),
  "/user/live-course/:handle": () => import("./pages/LiveEditPage"),
  "/user/live-course/:handle/stream": () => import("./pages/LiveStreamPage"),
  "/user/reservation-live": () => import("./pages/ReservationPage"),
} satisfies Partial<Record<UserCentreScreenPath, PageLoader>>;

export const liveAdminPages = {
  "/admin/business/live": () => import("./pages/AdminLivesPage"),
  "/admin/business/live/:handle": () => import("./pages/AdminLiveDetailPage"),
  "/admin/business/live/:handle/course": () => import("./pages/AdminLiveCoursePage"),
} satisfies Partial<Record<AdminScreenPath, PageLoader>>;
