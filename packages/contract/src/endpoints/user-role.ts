import type { ModuleGroup } from "../auth.js";
import { emptySchema, idInputSchema } from "../common.js";
import { endpoint, out } from "../endpoint.js";
import { type RoleItem, roleIdInputSchema, roleMenuSaveSchema, roleSaveSchema } from "../role.js";
import { type NavItemRow, navEditSchema, navSaveSchema } from "../site.js";

const permissions = { perm: "system.permission" } as const;
const navigation = { perm: "site.navigation" } as const;

/** Roles and the menus they grant (角色权限), and navigation editing (导航管理): served by the user module. */
export const roleEndpoints = {
  role: {
    list: endpoint({
      path: "/api/m/base/role/list",
      access: permissions,
      input: emptySchema,
      output: out<RoleItem[]>(),
      summary: "角色列表，附用户数和是否内置",
    }),
    save: endpoint({
      path: "/api/m/base/role/save",
      access: permissions,
      input: roleSaveSchema,
      output: out<Omit<RoleItem, "userCount">>(),
      summary:
        "新建或编辑角色；storageQuotaMb 为存储配额（MB，null 不限），新角色不给时为1024MB，编辑不给时保持；同名 409",
    }),
    delete: endpoint({
      path: "/api/m/base/role/delete",
      access: permissions,
      input: idInputSchema,
      output: out<null>(),
      summary: "删除角色（内置角色不能删除，409）",
    }),
    menus: endpoint({
      path: "/api/m/base/role/menu/list",
      access: permissions,
      input: roleIdInputSchema,
      output: out<number[]>(),
      summary: "角色被授予的菜单编号",
    }),
    saveMenus: endpoint({
      path: "/api/m/base/role/menu/save",
      access: permissions,
      input: roleMenuSaveSchema,
      output: out<null>(),
      summary: "保存角色的菜单权限（管理员角色须保留「角色权限」）",
    }),
  },
  menu: {
    tree: endpoint({
      path: "/api/m/base/menu/tree",
      access: permissions,
      input: emptySchema,
      output: out<ModuleGroup[]>(),
      summary: "全部菜单 ModuleGroup[]（含隐藏项）",
    }),
  },
  nav: {
    save: endpoint({
      path: "/api/m/base/nav/save",
      access: navigation,
      input: navSaveSchema,
      output: out<NavItemRow>(),
      summary: "保存一个导航菜单项（仅 nav 和 userCenter 的项）",
    }),
    edit: endpoint({
      path: "/api/m/site/navigation/edit/save",
      access: navigation,
      input: navEditSchema,
      output: out<{ count: number }>(),
      summary: "编辑导航：名称、链接、是否需登录、是否隐藏和顺序，一次事务；每个 id 须为导航项且只出现一次",
    }),
  },
};
