import type { AdminScreenPath, UserCentreScreenPath } from "@otp/contract";
import type { PageLoader } from "../../app/lazyPage";

const orgs = () => import("./pages/OrgPage");
const subjects = () => import("./pages/SubjectPage");
const terminals = () => import("./pages/TerminalPage");
const places = () => import("./pages/PlacePage");
const seminars = () => import("./pages/AdminSeminarPage");
const mine = () => import("./pages/MySeminarsPage");
const lectures = () => import("./pages/AdminLecturePage");
const myLectures = () => import("./pages/MyLecturesPage");

/** Pages of the teaching-research back-office screens (joined in app/screenPages.ts). */
export const researchAdminPages = {
  "/admin/business/interaction/organization": orgs,
  "/admin/business/interaction/organization/:handle": orgs,
  "/admin/business/interaction/subject": subjects,
  "/admin/business/interaction/subject/:handle": subjects,
  "/admin/business/interaction/sip": terminals,
  "/admin/business/interaction/sip/:handle": terminals,
  "/admin/business/interaction/place": places,
  "/admin/business/interaction/place/:handle": places,
  "/admin/business/research": seminars,
  "/admin/business/research/:handle": seminars,
  "/admin/business/network-seminar": seminars,
  "/admin/business/network-seminar/:handle": seminars,
  "/admin/business/interaction/seminar": seminars,
  "/admin/business/lecture": lectures,
} satisfies Partial<Record<AdminScreenPath, PageLoader>>;

/** Pages of the teaching-research personal-centre screens. */
export const researchUserPages = {
  "/user/seminar": mine,
  "/user/seminar/detail/:seminarId": mine,
  "/user/lecture": myLectures,
} satisfies Partial<Record<UserCentreScreenPath, PageLoader>>;
