import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { MenuService } from "./user.menu.service.js";
import type { RoleService } from "./user.role.service.js";

const api = endpoints.user;

/** Roles and the menus they grant (角色权限), and navigation editing (导航管理). */
export function registerRoleRoutes(app: FastifyInstance, deps: RouteDeps & { roles: RoleService; menus: MenuService }) {
  const { roles, menus } = deps;

  defineRoute(app, deps, {
    endpoint: api.role.list,
    handler: () => roles.list(),
  });
  defineRoute(app, deps, {
    endpoint: api.role.save,
    log: "保存角色",
    handler: ({ input }) => roles.save(input),
  });
  defineRoute(app, deps, {
    endpoint: api.role.delete,
    log: "删除角色",
    handler: async ({ input }) => {
      await roles.remove(input.id);
      return null;
    },
  });
  defineRoute(app, deps, {
    endpoint: api.menu.tree,
    handler: () => menus.tree(),
  });
  defineRoute(app, deps, {
    endpoint: api.role.menus,
    handler: ({ input }) => roles.menuIds(input.roleId),
  });
  defineRoute(app, deps, {
    endpoint: api.role.saveMenus,
    log: "保存角色菜单权限",
    handler: async ({ input }) => {
      await roles.saveMenus(input.roleId, input.menuIds);
      return null;
    },
  });
  defineRoute(app, deps, {
    endpoint: api.nav.save,
    log: "保存导航菜单",
    handler: ({ input }) => menus.saveNav(input),
  });
  defineRoute(app, deps, {
    endpoint: api.nav.edit,
    log: "编辑导航",
    handler: ({ input }) => menus.editNav(input),
  });
}
