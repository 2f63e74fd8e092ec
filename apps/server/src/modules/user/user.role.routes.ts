import {
  emptySchema,
  idInputSchema,
  navEditSchema,
  navSaveSchema,
  roleIdInputSchema,
  roleMenuSaveSchema,
  roleSaveSchema,
} from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { MenuService } from "./user.menu.service.js";
import type { RoleService } from "./user.role.service.js";

/** Roles and the menus they grant (角色权限), and navigation editing (导航管理). */
export function registerRoleRoutes(app: FastifyInstance, deps: RouteDeps & { roles: RoleService; menus: MenuService }) {
  const { roles, menus } = deps;
  const permissions = { perm: "system.permission" } as const;

  defineRoute(app, deps, {
    url: "/api/m/base/role/list",
    access: permissions,
    input: emptySchema,
    handler: () => roles.list(),
  });
  defineRoute(app, deps, {
    url: "/api/m/base/role/save",
    access: permissions,
    input: roleSaveSchema,
    log: "保存角色",
    handler: ({ input }) => roles.save(input),
  });
  defineRoute(app, deps, {
    url: "/api/m/base/role/delete",
    access: permissions,
    input: idInputSchema,
    log: "删除角色",
    handler: ({ input }) => roles.remove(input.id),
  });
  defineRoute(app, deps, {
    url: "/api/m/base/menu/tree",
    access: permissions,
    input: emptySchema,
    handler: () => menus.tree(),
  });
  defineRoute(app, deps, {
    url: "/api/m/base/role/menu/list",
    access: permissions,
    input: roleIdInputSchema,
    handler: ({ input }) => roles.menuIds(input.roleId),
  });
  defineRoute(app, deps, {
    url: "/api/m/base/role/menu/save",
    access: permissions,
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
  defineRoute(app, deps, {
    url: "/api/m/site/navigation/edit/save",
    access: { perm: "site.navigation" },
    input: navEditSchema,
    log: "编辑导航",
    handler: ({ input }) => menus.editNav(input),
  });
}
