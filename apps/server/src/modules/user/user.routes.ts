import {
  changePasswordSchema,
  emptySchema,
  idInputSchema,
  idsInputSchema,
  onlineKickSchema,
  onlineListSchema,
  pageInputSchema,
  passwordResetSchema,
  registerSchema,
  userAuditSchema,
  userListSchema,
  userRecommendSchema,
  userRoleListSchema,
  userRoleSaveSchema,
  userSaveSchema,
} from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { MenuService } from "./user.menu.service.js";
import { USER_MANAGER_SCREENS } from "./user.access.js";
import type { UserAdmin } from "./user.admin.js";
import type { UserDirectory } from "./user.directory.js";
import type { UserOnline } from "./user.online.js";
import type { UserPasswords } from "./user.passwords.js";
import type { UserRegistration } from "./user.registration.js";

export interface UserRouteDeps extends RouteDeps {
  users: UserDirectory;
  userAdmin: UserAdmin;
  passwords: UserPasswords;
  registration: UserRegistration;
  online: UserOnline;
  menus: MenuService;
}

const manageUsers = { perm: USER_MANAGER_SCREENS } as const;
/** Registration audit: 系统管理 → 注册审核 and the audit centre's 注册审核. */
const REGISTRATION_AUDIT = ["system.userVerify", "audit.user"] as const;

export function registerUserRoutes(app: FastifyInstance, deps: UserRouteDeps) {
  const { users, userAdmin, passwords, registration, online, menus } = deps;

  /* ---------- lookups ---------- */

  defineRoute(app, deps, {
    url: "/api/c/base/user/list",
    access: "guest",
    input: userListSchema,
    handler: ({ input, user }) => users.list(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/base/user/info",
    access: "login",
    input: emptySchema,
    handler: ({ user }) => users.info(user.userId),
  });
  defineRoute(app, deps, {
    url: "/api/l/base/user/role/type",
    access: "login",
    input: emptySchema,
    handler: ({ user }) => users.roleType(user),
  });
  defineRoute(app, deps, {
    url: "/api/c/base/user/role/list/role",
    access: "login",
    input: userRoleListSchema,
    handler: ({ input, user }) => users.rolesOf(input.userId, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/base/user/module/list",
    access: "login",
    input: emptySchema,
    handler: ({ user }) => menus.forRoles(user.roleIds),
  });
  defineRoute(app, deps, {
    url: "/api/kv/teacher/list",
    access: "guest",
    input: emptySchema,
    handler: () => users.kvTeachers(),
  });
  defineRoute(app, deps, {
    url: "/api/kv/role/list",
    access: "login",
    input: emptySchema,
    handler: () => users.kvRoles(),
  });

  /* ---------- management ---------- */

  defineRoute(app, deps, {
    url: "/api/l/base/user/save",
    access: "login",
    input: userSaveSchema,
    log: "保存用户",
    handler: ({ input, user }) => userAdmin.save(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/m/base/user/delete",
    access: manageUsers,
    input: idsInputSchema,
    log: "删除用户",
    handler: ({ input, user }) => userAdmin.remove(input.ids, user),
  });
  defineRoute(app, deps, {
    url: "/api/m/base/user/detail",
    access: manageUsers,
    input: idInputSchema,
    handler: ({ input, user }) => userAdmin.detail(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/m/base/user/recommend/update",
    access: { perm: "system.user" },
    input: userRecommendSchema,
    log: "设置名师推荐",
    handler: ({ input }) => userAdmin.setRecommend(input.id, input.recommend, input.recommendSort),
  });
  defineRoute(app, deps, {
    url: "/api/m/base/user/role/save",
    access: { perm: "system.user" },
    input: userRoleSaveSchema,
    log: "分配用户角色",
    handler: ({ input, user }) => userAdmin.saveRoles(input.userId, input.roleIds, user),
  });

  /* ---------- passwords ---------- */

  defineRoute(app, deps, {
    url: "/api/l/base/user/pwd/change",
    access: "login",
    input: changePasswordSchema,
    log: "修改密码",
    handler: ({ input, user }) => passwords.change(user, input.oldPassword, input.newPassword),
  });
  defineRoute(app, deps, {
    url: "/api/m/base/user/pwd/reset",
    access: manageUsers,
    input: passwordResetSchema,
    log: "重置用户密码",
    handler: ({ input, user }) => passwords.reset(input.id, input.password, user),
  });
  defineRoute(app, deps, {
    url: "/api/m/base/user/unlock",
    access: manageUsers,
    input: idInputSchema,
    log: "解除登录限制",
    handler: ({ input, user }) => passwords.unlock(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/m/base/user/pwd/code",
    access: manageUsers,
    input: idInputSchema,
    log: "生成密码重置码",
    handler: ({ input, user }) => passwords.issueResetCode(input.id, user),
  });

  /* ---------- registration ---------- */

  defineRoute(app, deps, {
    url: "/api/c/base/user/register",
    access: "public",
    input: registerSchema,
    limit: "register",
    log: "用户注册",
    handler: ({ input }) => registration.register(input),
  });
  defineRoute(app, deps, {
    url: "/api/m/audit/user/list",
    access: { perm: REGISTRATION_AUDIT },
    input: pageInputSchema,
    handler: ({ input }) => deps.users.pendingList(input),
  });
  defineRoute(app, deps, {
    url: "/api/m/base/user/audit",
    access: { perm: REGISTRATION_AUDIT },
    input: userAuditSchema,
    log: "审核注册用户",
    handler: ({ input }) => registration.audit(input.ids, input.pass),
  });

  /* ---------- online users ---------- */

  defineRoute(app, deps, {
    url: "/api/m/base/user/online/list",
    access: { perm: "system.online" },
    input: onlineListSchema,
    handler: ({ input }) => online.list(input),
  });
  defineRoute(app, deps, {
    url: "/api/m/base/user/online/kick",
    access: { perm: "system.online" },
    input: onlineKickSchema,
    log: "强制用户下线",
    handler: ({ input, user }) => online.kick(input.userId, user),
  });
}
