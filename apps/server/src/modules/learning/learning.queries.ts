import { and, desc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { type Page, pageOf, total } from "../../platform/db/paging.js";
import { learningProgress } from "./learning.tables.js";

/** Every SQL statement of the learning module: functions taking the database (or a transaction) first. */

export type ProgressRow = typeof learningProgress.$inferSelect;
export type ProgressValues = Omit<ProgressRow, "updatedAt">;

const mine = (userId: number) => eq(learningProgress.userId, userId);

export async function findProgress(db: DbOrTx, userId: number, resourceId: number): Promise<ProgressRow | undefined> {
  const [row] = await db
    .select()
    .from(learningProgress)
    .where(and(mine(userId), eq(learningProgress.resourceId, resourceId)));
  return row;
}

/**
 * Writes the user's position in a resource, replacing the one before. The database's clock
 * (microseconds) stamps it, so two saves in the same millisecond still sort newest first.
 */
export async function upsertProgress(db: DbOrTx, v: ProgressValues): Promise<ProgressRow> {
  const { userId: _u, resourceId: _r, ...changed } = v;
  const [row] = await db
    .insert(learningProgress)
    .values({ ...v, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [learningProgress.userId, learningProgress.resourceId],
      set: { ...changed, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error("learning_progress upsert returned no row");
  return row;
}

/** The user's rows last opened from this course. */
export function progressOfCourse(db: DbOrTx, userId: number, courseId: number): Promise<ProgressRow[]> {
  return db
    .select()
    .from(learningProgress)
    .where(and(mine(userId), eq(learningProgress.courseId, courseId)))
    .orderBy(desc(learningProgress.updatedAt));
}

/** The user's rows for these resources. */
export function progressOfResources(db: DbOrTx, userId: number, resourceIds: number[]): Promise<ProgressRow[]> {
  if (!resourceIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(learningProgress)
    .where(and(mine(userId), inArray(learningProgress.resourceId, resourceIds)))
    .orderBy(desc(learningProgress.updatedAt));
}

/** A page of the user's rows, newest first, with the total: one statement. */
export function pageOfUser(db: DbOrTx, userId: number, page: Page) {
  return pageOf(
    page,
    db
      .select({ ...getTableColumns(learningProgress), total })
      .from(learningProgress)
      .where(mine(userId))
      .orderBy(desc(learningProgress.updatedAt), desc(learningProgress.resourceId))
      .$dynamic(),
  );
}
