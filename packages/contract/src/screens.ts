import {
  ADMIN_ROLE_ID,
  AUDITOR_ROLE_ID,
  STUDENT_ROLE_ID,
  SUPERVISER_EXPERT_MANAGER_ROLE_ID,
  SUPERVISER_EXPERT_ROLE_ID,
  SUPERVISOR_ROLE_ID,
  TEACHER_ROLE_ID,
} from "./constants.js";

/**
 * The screen registry: every header-navigation entry, personal-centre page and back-office
 * screen, once. The server's permission catalogue and shipped menus, the web's routes, the
 * admin and personal-centre menus and the route guard all read it, so a title or a path is
 * written in one place. A new domain adds its screens here (and its page loaders on the web,
 * which the type checker then demands).
 *
 * - `code`: stable identifier, kept in the menus table. For back-office screens it is the
 *   permission code that every `/api/m` call behind the screen names.
 * - `parent`: the menu item this one nests under (a personal-centre submenu), or, for a
 *   `hidden` screen, the screen it is reached from; a hidden screen is allowed by its parent's
 *   grant and never appears in a menu.
 * - `roles`: built-in roles that get the item by default (the administrator always does).
 *   Without it, navigation and personal-centre items go to every role, back-office screens to
 *   the administrator only.
 */
export interface ScreenDef {
  readonly code: string;
  readonly title: string;
  readonly path: string;
  readonly group: "nav" | "userCenter" | "MG";
  /** Back-office section (MG only). */
  readonly section?: AdminSectionCode;
  readonly parent?: string;
  readonly hidden?: true;
  /** Menu icon name. */
  readonly css?: string;
  /** Navigation entries a guest may open (guest mode on). */
  readonly guest?: true;
  readonly roles?: readonly number[];
}

export const ADMIN_SECTIONS = [
  { code: "site", name: "站点管理" },
  { code: "basic", name: "基础数据" },
  { code: "system", name: "系统管理" },
  { code: "business", name: "业务管理" },
  { code: "supervisor", name: "督导管理" },
  { code: "audit", name: "审核管理" },
  { code: "maintenance", name: "运维管理" },
] as const;
export type AdminSectionCode = (typeof ADMIN_SECTIONS)[number]["code"];

/** Every role but the student: the teaching side of the personal centre. */
const STAFF_ROLES = [
  AUDITOR_ROLE_ID,
  SUPERVISOR_ROLE_ID,
  SUPERVISER_EXPERT_ROLE_ID,
  SUPERVISER_EXPERT_MANAGER_ROLE_ID,
  TEACHER_ROLE_ID,
] as const;
const AUDITORS = [AUDITOR_ROLE_ID] as const;
/** Who listens to lessons: supervisors (leaders) and the evaluation experts. */
const EVALUATORS = [SUPERVISOR_ROLE_ID, SUPERVISER_EXPERT_ROLE_ID, SUPERVISER_EXPERT_MANAGER_ROLE_ID] as const;
/** The teaching-quality office: supervisors and the expert group's leader manage supervision. */
const SUPERVISE_MANAGERS = [SUPERVISOR_ROLE_ID, SUPERVISER_EXPERT_MANAGER_ROLE_ID] as const;

export const NAV_SCREENS = [
  { code: "nav.portal", title: "首页", path: "/portal", group: "nav", css: "home", guest: true },
  { code: "nav.course", title: "课程", path: "/course", group: "nav", css: "book", guest: true },
  { code: "nav.resource", title: "资源", path: "/resource", group: "nav", css: "video", guest: true },
  { code: "nav.search", title: "搜索", path: "/search", group: "nav", css: "search", guest: true },
  { code: "nav.live", title: "直播", path: "/live", group: "nav", css: "video-camera", guest: true },
  { code: "nav.teaching", title: "示范教学", path: "/teaching", group: "nav", css: "desktop", guest: true },
  { code: "nav.seminar", title: "网络教研", path: "/seminar", group: "nav", css: "team", guest: true },
  { code: "nav.lecture", title: "说课", path: "/lecture", group: "nav", css: "audio", guest: true },
  { code: "nav.activity", title: "活动", path: "/activity", group: "nav", css: "trophy", guest: true },
  { code: "nav.tv", title: "校园电视台", path: "/campus-tv-station", group: "nav", css: "desktop", guest: true },
] as const satisfies readonly ScreenDef[];

