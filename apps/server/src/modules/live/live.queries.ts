import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, lt, ne, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { type Page, pageOf, total } from "../../platform/db/paging.js";
import { preparedStatement } from "../../platform/db/shapes.js";
import { allOf, anyContains } from "../../platform/db/sql-helpers.js";
import { liveMessages, liveReservations, lives, type Publisher } from "./live.tables.js";

/** Every SQL statement of the live module. */

export type LiveRow = typeof lives.$inferSelect;
export type LiveInsert = typeof lives.$inferInsert;

// A live's row and its latest messages are read by every viewer's discussion poll: prepared once.
const liveById = preparedStatement<{ id: number }, LiveRow[]>("live_by_id", (db, name) =>
  db
    .select()
    .from(lives)
    .where(eq(lives.id, sql.placeholder("id")))
    .prepare(name),
);

export async function find(db: DbOrTx, id: number): Promise<LiveRow | undefined> {
  const [row] = await liveById(db, { id });
  return row;
}

export async function insert(db: DbOrTx, values: LiveInsert): Promise<number> {
  const [row] = await db.insert(lives).values(values).returning({ id: lives.id });
  return (row as { id: number }).id;
}

export async function update(db: DbOrTx, id: number, values: Partial<LiveInsert>) {
  await db
    .update(lives)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(lives.id, id));
}

/**
 * Sets (or, with null, removes) one stream's publisher in place: the streams of a multi-stream
 * live (a meeting's venues) publish at the same moment, and a read-modify-write would lose one.
 * Returns the publishers left.
 */
export async function setPublisher(db: DbOrTx, id: number, kind: string, publisher: Publisher | null) {
  const value = publisher
    ? sql`${lives.publishers} || jsonb_build_object(${kind}::text, ${JSON.stringify(publisher)}::jsonb)`
    : sql`${lives.publishers} - ${kind}::text`;
  const [row] = await db
    .update(lives)
    .set({ publishers: value, updatedAt: new Date() })
    .where(eq(lives.id, id))
    .returning({ publishers: lives.publishers });
  return row?.publishers ?? {};
}

/**
 * Moves a live from one status to another only if it is still in `from` (two events racing
 * change it once); returns whether it changed.
 */
export async function transition(db: DbOrTx, id: number, from: number[], values: Partial<LiveInsert>) {
  const rows = await db
    .update(lives)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(lives.id, id), inArray(lives.status, from)))
    .returning({ id: lives.id });
  return rows.length > 0;
}

export async function addVisit(db: DbOrTx, id: number) {
  await db
    .update(lives)
    .set({ visitCount: sql`${lives.visitCount} + 1` })
    .where(eq(lives.id, id));
}

/** The condition of a /live tab (SPEC §4): 2 live now, 0 all, 1 not started, 4 upcoming notices, 3 recorded. */
function tabCondition(status: number, error?: boolean | null): SQL | undefined {
  switch (status) {
    case 2:
      return error ? eq(lives.status, -1) : inArray(lives.status, [2, -1]);
    case 1:
    case 4:
      return eq(lives.status, 1);
    case 3:
      return and(eq(lives.status, 3), isNotNull(lives.recordingResourceId));
    default:
      return undefined;
  }
}

function tabOrder(status: number) {
  if (status === 4 || status === 1) return [asc(lives.startAt), asc(lives.id)];
  if (status === 3) return [desc(lives.endedAt), desc(lives.id)];
  return [desc(lives.startAt), desc(lives.id)];
}

export function pageOfPublic(
  db: DbOrTx,
  page: Page,
  f: {
    status: number;
    error?: boolean | null;
    name?: string;
    orgId?: number | null;
    teacherId?: number | null;
    withRemark?: boolean;
  },
) {
  return pageOf(
    page,
    db
      .select({ ...getTableColumns(lives), total })
      .from(lives)
      .where(
        allOf(
          eq(lives.cancelled, false),
          tabCondition(f.status, f.error),
          f.name ? anyContains(f.name, lives.name) : undefined,
          f.orgId ? eq(lives.orgId, f.orgId) : undefined,
          f.teacherId ? eq(lives.teacherId, f.teacherId) : undefined,
          f.withRemark ? ne(lives.openRemark, "") : undefined,
        ),
      )
      .orderBy(...tabOrder(f.status))
      .$dynamic(),
  );
}

