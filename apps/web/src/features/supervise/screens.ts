import type { AdminScreenPath, UserCentreScreenPath } from "@otp/contract";
import type { PageLoader } from "../../app/lazyPage";

const basic = () => import("./pages/TemplateBasicPage");
const templates = () => import("./pages/TemplateListPage");
const indicators = () => import("./pages/TemplateIndicatorsPage");
const preview = () => import("./pages/TemplatePreviewPage");
const activities = () => import("./pages/ActivityPage");

/** Pages of the supervision back-office screens (joined in app/screenPages.ts). */
export const superviseAdminPages = {
  "/admin/supervisor/template": templates,
  "/admin/supervisor/template/:handle/step/1": basic,
  "/admin/supervisor/template/:handle/step/2": indicators,
  "/admin/supervisor/template/preview/:tplId": preview,
  // 业务管理 › 督导 shows the same template screens (links stay in that area).
  "/admin/business/supervisor/template": templates,
  "/admin/business/supervisor/template/:handle/step/1": basic,
  "/admin/business/supervisor/template/:handle/step/2": indicators,
  "/admin/business/supervisor/template/preview/:tplId": preview,
  "/admin/business/supervise-task": () => import("./pages/TaskPage"),
  "/admin/business/supervise-activity": activities,
  "/admin/business/supervise-activity-student": () => import("./pages/ActivityStudentsPage"),
  "/admin/supervisor/activity": activities,
  "/admin/supervisor/setting": () => import("./pages/SettingPage"),
  "/admin/supervisor/wordList": () => import("./pages/PhraseListPage"),
} satisfies Partial<Record<AdminScreenPath, PageLoader>>;

/** Pages of the supervision personal-centre screens. */
export const superviseUserPages = {
  "/user/supervise-task": () => import("./pages/MyTasksPage"),
  "/user/supervise-task-list": () => import("./pages/WrittenPage"),
  "/user/supervisor-manager": () => import("./pages/ExpertWorkPage"),
  "/user/task-assistant": () => import("./pages/TaskAssistantPage"),
  "/user/supervisor": () => import("./pages/ReceivedPage"),
  "/user/sup/activity": () => import("./pages/MyActivitiesPage"),
} satisfies Partial<Record<UserCentreScreenPath, PageLoader>>;