type MenuExtras = { css?: string; parent?: string; roles?: readonly number[] };

const uc = <C extends string, P extends string>(code: C, title: string, path: P, more: MenuExtras = {}) =>
  ({ code, title, path: `/user/${path}` as const, group: "userCenter" as const, ...more }) satisfies ScreenDef;

/** A personal-centre page reached from another one (an editor): allowed by its parent's grant. */
const ucSub = <C extends string, P extends string>(parent: C, title: string, path: P) =>
  ({
    code: `${parent}:${path}` as const,
    title,
    path: `/user/${path}` as const,
    group: "userCenter" as const,
    parent,
    hidden: true as const,
  }) satisfies ScreenDef;

export const USER_CENTRE_SCREENS = [
  uc("uc.myCourse", "我的学习", "my-course", { css: "read" }),
  uc("uc.course", "我的课程", "course", { css: "book", roles: STAFF_ROLES }),
  uc("uc.resource", "我的资源", "resource", { css: "folder" }),
  uc("uc.resource1", "专辑资源", "resource1", { parent: "uc.resource" }),
  uc("uc.resource2", "微课", "resource2", { parent: "uc.resource" }),
  uc("uc.resource3", "课件", "resource3", { parent: "uc.resource" }),
  uc("uc.resource4", "公开课", "resource4", { parent: "uc.resource" }),
  uc("uc.resource5", "展示课视频", "resource5", { parent: "uc.resource" }),
  uc("uc.resource6", "活动视频", "resource6", { parent: "uc.resource" }),
  uc("uc.resource7", "精品课程", "resource7", { parent: "uc.resource" }),
  uc("uc.auditSet", "审核设置", "audit-set", { css: "setting", roles: AUDITORS }),
  uc("uc.auditCourse", "课程审核", "audit-course", { css: "audit", roles: AUDITORS }),
  uc("uc.auditResource", "资源审核", "audit-resource", { css: "audit", roles: AUDITORS }),
  uc("uc.liveCourse", "我的直播", "live-course", { css: "video-camera", roles: STAFF_ROLES }),
  ucSub("uc.liveCourse", "直播设置", "live-course/:handle"),
  ucSub("uc.liveCourse", "推流设置", "live-course/:handle/stream"),
  uc("uc.reservationLive", "预约直播", "reservation-live", { css: "schedule" }),
  uc("uc.superviseTask", "听课任务", "supervise-task", { css: "audit", roles: EVALUATORS }),
  uc("uc.superviseTaskList", "评价记录", "supervise-task-list", { css: "audit", roles: EVALUATORS }),
  uc("uc.supervisorManager", "专家管理", "supervisor-manager", {
    css: "team",
    roles: [SUPERVISOR_ROLE_ID, SUPERVISER_EXPERT_MANAGER_ROLE_ID],
  }),
  uc("uc.taskAssistant", "任务协助", "task-assistant", { css: "setting", roles: STAFF_ROLES }),
  uc("uc.supervisor", "听课评价", "supervisor", { css: "audit", roles: [TEACHER_ROLE_ID] }),
  uc("uc.teachGroup", "教研组", "teach-group", { css: "team", roles: STAFF_ROLES }),
  uc("uc.task", "教学任务", "task", { css: "schedule", roles: STAFF_ROLES }),
  ucSub("uc.task", "任务详情", "task/item"),
  ucSub("uc.task", "完成情况", "task/activity"),
  uc("uc.timetable", "我的课表", "timetable", { css: "calendar" }),
  // Administrators only: they import each semester's timetable.
  uc("uc.curriculum", "课表管理", "curriculum", { css: "table", roles: [] }),
  uc("uc.prepareTeacher", "集体备课", "prepare-course-teacher", { css: "edit", roles: STAFF_ROLES }),
  uc("uc.prepareStudent", "预习材料", "prepare-course-student", { css: "read", roles: [STUDENT_ROLE_ID] }),
  ucSub("uc.prepareStudent", "课程预习", "prepare-course-student/:courseId"),
  uc("uc.assignment", "作业管理", "assignment", { css: "form", roles: STAFF_ROLES }),
  uc("uc.myAssignment", "我的作业", "my-assignment", { css: "form", roles: [STUDENT_ROLE_ID] }),
  uc("uc.seminar", "我的教研", "seminar", { css: "team", roles: STAFF_ROLES }),
  ucSub("uc.seminar", "教研详情", "seminar/detail/:seminarId"),
  uc("uc.lecture", "我的说课", "lecture", { css: "audio", roles: STAFF_ROLES }),
  uc("uc.activity", "我的活动", "activity", { css: "trophy", roles: [TEACHER_ROLE_ID] }),
  // Contest judges: evaluation experts, supervisors and teachers score the works assigned to them.
  uc("uc.activityJudge", "活动评审", "activity-judge", { css: "audit", roles: [...EVALUATORS, TEACHER_ROLE_ID] }),
  uc("uc.supActivity", "学生评教", "sup/activity", { css: "audit", roles: [STUDENT_ROLE_ID, TEACHER_ROLE_ID] }),
  uc("uc.personal", "个人信息", "personal-information", { css: "user" }),
  uc("uc.honour", "荣誉称号", "honour", { css: "trophy", roles: [TEACHER_ROLE_ID] }),
  uc("uc.openingEnding", "片头片尾", "opening-ending", { css: "video", roles: [TEACHER_ROLE_ID] }),
  uc("uc.notice", "我的消息", "notice", { css: "bell" }),
  uc("uc.collect", "我的收藏", "collect", { css: "star" }),
  uc("uc.download", "我的下载", "download", { css: "download" }),
  uc("uc.software", "软件下载", "software-download", { css: "appstore" }),
] as const;