export function pageOfOwned(
  db: DbOrTx,
  page: Page,
  f: { teacherId?: number; keyword?: string; status?: number | null; orgId?: number | null; source?: string | null },
) {
  return pageOf(
    page,
    db
      .select({ ...getTableColumns(lives), total })
      .from(lives)
      .where(
        allOf(
          f.teacherId ? eq(lives.teacherId, f.teacherId) : undefined,
          f.keyword ? anyContains(f.keyword, lives.name) : undefined,
          f.status === 2 ? inArray(lives.status, [2, -1]) : f.status ? eq(lives.status, f.status) : undefined,
          f.orgId ? eq(lives.orgId, f.orgId) : undefined,
          f.source ? eq(lives.source, f.source) : undefined,
        ),
      )
      .orderBy(desc(lives.startAt), desc(lives.id))
      .$dynamic(),
  );
}

/* ---------- reservations ---------- */

export async function reserve(db: DbOrTx, liveId: number, userId: number) {
  await db.insert(liveReservations).values({ liveId, userId }).onConflictDoNothing();
}

export async function unreserve(db: DbOrTx, liveId: number, userId: number) {
  await db
    .delete(liveReservations)
    .where(and(eq(liveReservations.liveId, liveId), eq(liveReservations.userId, userId)));
}

export async function reservedSet(db: DbOrTx, userId: number, liveIds: number[]): Promise<Set<number>> {
  if (!liveIds.length) return new Set();
  const rows = await db
    .select({ id: liveReservations.liveId })
    .from(liveReservations)
    .where(and(eq(liveReservations.userId, userId), inArray(liveReservations.liveId, liveIds)));
  return new Set(rows.map((r) => r.id));
}

export function pageOfReserved(db: DbOrTx, page: Page, userId: number) {
  return pageOf(
    page,
    db
      .select({ ...getTableColumns(lives), total })
      .from(liveReservations)
      .innerJoin(lives, eq(lives.id, liveReservations.liveId))
      .where(eq(liveReservations.userId, userId))
      .orderBy(desc(lives.startAt), desc(lives.id))
      .$dynamic(),
  );
}

/** Reservers of a live not told yet, marked told in the same statement (a start tells each once). */
export async function takeUnnotified(db: DbOrTx, liveId: number): Promise<number[]> {
  const rows = await db
    .update(liveReservations)
    .set({ notifiedAt: new Date() })
    .where(and(eq(liveReservations.liveId, liveId), sql`${liveReservations.notifiedAt} is null`))
    .returning({ userId: liveReservations.userId });
  return rows.map((r) => r.userId);
}

/** Lives whose publisher was lost before `lostBefore`, or in progress past their end with no publisher. */
export async function lostBefore(db: DbOrTx, lostBefore: Date, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: lives.id })
    .from(lives)
    .where(
      or(
        and(eq(lives.status, -1), lt(lives.lostAt, lostBefore)),
        and(eq(lives.status, 2), lt(lives.endAt, now), sql`${lives.publishers} = '{}'::jsonb`),
      ),
    );
  return rows.map((r) => r.id);
}

/** Lives in progress now (publisher present or lost within the grace period). */
export function inProgress(db: DbOrTx) {
  return db
    .select()
    .from(lives)
    .where(and(inArray(lives.status, [2, -1]), eq(lives.cancelled, false)))
    .orderBy(asc(lives.startAt));
}

/**
 * Lives held (started) per day and organization in [from, to), for statistics: how many, their
 * viewers (the visit counter) and the minutes broadcast (until now for one still running).
 */
