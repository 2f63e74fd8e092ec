import { and, asc, eq, gt, gte, inArray, lt, lte } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import {
  researchMeetingAttendance,
  researchMeetingEvaluations,
  researchMeetings,
  researchMeetingVenues,
  researchOrgs,
  researchPlaces,
  researchSeminarResources,
  researchSeminars,
  researchTerminals,
} from "./research.tables.js";

/** Every SQL statement of seminar meetings, their venues, evaluations and attendance. */

export type MeetingRow = typeof researchMeetings.$inferSelect;
export type MeetingEvaluationRow = typeof researchMeetingEvaluations.$inferSelect;

export async function find(db: DbOrTx, id: number): Promise<MeetingRow | undefined> {
  const [row] = await db.select().from(researchMeetings).where(eq(researchMeetings.id, id));
  return row;
}

export async function ofSeminar(db: DbOrTx, seminarId: number): Promise<MeetingRow[]> {
  return db
    .select()
    .from(researchMeetings)
    .where(eq(researchMeetings.seminarId, seminarId))
    .orderBy(asc(researchMeetings.startAt), asc(researchMeetings.id));
}

/** Places with their organization and terminal (state), to check and name venues. */
export async function placesWithTerminals(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: researchPlaces.id,
      name: researchPlaces.name,
      orgName: researchOrgs.name,
      terminalId: researchPlaces.terminalId,
      terminalState: researchTerminals.state,
    })
    .from(researchPlaces)
    .innerJoin(researchOrgs, eq(researchOrgs.id, researchPlaces.orgId))
    .leftJoin(researchTerminals, eq(researchTerminals.id, researchPlaces.terminalId))
    .where(inArray(researchPlaces.id, ids));
}

/** A booking of a place that overlaps the asked span: which meeting, of which seminar, when. */
export interface Clash {
  placeName: string;
  meetingTitle: string;
  seminarTitle: string;
  startAt: Date;
  endAt: Date;
}

/** The first meeting using one of these places whose span overlaps [startAt, endAt) (end-to-start touching is fine). */
export async function firstClash(db: DbOrTx, placeIds: number[], startAt: Date, endAt: Date): Promise<Clash | null> {
  if (!placeIds.length) return null;
  const [row] = await db
    .select({
      placeName: researchPlaces.name,
      meetingTitle: researchMeetings.title,
      seminarTitle: researchSeminars.title,
      startAt: researchMeetings.startAt,
      endAt: researchMeetings.endAt,
    })
    .from(researchMeetingVenues)
    .innerJoin(researchMeetings, eq(researchMeetings.id, researchMeetingVenues.meetingId))
    .innerJoin(researchSeminars, eq(researchSeminars.id, researchMeetings.seminarId))
    .innerJoin(researchPlaces, eq(researchPlaces.id, researchMeetingVenues.placeId))
    .where(
      and(
        inArray(researchMeetingVenues.placeId, placeIds),
        lt(researchMeetings.startAt, endAt),
        gt(researchMeetings.endAt, startAt),
      ),
    )
    .orderBy(asc(researchMeetings.startAt), asc(researchMeetings.id))
    .limit(1);
  return row ?? null;
}

/**
 * Books the venues' places and inserts the meeting, race-free: the places' rows are locked (in
 * id order) before the overlap check, so a concurrent booking of one of them waits for this one
 * to commit and then sees it. Returns the clash instead when a place is taken.
 */
export async function insertMeeting(
  db: DbOrTx,
  m: Omit<typeof researchMeetings.$inferInsert, "id" | "createdAt">,
  venues: { placeId: number; streamKind: string; main: boolean }[],
): Promise<{ id: number } | { clash: Clash }> {
  return db.transaction(async (tx) => {
    const placeIds = venues.map((v) => v.placeId);
    await tx
      .select({ id: researchPlaces.id })
      .from(researchPlaces)
      .where(inArray(researchPlaces.id, placeIds))
      .orderBy(asc(researchPlaces.id))
      .for("update");
    const clash = await firstClash(tx, placeIds, m.startAt, m.endAt);
    if (clash) return { clash };
    const [row] = await tx.insert(researchMeetings).values(m).returning({ id: researchMeetings.id });
    const id = row?.id as number;
    await tx.insert(researchMeetingVenues).values(venues.map((v, i) => ({ ...v, meetingId: id, sort: i })));
    return { id };
  });
}

