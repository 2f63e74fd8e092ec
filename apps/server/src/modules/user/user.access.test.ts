import { ADMIN_ROLE_ID, STUDENT_ROLE_ID, TEACHER_ROLE_ID } from "@otp/contract";
import { describe, expect, it } from "vitest";
import type { Principal } from "../../platform/auth/principal.js";
import {
  assertCanActOn,
  assertCanGrant,
  canManageType,
  canSeeRolesOf,
  defaultRoles,
  dropsOwnAdminRole,
  lockedChange,
  managedTypes,
  managePerms,
} from "./user.access.js";

/** A caller with these roles and back-office screens (no database: the rules are pure). */
const caller = (permissions: string[], roleIds: number[] = [], userId = 100): Principal => ({
  userId,
  account: `u${userId}`,
  realName: "测试",
  userType: "staff",
  roleIds,
  permissions,
  sessionId: 1,
});

const admin = caller([], [ADMIN_ROLE_ID], 1);
const userManager = caller(["system.user"]);
const teacherManager = caller(["system.teacherUser"]);
const studentManager = caller(["system.studentUser"]);
const teacher = caller([], [TEACHER_ROLE_ID], 200);

describe("who manages which user type", () => {
  it("user management covers every type; teacher and student management their own", () => {
    expect(managePerms("teacher")).toEqual(["system.user", "system.teacherUser"]);
    expect(managePerms("student")).toEqual(["system.user", "system.studentUser"]);
    expect(managePerms("staff")).toEqual(["system.user"]);
    expect(managePerms("admin")).toEqual(["system.user"]);
    expect(managedTypes(userManager)).toEqual(["admin", "teacher", "student", "staff"]);
    expect(managedTypes(teacherManager)).toEqual(["teacher"]);
    expect(managedTypes(studentManager)).toEqual(["student"]);
  });

  it("the administrator manages every type; a teacher, a guest and a stranger none", () => {
    expect(managedTypes(admin)).toEqual(["admin", "teacher", "student", "staff"]);
    expect(managedTypes(teacher)).toEqual([]);
    expect(managedTypes(null)).toEqual([]);
    expect(canManageType(caller(["system.online"]), "student")).toBe(false);
  });
});

describe("acting on another user", () => {
  it("needs the screen for the target's type", () => {
    expect(() => assertCanActOn(teacherManager, { userType: "teacher" }, [])).not.toThrow();
    expect(() => assertCanActOn(teacherManager, { userType: "student" }, [])).toThrow(
      expect.objectContaining({ status: 403 }),
    );
  });

  it("and every permission the target's roles grant", () => {
    const manager = caller(["system.teacherUser", "maintenance.log"]);
    expect(() => assertCanActOn(manager, { userType: "teacher" }, ["maintenance.log"])).not.toThrow();
    expect(() => assertCanActOn(manager, { userType: "teacher" }, ["maintenance.log", "system.user"])).toThrow(
      "无权管理权限高于自己的用户",
    );
  });
});

describe("granting roles", () => {
  it("a caller hands out only what they hold, unless they manage permissions", () => {
    expect(() => assertCanGrant(teacherManager, ["system.teacherUser"])).not.toThrow();
    expect(() => assertCanGrant(teacherManager, ["system.user"])).toThrow("无权授予超出自身权限的角色");
    expect(() => assertCanGrant(caller(["system.permission"]), ["system.user", "maintenance.log"])).not.toThrow();
    expect(() => assertCanGrant(teacher, [])).not.toThrow();
  });

  it("an administrator keeps their own administrator role", () => {
    expect(dropsOwnAdminRole(admin, admin.userId, [TEACHER_ROLE_ID])).toBe(true);
    expect(dropsOwnAdminRole(admin, admin.userId, [ADMIN_ROLE_ID, TEACHER_ROLE_ID])).toBe(false);
    expect(dropsOwnAdminRole(admin, 55, [TEACHER_ROLE_ID])).toBe(false);
    expect(dropsOwnAdminRole(userManager, userManager.userId, [])).toBe(false);
  });

  it("new teachers and students get their built-in role, others none", () => {
    expect(defaultRoles("teacher")).toEqual([TEACHER_ROLE_ID]);
    expect(defaultRoles("student")).toEqual([STUDENT_ROLE_ID]);
    expect(defaultRoles("staff")).toEqual([]);
  });
});

describe("reading someone's roles", () => {
  it("one's own, or as a manager of that user's type", () => {
    expect(canSeeRolesOf(teacher, { id: teacher.userId, userType: "teacher" })).toBe(true);
    expect(canSeeRolesOf(teacher, { id: 201, userType: "teacher" })).toBe(false);
    expect(canSeeRolesOf(teacherManager, { id: 201, userType: "teacher" })).toBe(true);
    expect(canSeeRolesOf(teacherManager, { id: 300, userType: "student" })).toBe(false);
    expect(canSeeRolesOf(admin, { id: 300, userType: "student" })).toBe(true);
  });
});

describe("editing one's own profile", () => {
  const teacherNow = {
    userType: "teacher",
    realName: "张老师",
    account: "t001",
    status: 1,
    title: "讲师",
    roleIds: [3],
  };
  const studentNow = { userType: "student", realName: "李同学", account: "s001", status: 1, title: null, roleIds: [4] };

  it("allows contact and profile fields only, naming a locked field in Chinese", () => {
    expect(
      lockedChange({ id: 1, phone: "13900000000", intro: "简介", avatarFileId: null }, teacherNow),
    ).toBeUndefined();
    expect(lockedChange({ id: 1, status: 2 }, teacherNow)).toBe("账号状态");
    expect(lockedChange({ id: 1, roleIds: [1] }, teacherNow)).toBe("角色");
    expect(lockedChange({ id: 1, realName: "改名" }, teacherNow)).toBe("姓名");
    expect(lockedChange({ id: 1, realName: undefined, title: "副教授" }, teacherNow)).toBeUndefined();
  });

  it("accepts locked fields sent unchanged (a form sends the whole profile) (issue 23)", () => {
    const form = { id: 1, realName: " 张老师 ", account: "T001", status: 1, roleIds: [3, 3], email: "a@b.cn" };
    expect(lockedChange(form, teacherNow)).toBeUndefined();
  });

  it("gives a student no 职称 of their own, but lets an empty one through", () => {
    expect(lockedChange({ id: 1, title: "讲师" }, studentNow)).toBe("职称");
    expect(lockedChange({ id: 1, title: "" }, studentNow)).toBeUndefined();
    expect(lockedChange({ id: 1, title: "讲师" }, teacherNow)).toBeUndefined();
  });
});
