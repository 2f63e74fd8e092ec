import { ADMIN_ROLE_ID, DEFAULT_STORAGE_QUOTA_MB, type RoleSaveInput } from "@otp/contract";
import type { Db } from "../../platform/db/client.js";
import { badRequest, conflict, notFound } from "../../platform/http/errors.js";
import { existingMenuIds, menuIdOf } from "./user.menu.queries.js";
import type { ProfileMemo, UserSessions } from "./user.ports.js";
import { usersWithRole } from "./user.queries.js";
import * as q from "./user.role.queries.js";

/** Roles (角色权限): the roles themselves and the menu items each grants. */
export class RoleService {
  constructor(
    private readonly db: Db,
    private readonly sessions: Pick<UserSessions, "refreshUsers">,
    /** Cleared after a role is renamed or deleted: role names show on pages of users. */
    private readonly profiles: ProfileMemo,
  ) {}

  list() {
    return q.rolesWithUserCounts(this.db);
  }

  private async get(id: number) {
    const r = await q.findRole(this.db, id);
    if (!r) throw notFound("角色不存在");
    return r;
  }

  async save(input: RoleSaveInput) {
    if (await q.roleNameTaken(this.db, input.name, input.id)) throw conflict("角色名称已存在");
    const values = { name: input.name, remark: input.remark ?? null };
    // A new role without a quota gets the default one, never "unlimited" by omission; an edit
    // that does not mention the quota keeps it.
    if (!input.id)
      return q.insertRole(this.db, { ...values, storageQuotaMb: input.storageQuotaMb ?? DEFAULT_STORAGE_QUOTA_MB });
    await this.get(input.id);
    const saved = await q.updateRole(this.db, input.id, { ...values, storageQuotaMb: input.storageQuotaMb });
    await this.profiles.forget([]);
    return saved;
  }

  async remove(id: number) {
    const r = await this.get(id);
    if (r.builtin) throw conflict("内置角色不能删除");
    const holders = await usersWithRole(this.db, id);
    await q.deleteRole(this.db, id);
    await this.profiles.forget(holders);
    await this.sessions.refreshUsers(holders);
  }

  /** A user's storage quota in bytes (null = unlimited); a user without roles gets the default. */
  async storageQuotaBytes(userId: number): Promise<number | null> {
    const mb = await q.storageQuotaMbOf(this.db, userId);
    if (mb === null) return null;
    return (mb ?? DEFAULT_STORAGE_QUOTA_MB) * 1024 * 1024;
  }

  async menuIds(roleId: number) {
    await this.get(roleId);
    return q.menuIdsOfRole(this.db, roleId);
  }

  async saveMenus(roleId: number, menuIds: number[]) {
    await this.get(roleId);
    const unique = [...new Set(menuIds)];
    if (roleId === ADMIN_ROLE_ID) {
      const keep = await menuIdOf(this.db, "system.permission");
      if (keep && !unique.includes(keep)) throw badRequest("管理员角色必须保留“角色权限”菜单，以免无人能再分配权限");
    }
    if ((await existingMenuIds(this.db, unique)).length !== unique.length)
      throw badRequest("参数 menuIds：包含不存在的菜单");
    await this.db.transaction((tx) => q.setRoleMenus(tx, roleId, unique));
    await this.sessions.refreshUsers(await usersWithRole(this.db, roleId));
  }
}
