import { ACTIVITY_STAGE_VALUES, type ActivityStage } from "@otp/contract";
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { type Page, pageOf, total } from "../../platform/db/paging.js";
import { allOf, anyContains } from "../../platform/db/sql-helpers.js";
import { inJudging } from "./activity.recommend.queries.js";
import {
  activities,
  activityAnnouncements,
  activityAwardLevels,
  activityRegistrationMembers,
  activityRegistrations,
  activityWorks,
} from "./activity.tables.js";

/** Every SQL statement of the activity module. */

export type ActivityRow = typeof activities.$inferSelect;
export type ActivityWrite = Omit<typeof activities.$inferInsert, "id" | "createdAt">;

const stageArray = sql.raw(`array[${ACTIVITY_STAGE_VALUES.map((s) => `'${s}'`).join(",")}]::varchar[]`);

/** The stage shown, in SQL (1-based index into ACTIVITY_STAGES): the same rule as access.currentStage. */
function shownStageIndex(now: Date): SQL<number> {
  const stored = sql`array_position(${stageArray}, ${activities.stage})`;
  const byDates = sql`case when ${now} < ${activities.registrationEnd} then 2 when ${now} < ${activities.submissionEnd} then 3 when ${now} < ${activities.auditEnd} then 4 else 5 end`;
  return sql<number>`case when ${activities.stage} = 'draft' then 1 else greatest(${stored}, ${byDates}) end`;
}

const cardColumns = {
  id: activities.id,
  name: activities.name,
  ownerId: activities.ownerId,
  organizerOrgId: activities.organizerOrgId,
  subjectId: activities.subjectId,
  stage: activities.stage,
  registrationStart: activities.registrationStart,
  registrationEnd: activities.registrationEnd,
  submissionEnd: activities.submissionEnd,
  auditEnd: activities.auditEnd,
  judgingEnd: activities.judgingEnd,
  // Inside a subquery drizzle names columns without their table: the outer id is written out.
  workCount:
    sql<number>`(select count(*) from activity_works w where w.activity_id = "activities"."id" and w.status = 'approved')`.mapWith(
      Number,
    ),
  registrationCount:
    sql<number>`(select count(*) from activity_registrations r where r.activity_id = "activities"."id" and r.status <> 'rejected')`.mapWith(
      Number,
    ),
};
export type CardRow = Awaited<ReturnType<typeof pageOfActivities>>["rows"][number];

export interface ListFilter {
  keyword?: string;
  stage?: ActivityStage;
  orgId?: number;
  subjectId?: number;
  /** Public lists leave drafts out. */
  withDrafts: boolean;
}

/** Activities, newest registration first; the stage filter uses the stage shown now. */
export function pageOfActivities(db: DbOrTx, page: Page, f: ListFilter, now: Date) {
  const shown = shownStageIndex(now);
  return pageOf(
    page,
    db
      .select({ ...cardColumns, total })
      .from(activities)
      .where(
        allOf(
          f.withDrafts ? undefined : ne(activities.stage, "draft"),
          f.stage ? sql`${shown} = ${ACTIVITY_STAGE_VALUES.indexOf(f.stage) + 1}` : undefined,
          f.orgId ? eq(activities.organizerOrgId, f.orgId) : undefined,
          f.subjectId ? eq(activities.subjectId, f.subjectId) : undefined,
          f.keyword ? anyContains(f.keyword, activities.name) : undefined,
        ),
      )
      .orderBy(desc(activities.registrationStart), desc(activities.id))
      .$dynamic(),
  );
}

export function find(db: DbOrTx, id: number) {
  return db
    .select()
    .from(activities)
    .where(eq(activities.id, id))
    .then((r) => r[0]);
}

export async function counts(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ workCount: cardColumns.workCount, registrationCount: cardColumns.registrationCount })
    .from(activities)
    .where(eq(activities.id, id));
  return row ?? { workCount: 0, registrationCount: 0 };
}

export async function insert(db: DbOrTx, values: ActivityWrite): Promise<number> {
  const [row] = await db.insert(activities).values(values).returning({ id: activities.id });
  return (row as { id: number }).id;
}

export async function update(db: DbOrTx, id: number, values: Partial<ActivityWrite>) {
  await db
    .update(activities)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(activities.id, id));
}

/** Moves the stored stage only when it is still `from` (two organisers clicking at once move it once). */
export async function moveStage(
  db: DbOrTx,
  id: number,
  from: string,
  to: ActivityStage,
  extra: Partial<ActivityWrite>,
) {
  const rows = await db
    .update(activities)
    .set({ stage: to, ...extra, updatedAt: new Date() })
    .where(and(eq(activities.id, id), eq(activities.stage, from)))
    .returning({ id: activities.id });
  return rows.length > 0;
}

/* ---------- announcements ---------- */

export function announcementsOf(db: DbOrTx, activityId: number) {
  return db
    .select()
    .from(activityAnnouncements)
    .where(eq(activityAnnouncements.activityId, activityId))
    .orderBy(desc(activityAnnouncements.createdAt), desc(activityAnnouncements.id));
}

export async function insertAnnouncement(db: DbOrTx, activityId: number, title: string, content: string) {
  const [row] = await db
    .insert(activityAnnouncements)
    .values({ activityId, title, content })
    .returning({ id: activityAnnouncements.id });
  return (row as { id: number }).id;
}

/* ---------- registrations and works ---------- */

