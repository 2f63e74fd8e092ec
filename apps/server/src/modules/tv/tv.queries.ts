import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { type Page, pageOf, total } from "../../platform/db/paging.js";
import { allOf, anyContains } from "../../platform/db/sql-helpers.js";
import { tvChannels, tvProgrammes, tvSectionResources, tvSections } from "./tv.tables.js";

/** Every SQL statement of the campus TV station. */

export type ChannelRow = typeof tvChannels.$inferSelect;
export type ProgrammeRow = typeof tvProgrammes.$inferSelect;

export function channels(db: DbOrTx, all: boolean) {
  return db
    .select()
    .from(tvChannels)
    .where(all ? undefined : eq(tvChannels.enabled, true))
    .orderBy(asc(tvChannels.sort), asc(tvChannels.id));
}

export function findChannel(db: DbOrTx, id: number) {
  return db
    .select()
    .from(tvChannels)
    .where(eq(tvChannels.id, id))
    .then((r) => r[0]);
}

export async function insertChannel(db: DbOrTx, values: typeof tvChannels.$inferInsert): Promise<number> {
  const [row] = await db.insert(tvChannels).values(values).returning({ id: tvChannels.id });
  return (row as { id: number }).id;
}

export function updateChannel(db: DbOrTx, id: number, values: Partial<typeof tvChannels.$inferInsert>) {
  return db.update(tvChannels).set(values).where(eq(tvChannels.id, id));
}

export function deleteChannel(db: DbOrTx, id: number) {
  return db.delete(tvChannels).where(eq(tvChannels.id, id));
}

/** The programme lists of these channels, in play order. */
export function programmesOf(db: DbOrTx, channelIds: number[]) {
  if (!channelIds.length) return Promise.resolve([] as ProgrammeRow[]);
  return db
    .select()
    .from(tvProgrammes)
    .where(inArray(tvProgrammes.channelId, channelIds))
    .orderBy(asc(tvProgrammes.channelId), asc(tvProgrammes.position), asc(tvProgrammes.id));
}

/** Replaces a channel's programme list and restarts its playout from the first item at `anchorAt`. */
export async function replaceProgrammes(
  tx: DbOrTx,
  channelId: number,
  items: { resourceId: number; name: string; duration: number }[],
  anchorAt: Date,
) {
  await tx.delete(tvProgrammes).where(eq(tvProgrammes.channelId, channelId));
  if (items.length) {
    await tx.insert(tvProgrammes).values(items.map((it, position) => ({ ...it, channelId, position })));
  }
  await tx.update(tvChannels).set({ anchorAt }).where(eq(tvChannels.id, channelId));
}

export function sections(db: DbOrTx) {
  return db
    .select({
      id: tvSections.id,
      name: tvSections.name,
      sort: tvSections.sort,
      resourceCount:
        sql<number>`(select count(*) from ${tvSectionResources} where ${tvSectionResources.sectionId} = ${tvSections.id})`.mapWith(
          Number,
        ),
    })
    .from(tvSections)
    .orderBy(asc(tvSections.sort), asc(tvSections.id));
}

export function sectionExists(db: DbOrTx, id: number) {
  return db
    .select({ n: count() })
    .from(tvSections)
    .where(eq(tvSections.id, id))
    .then((r) => (r[0]?.n ?? 0) > 0);
}

/** The first `perSection` resources of every column, in order. */
export function sectionHeads(db: DbOrTx, perSection: number) {
  return db
    .select({ sectionId: tvSectionResources.sectionId, resourceId: tvSectionResources.resourceId })
    .from(tvSectionResources)
    .where(sql`${tvSectionResources.position} < ${perSection}`)
    .orderBy(asc(tvSectionResources.sectionId), asc(tvSectionResources.position));
}

/** A page of one column's resources (or of every column's), keyword on the kept name. */
export function pageOfSectionResources(db: DbOrTx, page: Page, sectionId: number | null, keyword?: string) {
  return pageOf(
    page,
    db
      .select({ resourceId: tvSectionResources.resourceId, name: tvSectionResources.name, total })
      .from(tvSectionResources)
      .where(
        allOf(
          sectionId ? eq(tvSectionResources.sectionId, sectionId) : undefined,
          keyword ? anyContains(keyword, tvSectionResources.name) : undefined,
        ),
      )
      .orderBy(asc(tvSectionResources.sectionId), asc(tvSectionResources.position))
      .$dynamic(),
  );
}

export function sectionResourceIds(db: DbOrTx, sectionId: number) {
  return db
    .select({ resourceId: tvSectionResources.resourceId })
    .from(tvSectionResources)
    .where(eq(tvSectionResources.sectionId, sectionId))
    .orderBy(asc(tvSectionResources.position))
    .then((r) => r.map((x) => x.resourceId));
}

export async function saveSection(
  tx: DbOrTx,
  id: number | null,
  values: { name: string; sort: number },
  items: { resourceId: number; name: string; duration: number }[],
): Promise<number> {
  let sectionId = id;
  if (sectionId) await tx.update(tvSections).set(values).where(eq(tvSections.id, sectionId));
  else {
    const [row] = await tx.insert(tvSections).values(values).returning({ id: tvSections.id });
    sectionId = (row as { id: number }).id;
  }
  await tx.delete(tvSectionResources).where(eq(tvSectionResources.sectionId, sectionId));
  if (items.length) {
    await tx
      .insert(tvSectionResources)
      .values(items.map((it, position) => ({ ...it, sectionId: sectionId as number, position })));
  }
  return sectionId;
}

export function deleteSection(db: DbOrTx, id: number) {
  return db.delete(tvSections).where(and(eq(tvSections.id, id)));
}

/** A scheduled channel's clock anchor and programme list, as the playout plays it; null for any other. */
export async function playoutSchedule(db: DbOrTx, id: number) {
  const row = await findChannel(db, id);
  if (row?.kind !== "schedule") return null;
  return { anchorMs: row.anchorAt.getTime(), slots: await programmesOf(db, [id]) };
}