export async function venuesOf(db: DbOrTx, meetingIds: number[]) {
  if (!meetingIds.length) return [];
  return db
    .select({
      meetingId: researchMeetingVenues.meetingId,
      placeId: researchMeetingVenues.placeId,
      placeName: researchPlaces.name,
      orgName: researchOrgs.name,
      streamKind: researchMeetingVenues.streamKind,
      main: researchMeetingVenues.main,
    })
    .from(researchMeetingVenues)
    .innerJoin(researchPlaces, eq(researchPlaces.id, researchMeetingVenues.placeId))
    .innerJoin(researchOrgs, eq(researchOrgs.id, researchPlaces.orgId))
    .where(inArray(researchMeetingVenues.meetingId, meetingIds))
    .orderBy(asc(researchMeetingVenues.meetingId), asc(researchMeetingVenues.sort));
}

/** The terminal's key, when it is enabled. */
export async function terminalKey(db: DbOrTx, terminalId: number): Promise<string | null> {
  const [row] = await db
    .select({ key: researchTerminals.streamKey, state: researchTerminals.state })
    .from(researchTerminals)
    .where(eq(researchTerminals.id, terminalId));
  return row && row.state === "enabled" ? row.key : null;
}

/** Venues of meetings whose window [from, to] covers `now`, fed by the terminal's place. */
export async function venuesForTerminal(db: DbOrTx, terminalId: number, earliestStart: Date, now: Date) {
  return db
    .select({
      liveId: researchMeetings.liveId,
      kind: researchMeetingVenues.streamKind,
      startAt: researchMeetings.startAt,
    })
    .from(researchMeetingVenues)
    .innerJoin(researchMeetings, eq(researchMeetings.id, researchMeetingVenues.meetingId))
    .innerJoin(researchPlaces, eq(researchPlaces.id, researchMeetingVenues.placeId))
    .where(
      and(
        eq(researchPlaces.terminalId, terminalId),
        lte(researchMeetings.startAt, earliestStart),
        gte(researchMeetings.endAt, now),
      ),
    )
    .orderBy(asc(researchMeetings.startAt));
}

export async function evaluationsOf(db: DbOrTx, meetingIds: number[]): Promise<MeetingEvaluationRow[]> {
  if (!meetingIds.length) return [];
  return db
    .select()
    .from(researchMeetingEvaluations)
    .where(inArray(researchMeetingEvaluations.meetingId, meetingIds))
    .orderBy(asc(researchMeetingEvaluations.id));
}

/** One evaluation per evaluator (the unique index decides a race); false when there is one already. */
export async function insertEvaluation(
  db: DbOrTx,
  v: Omit<typeof researchMeetingEvaluations.$inferInsert, "id" | "createdAt">,
): Promise<boolean> {
  const rows = await db
    .insert(researchMeetingEvaluations)
    .values(v)
    .onConflictDoNothing()
    .returning({ id: researchMeetingEvaluations.id });
  return rows.length > 0;
}

export async function markAttendance(db: DbOrTx, meetingId: number, userId: number, at?: Date) {
  await db
    .insert(researchMeetingAttendance)
    .values({ meetingId, userId, ...(at ? { firstAt: at } : {}) })
    .onConflictDoNothing();
}

export async function attendanceOf(db: DbOrTx, meetingIds: number[]) {
  if (!meetingIds.length) return [];
  return db
    .select()
    .from(researchMeetingAttendance)
    .where(inArray(researchMeetingAttendance.meetingId, meetingIds))
    .orderBy(asc(researchMeetingAttendance.firstAt));
}

/** Every place with its organization and whether an enabled terminal is installed (the venue chooser). */
export async function placeOptions(db: DbOrTx) {
  return db
    .select({
      id: researchPlaces.id,
      name: researchPlaces.name,
      orgName: researchOrgs.name,
      terminalState: researchTerminals.state,
    })
    .from(researchPlaces)
    .innerJoin(researchOrgs, eq(researchOrgs.id, researchPlaces.orgId))
    .leftJoin(researchTerminals, eq(researchTerminals.id, researchPlaces.terminalId))
    .orderBy(asc(researchOrgs.sort), asc(researchPlaces.id));
}

/** How many resources the user attached to the seminar (研讨资料 they contributed). */
export async function materialsAddedBy(db: DbOrTx, seminarId: number, userId: number): Promise<number> {
  const rows = await db
    .select({ id: researchSeminarResources.resourceId })
    .from(researchSeminarResources)
    .where(and(eq(researchSeminarResources.seminarId, seminarId), eq(researchSeminarResources.addedBy, userId)));
  return rows.length;
}