const mg = <C extends string, P extends string>(code: C, title: string, path: P, more: MenuExtras = {}) =>
  ({
    code,
    title,
    path: `/admin/${path}` as const,
    group: "MG" as const,
    section: code.split(".")[0] as AdminSectionCode,
    ...more,
  }) satisfies ScreenDef;
/** A page opened from another back-office screen; allowed by that screen's permission. */
const sub = <C extends string, P extends string>(parent: C, title: string, path: P) =>
  ({
    code: `${parent}:${path}` as const,
    title,
    path: `/admin/${path}` as const,
    group: "MG" as const,
    section: parent.split(".")[0] as AdminSectionCode,
    parent,
    hidden: true as const,
  }) satisfies ScreenDef;

export const ADMIN_SCREENS = [
  mg("site.logo", "站点信息", "site/logo"),
  mg("site.portal", "首页模块", "site/portal"),
  mg("site.navigation", "导航管理", "site/navigation"),
  sub("site.navigation", "编辑导航", "site/navigation/edit"),
  sub("site.navigation", "栏目设置", "site/navigation/setting"),
  mg("site.storage", "存储设置", "site/storage"),
  sub("site.storage", "存储文件", "site/storage/:handle"),
  mg("site.app", "APP设置", "site/app"),
  mg("site.accessIp", "访问控制", "site/access-ip"),
  mg("site.loginRegister", "登录注册", "site/loginRegister"),
  mg("site.webGrey", "网站置灰", "site/webGrey"),
  mg("site.mobile", "移动端设置", "site/mobile"),
  mg("basic.semester", "学期管理", "basic/semester"),
  sub("basic.semester", "学期详情", "basic/semester/:handle"),
  mg("basic.college", "院系管理", "basic/college"),
  mg("basic.grade", "行政班级", "basic/grade"),
  mg("basic.class", "教学班级", "basic/class"),
  mg("basic.category", "学科分类", "basic/category"),
  sub("basic.category", "学科分类详情", "basic/category/:handle"),
  mg("basic.courseType", "课程类型", "basic/course-type"),
  sub("basic.courseType", "课程类型详情", "basic/course-type/:handle"),
  mg("basic.resourceTag", "资源标签", "basic/resource-tag"),
  mg("system.user", "用户管理", "system/user"),
  sub("system.user", "分配角色", "system/user/role/:userId"),
  sub("system.user", "编辑用户", "system/user/:handle"),
  mg("system.teacherUser", "教师用户", "system/teacher-user"),
  mg("system.studentUser", "学生用户", "system/student-user"),
  mg("system.online", "在线用户", "system/online"),
  mg("system.userVerify", "注册审核", "system/user-verify"),
  mg("system.permission", "角色权限", "system/permission"),
  mg("business.course", "课程管理", "business/course"),
  mg("business.courseComment", "课程评论", "business/course-comment"),
  mg("business.resource", "资源管理", "business/resource"),
  mg("business.resource1", "专辑资源", "business/resource1"),
  mg("business.resource2", "微课", "business/resource2"),
  mg("business.resource3", "课件", "business/resource3"),
  mg("business.resource4", "公开课", "business/resource4"),
  mg("business.resource5", "展示课视频", "business/resource5"),
  mg("business.resource6", "活动视频", "business/resource6"),
  mg("business.resource7", "精品课程", "business/resource7"),
  mg("business.resourceStudent", "学生资源", "business/resource-student"),
  mg("business.live", "直播管理", "business/live"),
  sub("business.live", "直播详情", "business/live/:handle"),
  sub("business.live", "直播绑定课程", "business/live/:handle/course"),
  mg("business.tv", "校园电视台", "business/tv"),
  mg("business.superviseTask", "督导任务", "business/supervise-task", { roles: SUPERVISE_MANAGERS }),
  mg("business.superviseActivity", "督导活动", "business/supervise-activity", { roles: SUPERVISE_MANAGERS }),
  mg("business.superviseActivityStudent", "学生评教", "business/supervise-activity-student", {
    roles: SUPERVISE_MANAGERS,
  }),
  mg("business.supervisorCourseType", "督导课程类型", "business/supervisor/course-type", { roles: SUPERVISE_MANAGERS }),
  mg("business.supervisorTemplate", "督导评价模板", "business/supervisor/template", { roles: SUPERVISE_MANAGERS }),
  sub("business.supervisorTemplate", "模板基本信息", "business/supervisor/template/:handle/step/1"),
  sub("business.supervisorTemplate", "评价指标", "business/supervisor/template/:handle/step/2"),
  sub("business.supervisorTemplate", "模板预览", "business/supervisor/template/preview/:tplId"),
  mg("business.announcement", "通知公告", "business/announcement"),
  sub("business.announcement", "编辑公告", "business/announcement/:handle"),
  mg("business.activity", "活动管理", "business/activity"),
  sub("business.activity", "活动详情", "business/activity/:handle"),
  mg("business.prepareCourse", "集体备课", "business/prepare-course"),
  mg("business.app", "APP版本", "business/app"),
  mg("business.lecture", "说课管理", "business/lecture"),
  mg("business.research", "示范教学", "business/research"),
  sub("business.research", "示范教学详情", "business/research/:handle"),
  mg("business.networkSeminar", "网络教研", "business/network-seminar"),
  sub("business.networkSeminar", "网络教研详情", "business/network-seminar/:handle"),
  mg("business.interactionSeminar", "全部教研活动", "business/interaction/seminar"),
  mg("business.interactionOrg", "参与机构", "business/interaction/organization"),
  sub("business.interactionOrg", "参与机构详情", "business/interaction/organization/:handle"),
  mg("business.interactionSubject", "教研学科", "business/interaction/subject"),
  sub("business.interactionSubject", "教研学科详情", "business/interaction/subject/:handle"),
  mg("business.interactionSip", "终端管理", "business/interaction/sip"),
  sub("business.interactionSip", "终端详情", "business/interaction/sip/:handle"),
  mg("business.interactionPlace", "场所管理", "business/interaction/place"),
  sub("business.interactionPlace", "场所详情", "business/interaction/place/:handle"),
  mg("supervisor.template", "评价模板", "supervisor/template", { roles: SUPERVISE_MANAGERS }),
  sub("supervisor.template", "模板基本信息", "supervisor/template/:handle/step/1"),
  sub("supervisor.template", "评价指标", "supervisor/template/:handle/step/2"),
  sub("supervisor.template", "模板预览", "supervisor/template/preview/:tplId"),
  mg("supervisor.setting", "督导设置", "supervisor/setting", { roles: SUPERVISE_MANAGERS }),
  mg("supervisor.wordList", "常用评语", "supervisor/wordList", { roles: SUPERVISE_MANAGERS }),
  mg("supervisor.activity", "评教活动", "supervisor/activity", { roles: SUPERVISE_MANAGERS }),
  // AI classroom analysis (issue 24): every lesson's analysis, and the school's settings and warning rules.
  mg("supervisor.aiAnalysis", "AI课堂分析", "supervisor/ai-analysis", { roles: SUPERVISE_MANAGERS }),
  mg("supervisor.aiSettings", "课堂分析设置", "supervisor/ai-settings", { roles: SUPERVISE_MANAGERS }),
  // AI research across lessons (issue 26): its holders see their organization's research (the school without one).
  mg("supervisor.aiResearch", "AI教研分析", "supervisor/ai-research", { roles: SUPERVISE_MANAGERS }),
  mg("audit.home", "审核设置", "audit/home", { roles: AUDITORS }),
  mg("audit.user", "注册审核", "audit/user", { roles: AUDITORS }),
  mg("audit.course", "课程审核", "audit/course", { roles: AUDITORS }),
  mg("audit.resource", "资源审核", "audit/resource", { roles: AUDITORS }),
  mg("audit.chaoxing", "超星审核", "audit/chaoxing", { roles: AUDITORS }),
  mg("audit.word", "敏感词库", "audit/word", { roles: AUDITORS }),
  mg("maintenance.log", "系统日志", "maintenance/log"),
  mg("maintenance.version", "版本信息", "maintenance/version"),
  mg("maintenance.statistics", "数据统计", "maintenance/statistics"),
] as const;

