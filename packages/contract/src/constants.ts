/** Business constants of SPEC §3, §4 and §9. */

/** Built-in role ids. The two expert roles make a user an evaluation expert (SPEC §3, §6). */
export const ADMIN_ROLE_ID = 1;
export const AUDITOR_ROLE_ID = 2;
export const SUPERVISOR_ROLE_ID = 3;
export const SUPERVISER_EXPERT_ROLE_ID = 4;
export const SUPERVISER_EXPERT_MANAGER_ROLE_ID = 5;
export const TEACHER_ROLE_ID = 6;
export const STUDENT_ROLE_ID = 7;

export function isEvaluationExpert(roleIds: readonly number[]): boolean {
  return roleIds.includes(SUPERVISER_EXPERT_ROLE_ID) || roleIds.includes(SUPERVISER_EXPERT_MANAGER_ROLE_ID);
}

export const MODULE_GROUPS = ["nav", "userCenter", "socluster", "MG"] as const;
export type ModuleGroupCode = (typeof MODULE_GROUPS)[number];

export const USER_TYPES = ["admin", "teacher", "student", "staff"] as const;
export type UserType = (typeof USER_TYPES)[number];

/** 1 enabled, 0 disabled, 2 waiting for registration audit. */
export const USER_STATUS = { DISABLED: 0, ENABLED: 1, PENDING: 2 } as const;

/** Singleton site configs served by /api/c/cms/area/pic/{code}/detail. */
export const AREA_CODES = [
  "logo",
  "logox",
  "grey",
  "PWD_STRONG",
  "WATERMARK",
  "WATERMARKLOGO",
  "guest",
  "user_register_audit",
  "app_somooc",
  "app_somooc_qr",
  "ACCESS_IP",
  "BASE_INFO",
  /** The seal printed on activity award certificates. */
  "SEAL",
] as const;
export type AreaCode = (typeof AREA_CODES)[number];
export const INDEX_AREA_CODE = "INDEX";
/**
 * Every code a site config may have: the singletons and the portal's. A constant here, not a spread
 * inside the schema: the phone build drops unused schemas, and a spread in one is kept.
 */
export const SITE_CONFIG_CODES = [...AREA_CODES, INDEX_AREA_CODE] as const;

/** kv element types served by /api/kv/ele/{type}/list and the resource/terminal lists. */
export const ELEMENT_TYPES = [
  "SUBJECT",
  "COURSE_TYPE",
  "COURSE_CATEGORY",
  "SP_LEVEL",
  "RESOURCE_SOURCE",
  "RESOURCE_TYPE",
  "RESOURCE_STREAM",
  "RESOURCE_SCENE",
  "TERMINAL_TYPE",
  "RESOURCE_TAG",
] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];

/** Course publication states (course status list). */
export const COURSE_STATUS = [
  { id: 0, name: "草稿" },
  { id: 1, name: "待审核" },
  { id: 2, name: "已发布" },
  { id: 3, name: "已驳回" },
] as const;

export const LIVE_STATUS = { ALL: 0, NOT_STARTED: 1, IN_PROGRESS: 2, ENDED: 3 } as const;
export const UPLOAD_STATUS = { NOT_UPLOADED: 0, UPLOADED: 1, UPLOADING: 2, FAILED: 3 } as const;

/** Icon file types (SPEC §3). */
export const FILE_ICON_TYPE = {
  video: 1,
  doc: 2,
  xls: 3,
  ppt: 4,
  pdf: 5,
  txt: 6,
  audio: 7,
  picture: 8,
  html: 9,
} as const;

export const PAGE_SIZE = {
  tv: 30,
  live: 30,
  search: 50,
  globalRetrieval: 50,
  imageResources: 30,
  recommendations: 10,
  inClass: 18,
  surprise: 12,
  notices: 4,
} as const;

export const TIMING_MS = {
  chatBubble: 10_000,
  copyrightIntro: 3_000,
  sendLock: 500,
  watermarkMove: 3_000,
  lock: 1_000,
} as const;

export const PORTS = { mobile: 8448, proxy: 8443, avatar: 8446 } as const;
