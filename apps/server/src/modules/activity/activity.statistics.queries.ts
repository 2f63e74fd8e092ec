import type { ActivityVideosInput } from "@otp/contract";
import { and, asc, desc, eq, ilike, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { activityScores } from "./activity.judging.tables.js";
import { inJudging } from "./activity.recommend.queries.js";
import { activities, activityAwardLevels, activityRegistrations, activityWorks } from "./activity.tables.js";

/** Every SQL statement of 活动统计 and /resource6: counts and measures are computed here. */

const n = (x: SQL) => sql<number>`${x}`.mapWith(Number);
const num = (x: SQL) => sql<number | null>`${x}`.mapWith((v) => (v === null ? null : Number(v)));

export async function registrationCounts(db: DbOrTx, activityId: number) {
  const [row] = await db
    .select({
      total: n(sql`count(*)`),
      pending: n(sql`count(*) filter (where ${activityRegistrations.status} = 'pending')`),
      approved: n(sql`count(*) filter (where ${activityRegistrations.status} = 'approved')`),
      rejected: n(sql`count(*) filter (where ${activityRegistrations.status} = 'rejected')`),
    })
    .from(activityRegistrations)
    .where(eq(activityRegistrations.activityId, activityId));
  return row ?? { total: 0, pending: 0, approved: 0, rejected: 0 };
}

export async function workCounts(db: DbOrTx, activityId: number) {
  const [row] = await db
    .select({
      total: n(sql`count(*)`),
      submitted: n(sql`count(*) filter (where ${activityWorks.status} = 'submitted')`),
      approved: n(sql`count(*) filter (where ${activityWorks.status} = 'approved')`),
      returned: n(sql`count(*) filter (where ${activityWorks.status} = 'returned')`),
      judged: n(
        sql`count(*) filter (where ${activityWorks.status} = 'approved' and ${activityWorks.finalScore} is not null)`,
      ),
      inJudging: n(sql`count(*) filter (where ${inJudging()})`),
      mean: num(
        sql`round(avg(${activityWorks.finalScore}) filter (where ${activityWorks.status} = 'approved')::numeric, 2)`,
      ),
      max: num(sql`max(${activityWorks.finalScore}) filter (where ${activityWorks.status} = 'approved')`),
      min: num(sql`min(${activityWorks.finalScore}) filter (where ${activityWorks.status} = 'approved')`),
    })
    .from(activityWorks)
    .where(eq(activityWorks.activityId, activityId));
  return (
    row ?? {
      total: 0,
      submitted: 0,
      approved: 0,
      returned: 0,
      judged: 0,
      inJudging: 0,
      mean: null,
      max: null,
      min: null,
    }
  );
}

/** Registrations and works per organization (null = no organization). */
export async function byOrg(db: DbOrTx, activityId: number) {
  const works = db
    .select({
      registrationId: activityWorks.registrationId,
      approved: sql<number>`(${activityWorks.status} = 'approved')::int`.as("approved"),
    })
    .from(activityWorks)
    .where(eq(activityWorks.activityId, activityId))
    .as("w");
  return db
    .select({
      orgId: activityRegistrations.orgId,
      registrations: n(sql`count(*)`),
      works: n(sql`count(${works.registrationId})`),
      approvedWorks: n(sql`coalesce(sum(${works.approved}), 0)`),
    })
    .from(activityRegistrations)
    .leftJoin(works, eq(works.registrationId, activityRegistrations.id))
    .where(eq(activityRegistrations.activityId, activityId))
    .groupBy(activityRegistrations.orgId)
    .orderBy(desc(sql`count(*)`), asc(activityRegistrations.orgId));
}

export async function sheetCounts(db: DbOrTx, activityId: number) {
  const [row] = await db
    .select({
      sheets: n(sql`count(*)`),
      assigned: n(sql`count(*) filter (where ${activityScores.status} = 'assigned')`),
      draft: n(sql`count(*) filter (where ${activityScores.status} = 'draft')`),
      submitted: n(sql`count(*) filter (where ${activityScores.status} = 'submitted')`),
    })
    .from(activityScores)
    .where(eq(activityScores.activityId, activityId));
  return row ?? { sheets: 0, assigned: 0, draft: 0, submitted: 0 };
}

/** Judged approved works per bucket: 0 = below 60, then 1..8 for five points each (100 in 8). */
export async function histogram(db: DbOrTx, activityId: number) {
  const bucket = sql`case when ${activityWorks.finalScore} < 60 then 0 else least(floor((${activityWorks.finalScore} - 60) / 5)::int + 1, 8) end`;
  return db
    .select({ bucket: n(bucket), count: n(sql`count(*)`) })
    .from(activityWorks)
    .where(
      and(
        eq(activityWorks.activityId, activityId),
        eq(activityWorks.status, "approved"),
        isNotNull(activityWorks.finalScore),
      ),
    )
    .groupBy(bucket);
}

/**
 * Per judge: sheets, submitted ones, and over submitted sheets the mean total, its population
 * standard deviation, and the mean absolute and signed difference from the work's final score.
 */
export async function judgeConsistency(db: DbOrTx, activityId: number) {
  const done = sql`${activityScores.status} = 'submitted'`;
  const diff = sql`(${activityScores.total} - ${activityWorks.finalScore})`;
  return db
    .select({
      judgeId: activityScores.judgeId,
      sheets: n(sql`count(*)`),
      submitted: n(sql`count(*) filter (where ${done})`),
      mean: num(sql`round(avg(${activityScores.total}) filter (where ${done})::numeric, 2)`),
      stdDev: num(sql`round(stddev_pop(${activityScores.total}) filter (where ${done})::numeric, 2)`),
      meanAbsDeviation: num(sql`round(avg(abs(${diff})) filter (where ${done})::numeric, 2)`),
      bias: num(sql`round(avg(${diff}) filter (where ${done})::numeric, 2)`),
    })
    .from(activityScores)
    .innerJoin(activityWorks, eq(activityWorks.id, activityScores.workId))
    .where(eq(activityScores.activityId, activityId))
    .groupBy(activityScores.judgeId)
    .orderBy(asc(activityScores.judgeId));
}

/* ---------- /resource6 ---------- */

const finished = sql`(${activities.stage} in ('results', 'archived'))`;

/** Activities whose results are out, newest first (the filter's options). */
export async function finishedActivities(db: DbOrTx) {
  return db
    .select({ id: activities.id, name: activities.name })
    .from(activities)
    .where(finished)
    .orderBy(desc(activities.resultsAt), desc(activities.id));
}

/** Approved works of finished activities (newest results first; awarded, then by score). Keyword: title or activity. */
export async function pageOfVideos(db: DbOrTx, input: ActivityVideosInput) {
  const where = and(
    finished,
    eq(activityWorks.status, "approved"),
    input.activityId ? eq(activityWorks.activityId, input.activityId) : undefined,
    input.subjectId ? eq(activities.subjectId, input.subjectId) : undefined,
    input.orgId ? eq(activityWorks.orgId, input.orgId) : undefined,
    input.awarded ? isNotNull(activityWorks.awardLevelId) : undefined,
    input.keyword
      ? or(
          ilike(activityWorks.title, `%${escapeLike(input.keyword)}%`),
          ilike(activities.name, `%${escapeLike(input.keyword)}%`),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: activityWorks.id,
        title: activityWorks.title,
        ownerId: activityWorks.ownerId,
        orgId: activityWorks.orgId,
        activityId: activityWorks.activityId,
        activityName: activities.name,
        award: activityAwardLevels.name,
        score: activityWorks.finalScore,
        resourceId: activityWorks.resourceId,
      })
      .from(activityWorks)
      .innerJoin(activities, eq(activities.id, activityWorks.activityId))
      .leftJoin(activityAwardLevels, eq(activityAwardLevels.id, activityWorks.awardLevelId))
      .where(where)
      .orderBy(
        desc(activities.resultsAt),
        sql`${activityAwardLevels.sort} asc nulls last`,
        sql`${activityWorks.finalScore} desc nulls last`,
        asc(activityWorks.id),
      )
      .limit(input.pageSize)
      .offset((input.pageNo - 1) * input.pageSize),
    db
      .select({ n: n(sql`count(*)`) })
      .from(activityWorks)
      .innerJoin(activities, eq(activities.id, activityWorks.activityId))
      .where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

function escapeLike(s: string) {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/* ---------- certificates ---------- */

/** A work with its award level (null when it has none) and its activity. */
export async function awardedWork(db: DbOrTx, workId: number) {
  const [row] = await db
    .select({
      id: activityWorks.id,
      title: activityWorks.title,
      ownerId: activityWorks.ownerId,
      registrationId: activityWorks.registrationId,
      orgId: activityWorks.orgId,
      award: activityAwardLevels.name,
      activity: activities,
    })
    .from(activityWorks)
    .innerJoin(activities, eq(activities.id, activityWorks.activityId))
    .leftJoin(activityAwardLevels, eq(activityAwardLevels.id, activityWorks.awardLevelId))
    .where(eq(activityWorks.id, workId));
  return row ?? null;
}
