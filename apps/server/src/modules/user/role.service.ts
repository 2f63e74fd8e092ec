import { ADMIN_ROLE_ID } from "@otp/contract";
import { count, eq } from "drizzle-orm";
import type { SessionService } from "../../platform/auth/sessions.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, conflict, notFound } from "../../platform/http/errors.js";
import type { MenuService } from "./menu.service.js";
import { usersWithRole } from "./user.queries.js";
import { roles, userRoles } from "./user.tables.js";

export class RoleService {
  constructor(
    private readonly db: Db,
    private readonly menus: MenuService,
    private readonly sessions: () => SessionService,
  ) {}

  async list() {
    const counts = await this.db
      .select({ roleId: userRoles.roleId, n: count() })
      .from(userRoles)
      .groupBy(userRoles.roleId);
    const byRole = new Map(counts.map((c) => [c.roleId, c.n]));
    const rows = await this.db.select().from(roles).orderBy(roles.id);
    return rows.map((r) => ({ ...r, userCount: byRole.get(r.id) ?? 0 }));
  }

  private async get(id: number) {
    const [r] = await this.db.select().from(roles).where(eq(roles.id, id));
    if (!r) throw notFound("角色不存在");
    return r;
  }

  async save(input: { id?: number; name: string; remark?: string | null }) {
    const clash = await this.db.select({ id: roles.id }).from(roles).where(eq(roles.name, input.name));
    if (clash.some((c) => c.id !== input.id)) throw conflict("角色名称已存在");
    if (input.id) {
      await this.get(input.id);
      const [row] = await this.db
        .update(roles)
        .set({ name: input.name, remark: input.remark ?? null })
        .where(eq(roles.id, input.id))
        .returning();
      return row;
    }
    const [row] = await this.db
      .insert(roles)
      .values({ name: input.name, remark: input.remark ?? null })
      .returning();
    return row;
  }

  async remove(id: number) {
    const r = await this.get(id);
    if (r.builtin) throw conflict("内置角色不能删除");
    const holders = await usersWithRole(this.db, id);
    await this.db.delete(roles).where(eq(roles.id, id));
    await this.sessions().refreshUsers(holders);
  }

  async menuIds(roleId: number) {
    await this.get(roleId);
    return this.menus.roleMenuIds(roleId);
  }

  async saveMenus(roleId: number, menuIds: number[]) {
    await this.get(roleId);
    if (roleId === ADMIN_ROLE_ID) {
      const keep = await this.menus.idOf("system.permission");
      if (keep && !menuIds.includes(keep)) throw badRequest("管理员角色必须保留“角色权限”菜单，以免无人能再分配权限");
    }
    await this.menus.saveRoleMenus(roleId, menuIds);
    await this.sessions().refreshUsers(await usersWithRole(this.db, roleId));
  }
}
