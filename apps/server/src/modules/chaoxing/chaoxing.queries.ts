import { inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { chaoxingUploads } from "./chaoxing.tables.js";

/** Every SQL statement of the external-audit push. */

export type UploadRow = typeof chaoxingUploads.$inferSelect;

export function uploadsOf(db: DbOrTx, ids: number[]): Promise<UploadRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db.select().from(chaoxingUploads).where(inArray(chaoxingUploads.resourceId, ids));
}

export function allUploads(db: DbOrTx): Promise<UploadRow[]> {
  return db.select().from(chaoxingUploads);
}

/** Sets the state of these resources (inserting rows for first pushes). */
export async function setUploads(
  db: DbOrTx,
  ids: number[],
  values: { status: number; answer: string; pushedBy?: number | null; attempts?: number },
) {
  if (!ids.length) return;
  await db
    .insert(chaoxingUploads)
    .values(ids.map((resourceId) => ({ resourceId, ...values, updatedAt: new Date() })))
    .onConflictDoUpdate({
      target: chaoxingUploads.resourceId,
      set: {
        status: values.status,
        answer: values.answer,
        updatedAt: new Date(),
        ...(values.pushedBy !== undefined ? { pushedBy: values.pushedBy } : {}),
        ...(values.attempts !== undefined
          ? { attempts: values.attempts }
          : { attempts: sql`${chaoxingUploads.attempts}` }),
      },
    });
}
