import type { SeminarKind, SeminarState } from "@otp/contract";
import { and, asc, desc, eq, gt, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { type Page, pageOf, total } from "../../platform/db/paging.js";
import { allOf, anyContains } from "../../platform/db/sql-helpers.js";
import {
  researchOrgs,
  researchSeminarMembers,
  researchSeminarNotices,
  researchSeminarResources,
  researchSeminars,
  researchSubjects,
} from "./research.tables.js";

/** Every SQL statement of seminars, their members and announcements. */

export type SeminarRow = typeof researchSeminars.$inferSelect;
export type SeminarWrite = Omit<typeof researchSeminars.$inferInsert, "id" | "createdAt">;

const cardColumns = {
  id: researchSeminars.id,
  kind: researchSeminars.kind,
  title: researchSeminars.title,
  orgId: researchSeminars.orgId,
  orgName: researchOrgs.name,
  subjectId: researchSeminars.subjectId,
  subjectName: researchSubjects.name,
  hostId: researchSeminars.hostId,
  startAt: researchSeminars.startAt,
  endAt: researchSeminars.endAt,
  open: researchSeminars.open,
  memberCount:
    sql<number>`(select count(*) from ${researchSeminarMembers} where ${researchSeminarMembers.seminarId} = ${researchSeminars.id})`.mapWith(
      Number,
    ),
};
export interface CardRow {
  id: number;
  kind: string;
  title: string;
  orgId: number;
  orgName: string;
  subjectId: number;
  subjectName: string;
  hostId: number;
  startAt: Date;
  endAt: Date;
  open: boolean;
  memberCount: number;
}

function stateIs(state: SeminarState, now: Date): SQL {
  if (state === "upcoming") return gt(researchSeminars.startAt, now);
  if (state === "ended") return lte(researchSeminars.endAt, now);
  return and(lte(researchSeminars.startAt, now), gt(researchSeminars.endAt, now)) as SQL;
}

export interface SeminarFilter {
  kind?: SeminarKind;
  orgId?: number;
  subjectId?: number;
  state?: SeminarState;
  keyword?: string;
}

/** A page of seminars: the ongoing and upcoming first by start, then the ended, newest first. */
export function pageSeminars(db: DbOrTx, page: Page & SeminarFilter, now: Date) {
  return pageOf(
    page,
    db
      .select({ ...cardColumns, total })
      .from(researchSeminars)
      .innerJoin(researchOrgs, eq(researchOrgs.id, researchSeminars.orgId))
      .innerJoin(researchSubjects, eq(researchSubjects.id, researchSeminars.subjectId))
      .where(
        allOf(
          page.kind ? eq(researchSeminars.kind, page.kind) : undefined,
          page.orgId ? eq(researchSeminars.orgId, page.orgId) : undefined,
          page.subjectId ? eq(researchSeminars.subjectId, page.subjectId) : undefined,
          page.state ? stateIs(page.state, now) : undefined,
          page.keyword ? anyContains(page.keyword, researchSeminars.title) : undefined,
        ),
      )
      .orderBy(
        sql`case when ${researchSeminars.endAt} > ${now} then 0 else 1 end`,
        sql`case when ${researchSeminars.endAt} > ${now} then ${researchSeminars.startAt} end asc`,
        desc(researchSeminars.startAt),
        desc(researchSeminars.id),
      )
      .$dynamic(),
  );
}

/** The seminars a user takes part in, with their role. */
export function pageMine(db: DbOrTx, page: Page & { kind?: SeminarKind }, userId: number) {
  return pageOf(
    page,
    db
      .select({ ...cardColumns, myRole: researchSeminarMembers.role, total })
      .from(researchSeminarMembers)
      .innerJoin(researchSeminars, eq(researchSeminars.id, researchSeminarMembers.seminarId))
      .innerJoin(researchOrgs, eq(researchOrgs.id, researchSeminars.orgId))
      .innerJoin(researchSubjects, eq(researchSubjects.id, researchSeminars.subjectId))
      .where(
        allOf(eq(researchSeminarMembers.userId, userId), page.kind ? eq(researchSeminars.kind, page.kind) : undefined),
      )
      .orderBy(desc(researchSeminars.startAt), desc(researchSeminars.id))
      .$dynamic(),
  );
}

export async function findCard(db: DbOrTx, id: number): Promise<CardRow | undefined> {
  const [row] = await db
    .select(cardColumns)
    .from(researchSeminars)
    .innerJoin(researchOrgs, eq(researchOrgs.id, researchSeminars.orgId))
    .innerJoin(researchSubjects, eq(researchSubjects.id, researchSeminars.subjectId))
    .where(eq(researchSeminars.id, id));
  return row;
}

export async function find(db: DbOrTx, id: number): Promise<SeminarRow | undefined> {
  const [row] = await db.select().from(researchSeminars).where(eq(researchSeminars.id, id));
  return row;
}

export async function insert(db: DbOrTx, values: SeminarWrite): Promise<number> {
  const [row] = await db.insert(researchSeminars).values(values).returning({ id: researchSeminars.id });
  return (row as { id: number }).id;
}

export async function update(db: DbOrTx, id: number, values: Partial<SeminarWrite>) {
  await db
    .update(researchSeminars)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(researchSeminars.id, id));
}

export async function remove(db: DbOrTx, ids: number[]) {
  await db.delete(researchSeminars).where(inArray(researchSeminars.id, ids));
}

export async function kindsOf(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: researchSeminars.id, kind: researchSeminars.kind })
    .from(researchSeminars)
    .where(inArray(researchSeminars.id, ids));
}

/* ---------- members ---------- */

