import type {
  ListResult,
  MobileSettings,
  ModuleGroup,
  RoleItem,
  RoleMenuSaveInput,
  StorageFileListInput,
  StorageOverview,
  StoredFileItem,
  UserRoleSaveInput,
} from "@otp/contract";
import { http } from "../../api/http";

export const adminApi = {
  roles: () => http.post<RoleItem[]>("/api/m/base/role/list", {}),
  menuTree: () => http.post<ModuleGroup[]>("/api/m/base/menu/tree", {}),
  roleMenus: (roleId: number) => http.post<number[]>("/api/m/base/role/menu/list", { roleId }),
  saveRoleMenus: (body: RoleMenuSaveInput) => http.post<null>("/api/m/base/role/menu/save", body),
  userRoles: (userId: number) =>
    http.post<{ id: number; name: string }[]>("/api/c/base/user/role/list/role", { userId }),
  saveUserRoles: (body: UserRoleSaveInput) => http.post<null>("/api/m/base/user/role/save", body),
  version: () => http.post<{ version: string; commit: string; startedAt: string }>("/api/c/version", {}),
};

export const siteAdminApi = {
  storage: () => http.post<StorageOverview>("/api/m/site/storage/detail", {}),
  files: (body: StorageFileListInput) => http.post<ListResult<StoredFileItem>>("/api/m/site/storage/file/list", body),
  mobile: () => http.post<MobileSettings>("/api/c/site/mobile/detail", {}),
  saveMobile: (body: MobileSettings) => http.post<MobileSettings>("/api/m/site/mobile/save", body),
};
