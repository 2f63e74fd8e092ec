import { and, count, eq, gt, inArray, isNotNull, lte, ne, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { anyOf, preparedStatement } from "../../platform/db/shapes.js";
import { mediaAssets, uploadSessions } from "./media.tables.js";

/** Every SQL statement of the media module: functions taking the database (or a transaction) first. */

export type AssetRow = typeof mediaAssets.$inferSelect;
export type AssetUpdate = Partial<typeof mediaAssets.$inferInsert>;
export type SessionRow = typeof uploadSessions.$inferSelect;

/* ---------- media assets ---------- */

/** Creates or updates a file's asset row. */
export async function saveAsset(db: DbOrTx, fileId: number, set: AssetUpdate): Promise<void> {
  await db
    .insert(mediaAssets)
    .values({ fileId, ...set })
    .onConflictDoUpdate({ target: mediaAssets.fileId, set });
}

/** Progress of a run in progress only: a late write can never overwrite a final state. */
export async function saveProgress(db: DbOrTx, fileId: number, progress: number): Promise<void> {
  await db
    .update(mediaAssets)
    .set({ progress, updatedAt: new Date() })
    .where(and(eq(mediaAssets.fileId, fileId), eq(mediaAssets.status, "processing")));
}

// Read whenever a video plays or a resource is shown: prepared once (platform/db/shapes.ts).
const assetsOf = preparedStatement<{ ids: number[] }, AssetRow[]>("media_assets_of", (db, name) =>
  db.select().from(mediaAssets).where(anyOf(mediaAssets.fileId, "ids")).prepare(name),
);

export async function findAsset(db: DbOrTx, fileId: number): Promise<AssetRow | undefined> {
  const [row] = await assetsOf(db, { ids: [fileId] });
  return row;
}

export function findAssets(db: DbOrTx, fileIds: number[]): Promise<AssetRow[]> {
  if (!fileIds.length) return Promise.resolve([]);
  return assetsOf(db, { ids: fileIds });
}

/** Source files processed into a playable video (search by image indexes their keyframes). */
export async function readyVideoIds(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ fileId: mediaAssets.fileId })
    .from(mediaAssets)
    .where(and(eq(mediaAssets.status, "ready"), isNotNull(mediaAssets.videoCodec)));
  return rows.map((r) => r.fileId);
}

/** The file a derived file (rendition, thumbnail, PDF) was made from; undefined for any other id. */
export async function sourceOf(db: DbOrTx, derivedFileId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ fileId: mediaAssets.fileId })
    .from(mediaAssets)
    .where(or(eq(mediaAssets.playFileId, derivedFileId), eq(mediaAssets.thumbFileId, derivedFileId)))
    .limit(1);
  return row?.fileId;
}

/* ---------- upload sessions ---------- */

/** A live session of this user for the same file (kind, name and size): a reload or another tab. */
export async function findResumable(
  db: DbOrTx,
  s: { userId: number; kind: string; fileName: string; size: number },
  now: Date,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(uploadSessions)
    .where(
      and(
        eq(uploadSessions.userId, s.userId),
        eq(uploadSessions.kind, s.kind),
        eq(uploadSessions.fileName, s.fileName),
        eq(uploadSessions.size, s.size),
        gt(uploadSessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

export async function openSessionCount(db: DbOrTx, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(uploadSessions)
    .where(and(eq(uploadSessions.userId, userId), gt(uploadSessions.expiresAt, now)));
  return row?.n ?? 0;
}

/** Bytes announced by a user's unfinished uploads: they count against the quota until done. */
export async function openSessionBytes(db: DbOrTx, userId: number, now: Date, exceptId?: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<number>`coalesce(sum(${uploadSessions.size}), 0)::bigint` })
    .from(uploadSessions)
    .where(
      and(
        eq(uploadSessions.userId, userId),
        gt(uploadSessions.expiresAt, now),
        exceptId ? ne(uploadSessions.id, exceptId) : undefined,
      ),
    );
  return Number(row?.bytes ?? 0);
}

export async function insertSession(db: DbOrTx, values: typeof uploadSessions.$inferInsert): Promise<SessionRow> {
  const [row] = await db.insert(uploadSessions).values(values).returning();
  return row as SessionRow;
}

export async function findSession(db: DbOrTx, id: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(uploadSessions).where(eq(uploadSessions.id, id));
  return row;
}

export async function deleteSession(db: DbOrTx, id: string): Promise<void> {
  await db.delete(uploadSessions).where(eq(uploadSessions.id, id));
}

/**
 * Records bytes received, only if the session still stands at `offset` (another request did not
 * move it meanwhile); false when it did.
 */
export async function advanceSession(
  db: DbOrTx,
  id: string,
  offset: number,
  set: { received: number; expiresAt: Date },
): Promise<boolean> {
  const updated = await db
    .update(uploadSessions)
    .set(set)
    .where(and(eq(uploadSessions.id, id), eq(uploadSessions.received, offset)))
    .returning({ id: uploadSessions.id });
  return updated.length > 0;
}

/** Deletes the user's session as the first step of completing it; false when it was already gone. */
export async function claimSession(db: DbOrTx, id: string, userId: number): Promise<boolean> {
  const claimed = await db
    .delete(uploadSessions)
    .where(and(eq(uploadSessions.id, id), eq(uploadSessions.userId, userId)))
    .returning({ id: uploadSessions.id });
  return claimed.length > 0;
}

/** Deletes sessions expired by `now`; returns their ids. */
export async function deleteExpiredSessions(db: DbOrTx, now: Date): Promise<string[]> {
  const rows = await db
    .delete(uploadSessions)
    .where(lte(uploadSessions.expiresAt, now))
    .returning({ id: uploadSessions.id });
  return rows.map((r) => r.id);
}

/** Which of these ids still have a session. */
export async function existingSessionIds(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: uploadSessions.id }).from(uploadSessions).where(inArray(uploadSessions.id, ids));
  return new Set(rows.map((r) => r.id));
}
