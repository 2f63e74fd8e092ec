import { and, asc, eq, inArray, max, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { currentRound } from "./activity.judging.queries.js";
import { activityScores } from "./activity.judging.tables.js";
import { inJudging } from "./activity.recommend.queries.js";
import { activities, activityAwardLevels, activityWorks } from "./activity.tables.js";

/** Every SQL statement of award setting. */

export async function levelsOf(db: DbOrTx, activityId: number) {
  return db
    .select({ id: activityAwardLevels.id, name: activityAwardLevels.name, quota: activityAwardLevels.quota })
    .from(activityAwardLevels)
    .where(eq(activityAwardLevels.activityId, activityId))
    .orderBy(asc(activityAwardLevels.sort), asc(activityAwardLevels.id));
}

/** Approved works with their final score and best single judge total. */
export async function boardWorks(db: DbOrTx, activityId: number) {
  return (
    db
      .select({
        id: activityWorks.id,
        title: activityWorks.title,
        ownerId: activityWorks.ownerId,
        orgId: activityWorks.orgId,
        finalScore: activityWorks.finalScore,
        round1Score: activityWorks.round1Score,
        levelId: activityWorks.awardLevelId,
        createdAt: activityWorks.createdAt,
        maxJudgeScore: max(activityScores.total),
      })
      .from(activityWorks)
      // The best single judge score of the round the final score comes from.
      .leftJoin(
        activityScores,
        and(
          eq(activityScores.workId, activityWorks.id),
          eq(activityScores.status, "submitted"),
          eq(activityScores.round, currentRound),
        ),
      )
      .where(and(eq(activityWorks.activityId, activityId), inJudging()))
      .groupBy(activityWorks.id)
      .orderBy(asc(activityWorks.id))
  );
}

/**
 * Takes the activity's version (its updatedAt as read) and moves it on; false when another
 * organiser changed it since. Everything after it in the transaction is then the only writer.
 */
export async function claimVersion(
  tx: DbOrTx,
  activityId: number,
  version: Date,
  extra: { stage?: string; resultsAt?: Date } = {},
) {
  const rows = await tx
    .update(activities)
    .set({ ...extra, updatedAt: new Date(Math.max(Date.now(), version.getTime() + 1)) })
    .where(and(eq(activities.id, activityId), sql`date_trunc('milliseconds', ${activities.updatedAt}) = ${version}`))
    .returning({ id: activities.id });
  return rows.length > 0;
}

export async function replaceLevels(tx: DbOrTx, activityId: number, levels: { name: string; quota: number }[]) {
  await tx.update(activityWorks).set({ awardLevelId: null }).where(eq(activityWorks.activityId, activityId));
  await tx.delete(activityAwardLevels).where(eq(activityAwardLevels.activityId, activityId));
  if (levels.length === 0) return;
  await tx.insert(activityAwardLevels).values(levels.map((l, sort) => ({ activityId, ...l, sort })));
}

/** Sets every approved work's level (null = none) from the map; other works get none. */
export async function setAwards(tx: DbOrTx, activityId: number, awards: Map<number, number | null>) {
  await tx.update(activityWorks).set({ awardLevelId: null }).where(eq(activityWorks.activityId, activityId));
  const byLevel = new Map<number, number[]>();
  for (const [workId, levelId] of awards) {
    if (levelId === null) continue;
    byLevel.set(levelId, [...(byLevel.get(levelId) ?? []), workId]);
  }
  for (const [levelId, ids] of byLevel) {
    await tx
      .update(activityWorks)
      .set({ awardLevelId: levelId })
      .where(and(eq(activityWorks.activityId, activityId), inArray(activityWorks.id, ids)));
  }
}
