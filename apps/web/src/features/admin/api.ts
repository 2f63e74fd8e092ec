import type { ListResult, ModuleGroup } from "@otp/contract";
import { http } from "../../api/http";

export interface RoleRow {
  id: number;
  name: string;
  remark?: string | null;
  builtin?: boolean;
  userCount?: number;
}

export interface OnlineRow {
  sessionId: string | number;
  userId: number;
  userType?: string;
  userAgent?: string | null;
  account: string;
  realName: string;
  ip?: string | null;
  loginAt?: string | null;
  lastSeenAt?: string | null;
}

export interface LogRow {
  id: number;
  category: string;
  account?: string | null;
  action?: string | null;
  target?: string | null;
  detail?: unknown;
  success?: boolean;
  ip?: string | null;
  createdAt: string;
}

export const adminApi = {
  list: <T>(url: string, body: object) => http.post<ListResult<T>>(url, body),
  post: <T>(url: string, body: object = {}) => http.post<T>(url, body),
  roles: () => http.post<RoleRow[] | ListResult<RoleRow>>("/api/m/base/role/list", {}),
  menuTree: () => http.post<ModuleGroup[]>("/api/m/base/menu/tree", {}),
  roleMenus: (roleId: number) => http.post<number[]>("/api/m/base/role/menu/list", { roleId }),
  saveRoleMenus: (roleId: number, menuIds: number[]) =>
    http.post<null>("/api/m/base/role/menu/save", { roleId, menuIds }),
  userRoles: (userId: number) =>
    http.post<{ id: number; name: string }[]>("/api/c/base/user/role/list/role", { userId }),
  saveUserRoles: (userId: number, roleIds: number[]) =>
    http.post<null>("/api/m/base/user/role/save", { userId, roleIds }),
  version: () => http.post<{ version: string; commit: string; startedAt: string }>("/api/c/version", {}),
  properties: (key: string, file?: string) => http.post<string | null>("/api/properties/detail", { key, file }),
  saveProperties: (key: string, value: string, file?: string) =>
    http.post<null>("/api/m/properties/save", { key, value, file }),
};

/** Role list answers may be a plain array or a page. */
export function roleRows(data: RoleRow[] | ListResult<RoleRow>): RoleRow[] {
  return Array.isArray(data) ? data : data.list;
}

export interface StorageKind {
  kind: string;
  label: string;
  count: number;
  bytes: number;
  maxBytes: number;
  /** Allowed file types (extensions such as "jpg"). */
  types: string[];
}

export interface StorageDetail {
  driver: string;
  root: string;
  fileCount: number;
  totalBytes: number;
  disk: { totalBytes: number; freeBytes: number };
  kinds: StorageKind[];
}

export interface StorageFileRow {
  id: number;
  name: string;
  kind: string;
  mime: string;
  size: number;
  /** Null for non-public kinds. */
  url: string | null;
  ownerAccount: string | null;
  ownerName: string | null;
  createdAt: string;
}

export interface MobileSettings {
  siteUrl: string;
  welcome: string;
}

export const siteAdminApi = {
  storage: () => http.post<StorageDetail>("/api/m/site/storage/detail", {}),
  files: (body: { pageNo: number; pageSize: number; kind?: string; keyword?: string }) =>
    http.post<ListResult<StorageFileRow>>("/api/m/site/storage/file/list", body),
  mobile: () => http.post<MobileSettings>("/api/c/site/mobile/detail", {}),
  saveMobile: (body: MobileSettings) => http.post<MobileSettings>("/api/m/site/mobile/save", body),
};

export { formatBytes } from "../../components/format";
