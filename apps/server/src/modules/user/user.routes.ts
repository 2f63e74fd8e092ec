import {
  emptySchema,
  idInputSchema,
  idsInputSchema,
  navSaveSchema,
  onlineKickSchema,
  onlineListSchema,
  passwordResetSchema,
  registerSchema,
  roleIdInputSchema,
  roleMenuSaveSchema,
  roleSaveSchema,
  userAuditSchema,
  userListSchema,
  userRecommendSchema,
  userRoleListSchema,
  userRoleSaveSchema,
  userSaveSchema,
} from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { MenuService } from "./menu.service.js";
import type { RoleService } from "./role.service.js";
import type { UserService } from "./user.service.js";

/** Any user-management screen; the service narrows by the target user's type. */
const MANAGE_USERS = ["system.user", "system.teacherUser", "system.studentUser"] as const;

export interface UserRouteDeps extends RouteDeps {
  users: UserService;
  roles: RoleService;
  menus: MenuService;
}

export function registerUserRoutes(app: FastifyInstance, deps: UserRouteDeps) {
  const { users, roles, menus } = deps;

  defineRoute(app, deps, {
    url: "/api/c/base/user/list",
    access: "guest",
    input: userListSchema,
    handler: ({ input, user }) => users.list(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/base/user/save",
    access: "login",
    input: userSaveSchema,
    log: "保存用户",
    handler: ({ input, user }) => users.save(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/m/base/user/delete",
    access: { perm: MANAGE_USERS },
    input: idsInputSchema,
    log: "删除用户",
    handler: ({ input, user }) => users.remove(input.ids, user),
  });
  defineRoute(app, deps, {
    url: "/api/m/base/user/detail",
    access: { perm: MANAGE_USERS },
    input: idInputSchema,
    handler: ({ input, user }) => users.detail(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/m/base/user/recommend/update",
    access: { perm: "system.user" },
    input: userRecommendSchema,
    log: "设置名师推荐",
    handler: ({ input }) => users.setRecommend(input.id, input.recommend, input.recommendSort),
  });
  defineRoute(app, deps, {
    url: "/api/c/base/user/role/list/role",
    access: "login",
    input: userRoleListSchema,
    handler: ({ input }) => users.rolesOfUser(input.userId),
  });
  defineRoute(app, deps, {
    url: "/api/m/base/user/role/save",
    access: { perm: "system.user" },
    input: userRoleSaveSchema,
    log: "分配用户角色",
    handler: ({ input, user }) => users.saveRoles(input.userId, input.roleIds, user),
  });
  defineRoute(app, deps, {
    url: "/api/m/base/user/pwd/reset",
    access: { perm: MANAGE_USERS },
    input: passwordResetSchema,
    log: "重置用户密码",
    handler: ({ input, user }) => users.resetPassword(input.id, input.password, user),
  });
  defineRoute(app, deps, {
    url: "/api/m/base/user/pwd/code",
    access: { perm: MANAGE_USERS },
    input: idInputSchema,
    log: "生成密码重置码",
    handler: ({ input, user }) => users.issueResetCode(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/c/base/user/register",
    access: "public",
    input: registerSchema,
    handler: ({ input }) => users.register(input),
  });
  defineRoute(app, deps, {
    url: "/api/m/base/user/audit",
    access: { perm: "system.userVerify" },
    input: userAuditSchema,
    log: "审核注册用户",
    handler: ({ input }) => users.audit(input.ids, input.pass),
  });
  defineRoute(app, deps, {
    url: "/api/l/base/user/module/list",
    access: "login",
    input: emptySchema,
    handler: ({ user }) => menus.forRoles(user.roleIds),
  });
  defineRoute(app, deps, {
    url: "/api/l/base/user/role/type",
    access: "login",
    input: emptySchema,
    handler: ({ user }) => users.roleType(user),
  });
  defineRoute(app, deps, {
    url: "/api/m/base/user/online/list",
    access: { perm: "system.online" },
    input: onlineListSchema,
    handler: ({ input }) => users.online(input),
  });
  defineRoute(app, deps, {
    url: "/api/m/base/user/online/kick",
    access: { perm: "system.online" },
    input: onlineKickSchema,
    log: "强制用户下线",
    handler: ({ input, user }) => users.kick(input.userId, user),
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

  /* ---------- roles and menus ---------- */

  const perm = { perm: "system.permission" } as const;
  defineRoute(app, deps, {
    url: "/api/m/base/role/list",
    access: perm,
    input: emptySchema,
    handler: () => roles.list(),
  });
  defineRoute(app, deps, {
    url: "/api/m/base/role/save",
    access: perm,
    input: roleSaveSchema,
    log: "保存角色",
    handler: ({ input }) => roles.save(input),
  });
  defineRoute(app, deps, {
    url: "/api/m/base/role/delete",
    access: perm,
    input: idInputSchema,
    log: "删除角色",
    handler: ({ input }) => roles.remove(input.id),
  });
  defineRoute(app, deps, {
    url: "/api/m/base/menu/tree",
    access: perm,
    input: emptySchema,
    handler: () => menus.tree(),
  });
  defineRoute(app, deps, {
    url: "/api/m/base/role/menu/list",
    access: perm,
    input: roleIdInputSchema,
    handler: ({ input }) => roles.menuIds(input.roleId),
  });
  defineRoute(app, deps, {
    url: "/api/m/base/role/menu/save",
    access: perm,
    input: roleMenuSaveSchema,
    log: "保存角色菜单权限",
    handler: ({ input }) => roles.saveMenus(input.roleId, input.menuIds),
  });
  defineRoute(app, deps, {
    url: "/api/m/base/nav/save",
    access: { perm: "site.navigation" },
    input: navSaveSchema,
    log: "保存导航菜单",
    handler: ({ input }) => menus.saveNav(input),
  });
}