export function members(db: DbOrTx, seminarId: number) {
  return db
    .select({
      userId: researchSeminarMembers.userId,
      role: researchSeminarMembers.role,
      orgName: researchOrgs.name,
      joinedAt: researchSeminarMembers.joinedAt,
    })
    .from(researchSeminarMembers)
    .leftJoin(researchOrgs, eq(researchOrgs.id, researchSeminarMembers.orgId))
    .where(eq(researchSeminarMembers.seminarId, seminarId))
    .orderBy(
      sql`case ${researchSeminarMembers.role} when 'host' then 0 when 'speaker' then 1 when 'participant' then 2 else 3 end`,
      asc(researchSeminarMembers.joinedAt),
    );
}

export async function roleOf(db: DbOrTx, seminarId: number, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ role: researchSeminarMembers.role })
    .from(researchSeminarMembers)
    .where(and(eq(researchSeminarMembers.seminarId, seminarId), eq(researchSeminarMembers.userId, userId)));
  return row?.role ?? null;
}

/** Adds a member; false when already one (one statement: two clicks join once). */
export async function addMember(
  db: DbOrTx,
  values: { seminarId: number; userId: number; role: string; orgId: number | null },
): Promise<boolean> {
  const rows = await db
    .insert(researchSeminarMembers)
    .values(values)
    .onConflictDoNothing()
    .returning({ userId: researchSeminarMembers.userId });
  return rows.length > 0;
}

/** Makes `userId` the host: the previous host stays as a participant. */
export async function setHost(db: DbOrTx, seminarId: number, userId: number) {
  await db
    .update(researchSeminarMembers)
    .set({ role: "participant" })
    .where(and(eq(researchSeminarMembers.seminarId, seminarId), eq(researchSeminarMembers.role, "host")));
  await db
    .insert(researchSeminarMembers)
    .values({ seminarId, userId, role: "host", orgId: null })
    .onConflictDoUpdate({
      target: [researchSeminarMembers.seminarId, researchSeminarMembers.userId],
      set: { role: "host" },
    });
}

export async function removeMember(db: DbOrTx, seminarId: number, userId: number) {
  await db
    .delete(researchSeminarMembers)
    .where(and(eq(researchSeminarMembers.seminarId, seminarId), eq(researchSeminarMembers.userId, userId)));
}

/* ---------- announcements ---------- */

export function notices(db: DbOrTx, seminarId: number) {
  return db
    .select({
      id: researchSeminarNotices.id,
      title: researchSeminarNotices.title,
      content: researchSeminarNotices.content,
      createdAt: researchSeminarNotices.createdAt,
    })
    .from(researchSeminarNotices)
    .where(eq(researchSeminarNotices.seminarId, seminarId))
    .orderBy(desc(researchSeminarNotices.createdAt), desc(researchSeminarNotices.id));
}

export async function insertNotice(
  db: DbOrTx,
  values: { seminarId: number; title: string; content: string; authorId: number },
): Promise<number> {
  const [row] = await db.insert(researchSeminarNotices).values(values).returning({ id: researchSeminarNotices.id });
  return (row as { id: number }).id;
}

/** Adds members or changes their role (never the host's row). */
export async function upsertMembers(
  db: DbOrTx,
  seminarId: number,
  userIds: number[],
  role: string,
  orgId: number | null,
) {
  if (!userIds.length) return;
  await db
    .insert(researchSeminarMembers)
    .values(userIds.map((userId) => ({ seminarId, userId, role, orgId })))
    .onConflictDoUpdate({
      target: [researchSeminarMembers.seminarId, researchSeminarMembers.userId],
      set: { role, orgId },
      setWhere: sql`${researchSeminarMembers.role} <> 'host'`,
    });
}

/** Adds these users with a role; existing members (the host among them) are left as they are. Returns who was added. */
export async function addMembers(db: DbOrTx, seminarId: number, userIds: number[], role: string): Promise<number[]> {
  if (!userIds.length) return [];
  const rows = await db
    .insert(researchSeminarMembers)
    .values(userIds.map((userId) => ({ seminarId, userId, role })))
    .onConflictDoNothing({ target: [researchSeminarMembers.seminarId, researchSeminarMembers.userId] })
    .returning({ userId: researchSeminarMembers.userId });
  return rows.map((r) => r.userId);
}

export async function deleteNotice(db: DbOrTx, seminarId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(researchSeminarNotices)
    .where(and(eq(researchSeminarNotices.seminarId, seminarId), eq(researchSeminarNotices.id, id)))
    .returning({ id: researchSeminarNotices.id });
  return rows.length > 0;
}

/** The resources attached to a seminar, first added first. */
export async function resourceIds(db: DbOrTx, seminarId: number): Promise<number[]> {
  const rows = await db
    .select({ id: researchSeminarResources.resourceId })
    .from(researchSeminarResources)
    .where(eq(researchSeminarResources.seminarId, seminarId))
    .orderBy(asc(researchSeminarResources.createdAt), asc(researchSeminarResources.resourceId));
  return rows.map((r) => r.id);
}

export async function addResources(db: DbOrTx, seminarId: number, ids: number[], addedBy: number) {
  if (!ids.length) return;
  await db
    .insert(researchSeminarResources)
    .values(ids.map((resourceId) => ({ seminarId, resourceId, addedBy })))
    .onConflictDoNothing();
}

export async function removeResource(db: DbOrTx, seminarId: number, resourceId: number): Promise<boolean> {
  const rows = await db
    .delete(researchSeminarResources)
    .where(and(eq(researchSeminarResources.seminarId, seminarId), eq(researchSeminarResources.resourceId, resourceId)))
    .returning({ id: researchSeminarResources.resourceId });
  return rows.length > 0;
}
