import { z } from "zod";
import type { UserInfo } from "./auth.js";
import { idListSchema } from "./common.js";
import {
  ADMIN_ROLE_ID,
  AUDITOR_ROLE_ID,
  STUDENT_ROLE_ID,
  SUPERVISER_EXPERT_MANAGER_ROLE_ID,
  SUPERVISER_EXPERT_ROLE_ID,
  SUPERVISOR_ROLE_ID,
  TEACHER_ROLE_ID,
  USER_TYPES,
} from "./constants.js";
import { choiceError, optionalText, requiredName } from "./fields.js";
import {
  idSchema,
  keywordSchema,
  optionalEmailSchema,
  optionalPhoneSchema,
  pageNoSchema,
  pageSizeSchema,
} from "./validation.js";

/* ---------- users ---------- */

/** The back-office screens that manage users; a route admits any, the service narrows by the user's type. */
export const USER_MANAGER_SCREENS = ["system.user", "system.teacherUser", "system.studentUser"] as const;

/** Registration audit: 系统管理 → 注册审核 and the audit centre's 注册审核. */
export const REGISTRATION_AUDIT_SCREENS = ["system.userVerify", "audit.user"] as const;

export const userListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(200),
  keyword: keywordSchema,
  userType: z.enum(USER_TYPES, { error: "用户类型不正确" }).optional(),
  orgId: idSchema.optional(),
  classId: idSchema.optional(),
  roleId: idSchema.optional(),
  status: z.coerce
    .number({ error: "状态不正确" })
    .int("状态不正确")
    .min(0, "状态不正确")
    .max(2, "状态不正确")
    .optional(),
  recommend: z.boolean({ error: "推荐状态必须是布尔值" }).optional(),
});
export type UserListInput = z.infer<typeof userListSchema>;

/** An account name; empty reads as missing (the first message a blank form field shows). */
const accountSchema = z
  .string({ error: "请输入账号" })
  .trim()
  .min(1, "请输入账号")
  .min(2, "账号至少2个字符")
  .max(32, "账号不能超过32个字符")
  .regex(/^[A-Za-z0-9_.@-]+$/, "账号只能包含字母、数字和 _ . @ -");

export const userSaveSchema = z.object({
  id: idSchema.optional(),
  account: accountSchema.optional(),
  realName: requiredName("姓名", 30).optional(),
  password: z.string({ error: "密码必须是文本" }).max(128, "密码过长").optional(),
  userType: z.enum(USER_TYPES, { error: choiceError("用户类型") }).optional(),
  gender: z.coerce
    .number({ error: "性别不正确" })
    .int("性别不正确")
    .min(0, "性别不正确")
    .max(2, "性别不正确")
    .optional(),
  phone: optionalPhoneSchema.optional().nullable(),
  email: optionalEmailSchema.optional().nullable(),
  orgId: idSchema.optional().nullable(),
  classId: idSchema.optional().nullable(),
  title: optionalText(30, "职称"),
  intro: optionalText(2000, "简介"),
  avatarFileId: idSchema.optional().nullable(),
  status: z.coerce
    .number({ error: "状态不正确" })
    .int("状态不正确")
    .min(0, "状态不正确")
    .max(2, "状态不正确")
    .optional(),
  roleIds: z.array(idSchema, { error: "角色必须是编号列表" }).max(20, "角色过多").optional(),
});
export type UserSaveInput = z.infer<typeof userSaveSchema>;

/** The built-in roles a student may not hold (decision 0048), with the name the message gives. */
const STAFF_ONLY_ROLES: ReadonlyMap<number, string> = new Map([
  [ADMIN_ROLE_ID, "系统管理员"],
  [AUDITOR_ROLE_ID, "审核员"],
  [SUPERVISOR_ROLE_ID, "督导"],
  [SUPERVISER_EXPERT_ROLE_ID, "评审专家"],
  [SUPERVISER_EXPERT_MANAGER_ROLE_ID, "专家组长"],
  [TEACHER_ROLE_ID, "教师"],
]);

/**
 * Why these roles do not fit a user of this type, or null when they do (decision 0048): the
 * 学生 role is for students only, and a student holds no teacher or management role. Custom
 * roles fit every type. The form shows the same message the server answers with.
 */
export function roleMisfit(userType: string | undefined, roleIds: readonly number[] | undefined): string | null {
  if (!userType || !roleIds?.length) return null;
  if (userType === "student") {
    const name = roleIds.map((id) => STAFF_ONLY_ROLES.get(id)).find(Boolean);
    return name ? `学生用户不能拥有「${name}」角色，请改选角色或用户类型` : null;
  }
  return roleIds.includes(STUDENT_ROLE_ID) ? "只有学生用户可以拥有「学生」角色，请改选角色或用户类型" : null;
}

