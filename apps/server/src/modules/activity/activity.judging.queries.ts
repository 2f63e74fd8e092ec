import type { EvaluationForm, Marks } from "@otp/contract";
import { and, asc, desc, eq, inArray, isNotNull, ne, notInArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { activityJudgeGroups, activityJudges, activityScores } from "./activity.judging.tables.js";
import { inJudging } from "./activity.recommend.queries.js";
import { activities, activityWorks } from "./activity.tables.js";

/** Every SQL statement of judging: groups, judges, score sheets and the final score. */

export type ScoreRow = typeof activityScores.$inferSelect;

/** A work's current round: 2 once it went on to the second round. */
export const currentRound = sql<number>`case when ${activityWorks.round1Score} is not null then 2 else 1 end`;

export async function groupsOf(db: DbOrTx, activityId: number) {
  const groups = await db
    .select()
    .from(activityJudgeGroups)
    .where(eq(activityJudgeGroups.activityId, activityId))
    .orderBy(asc(activityJudgeGroups.sort), asc(activityJudgeGroups.id));
  const judges = await db
    .select()
    .from(activityJudges)
    .where(eq(activityJudges.activityId, activityId))
    .orderBy(asc(activityJudges.id));
  return groups.map((g) => ({ ...g, judges: judges.filter((j) => j.groupId === g.id) }));
}

/** Judges with a submitted sheet among `userIds` left out of the new set-up. */
export async function submittedJudgesOutside(db: DbOrTx, activityId: number, keep: number[]) {
  const rows = await db
    .selectDistinct({ judgeId: activityScores.judgeId })
    .from(activityScores)
    .where(
      and(
        eq(activityScores.activityId, activityId),
        eq(activityScores.status, "submitted"),
        keep.length ? notInArray(activityScores.judgeId, keep) : undefined,
      ),
    );
  return rows.map((r) => r.judgeId);
}

/** Replaces the groups; sheets of judges no longer judging go with them. */
export async function replaceGroups(
  tx: DbOrTx,
  activityId: number,
  blindReview: boolean,
  groups: { name: string; judges: { userId: number; orgId: number | null }[] }[],
) {
  await tx.update(activities).set({ blindReview, updatedAt: new Date() }).where(eq(activities.id, activityId));
  await tx.delete(activityJudgeGroups).where(eq(activityJudgeGroups.activityId, activityId));
  const keep = groups.flatMap((g) => g.judges.map((j) => j.userId));
  await tx
    .delete(activityScores)
    .where(
      and(
        eq(activityScores.activityId, activityId),
        keep.length ? notInArray(activityScores.judgeId, keep) : undefined,
      ),
    );
  for (const [sort, g] of groups.entries()) {
    const [row] = await tx
      .insert(activityJudgeGroups)
      .values({ activityId, name: g.name, sort })
      .returning({ id: activityJudgeGroups.id });
    if (!row || g.judges.length === 0) continue;
    await tx.insert(activityJudges).values(g.judges.map((j) => ({ activityId, groupId: row.id, ...j })));
  }
}

export async function sheetsStarted(db: DbOrTx, activityId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(activityScores)
    .where(and(eq(activityScores.activityId, activityId), ne(activityScores.status, "assigned")));
  return row?.n ?? 0;
}

export async function setStandard(
  db: DbOrTx,
  activityId: number,
  v: { templateId: number; standardName: string; standard: EvaluationForm },
) {
  await db
    .update(activities)
    .set({ ...v, updatedAt: new Date() })
    .where(eq(activities.id, activityId));
}

export async function approvedWorks(db: DbOrTx, activityId: number, ids?: number[], subjectId?: number) {
  return db
    .select({
      id: activityWorks.id,
      orgId: activityWorks.orgId,
      ownerId: activityWorks.ownerId,
      title: activityWorks.title,
    })
    .from(activityWorks)
    .where(
      and(
        eq(activityWorks.activityId, activityId),
        inJudging(),
        ids ? inArray(activityWorks.id, ids.length ? ids : [0]) : undefined,
        subjectId ? eq(activityWorks.subjectId, subjectId) : undefined,
      ),
    )
    .orderBy(asc(activityWorks.id));
}

/** Approved works that do not go to judging because their unit did not recommend them (单位推荐). */
export async function notRecommendedCount(db: DbOrTx, activityId: number, subjectId?: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(activityWorks)
    .where(
      and(
        eq(activityWorks.activityId, activityId),
        eq(activityWorks.status, "approved"),
        eq(activityWorks.recommended, false),
        subjectId ? eq(activityWorks.subjectId, subjectId) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** New sheets for (work, judge) pairs of a round; existing ones are kept as they are. */
export async function assign(db: DbOrTx, activityId: number, pairs: { workId: number; judgeId: number }[], round = 1) {
  if (pairs.length === 0) return 0;
  const rows = await db
    .insert(activityScores)
    .values(pairs.map((p) => ({ activityId, round, ...p })))
    .onConflictDoNothing()
    .returning({ id: activityScores.id });
  // Assigning a work again makes it unjudged until the new judge submits.
  await db
    .update(activityWorks)
    .set({ finalScore: null })
    .where(inArray(activityWorks.id, [...new Set(pairs.map((p) => p.workId))]));
  return rows.length;
}

const sheetColumns = {
  s: activityScores,
  work: {
    id: activityWorks.id,
    title: activityWorks.title,
    ownerId: activityWorks.ownerId,
    orgId: activityWorks.orgId,
    resourceId: activityWorks.resourceId,
    round1Score: activityWorks.round1Score,
  },
  activity: {
    id: activities.id,
    name: activities.name,
    stage: activities.stage,
    registrationStart: activities.registrationStart,
    registrationEnd: activities.registrationEnd,
    submissionEnd: activities.submissionEnd,
    auditEnd: activities.auditEnd,
    judgingEnd: activities.judgingEnd,
    blindReview: activities.blindReview,
    aggregation: activities.aggregation,
    standard: activities.standard,
  },
};

export async function sheetsOfJudge(db: DbOrTx, judgeId: number) {
  return db
    .select(sheetColumns)
    .from(activityScores)
    .innerJoin(activityWorks, eq(activityWorks.id, activityScores.workId))
    .innerJoin(activities, eq(activities.id, activityScores.activityId))
    .where(eq(activityScores.judgeId, judgeId))
    .orderBy(asc(activities.id), desc(activityScores.round), asc(activityWorks.id));
}

/** A judge's sheet of a work in `round`, or their latest round's sheet when none is given. */
export async function sheet(db: DbOrTx, workId: number, judgeId: number, round?: number, lock = false) {
  const query = db
    .select(sheetColumns)
    .from(activityScores)
    .innerJoin(activityWorks, eq(activityWorks.id, activityScores.workId))
    .innerJoin(activities, eq(activities.id, activityScores.activityId))
    .where(
      and(
        eq(activityScores.workId, workId),
        eq(activityScores.judgeId, judgeId),
        round ? eq(activityScores.round, round) : undefined,
      ),
    )
    .orderBy(desc(activityScores.round))
    .limit(1);
  const [row] = lock ? await query.for("update", { of: activityScores }) : await query;
  return row ?? null;
}

export async function workExists(db: DbOrTx, workId: number) {
  const [row] = await db.select({ id: activityWorks.id }).from(activityWorks).where(eq(activityWorks.id, workId));
  return !!row;
}

export async function saveSheet(
  db: DbOrTx,
  id: number,
  v: { status: string; marks: Marks; comments: Record<string, string>; total: number | null; submittedAt: Date | null },
) {
  await db
    .update(activityScores)
    .set({ ...v, updatedAt: new Date() })
    .where(eq(activityScores.id, id));
}

/** Every sheet of a work in one round (status and total), for the final score. */
export async function sheetsOfWork(db: DbOrTx, workId: number, round: number) {
  return db
    .select({ status: activityScores.status, total: activityScores.total })
    .from(activityScores)
    .where(and(eq(activityScores.workId, workId), eq(activityScores.round, round)));
}

export async function setFinalScore(db: DbOrTx, workId: number, score: number | null) {
  await db.update(activityWorks).set({ finalScore: score }).where(eq(activityWorks.id, workId));
}

/** Per judge of an activity: sheets assigned and submitted. */
export async function judgeProgress(db: DbOrTx, activityId: number) {
  return db
    .select({
      userId: activityScores.judgeId,
      assigned: sql<number>`count(*)`.mapWith(Number),
      submitted: sql<number>`count(*) filter (where ${activityScores.status} = 'submitted')`.mapWith(Number),
    })
    .from(activityScores)
    .where(eq(activityScores.activityId, activityId))
    .groupBy(activityScores.judgeId);
}

/** The approved works of an activity with their sheet counts. */
export async function worksProgress(db: DbOrTx, activityId: number) {
  return db
    .select({
      id: activityWorks.id,
      title: activityWorks.title,
      orgId: activityWorks.orgId,
      subjectId: activityWorks.subjectId,
      finalScore: activityWorks.finalScore,
      round1Score: activityWorks.round1Score,
      recommended: activityWorks.recommended,
      round: currentRound.mapWith(Number),
      judges: sql<number>`count(${activityScores.id})`.mapWith(Number),
      submitted: sql<number>`count(${activityScores.id}) filter (where ${activityScores.status} = 'submitted')`.mapWith(
        Number,
      ),
    })
    .from(activityWorks)
    .leftJoin(activityScores, and(eq(activityScores.workId, activityWorks.id), eq(activityScores.round, currentRound)))
    .where(and(eq(activityWorks.activityId, activityId), eq(activityWorks.status, "approved")))
    .groupBy(activityWorks.id)
    .orderBy(asc(activityWorks.id));
}

/** The judged works eligible for round 2 (every approved work, with its round-1 score). */
export async function round1Scores(db: DbOrTx, activityId: number) {
  return db
    .select({
      id: activityWorks.id,
      title: activityWorks.title,
      orgId: activityWorks.orgId,
      ownerId: activityWorks.ownerId,
      finalScore: activityWorks.finalScore,
    })
    .from(activityWorks)
    .where(and(eq(activityWorks.activityId, activityId), inJudging()))
    .orderBy(asc(activityWorks.id));
}

/** The round-1 judges of each of `workIds`. */
export async function round1Judges(db: DbOrTx, workIds: number[]) {
  if (workIds.length === 0) return [];
  return db
    .select({ workId: activityScores.workId, judgeId: activityScores.judgeId })
    .from(activityScores)
    .where(and(inArray(activityScores.workId, workIds), eq(activityScores.round, 1)));
}

/**
 * Opens round 2 once: records `top` on the activity (false when another organiser opened it
 * first) and moves the chosen works on — their round-1 score kept, the final score unset until
 * their round-2 sheets are all submitted.
 */
export async function openRound2(tx: DbOrTx, activityId: number, top: number, workIds: number[]) {
  const claimed = await tx
    .update(activities)
    .set({ round2Top: top, updatedAt: new Date() })
    .where(and(eq(activities.id, activityId), sql`${activities.round2Top} is null`))
    .returning({ id: activities.id });
  if (claimed.length === 0) return false;
  await tx
    .update(activityWorks)
    .set({ round1Score: activityWorks.finalScore, finalScore: null })
    .where(
      and(
        eq(activityWorks.activityId, activityId),
        inArray(activityWorks.id, workIds),
        isNotNull(activityWorks.finalScore),
      ),
    );
  return true;
}