export type NavScreen = (typeof NAV_SCREENS)[number];
export type UserCentreScreen = (typeof USER_CENTRE_SCREENS)[number];
export type AdminScreen = (typeof ADMIN_SCREENS)[number];
export type UserCentreScreenCode = UserCentreScreen["code"];
export type AdminScreenCode = AdminScreen["code"];

/** A back-office permission: the code of a back-office screen that is a menu item. */
export type PermissionCode = Exclude<AdminScreen, { hidden: true }>["code"];
export type AdminScreenPath = AdminScreen["path"];
export type UserCentreScreenPath = UserCentreScreen["path"];

export const SCREENS: readonly ScreenDef[] = [...NAV_SCREENS, ...USER_CENTRE_SCREENS, ...ADMIN_SCREENS];

export type ScreenPath = NavScreen["path"] | UserCentreScreenPath | AdminScreenPath;
const TITLE_BY_PATH: ReadonlyMap<string, string> = new Map(SCREENS.map((s) => [s.path, s.title]));
/** A screen's registry title, for pages that name the screen outside its own route. */
export function screenTitle(path: ScreenPath): string {
  return TITLE_BY_PATH.get(path) ?? "";
}

export const PERMISSION_CODES: readonly PermissionCode[] = ADMIN_SCREENS.flatMap((s) =>
  "hidden" in s ? [] : [s.code as PermissionCode],
);

