import { and, eq, inArray, lt, ne, or } from "drizzle-orm";
import type { DbOrTx } from "../db/client.js";
import { sessions } from "./session.tables.js";

/** Every SQL statement on sessions. */

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: DbOrTx, values: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(values);
}

export function findByTokenHash(db: DbOrTx, tokenHash: string): Promise<SessionRow | undefined> {
  return db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1)
    .then((r) => r[0]);
}

export function findById(db: DbOrTx, id: number): Promise<SessionRow | undefined> {
  return db
    .select()
    .from(sessions)
    .where(eq(sessions.id, id))
    .limit(1)
    .then((r) => r[0]);
}

export async function touch(db: DbOrTx, tokenHash: string, at: Date) {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteByTokenHashes(db: DbOrTx, hashes: string[]) {
  await db.delete(sessions).where(inArray(sessions.tokenHash, hashes));
}

/** Deletes the sessions of these users (but one); returns the token hashes that ended. */
export async function deleteOfUsers(db: DbOrTx, userIds: number[], exceptSessionId?: number) {
  const rows = await db
    .delete(sessions)
    .where(
      and(
        inArray(sessions.userId, userIds),
        exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
      ),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return rows.map((r) => r.tokenHash);
}

export async function tokenHashesOfUsers(db: DbOrTx, userIds: number[]): Promise<string[]> {
  const rows = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(inArray(sessions.userId, userIds));
  return rows.map((r) => r.tokenHash);
}

/** Deletes sessions past their end or idle since before `idleBefore`. */
export async function deleteEnded(db: DbOrTx, now: Date, idleBefore: Date) {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleBefore)));
}
