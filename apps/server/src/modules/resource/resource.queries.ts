import { PUBLISH_STATUS } from "@otp/contract";
import { and, asc, count, desc, eq, getTableColumns, inArray, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../platform/db/client.js";
import { containsPattern, offsetOf } from "../../platform/db/sql-helpers.js";
import { matches } from "../../platform/search/text.js";
import { resourceFiles, resources, visitMarks } from "./resource.tables.js";

/** Database access of the resource module: functions taking the db (or a transaction) first. */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

const { searchDoc: _doc, ...rowColumns } = getTableColumns(resources);
/** Every column but the search document (large, never shown). */
export const ROW = rowColumns;
export type ResourceRow = Omit<typeof resources.$inferSelect, "searchDoc">;
/** A listed row also carries its first file (cover pictures and thumbnails come from it), or null. */
export type ListedRow = ResourceRow & { firstFileId: number | null };
export type LinkRow = typeof resourceFiles.$inferSelect;

export async function findResource(db: DbOrTx, id: number): Promise<ResourceRow | undefined> {
  const [row] = await db.select(ROW).from(resources).where(eq(resources.id, id));
  return row;
}

export function findResources(db: DbOrTx, ids: number[]): Promise<ResourceRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db.select(ROW).from(resources).where(inArray(resources.id, ids));
}

