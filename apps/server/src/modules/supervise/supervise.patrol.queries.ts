import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { type Page, pageOf, total } from "../../platform/db/paging.js";
import { anyContains } from "../../platform/db/sql-helpers.js";
import { supPatrolPhotos, supPatrols } from "./supervise.tables.js";

/** Statements of patrol records. */

export async function insertPatrol(db: DbOrTx, values: typeof supPatrols.$inferInsert): Promise<number> {
  const [r] = await db.insert(supPatrols).values(values).returning({ id: supPatrols.id });
  return r?.id as number;
}

/** A page of records; `patrollerId` limits it to one patroller's own. */
export function pageOfPatrols(db: DbOrTx, page: Page & { keyword?: string; patrollerId?: number }) {
  return pageOf(
    page,
    db
      .select({ p: supPatrols, total })
      .from(supPatrols)
      .where(
        and(
          page.keyword ? anyContains(page.keyword, supPatrols.room, supPatrols.remark) : undefined,
          page.patrollerId ? eq(supPatrols.patrollerId, page.patrollerId) : undefined,
        ),
      )
      .orderBy(desc(supPatrols.createdAt), desc(supPatrols.id))
      .$dynamic(),
  );
}

export async function findPatrol(db: DbOrTx, id: number) {
  const [r] = await db.select().from(supPatrols).where(eq(supPatrols.id, id));
  return r;
}

export async function insertPhoto(db: DbOrTx, values: typeof supPatrolPhotos.$inferInsert) {
  await db.insert(supPatrolPhotos).values(values);
}

/** A grabbed photo and the record that took it (if any). */
export async function findPhoto(db: DbOrTx, fileId: number) {
  const [r] = await db
    .select({ photo: supPatrolPhotos, patrol: supPatrols })
    .from(supPatrolPhotos)
    .leftJoin(supPatrols, eq(supPatrols.photoFileId, supPatrolPhotos.fileId))
    .where(eq(supPatrolPhotos.fileId, fileId));
  return r;
}

/** Whether a file is a patrol photo (never served by the public picture route). */
export async function isPhoto(db: DbOrTx, fileId: number): Promise<boolean> {
  const [r] = await db
    .select({ id: supPatrolPhotos.fileId })
    .from(supPatrolPhotos)
    .where(eq(supPatrolPhotos.fileId, fileId));
  return !!r;
}
