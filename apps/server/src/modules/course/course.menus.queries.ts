import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { courseMenus } from "./course.tables.js";

/** The statements on the cloned course menus. */

export type MenuRow = typeof courseMenus.$inferSelect;

export async function findMenu(db: DbOrTx, menu: number): Promise<MenuRow | undefined> {
  const [row] = await db.select().from(courseMenus).where(eq(courseMenus.menu, menu));
  return row;
}

export function allMenus(db: DbOrTx): Promise<MenuRow[]> {
  return db.select().from(courseMenus).orderBy(asc(courseMenus.menu));
}

export async function saveMenu(db: DbOrTx, row: MenuRow) {
  const { menu, ...values } = row;
  await db.insert(courseMenus).values(row).onConflictDoUpdate({ target: courseMenus.menu, set: values });
}
