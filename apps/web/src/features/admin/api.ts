import {
  type AreaCode,
  type AreaPicSaveInput,
  type CourseMenuSaveInput,
  courseEndpoints,
  fileEndpoints,
  type MobileSettings,
  type NavEditInput,
  type NavSaveInput,
  type RoleMenuSaveInput,
  type RoleSaveInput,
  type StorageFileListInput,
  siteEndpoints,
  type UserAuditInput,
  type UserRoleSaveInput,
  type UserSaveInput,
  userEndpoints,
} from "@otp/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useAction } from "../../api/action";
import { authKeys } from "../../api/auth";
import { call } from "../../api/call";
import { siteApi } from "../../api/site";

const users = userEndpoints;

/** Query keys of the back office's system and site screens. */
export const adminKeys = {
  all: ["admin"] as const,
  roles: () => [...adminKeys.all, "roles"] as const,
  menuTree: () => [...adminKeys.all, "menuTree"] as const,
  roleMenus: (roleId: number | null) => [...adminKeys.all, "roleMenus", roleId] as const,
  userRoles: (userId: number) => [...adminKeys.all, "userRoles", userId] as const,
  user: (id: number) => [...adminKeys.all, "user", id] as const,
  mobile: () => [...adminKeys.all, "mobileSettings"] as const,
  storage: () => [...adminKeys.all, "storage"] as const,
  menuSettings: () => [...adminKeys.all, "menuSettings"] as const,
  portalModules: () => [...adminKeys.all, "portalModules"] as const,
  /** Shared with the site's own cache of a config (api/queries useAreaPic). */
  areaPic: (code: AreaCode) => ["areaPic", code] as const,
  /** The portal's cache of its modules. */
  portal: () => ["portal", "modules"] as const,
};

export const adminApi = {
  roles: () => call(users.role.list, {}),
  menuTree: () => call(users.menu.tree, {}),
  roleMenus: (roleId: number) => call(users.role.menus, { roleId }),
  saveRoleMenus: (body: RoleMenuSaveInput) => call(users.role.saveMenus, body),
  userRoles: (userId: number) => call(users.rolesOf, { userId }),
  saveUserRoles: (body: UserRoleSaveInput) => call(users.saveRoles, body),
  version: () => call(siteEndpoints.version, {}),
};

export const siteAdminApi = {
  storage: () => call(fileEndpoints.storage.detail, {}),
  files: (body: StorageFileListInput) => call(fileEndpoints.storage.list, body),
  mobile: () => call(siteEndpoints.mobile.detail, {}),
  saveMobile: (body: MobileSettings) => call(siteEndpoints.mobile.save, body),
};

/* ---------- roles and menus (角色权限) ---------- */

export const useRoles = () => useQuery({ queryKey: adminKeys.roles(), queryFn: adminApi.roles });

export const useMenuTree = () => useQuery({ queryKey: adminKeys.menuTree(), queryFn: adminApi.menuTree });

export function useRoleMenus(roleId: number | null) {
  return useQuery({
    queryKey: adminKeys.roleMenus(roleId),
    queryFn: () => adminApi.roleMenus(roleId ?? 0),
    enabled: roleId !== null,
  });
}

export function useSaveRoleMenus() {
  return useAction(adminApi.saveRoleMenus, {
    success: "权限已保存，用户重新登录或刷新页面后生效",
    invalidate: [[...adminKeys.all, "roleMenus"]],
  });
}

export function useSaveRole(onSuccess: () => void) {
  return useAction((body: RoleSaveInput) => call(users.role.save, body), { success: "保存成功", onSuccess });
}

export function useDeleteRole() {
  return useAction((id: number) => call(users.role.delete, { id }));
}

/* ---------- one user's roles, and the management view of a user ---------- */

export const useUserRoles = (userId: number) =>
  useQuery({ queryKey: adminKeys.userRoles(userId), queryFn: () => adminApi.userRoles(userId) });

export function useSaveUserRoles(userId: number) {
  return useAction(adminApi.saveUserRoles, { success: "角色已保存", invalidate: [adminKeys.userRoles(userId)] });
}