export const userRecommendSchema = z.object({
  id: idSchema,
  recommend: z.boolean({ error: "推荐状态必须是布尔值" }),
  recommendSort: z.coerce
    .number({ error: "推荐排序必须是数字" })
    .int("推荐排序必须是整数")
    .min(0, "推荐排序不能小于0")
    .max(9999, "推荐排序不能超过9999")
    .optional(),
});
export type UserRecommendInput = z.infer<typeof userRecommendSchema>;

export const userRoleListSchema = z.object({ userId: idSchema });
export type UserRoleListInput = z.infer<typeof userRoleListSchema>;

export const userRoleSaveSchema = z.object({
  userId: idSchema,
  roleIds: z.array(idSchema, { error: "请选择角色" }).max(20, "角色过多"),
});
export type UserRoleSaveInput = z.infer<typeof userRoleSaveSchema>;

export const passwordResetSchema = z.object({
  id: idSchema,
  password: z.string({ error: "密码必须是文本" }).max(128, "密码过长").optional(),
});
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

export const registerSchema = z.object({
  account: accountSchema,
  realName: requiredName("姓名", 30),
  password: z.string({ error: "请输入密码" }).min(1, "请输入密码").max(128, "密码过长"),
  phone: optionalPhoneSchema.optional(),
  email: optionalEmailSchema.optional(),
  userType: z.enum(["teacher", "student"], { error: "用户类型不正确" }).default("student"),
  orgId: idSchema.optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const userAuditSchema = z.object({
  ids: idListSchema,
  pass: z.boolean({ error: "请选择审核结果" }),
});
export type UserAuditInput = z.infer<typeof userAuditSchema>;

/* ---------- online sessions ---------- */

export const onlineListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(200),
  keyword: keywordSchema,
});
export type OnlineListInput = z.infer<typeof onlineListSchema>;

export const onlineKickSchema = z.object({ userId: idSchema });
export type OnlineKickInput = z.infer<typeof onlineKickSchema>;

/* ---------- answers ---------- */

/**
 * A user as the user list shows them to anyone (teachers only, to guests). Rows are types, not
 * interfaces, so a row is also a plain record to the generic code that passes lists on.
 */
export type UserListItem = {
  id: number;
  account: string;
  realName: string;
  userType: string;
  gender: number;
  orgId: number | null;
  orgName: string | null;
  title: string | null;
  intro: string | null;
  avatarFileId: number | null;
  avatarUrl: string | null;
  /** A recommended (famous) teacher of the portal, and their place there. */
  recommend: boolean;
  recommendSort: number;
};

/** What a row adds for a caller who manages users of its type. */
export type ManagedUserFields = {
  phone: string | null;
  email: string | null;
  classId: number | null;
  className: string | null;
  /** USER_STATUS: 1 enabled, 0 disabled, 2 waiting for registration audit. */
  status: number;
  lastLoginAt: string | null;
  lastLoginIp: string | null;
  createdAt: string;
  roles: { id: number; name: string }[];
};

/** A row of /api/c/base/user/list: the manager's fields only on rows of types the caller manages. */
export type UserListRow = UserListItem & Partial<ManagedUserFields>;
/** A row of a user-management screen (the caller manages the types it lists). */
export type ManagedUserRow = UserListItem & ManagedUserFields;

/** The management view of one user (/api/m/base/user/detail). */
export interface ManagedUser extends UserInfo {
  status: number;
  recommend: boolean;
  recommendSort: number;
  avatarFileId: number | null;
  lastLoginAt: string | null;
  lastLoginIp: string | null;
  createdAt: string;
}

/** A one-time password reset code issued by an administrator (/api/m/base/user/pwd/code). */
export interface ResetCodeIssued {
  account: string;
  code: string;
  expiresAt: string;
}

/** The outcome of a user import: nothing is created while any row has an error. */
export interface UserImportResult {
  created: number;
  errors: { row: number; msg: string }[];
  /** The initial password of each created account. */
  passwords: { account: string; password: string }[];
}

/** A live session of the online-users screen. */
export interface OnlineSession {
  sessionId: number;
  userId: number;
  account: string;
  realName: string;
  userType: string;
  ip: string;
  userAgent: string;
  loginAt: string;
  lastSeenAt: string;
}

/** The caller's roles and what they make them (/api/l/base/user/role/type). */
export interface UserRoleType {
  roles: { id: number; name: string }[];
  isExpert: boolean;
  isExpertManager: boolean;
  isAdmin: boolean;
  userType: string;
}

/** A saved user; a created one carries its generated initial password once. */
export type SavedUser = UserInfo & { initialPassword?: string };

/** The answer of a registration: 1 active, 2 waiting for audit (the same for a taken account). */
export interface RegisterResult {
  status: number;
  message: string;
}

/** An administrator's password reset: the new password, shown once. */
export interface PasswordResetResult {
  account: string;
  password: string;
}

/** An administrator ended an account's login delays; how many failures there were. */
export interface UnlockResult {
  account: string;
  failures: number;
}