export function isPermissionCode(code: string): code is PermissionCode {
  return (PERMISSION_CODES as readonly string[]).includes(code);
}

/** Does a built-in role get this screen's menu item by default? */
export function grantedByDefault(screen: ScreenDef, roleId: number): boolean {
  if (roleId === ADMIN_ROLE_ID) return true;
  if (screen.roles) return screen.roles.includes(roleId);
  return screen.group !== "MG";
}

/**
 * Areas a guest may never open, besides /user and /admin: editors of things one owns.
 * (Their own permission comes from the object, checked by the server.)
 */
export const LOGIN_AREAS: readonly string[] = [
  "/user",
  "/admin",
  "/course-editor",
  "/network-seminar",
  "/activity-editor",
  "/academic-course-editor",
  "/prepare-course-editor",
  "/task/res",
  "/task/res1",
  "/taking-class",
  "/supervisor-editor",
  "/data-statistics",
  // AI classroom analysis (issue 24): every page reads one person's lessons.
  "/class-ai-analysis",
  "/ai-analyse",
  "/ai-analyse1",
  // AI research (issue 26): a teacher's own lessons, a leader's organization.
  "/ai-research",
  "/compare-analysis",
  "/historical-data",
];

/** Personal-centre pages every logged-in user has, whatever their menu holds. */
export const ALWAYS_OPEN_USER_PAGES: readonly string[] = ["/user", "/user/personal-information"];