/** The management view of one user (never cached: the form edits it). */
export function useManagedUser(id: number, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.user(id),
    queryFn: () => call(users.detail, { id }),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useSaveUser(onSuccess: () => void) {
  return useAction((body: UserSaveInput) => call(users.save, body), { success: "保存成功", onSuccess });
}

/* ---------- registrations and online sessions ---------- */

export function useAuditUsers(onSuccess: () => void) {
  return useAction((input: UserAuditInput) => call(users.audit, input), {
    success: (_out, input) => (input.pass ? "已通过审核" : "已驳回"),
    onSuccess,
  });
}

export function useKickUser(onSuccess: () => void) {
  return useAction((userId: number) => call(users.online.kick, { userId }), { success: "已强制下线", onSuccess });
}

/* ---------- navigation (导航管理) ---------- */

/** Saves one menu item; the tree and everyone's menus are asked again. */
export function useSaveNav(onSuccess: () => void) {
  return useAction((body: NavSaveInput) => call(users.nav.save, body), {
    success: "保存成功",
    invalidate: [adminKeys.menuTree(), authKeys.menus()],
    onSuccess,
  });
}

/** 编辑导航: saves the header's entries at once. */
export function useEditNav(onSuccess: () => void) {
  return useAction((body: NavEditInput) => call(users.nav.edit, body), {
    success: "导航已保存",
    invalidate: [adminKeys.menuTree(), authKeys.menus()],
    onSuccess,
  });
}

export const useMenuSettings = () =>
  useQuery({
    queryKey: adminKeys.menuSettings(),
    queryFn: () => call(courseEndpoints.navigation.list, {}),
    staleTime: 0,
  });

export function useSaveMenuSetting(onSuccess: () => void) {
  return useAction((body: CourseMenuSaveInput) => call(courseEndpoints.navigation.save, body), {
    success: "栏目设置已保存",
    onSuccess,
  });
}

/* ---------- mobile and storage settings ---------- */

export const useMobileSettings = () =>
  useQuery({ queryKey: adminKeys.mobile(), queryFn: siteAdminApi.mobile, staleTime: 0 });

export function useSaveMobileSettings() {
  return useAction(siteAdminApi.saveMobile, { success: "保存成功", invalidate: [adminKeys.mobile()] });
}

export const useStorageOverview = () =>
  useQuery({ queryKey: adminKeys.storage(), queryFn: siteAdminApi.storage, staleTime: 0 });

/* ---------- site configs (cms/area/pic) ---------- */

/** One site config as the back office edits it. */
export const useAreaConfig = (code: AreaCode) =>
  useQuery({ queryKey: adminKeys.areaPic(code), queryFn: () => siteApi.detail(code) });

/** Saves one site config; the saved config replaces the cached one, and `invalidate` is asked again. */
export function useSaveAreaConfig(code: AreaCode, invalidate: readonly (readonly unknown[])[] = []) {
  const qc = useQueryClient();
  return useAction((body: AreaPicSaveInput) => siteApi.save(body), {
    success: "保存成功",
    onSuccess: (saved) => {
      qc.setQueryData(adminKeys.areaPic(code), saved);
    },
    invalidate,
  });
}

export const usePortalModules = () =>
  useQuery({ queryKey: adminKeys.portalModules(), queryFn: () => siteApi.indexList() });

/** Saving or deleting a portal module: the list here and the portal's are asked again. */
const portalChanged = [adminKeys.portalModules(), adminKeys.portal()];

export function useSavePortalModule(onSuccess: () => void) {
  return useAction((body: AreaPicSaveInput) => siteApi.save(body), {
    success: "保存成功",
    invalidate: portalChanged,
    onSuccess,
  });
}

/** Quiet changes from the list (启用 switch, delete): the list is asked again whatever the outcome. */
export function usePortalModuleChange() {
  const qc = useQueryClient();
  const reload = () => Promise.all(portalChanged.map((queryKey) => qc.invalidateQueries({ queryKey })));
  const toggle = useAction((body: AreaPicSaveInput) => siteApi.save(body));
  const remove = useAction((id: number) => siteApi.remove(id));
  return {
    reload,
    toggle: async (body: AreaPicSaveInput) => {
      await toggle.run(body);
      await reload();
    },
    remove: async (id: number) => {
      await remove.run(id);
      await reload();
    },
  };
}
