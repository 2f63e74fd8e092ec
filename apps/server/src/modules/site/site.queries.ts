import { INDEX_AREA_CODE } from "@otp/contract";
import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { areaPics, properties } from "./site.tables.js";

/** Every SQL statement of the site module: functions taking the database (or a transaction) first. */

export type AreaRow = typeof areaPics.$inferSelect;
export type AreaValues = Partial<Omit<typeof areaPics.$inferInsert, "id" | "areaCode">>;

/** The row of a singleton config (every code but INDEX has at most one). */
export async function findArea(db: DbOrTx, code: string): Promise<AreaRow | undefined> {
  const [row] = await db.select().from(areaPics).where(eq(areaPics.areaCode, code)).limit(1);
  return row;
}

/** The portal modules in display order. */
export function portalModules(db: DbOrTx): Promise<AreaRow[]> {
  return db
    .select()
    .from(areaPics)
    .where(eq(areaPics.areaCode, INDEX_AREA_CODE))
    .orderBy(asc(areaPics.displayIndex), asc(areaPics.id));
}

/** Updates one portal module; undefined when there is no such module. */
export async function updatePortalModule(db: DbOrTx, id: number, values: AreaValues): Promise<AreaRow | undefined> {
  const [row] = await db
    .update(areaPics)
    .set(values)
    .where(and(eq(areaPics.id, id), eq(areaPics.areaCode, INDEX_AREA_CODE)))
    .returning();
  return row;
}

export async function insertPortalModule(db: DbOrTx, values: AreaValues): Promise<AreaRow> {
  const [row] = await db
    .insert(areaPics)
    .values({ ...values, areaCode: INDEX_AREA_CODE })
    .returning();
  return row as AreaRow;
}

/** Creates or updates a singleton config. */
export async function saveSingleton(db: DbOrTx, code: string, values: AreaValues): Promise<AreaRow> {
  const [row] = await db
    .insert(areaPics)
    .values({ ...values, areaCode: code })
    .onConflictDoUpdate({ target: areaPics.areaCode, targetWhere: sql`area_code <> 'INDEX'`, set: values })
    .returning();
  return row as AreaRow;
}

/** Deletes one portal module; false when there is no such module. */
export async function deletePortalModule(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .delete(areaPics)
    .where(and(eq(areaPics.id, id), eq(areaPics.areaCode, INDEX_AREA_CODE)))
    .returning({ id: areaPics.id });
  return rows.length > 0;
}

export async function findProperty(db: DbOrTx, file: string, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: properties.value })
    .from(properties)
    .where(and(eq(properties.file, file), eq(properties.key, key)))
    .limit(1);
  return row?.value;
}

export async function saveProperty(db: DbOrTx, file: string, key: string, value: string): Promise<void> {
  await db
    .insert(properties)
    .values({ file, key, value })
    .onConflictDoUpdate({ target: [properties.file, properties.key], set: { value } });
}
