import { and, asc, eq, inArray, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { activities, activityRecommenders, activityWorks } from "./activity.tables.js";

/** Every SQL statement of 单位推荐. */

export async function recommendersOf(db: DbOrTx, activityId: number) {
  return db
    .select({ userId: activityRecommenders.userId, orgId: activityRecommenders.orgId })
    .from(activityRecommenders)
    .where(eq(activityRecommenders.activityId, activityId))
    .orderBy(asc(activityRecommenders.orgId), asc(activityRecommenders.userId));
}

export async function saveSettings(
  tx: DbOrTx,
  activityId: number,
  quota: number | null,
  recommenders: { userId: number; orgId: number }[],
) {
  await tx
    .update(activities)
    .set({ recommendQuota: quota, updatedAt: new Date() })
    .where(eq(activities.id, activityId));
  await tx.delete(activityRecommenders).where(eq(activityRecommenders.activityId, activityId));
  if (recommenders.length) {
    await tx.insert(activityRecommenders).values(recommenders.map((r) => ({ activityId, ...r })));
  }
}

/** Approved works of the activity (of some organizations only when given). */
export async function approvedWorksByOrg(db: DbOrTx, activityId: number, orgIds?: number[]) {
  return db
    .select({
      id: activityWorks.id,
      title: activityWorks.title,
      ownerId: activityWorks.ownerId,
      orgId: activityWorks.orgId,
      recommended: activityWorks.recommended,
    })
    .from(activityWorks)
    .where(
      and(
        eq(activityWorks.activityId, activityId),
        eq(activityWorks.status, "approved"),
        orgIds ? inArray(activityWorks.orgId, orgIds.length ? orgIds : [0]) : undefined,
      ),
    )
    .orderBy(asc(activityWorks.orgId), asc(activityWorks.id));
}

/** One organization's recommendation: exactly the given works are recommended. */
export async function setRecommended(tx: DbOrTx, activityId: number, orgId: number, workIds: number[]) {
  const ofOrg = and(eq(activityWorks.activityId, activityId), eq(activityWorks.orgId, orgId));
  await tx
    .update(activityWorks)
    .set({ recommended: false })
    .where(and(ofOrg, workIds.length ? notInArray(activityWorks.id, workIds) : undefined));
  if (workIds.length) {
    await tx
      .update(activityWorks)
      .set({ recommended: true })
      .where(and(ofOrg, inArray(activityWorks.id, workIds)));
  }
}

/**
 * The works that go to judging: approved, and recommended when the activity uses unit
 * recommendation (its recommend quota is set). Used by assignment, the unjudged check and
 * the award board, so works not recommended are neither judged nor waited for.
 */
export function inJudging(): SQL {
  return and(
    eq(activityWorks.status, "approved"),
    or(
      eq(activityWorks.recommended, true),
      sql`(select ${activities.recommendQuota} from ${activities} where ${activities.id} = ${activityWorks.activityId}) is null`,
    ),
  ) as SQL;
}

/** The activities a user recommends for, with their organization. */
export async function activitiesOfRecommender(db: DbOrTx, userId: number) {
  return db
    .select({ activityId: activities.id, activityName: activities.name, orgId: activityRecommenders.orgId })
    .from(activityRecommenders)
    .innerJoin(activities, eq(activities.id, activityRecommenders.activityId))
    .where(eq(activityRecommenders.userId, userId))
    .orderBy(asc(activities.id));
}
