import type { AdminScreenPath, UserCentreScreenPath } from "@otp/contract";
import type { PageLoader } from "../../app/lazyPage";

const basic = () => import("./pages/TemplateBasicPage");

/** Pages of the supervision back-office screens (joined in app/screenPages.ts). */
export const superviseAdminPages = {
  "/admin/supervisor/template": () => import("./pages/TemplateListPage"),
  "/admin/supervisor/template/:handle/step/1": basic,
  "/admin/supervisor/template/:handle/step/2": () => import("./pages/TemplateIndicatorsPage"),
  "/admin/supervisor/template/preview/:tplId": () => import("./pages/TemplatePreviewPage"),
  "/admin/business/supervise-task": () => import("./pages/TaskPage"),
  "/admin/supervisor/setting": () => import("./pages/SettingPage"),
  "/admin/supervisor/wordList": () => import("./pages/WordListPage"),
} satisfies Partial<Record<AdminScreenPath, PageLoader>>;

/** Pages of the supervision personal-centre screens. */
export const superviseUserPages = {
  "/user/supervise-task": () => import("./pages/MyTasksPage"),
  "/user/supervise-task-list": () => import("./pages/WrittenPage"),
  "/user/supervisor-manager": () => import("./pages/ExpertWorkPage"),
  "/user/task-assistant": () => import("./pages/TaskAssistantPage"),
  "/user/supervisor": () => import("./pages/ReceivedPage"),
} satisfies Partial<Record<UserCentreScreenPath, PageLoader>>;
