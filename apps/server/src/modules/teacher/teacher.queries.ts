import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { teacherHonours, teacherIntroOutro } from "./teacher.tables.js";

/** Every SQL statement of the teacher module. */

export type HonourRow = typeof teacherHonours.$inferSelect;

/** Level order: 国家级 first. */
const levelRank = sql`array_position(array['国家级','省级','市级','区县级','校级']::varchar[], ${teacherHonours.level})`;

/** Honours of these teachers, highest level first, then newest. */
export function honoursOf(db: DbOrTx, userIds: number[]): Promise<HonourRow[]> {
  if (!userIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(teacherHonours)
    .where(inArray(teacherHonours.userId, userIds))
    .orderBy(asc(levelRank), desc(teacherHonours.year), asc(teacherHonours.id));
}

export async function findHonour(db: DbOrTx, id: number): Promise<HonourRow | undefined> {
  const [row] = await db.select().from(teacherHonours).where(eq(teacherHonours.id, id));
  return row;
}

export async function insertHonour(db: DbOrTx, values: Omit<typeof teacherHonours.$inferInsert, "id">) {
  const [row] = await db.insert(teacherHonours).values(values).returning({ id: teacherHonours.id });
  return (row as { id: number }).id;
}

export async function updateHonour(db: DbOrTx, id: number, values: { title: string; level: string; year: number }) {
  await db.update(teacherHonours).set(values).where(eq(teacherHonours.id, id));
}

/** Deletes the caller's own honours among these ids; returns how many. */
export async function deleteHonours(db: DbOrTx, userId: number, ids: number[]): Promise<number> {
  const rows = await db
    .delete(teacherHonours)
    .where(and(eq(teacherHonours.userId, userId), inArray(teacherHonours.id, ids)))
    .returning({ id: teacherHonours.id });
  return rows.length;
}

export type IntroOutroRow = typeof teacherIntroOutro.$inferSelect;

export async function introOutroOf(db: DbOrTx, userId: number): Promise<IntroOutroRow | undefined> {
  const [row] = await db.select().from(teacherIntroOutro).where(eq(teacherIntroOutro.userId, userId));
  return row;
}

export async function saveIntroOutro(
  db: DbOrTx,
  userId: number,
  values: { introFileId: number | null; outroFileId: number | null; enabled: boolean },
) {
  await db
    .insert(teacherIntroOutro)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: teacherIntroOutro.userId, set: { ...values, updatedAt: new Date() } });
}