/** Files of these resources, in their order. */
export function linksOf(db: DbOrTx, resourceIds: number[]): Promise<LinkRow[]> {
  if (!resourceIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(resourceFiles)
    .where(inArray(resourceFiles.resourceId, resourceIds))
    .orderBy(asc(resourceFiles.resourceId), asc(resourceFiles.sort), asc(resourceFiles.id));
}

/** Resources that play, show, caption or use as cover any of these files. */
export function resourcesUsingFiles(db: DbOrTx, fileIds: number[]): Promise<ResourceRow[]> {
  const using = db
    .select({ id: resourceFiles.resourceId })
    .from(resourceFiles)
    .where(or(inArray(resourceFiles.fileId, fileIds), inArray(resourceFiles.captionFileId, fileIds)));
  return db
    .select(ROW)
    .from(resources)
    .where(or(inArray(resources.id, using), inArray(resources.coverFileId, fileIds)));
}

/**
 * For the files among these that a resource plays or shows: whether some resource using it is
 * published for everybody; other ids are left out. (Captions are WebVTT text, never pictures:
 * looking at file_id only keeps this on its index, as the public picture route calls it often.)
 */
export async function filePublicity(db: DbOrTx, fileIds: number[]): Promise<Map<number, boolean>> {
  const out = new Map<number, boolean>();
  const wanted = [...new Set(fileIds)];
  if (!wanted.length) return out;
  const rows = await db
    .select({ fileId: resourceFiles.fileId, status: resources.status, visibility: resources.visibility })
    .from(resourceFiles)
    .innerJoin(resources, eq(resources.id, resourceFiles.resourceId))
    .where(inArray(resourceFiles.fileId, wanted));
  for (const r of rows) {
    const open = r.status === PUBLISH_STATUS.PUBLISHED && r.visibility === "public";
    out.set(r.fileId, (out.get(r.fileId) ?? false) || open);
  }
  return out;
}

/**
 * Keyword filter on the segmented search document (words by prefix, pinyin initials), which the
 * GIN index serves; a plain substring of the name only when the keyword has no words at all.
 */
export function keywordCond(keyword: string | null | undefined): SQL | undefined {
  if (!keyword) return undefined;
  return matches(resources.searchDoc, keyword) ?? sql`${resources.name} ilike ${containsPattern(keyword)}`;
}

export type ResourceOrder = "new" | "hot" | "updated";

/** One ORDER BY key: an expression and its direction (a ranked page also reads it as a column). */
export interface SortKey {
  by: SQL | AnyPgColumn;
  desc?: boolean;
}

const orderSql = (keys: SortKey[]): SQL[] => keys.map((k) => (k.desc ? desc(k.by) : asc(k.by)));

export function orderOf(sort: ResourceOrder): SortKey[] {
  if (sort === "hot")
    return [
      { by: resources.visitCount, desc: true },
      { by: resources.id, desc: true },
    ];
  if (sort === "updated")
    return [
      { by: resources.updatedAt, desc: true },
      { by: resources.id, desc: true },
    ];
  return [
    { by: sql`coalesce(${resources.publishedAt}, ${resources.createdAt})`, desc: true },
    { by: resources.id, desc: true },
  ];
}

/**
 * The resource's first file, read with the page instead of a query of its own. Written with
 * qualified names: inside a select, drizzle prints columns unqualified, and an unqualified "id"
 * in this subquery would mean resource_files.id.
 */
const firstFileId = sql<
  number | null
>`(select rf.file_id from resource_files rf where rf.resource_id = "resources"."id" order by rf.sort, rf.id limit 1)`;
const LISTED = { ...ROW, firstFileId };

/**
 * One page and the total. `matched` (a keyword search: the GIN index finds the matches, and all
 * of them are ranked anyway): one statement. Its inner part reads each match's id and sort keys
 * only, keeps the page and counts every match beside it (`count(*) over ()`), so neither the
 * search document nor the wide columns of thousands of matches pass through the window; the
 * page's rows are then joined by id. Otherwise (a whole list, which a count has to scan but whose
 * page may come off an index) the page, then a count. Both totals are exact; a page past the end
 * has no row to carry the window's total and counts separately.
 */
export async function pageOf(
  db: DbOrTx,
  where: SQL | undefined,
  page: { pageNo: number; pageSize: number },
  order: SortKey[],
  opts: { matched?: boolean } = {},
): Promise<{ rows: ListedRow[]; count: number }> {
  const counted = () => db.select({ n: count() }).from(resources).where(where);
  if (opts.matched) {
    // Sort key i is column k{i} of the subqueries "keyed" (every match) and "ranked" (the page).
    const key = (from: string, i: number) => sql`${sql.identifier(from)}.${sql.identifier(`k${i}`)}`;
    const keysOf = (from: string) => orderSql(order.map((k, i) => ({ by: key(from, i), desc: k.desc })));
    const keyed = db
      .select({ id: resources.id, ...Object.fromEntries(order.map((k, i) => [`k${i}`, sql`${k.by}`.as(`k${i}`)])) })
      .from(resources)
      .where(where)
      .as("keyed");
    const ranked = db
      .select({
        id: keyed.id,
        ...Object.fromEntries(order.map((_, i) => [`k${i}`, key("keyed", i).as(`k${i}`)])),
        total: sql<number>`count(*) over ()`.as("total"),
      })
      .from(keyed)
      .orderBy(...keysOf("keyed"))
      .limit(page.pageSize)
      .offset(offsetOf(page))
      .as("ranked");
    const found = await db
      .select({ ...LISTED, total: sql<number>`${ranked.total}`.mapWith(Number) })
      .from(ranked)
      .innerJoin(resources, eq(resources.id, ranked.id))
      .orderBy(...keysOf("ranked"));
    const rows = found.map(({ total: _t, ...row }) => row);
    if (found[0]) return { rows, count: found[0].total };
    if (page.pageNo === 1) return { rows, count: 0 };
    const [c] = await counted();
    return { rows, count: c?.n ?? 0 };
  }
  const [rows, [c]] = await Promise.all([
    db
      .select(LISTED)
      .from(resources)
      .where(where)
      .orderBy(...orderSql(order))
      .limit(page.pageSize)
      .offset(offsetOf(page)),
    counted(),
  ]);
  return { rows, count: c?.n ?? 0 };
}

export function allOf(...conds: (SQL | undefined | null)[]): SQL | undefined {
  const list = conds.filter((c): c is SQL => !!c);
  return list.length ? and(...list) : undefined;
}

const HOUR_MS = 3_600_000;
/** Marks older than this many hours are deleted (they only de-duplicate within an hour). */
const KEEP_HOURS = 2;
let lastPurgedHour = 0;

/** Records a view; true when it is the viewer's first view of the target this hour. */
export async function markVisit(db: Db, targetType: string, targetId: number, viewer: string): Promise<boolean> {
  const hour = Math.floor(Date.now() / HOUR_MS);
  if (hour !== lastPurgedHour) {
    lastPurgedHour = hour;
    await db.delete(visitMarks).where(sql`${visitMarks.hour} < ${hour - KEEP_HOURS}`);
  }
  const rows = await db
    .insert(visitMarks)
    .values({ targetType, targetId, viewer: viewer.slice(0, 64), hour })
    .onConflictDoNothing()
    .returning({ id: visitMarks.id });
  return rows.length > 0;
}
