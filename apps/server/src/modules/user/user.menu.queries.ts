import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { menus } from "./user.tables.js";

/** Every SQL statement on menu items. */

export type MenuRow = typeof menus.$inferSelect;
export type NewMenu = typeof menus.$inferInsert;

/** Every menu item, or the guest-visible navigation items, in display order. */
export function menuRows(db: DbOrTx, only?: "nav") {
  return db
    .select()
    .from(menus)
    .where(only === "nav" ? eq(menus.groupCode, "nav") : undefined)
    .orderBy(asc(menus.sort), asc(menus.id));
}

export async function menuIdsByCode(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db.select({ id: menus.id, code: menus.code }).from(menus);
  return new Map(rows.map((m) => [m.code, m.id]));
}

export function menuIdOf(db: DbOrTx, code: string): Promise<number | undefined> {
  return db
    .select({ id: menus.id })
    .from(menus)
    .where(eq(menus.code, code))
    .then((r) => r[0]?.id);
}

/** Ids of the navigation (header) items. */
export async function navItemIds(db: DbOrTx): Promise<number[]> {
  return (await db.select({ id: menus.id }).from(menus).where(eq(menus.groupCode, "nav"))).map((r) => r.id);
}

/** Which of these menu ids exist. */
export async function existingMenuIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  return (await db.select({ id: menus.id }).from(menus).where(inArray(menus.id, ids))).map((r) => r.id);
}

/** Adds a menu item unless its code exists (another instance may sync at the same time). */
export function insertMenu(db: DbOrTx, values: NewMenu): Promise<number | undefined> {
  return db
    .insert(menus)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: menus.id })
    .then((r) => r[0]?.id);
}

/** Edits a navigation or personal-centre item; other groups are not editable here. */
export function updateNavItem(db: DbOrTx, id: number, values: Partial<NewMenu>): Promise<MenuRow | undefined> {
  return db
    .update(menus)
    .set(values)
    .where(and(eq(menus.id, id), inArray(menus.groupCode, ["nav", "userCenter"])))
    .returning()
    .then((r) => r[0]);
}
