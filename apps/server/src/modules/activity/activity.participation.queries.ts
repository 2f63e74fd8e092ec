import { and, asc, desc, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import {
  activities,
  activityAwardLevels,
  activityProperties,
  activityRegistrationMembers,
  activityRegistrations,
  activityWorks,
} from "./activity.tables.js";

/** Statements of registration, custom fields, works and their audit. */

export type PropertyRow = typeof activityProperties.$inferSelect;
export type RegistrationRow = typeof activityRegistrations.$inferSelect;
export type WorkRow = typeof activityWorks.$inferSelect;

export function propertiesOf(db: DbOrTx, activityId: number) {
  return db
    .select()
    .from(activityProperties)
    .where(eq(activityProperties.activityId, activityId))
    .orderBy(asc(activityProperties.sort), asc(activityProperties.id));
}

export async function replaceProperties(
  db: DbOrTx,
  activityId: number,
  list: { name: string; kind: string; required: boolean; options: string[] }[],
) {
  await db.delete(activityProperties).where(eq(activityProperties.activityId, activityId));
  if (list.length) {
    await db.insert(activityProperties).values(list.map((p, sort) => ({ ...p, activityId, sort })));
  }
}

export function registrationOf(db: DbOrTx, activityId: number, userId: number) {
  return db
    .select()
    .from(activityRegistrations)
    .where(and(eq(activityRegistrations.activityId, activityId), eq(activityRegistrations.userId, userId)))
    .then((r) => r[0]);
}

/** Registers, or re-registers after a rejection (the answers are replaced, the state back to pending). */
export async function upsertRegistration(
  db: DbOrTx,
  values: { activityId: number; userId: number; orgId: number | null; fields: Record<string, string> },
) {
  const [row] = await db
    .insert(activityRegistrations)
    .values({ ...values, status: "pending" })
    .onConflictDoUpdate({
      target: [activityRegistrations.activityId, activityRegistrations.userId],
      set: { fields: values.fields, status: "pending", orgId: values.orgId },
    })
    .returning({ id: activityRegistrations.id });
  return (row as { id: number }).id;
}

export function registrationsOf(db: DbOrTx, activityId: number) {
  return db
    .select()
    .from(activityRegistrations)
    .where(eq(activityRegistrations.activityId, activityId))
    .orderBy(asc(activityRegistrations.createdAt), asc(activityRegistrations.id));
}

/** Decides only rows of this activity still in `from`; returns the ids changed. */
export async function decideRegistrations(db: DbOrTx, activityId: number, ids: number[], status: string) {
  const rows = await db
    .update(activityRegistrations)
    .set({ status })
    .where(and(eq(activityRegistrations.activityId, activityId), inArray(activityRegistrations.id, ids)))
    .returning({ id: activityRegistrations.id });
  return rows.map((r) => r.id);
}

export function worksOf(db: DbOrTx, activityId: number) {
  return db.select().from(activityWorks).where(eq(activityWorks.activityId, activityId));
}

/** Submits or replaces the registration's work; it waits for audit again. */
export async function upsertWork(
  db: DbOrTx,
  values: {
    activityId: number;
    registrationId: number;
    ownerId: number;
    orgId: number | null;
    title: string;
    resourceId: number;
    subjectId: number | null;
  },
) {
  const [row] = await db
    .insert(activityWorks)
    .values({ ...values, status: "submitted" })
    .onConflictDoUpdate({
      target: activityWorks.registrationId,
      set: {
        title: values.title,
        resourceId: values.resourceId,
        subjectId: values.subjectId,
        status: "submitted",
        returnReason: null,
      },
    })
    .returning({ id: activityWorks.id });
  return (row as { id: number }).id;
}

export async function decideWorks(
  db: DbOrTx,
  activityId: number,
  ids: number[],
  status: "approved" | "returned",
  reason: string | null,
) {
  const rows = await db
    .update(activityWorks)
    .set({ status, returnReason: status === "returned" ? reason : null })
    .where(and(eq(activityWorks.activityId, activityId), inArray(activityWorks.id, ids)))
    .returning({ id: activityWorks.id });
  return rows.map((r) => r.id);
}

/** A user's registrations with the activity and the work (award name when results are out). */
/** Registrations I lead or am a team member of. */
export function mine(db: DbOrTx, userId: number) {
  return db
    .select({
      activity: activities,
      status: activityRegistrations.status,
      registrationId: activityRegistrations.id,
      leaderId: activityRegistrations.userId,
      workId: activityWorks.id,
      workTitle: activityWorks.title,
      workStatus: activityWorks.status,
      returnReason: activityWorks.returnReason,
      score: activityWorks.finalScore,
      award: sql<string>`coalesce(${activityAwardLevels.name}, '')`,
    })
    .from(activityRegistrations)
    .innerJoin(activities, eq(activities.id, activityRegistrations.activityId))
    .leftJoin(activityWorks, eq(activityWorks.registrationId, activityRegistrations.id))
    .leftJoin(activityAwardLevels, eq(activityAwardLevels.id, activityWorks.awardLevelId))
    .where(
      or(
        eq(activityRegistrations.userId, userId),
        inArray(
          activityRegistrations.id,
          db
            .select({ id: activityRegistrationMembers.registrationId })
            .from(activityRegistrationMembers)
            .where(eq(activityRegistrationMembers.userId, userId)),
        ),
      ),
    )
    .orderBy(desc(activities.registrationStart), desc(activities.id));
}

/** The members of registrations, in their order. */
export function membersOf(db: DbOrTx, registrationIds: number[]) {
  if (registrationIds.length === 0) return Promise.resolve([]);
  return db
    .select({ registrationId: activityRegistrationMembers.registrationId, userId: activityRegistrationMembers.userId })
    .from(activityRegistrationMembers)
    .where(inArray(activityRegistrationMembers.registrationId, registrationIds))
    .orderBy(asc(activityRegistrationMembers.sort), asc(activityRegistrationMembers.id));
}

/** Of `userIds`, those on a live (not rejected) registration of the activity, as leader or member. */
export async function alreadyEntered(db: DbOrTx, activityId: number, userIds: number[], except?: number) {
  if (userIds.length === 0) return [];
  const live = and(
    eq(activityRegistrations.activityId, activityId),
    ne(activityRegistrations.status, "rejected"),
    except ? ne(activityRegistrations.id, except) : undefined,
  );
  const leaders = await db
    .select({ userId: activityRegistrations.userId })
    .from(activityRegistrations)
    .where(and(live, inArray(activityRegistrations.userId, userIds)));
  const members = await db
    .select({ userId: activityRegistrationMembers.userId })
    .from(activityRegistrationMembers)
    .innerJoin(activityRegistrations, eq(activityRegistrations.id, activityRegistrationMembers.registrationId))
    .where(and(live, inArray(activityRegistrationMembers.userId, userIds)));
  return [...new Set([...leaders, ...members].map((r) => r.userId))];
}

export async function replaceMembers(tx: DbOrTx, registrationId: number, userIds: number[]) {
  await tx.delete(activityRegistrationMembers).where(eq(activityRegistrationMembers.registrationId, registrationId));
  if (userIds.length === 0) return;
  await tx
    .insert(activityRegistrationMembers)
    .values(userIds.map((userId, sort) => ({ registrationId, userId, sort })));
}
