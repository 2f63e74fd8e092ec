import { eq, inArray } from "drizzle-orm";
import type { Db, DbOrTx } from "../../platform/db/client.js";
import { classroomLiveFrames } from "./classroom.tables.js";

/** The patrol wall's latest frame of each live classroom (classroom.live.ts). */

/**
 * Appends one frame's people count to a live's recent counts (the oldest beyond `keep` leave)
 * and saves the frame with the rate `rate` reads from them. Row-locked, so two servers sampling
 * the same live do not lose a count.
 */
export function saveLiveFrame(
  db: Db,
  f: { liveId: number; faceCount: number; people: number; keep: number; at: Date },
  rate: (recentCounts: number[]) => number | null,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ recentCounts: classroomLiveFrames.recentCounts })
      .from(classroomLiveFrames)
      .where(eq(classroomLiveFrames.liveId, f.liveId))
      .for("update");
    const recentCounts = [...(row?.recentCounts ?? []), f.people].slice(-f.keep);
    const v = { faceCount: f.faceCount, headUpRate: rate(recentCounts), recentCounts, at: f.at };
    await tx
      .insert(classroomLiveFrames)
      .values({ liveId: f.liveId, ...v })
      .onConflictDoUpdate({ target: classroomLiveFrames.liveId, set: v });
    return v;
  });
}

export function liveFrames(db: DbOrTx, liveIds: number[]) {
  if (!liveIds.length) return Promise.resolve([]);
  return db.select().from(classroomLiveFrames).where(inArray(classroomLiveFrames.liveId, liveIds));
}
