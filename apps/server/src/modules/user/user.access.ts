import {
  ADMIN_ROLE_ID,
  STUDENT_ROLE_ID,
  TEACHER_ROLE_ID,
  USER_MANAGER_SCREENS,
  USER_TYPES,
  type UserType,
} from "@otp/contract";
import type { PermissionCode } from "../../platform/access/permissions.js";
import { hasPerm } from "../../platform/access/require.js";
import { managesWith } from "../../platform/access/roles.js";
import type { Principal } from "../../platform/auth/principal.js";
import { forbidden } from "../../platform/http/errors.js";

/**
 * Who may manage which users: pure rules, used by every part of the user module. The services
 * load what the rules look at (the target's type and permissions) and throw what they say.
 */

/** The back-office screens that manage users (declared in the contract): a route admits any, the service narrows by the user's type. */
export { USER_MANAGER_SCREENS };

/** The back-office screens that manage users of a type: 用户管理 covers all, 教师/学生管理 their own. */
export function managePerms(userType: string): PermissionCode[] {
  if (userType === "teacher") return ["system.user", "system.teacherUser"];
  if (userType === "student") return ["system.user", "system.studentUser"];
  return ["system.user"];
}

/** Whether the caller manages users of this type (the administrator manages every type). */
export function canManageType(caller: Principal | null, userType: string): boolean {
  return managesWith(caller, ...managePerms(userType));
}

/** The user types this caller manages (what their list rows and exports may show). */
export function managedTypes(caller: Principal | null): UserType[] {
  return USER_TYPES.filter((t) => canManageType(caller, t));
}

/**
 * The user types a caller may list in the directory: what each role needs. A visitor sees
 * teachers (名师, teacher pages); a student teachers too; a teacher also students (course
 * assistants); a manager also the types they manage. Nobody without a user screen lists
 * administrators or staff.
 */
export function listableTypes(caller: Principal | null): UserType[] {
  if (!caller) return ["teacher"];
  const needed: UserType[] = caller.userType === "student" ? ["teacher"] : ["teacher", "student"];
  const managed = managedTypes(caller);
  return USER_TYPES.filter((t) => needed.includes(t) || managed.includes(t));
}

function holdsAll(caller: Principal, perms: readonly string[]): boolean {
  return perms.every((p) => caller.permissions.includes(p));
}

/**
 * Acting on another user (edit, reset, delete, roles) needs the screen for their type and every
 * permission their roles grant, so nobody can act on someone more privileged than themselves.
 */
export function assertCanActOn(caller: Principal, target: { userType: string }, targetPerms: readonly string[]) {
  if (!canManageType(caller, target.userType)) throw forbidden();
  if (!holdsAll(caller, targetPerms)) throw forbidden("无权管理权限高于自己的用户");
}

/** Granting roles: only roles whose permissions the caller holds, unless they manage permissions. */
export function assertCanGrant(caller: Principal, grantedPerms: readonly string[]) {
  if (hasPerm(caller, "system.permission")) return;
  if (!holdsAll(caller, grantedPerms)) throw forbidden("无权授予超出自身权限的角色");
}

/** A user's roles are seen by that user and by the managers of that user's type. */
export function canSeeRolesOf(caller: Principal, target: { id: number; userType: string }): boolean {
  return target.id === caller.userId || canManageType(caller, target.userType);
}

/** Fields a user may change on their own profile; a student has no 职称 (title). */
export function selfEditable(userType: string) {
  const fields = ["gender", "phone", "email", "title", "intro", "avatarFileId"] as const;
  return userType === "student" ? fields.filter((f) => f !== "title") : fields;
}

/** The Chinese name of each profile field, for messages (never the field's code name). */
export const PROFILE_FIELD_LABELS: Record<string, string> = {
  account: "账号",
  realName: "姓名",
  password: "密码",
  userType: "用户类型",
  gender: "性别",
  phone: "手机号",
  email: "邮箱",
  orgId: "院系",
  classId: "班级",
  title: "职称",
  intro: "个人简介",
  avatarFileId: "头像",
  status: "账号状态",
  roleIds: "角色",
};

/** "" and null both mean "none"; text compares trimmed, accounts without case. */
function sameValue(field: string, sent: unknown, current: unknown): boolean {
  const norm = (v: unknown) => (v === "" || v === undefined ? null : typeof v === "string" ? v.trim() : v);
  const [a, b] = [norm(sent), norm(current)];
  if (field === "account" && typeof a === "string" && typeof b === "string") return a.toLowerCase() === b.toLowerCase();
  if (Array.isArray(a) && Array.isArray(b)) {
    const sorted = (x: unknown[]) => [...new Set(x)].sort().join(",");
    return sorted(a) === sorted(b);
  }
  return a === b;
}

/**
 * The Chinese name of the first field a user's edit of their own profile would change but may
 * not, if any. A locked field sent with its current value is no change (a form sends the whole
 * profile); `current` holds the profile as stored, with `roleIds`.
 */
export function lockedChange(
  input: Record<string, unknown>,
  current: Record<string, unknown> & { userType: string },
): string | undefined {
  const editable: readonly string[] = selfEditable(current.userType);
  const field = Object.keys(input).find(
    (k) => k !== "id" && input[k] !== undefined && !editable.includes(k) && !sameValue(k, input[k], current[k]),
  );
  return field === undefined ? undefined : (PROFILE_FIELD_LABELS[field] ?? "该项");
}

/** The roles a new user of this type gets when none are chosen. */
export function defaultRoles(userType: string): number[] {
  if (userType === "teacher") return [TEACHER_ROLE_ID];
  if (userType === "student") return [STUDENT_ROLE_ID];
  return [];
}

/** An administrator may not take the administrator role away from themselves. */
export function dropsOwnAdminRole(caller: Principal, userId: number, roleIds: readonly number[]): boolean {
  return userId === caller.userId && caller.roleIds.includes(ADMIN_ROLE_ID) && !roleIds.includes(ADMIN_ROLE_ID);
}