export async function countsPerDay(db: DbOrTx, from: Date, to: Date) {
  const day = sql<string>`to_char(${lives.startedAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
  return db
    .select({
      day,
      orgId: lives.orgId,
      count: sql<number>`count(*)::int`,
      viewers: sql<number>`coalesce(sum(${lives.visitCount}), 0)::int`,
      minutes: sql<number>`coalesce(round(sum(extract(epoch from (coalesce(${lives.endedAt}, now()) - ${lives.startedAt}))) / 60), 0)::int`,
    })
    .from(lives)
    .where(and(isNotNull(lives.startedAt), sql`${lives.startedAt} >= ${from}`, lt(lives.startedAt, to)))
    .groupBy(day, lives.orgId)
    .orderBy(day);
}

/* ---------- discussion ---------- */

export async function insertMessage(db: DbOrTx, v: { liveId: number; userId: number; content: string }) {
  const [row] = await db.insert(liveMessages).values(v).returning();
  return row as typeof liveMessages.$inferSelect;
}

const latestShown = preparedStatement<{ liveId: number; limit: number }, (typeof liveMessages.$inferSelect)[]>(
  "live_latest_messages",
  (db, name) =>
    db
      .select()
      .from(liveMessages)
      .where(and(eq(liveMessages.liveId, sql.placeholder("liveId")), eq(liveMessages.hidden, false)))
      .orderBy(desc(liveMessages.id))
      .limit(sql.placeholder("limit"))
      .prepare(name),
);

/** The latest visible messages of a live, oldest first. */
export async function latestMessages(db: DbOrTx, liveId: number, limit: number) {
  const rows = await latestShown(db, { liveId, limit });
  return rows.reverse();
}

export async function findMessage(db: DbOrTx, id: number) {
  const [row] = await db.select().from(liveMessages).where(eq(liveMessages.id, id));
  return row;
}

export async function hideMessage(db: DbOrTx, id: number) {
  await db.update(liveMessages).set({ hidden: true }).where(eq(liveMessages.id, id));
}

export async function findByExternalKey(db: DbOrTx, key: string): Promise<LiveRow | undefined> {
  const [row] = await db.select().from(lives).where(eq(lives.externalKey, key));
  return row;
}

/** For the timetable: lives (not cancelled) starting in [from, to) of a teacher, or open to a class. */
export function scheduledBetween(db: DbOrTx, who: { teacherId?: number; classId?: number }, from: Date, to: Date) {
  const whose =
    who.teacherId !== undefined
      ? eq(lives.teacherId, who.teacherId)
      : sql`${lives.classIds} @> ${JSON.stringify([who.classId ?? 0])}::jsonb`;
  return db
    .select({ id: lives.id, name: lives.name, teacherId: lives.teacherId, startAt: lives.startAt, endAt: lives.endAt })
    .from(lives)
    .where(
      and(
        whose,
        eq(lives.cancelled, false),
        sql`${lives.startAt} >= ${from.toISOString()} and ${lives.startAt} < ${to.toISOString()}`,
      ),
    )
    .orderBy(asc(lives.startAt));
}

/** The live each of these resources is the recording of (the latest, should two share one). */
export function byRecordings(db: DbOrTx, resourceIds: number[]) {
  return db
    .selectDistinctOn([lives.recordingResourceId], {
      resourceId: lives.recordingResourceId,
      id: lives.id,
      teacherId: lives.teacherId,
      startAt: lives.startAt,
      startedAt: lives.startedAt,
      classIds: lives.classIds,
      courseId: lives.courseId,
      sectionId: lives.sectionId,
    })
    .from(lives)
    .where(inArray(lives.recordingResourceId, resourceIds))
    .orderBy(asc(lives.recordingResourceId), desc(lives.id));
}

/** The recordings of a teacher's lives (those whose latest live is theirs), in one statement. */
export async function recordingsTaughtBy(db: DbOrTx, teacherId: number): Promise<number[]> {
  const taught = db
    .select({ id: lives.recordingResourceId })
    .from(lives)
    .where(and(eq(lives.teacherId, teacherId), isNotNull(lives.recordingResourceId)));
  const rows = await db
    .selectDistinctOn([lives.recordingResourceId], {
      resourceId: lives.recordingResourceId,
      teacherId: lives.teacherId,
    })
    .from(lives)
    .where(inArray(lives.recordingResourceId, taught))
    .orderBy(asc(lives.recordingResourceId), desc(lives.id));
  return rows.flatMap((r) => (r.teacherId === teacherId && r.resourceId !== null ? [r.resourceId] : []));
}
