import { and, count, eq, inArray, ne } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { menus, roleMenus, roles, userRoles } from "./user.tables.js";

/** Every SQL statement on roles and the menu items they grant. */

export type RoleRow = typeof roles.$inferSelect;
export type RoleValues = { name: string; remark: string | null; storageQuotaMb?: number | null };

export function findRole(db: DbOrTx, id: number): Promise<RoleRow | undefined> {
  return db
    .select()
    .from(roles)
    .where(eq(roles.id, id))
    .then((r) => r[0]);
}

/** Every role with how many users hold it, in one statement. */
export function rolesWithUserCounts(db: DbOrTx) {
  return db
    .select({
      id: roles.id,
      name: roles.name,
      code: roles.code,
      remark: roles.remark,
      builtin: roles.builtin,
      storageQuotaMb: roles.storageQuotaMb,
      createdAt: roles.createdAt,
      userCount: count(userRoles.userId),
    })
    .from(roles)
    .leftJoin(userRoles, eq(userRoles.roleId, roles.id))
    .groupBy(roles.id)
    .orderBy(roles.id);
}

export function roleChoices(db: DbOrTx) {
  return db.select({ id: roles.id, name: roles.name }).from(roles).orderBy(roles.id);
}

/** Whether another role already has this name. */
export async function roleNameTaken(db: DbOrTx, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.name, name), exceptId ? ne(roles.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}

export function insertRole(db: DbOrTx, values: RoleValues) {
  return db
    .insert(roles)
    .values(values)
    .returning()
    .then((r) => r[0]);
}

export function updateRole(db: DbOrTx, id: number, values: RoleValues) {
  return db
    .update(roles)
    .set(values)
    .where(eq(roles.id, id))
    .returning()
    .then((r) => r[0]);
}

export async function deleteRole(db: DbOrTx, id: number) {
  await db.delete(roles).where(eq(roles.id, id));
}

export async function existingRoleIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  return (await db.select({ id: roles.id }).from(roles).where(inArray(roles.id, ids))).map((r) => r.id);
}

/** The back-office permission codes these roles grant together. */
export async function permissionCodesOf(db: DbOrTx, roleIds: number[]): Promise<string[]> {
  if (!roleIds.length) return [];
  const rows = await db
    .selectDistinct({ code: menus.code })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(and(inArray(roleMenus.roleId, roleIds), eq(menus.groupCode, "MG")));
  return rows.map((r) => r.code);
}

/** The menu items one role grants. */
export async function menuIdsOfRole(db: DbOrTx, roleId: number): Promise<number[]> {
  return (await db.select({ id: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, roleId))).map(
    (r) => r.id,
  );
}

/** The menu items any of these roles grants. */
export async function menuIdsOfRoles(db: DbOrTx, roleIds: number[]): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: roleMenus.menuId })
    .from(roleMenus)
    .where(inArray(roleMenus.roleId, roleIds));
  return rows.map((r) => r.id);
}

/** Replaces what a role grants; the caller holds the transaction. */
export async function setRoleMenus(tx: DbOrTx, roleId: number, menuIds: number[]) {
  await tx.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
  if (menuIds.length) await tx.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId, menuId })));
}

/** Adds menu items to a role, keeping what it grants already. */
export async function addRoleMenus(db: DbOrTx, roleId: number, menuIds: number[]) {
  if (menuIds.length)
    await db
      .insert(roleMenus)
      .values(menuIds.map((menuId) => ({ roleId, menuId })))
      .onConflictDoNothing();
}

/**
 * The storage quota of a user in MB: the largest of their roles' quotas, null when any of their
 * roles is unlimited, undefined when they hold no role.
 */
export async function storageQuotaMbOf(db: DbOrTx, userId: number): Promise<number | null | undefined> {
  const rows = await db
    .select({ quota: roles.storageQuotaMb })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  if (rows.length === 0) return undefined;
  if (rows.some((r) => r.quota === null)) return null;
  return Math.max(...rows.map((r) => r.quota as number));
}