export async function isRegistered(db: DbOrTx, activityId: number, userId: number) {
  const rows = await db
    .select({ id: activityRegistrations.id })
    .from(activityRegistrations)
    .where(
      and(
        eq(activityRegistrations.activityId, activityId),
        eq(activityRegistrations.userId, userId),
        ne(activityRegistrations.status, "rejected"),
      ),
    );
  return rows.length > 0;
}

/** Approved works not yet given a final score (results cannot be published while any is left). */
export async function unjudgedCount(db: DbOrTx, activityId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(activityWorks)
    .where(and(eq(activityWorks.activityId, activityId), inJudging(), isNull(activityWorks.finalScore)));
  return row?.n ?? 0;
}

/** Approved works, in submission order. */
export function pageOfApprovedWorks(db: DbOrTx, activityId: number, page: Page) {
  return pageOf(
    page,
    db
      .select({
        id: activityWorks.id,
        title: activityWorks.title,
        ownerId: activityWorks.ownerId,
        orgId: activityWorks.orgId,
        resourceId: activityWorks.resourceId,
        total,
      })
      .from(activityWorks)
      .where(and(eq(activityWorks.activityId, activityId), eq(activityWorks.status, "approved")))
      .orderBy(asc(activityWorks.createdAt), asc(activityWorks.id))
      .$dynamic(),
  );
}

/** Judged works with their award level name (none: ""), best first. */
export function results(db: DbOrTx, activityId: number) {
  return db
    .select({
      id: activityWorks.id,
      title: activityWorks.title,
      ownerId: activityWorks.ownerId,
      orgId: activityWorks.orgId,
      resourceId: activityWorks.resourceId,
      finalScore: activityWorks.finalScore,
      award: sql<string>`coalesce(${activityAwardLevels.name}, '')`,
      levelSort: activityAwardLevels.sort,
    })
    .from(activityWorks)
    .leftJoin(activityAwardLevels, eq(activityAwardLevels.id, activityWorks.awardLevelId))
    .where(
      and(
        eq(activityWorks.activityId, activityId),
        eq(activityWorks.status, "approved"),
        isNotNull(activityWorks.finalScore),
      ),
    )
    .orderBy(sql`${activityAwardLevels.sort} asc nulls last`, desc(activityWorks.finalScore), asc(activityWorks.id));
}

export function awardLevelsOf(db: DbOrTx, activityId: number) {
  return db
    .select()
    .from(activityAwardLevels)
    .where(eq(activityAwardLevels.activityId, activityId))
    .orderBy(asc(activityAwardLevels.sort), asc(activityAwardLevels.id));
}

export function copyAwardLevels(db: DbOrTx, from: number, to: number) {
  return db.execute(
    sql`insert into ${activityAwardLevels} (activity_id, name, quota, sort) select ${to}, name, quota, sort from ${activityAwardLevels} where activity_id = ${from}`,
  );
}

export function removeActivities(db: DbOrTx, ids: number[]) {
  return db.delete(activities).where(inArray(activities.id, ids));
}

/** For teaching tasks: activities that are open or past (not drafts), newest first. */
export function openChoices(db: DbOrTx) {
  return db
    .select({ id: activities.id, name: activities.name })
    .from(activities)
    .where(ne(activities.stage, "draft"))
    .orderBy(desc(activities.registrationStart), desc(activities.id));
}

export async function namesOf(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: activities.id, name: activities.name })
    .from(activities)
    .where(inArray(activities.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Who of these users took part in an activity: registered and not refused, or submitted a work. */
export async function participantsOf(db: DbOrTx, activityId: number, userIds: number[]): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const [regs, works] = await Promise.all([
    db
      .select({ userId: activityRegistrations.userId })
      .from(activityRegistrations)
      .where(
        and(
          eq(activityRegistrations.activityId, activityId),
          inArray(activityRegistrations.userId, userIds),
          ne(activityRegistrations.status, "rejected"),
        ),
      ),
    db
      .select({ userId: activityWorks.ownerId })
      .from(activityWorks)
      .where(and(eq(activityWorks.activityId, activityId), inArray(activityWorks.ownerId, userIds))),
  ]);
  return new Set([...regs, ...works].map((r) => r.userId));
}

/**
 * Who hears that the results are out: every registrant and team member of the activity, with
 * their entry's work title and award (null when none).
 */
export async function resultRecipients(db: DbOrTx, activityId: number) {
  const entries = await db
    .select({
      registrationId: activityRegistrations.id,
      userId: activityRegistrations.userId,
      title: activityWorks.title,
      award: activityAwardLevels.name,
    })
    .from(activityRegistrations)
    .leftJoin(activityWorks, eq(activityWorks.registrationId, activityRegistrations.id))
    .leftJoin(activityAwardLevels, eq(activityAwardLevels.id, activityWorks.awardLevelId))
    .where(eq(activityRegistrations.activityId, activityId))
    .orderBy(asc(activityRegistrations.id));
  const members = entries.length
    ? await db
        .select({
          registrationId: activityRegistrationMembers.registrationId,
          userId: activityRegistrationMembers.userId,
        })
        .from(activityRegistrationMembers)
        .where(
          inArray(
            activityRegistrationMembers.registrationId,
            entries.map((e) => e.registrationId),
          ),
        )
    : [];
  return entries.flatMap((e) => [
    { userId: e.userId, title: e.title, award: e.award },
    ...members
      .filter((m) => m.registrationId === e.registrationId)
      .map((m) => ({ userId: m.userId, title: e.title, award: e.award })),
  ]);
}
