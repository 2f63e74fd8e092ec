import type { AnnouncementState } from "@otp/contract";
import { and, asc, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { type Page, pageOf, total } from "../../platform/db/paging.js";
import { allOf, anyContains } from "../../platform/db/sql-helpers.js";
import { announcementFiles, announcementReads, announcements } from "./announcement.tables.js";

/** Every SQL statement of the announcement module. */

export type AnnouncementRow = typeof announcements.$inferSelect;
export type AnnouncementWrite = Omit<typeof announcements.$inferInsert, "id" | "createdAt" | "readCount">;

/** Who reads: nobody signed in, or a user of a type and an organization; managers see every audience. */
export interface Reader {
  userType: string | null;
  orgId: number | null;
  everyAudience: boolean;
}

const cardColumns = {
  id: announcements.id,
  title: announcements.title,
  summary: announcements.summary,
  pinned: announcements.pinned,
  publishAt: announcements.publishAt,
  readCount: announcements.readCount,
  attachmentCount:
    sql<number>`(select count(*) from ${announcementFiles} where ${announcementFiles.announcementId} = ${announcements.id})`.mapWith(
      Number,
    ),
};
export interface CardRow {
  id: number;
  title: string;
  summary: string;
  pinned: boolean;
  publishAt: Date | null;
  readCount: number;
  attachmentCount: number;
}

function shownNow(now: Date): SQL {
  return and(
    eq(announcements.published, true),
    lte(announcements.publishAt, now),
    or(isNull(announcements.expireAt), gt(announcements.expireAt, now)),
  ) as SQL;
}

function audienceOf(reader: Reader): SQL | undefined {
  if (reader.everyAudience) return undefined;
  const all = eq(announcements.audience, "all");
  if (!reader.userType) return all;
  return or(
    all,
    eq(announcements.audience, reader.userType),
    reader.orgId
      ? and(eq(announcements.audience, "org"), sql`${reader.orgId} = any(${announcements.orgIds})`)
      : undefined,
  );
}

function stateIs(state: AnnouncementState, now: Date): SQL {
  const published = eq(announcements.published, true);
  if (state === "draft") return eq(announcements.published, false);
  if (state === "scheduled") return and(published, gt(announcements.publishAt, now)) as SQL;
  if (state === "expired") return and(published, lte(announcements.expireAt, now)) as SQL;
  return shownNow(now);
}

/** What a reader may see now: pinned first, then newest. One statement with the total. */
export function pageShown(db: DbOrTx, page: Page & { keyword?: string }, reader: Reader, now: Date) {
  return pageOf(
    page,
    db
      .select({ ...cardColumns, total })
      .from(announcements)
      .where(
        allOf(
          shownNow(now),
          audienceOf(reader),
          page.keyword ? anyContains(page.keyword, announcements.title) : undefined,
        ),
      )
      .orderBy(desc(announcements.pinned), desc(announcements.publishAt), desc(announcements.id))
      .$dynamic(),
  );
}

/** The back-office list: every announcement, newest edit first. */
export function pageAll(db: DbOrTx, page: Page & { keyword?: string; state?: AnnouncementState }, now: Date) {
  return pageOf(
    page,
    db
      .select({
        ...cardColumns,
        published: announcements.published,
        audience: announcements.audience,
        orgIds: announcements.orgIds,
        expireAt: announcements.expireAt,
        ownerId: announcements.ownerId,
        updatedAt: announcements.updatedAt,
        total,
      })
      .from(announcements)
      .where(
        allOf(
          page.state ? stateIs(page.state, now) : undefined,
          page.keyword ? anyContains(page.keyword, announcements.title) : undefined,
        ),
      )
      .orderBy(desc(announcements.pinned), desc(announcements.updatedAt), desc(announcements.id))
      .$dynamic(),
  );
}

export async function find(db: DbOrTx, id: number): Promise<AnnouncementRow | undefined> {
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id));
  return row;
}

/** Is this announcement shown to this reader now? */
export async function isShown(db: DbOrTx, id: number, reader: Reader, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(allOf(eq(announcements.id, id), shownNow(now), audienceOf(reader)));
  return !!row;
}

export async function findMany(db: DbOrTx, ids: number[]): Promise<{ id: number }[]> {
  if (!ids.length) return [];
  return db.select({ id: announcements.id }).from(announcements).where(inArray(announcements.id, ids));
}

export async function insert(db: DbOrTx, values: AnnouncementWrite): Promise<number> {
  const [row] = await db.insert(announcements).values(values).returning({ id: announcements.id });
  return (row as { id: number }).id;
}

export async function update(db: DbOrTx, id: number, values: Partial<AnnouncementWrite>) {
  await db
    .update(announcements)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(announcements.id, id));
}

export async function setPinned(db: DbOrTx, id: number, pinned: boolean) {
  await db.update(announcements).set({ pinned }).where(eq(announcements.id, id));
}

export async function remove(db: DbOrTx, ids: number[]) {
  await db.delete(announcements).where(inArray(announcements.id, ids));
}

export async function fileIdsOf(db: DbOrTx, id: number): Promise<number[]> {
  const rows = await db
    .select({ fileId: announcementFiles.fileId })
    .from(announcementFiles)
    .where(eq(announcementFiles.announcementId, id))
    .orderBy(asc(announcementFiles.sort));
  return rows.map((r) => r.fileId);
}

export async function replaceFiles(db: DbOrTx, id: number, fileIds: number[]) {
  await db.delete(announcementFiles).where(eq(announcementFiles.announcementId, id));
  if (fileIds.length) {
    await db.insert(announcementFiles).values(fileIds.map((fileId, sort) => ({ announcementId: id, fileId, sort })));
  }
}

export async function hasFile(db: DbOrTx, id: number, fileId: number): Promise<boolean> {
  const [row] = await db
    .select({ fileId: announcementFiles.fileId })
    .from(announcementFiles)
    .where(and(eq(announcementFiles.announcementId, id), eq(announcementFiles.fileId, fileId)));
  return !!row;
}

/**
 * Records a reader once; the count rises only for a first read. One statement, so two tabs
 * opening the announcement at once count one reader.
 */
export async function markRead(db: DbOrTx, id: number, userId: number): Promise<void> {
  await db.execute(sql`
    with first as (
      insert into ${announcementReads} (announcement_id, user_id) values (${id}, ${userId})
      on conflict do nothing returning announcement_id
    )
    update ${announcements} set read_count = read_count + 1
    where id = ${id} and exists (select 1 from first)`);
}

export async function readCount(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db.select({ n: announcements.readCount }).from(announcements).where(eq(announcements.id, id));
  return row?.n ?? 0;
}
