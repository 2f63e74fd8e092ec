import type { AdminScreenPath } from "@otp/contract";
import type { PageLoader } from "../../app/lazyPage";

const orgs = () => import("./pages/OrgPage");
const subjects = () => import("./pages/SubjectPage");
const terminals = () => import("./pages/TerminalPage");
const places = () => import("./pages/PlacePage");

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
} satisfies Partial<Record<AdminScreenPath, PageLoader>>;
