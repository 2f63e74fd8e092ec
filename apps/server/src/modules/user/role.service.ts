import { ADMIN_ROLE_ID } from "@otp/contract";
import type { Db } from "../../platform/db/client.js";
import { badRequest, conflict, notFound } from "../../platform/http/errors.js";
import { existingMenuIds, menuIdOf } from "./menu.queries.js";
import * as q from "./role.queries.js";
import type { UserSessions } from "./user.ports.js";
import { usersWithRole } from "./user.queries.js";

/** Roles (角色权限): the roles themselves and the menu items each grants. */
export class RoleService {
  constructor(
    private readonly db: Db,
    private readonly sessions: Pick<UserSessions, "refreshUsers">,
  ) {}

  list() {
    return q.rolesWithUserCounts(this.db);
  }

  private async get(id: number) {
    const r = await q.findRole(this.db, id);
    if (!r) throw notFound("角色不存在");
    return r;
  }

  async save(input: { id?: number; name: string; remark?: string | null }) {
    if (await q.roleNameTaken(this.db, input.name, input.id)) throw conflict("角色名称已存在");
    const values = { name: input.name, remark: input.remark ?? null };
    if (!input.id) return q.insertRole(this.db, values);
    await this.get(input.id);
    return q.updateRole(this.db, input.id, values);
  }

  async remove(id: number) {
    const r = await this.get(id);
    if (r.builtin) throw conflict("内置角色不能删除");
    const holders = await usersWithRole(this.db, id);
    await q.deleteRole(this.db, id);
    await this.sessions.refreshUsers(holders);
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
