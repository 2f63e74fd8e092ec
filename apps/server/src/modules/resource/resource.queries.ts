import { PUBLISH_STATUS } from "@otp/contract";
import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db, DbOrTx } from "../../platform/db/client.js";
import { type Page, type Paged, pageOf, paginate, total } from "../../platform/db/paging.js";
import { anyOf, preparedStatement } from "../../platform/db/shapes.js";
import { allOf, containsPattern } from "../../platform/db/sql-helpers.js";
import { matches, rank } from "../../platform/search/text.js";
import type { BusinessScope } from "./resource.access.js";
import { downloads, resourceFiles, resourceNotes, resources, visitMarks } from "./resource.tables.js";

/** Every SQL statement on resources, their files, downloads and visits (notes: resource.notes.queries.ts). */

const { searchDoc: _doc, ...rowColumns } = getTableColumns(resources);
/** Every column but the search document (large, never shown). */
export const ROW = rowColumns;
export type ResourceRow = Omit<typeof resources.$inferSelect, "searchDoc">;
/** A listed row also carries its first file (cover pictures and thumbnails come from it), or null. */
export type ListedRow = ResourceRow & { firstFileId: number | null };
export type LinkRow = typeof resourceFiles.$inferSelect;
/** What a save writes on the resource row (the search document is built by resource.search-doc.ts). */
export type ResourceValues = Omit<
  typeof resources.$inferInsert,
  "id" | "ownerId" | "ownerType" | "createdAt" | "publishedAt" | "rejectReason" | "searchDoc"
> & { searchDoc: SQL };
export type LinkValues = Pick<LinkRow, "fileId" | "label" | "captionFileId">;

export async function findResource(db: DbOrTx, id: number): Promise<ResourceRow | undefined> {
  const [row] = await db.select(ROW).from(resources).where(eq(resources.id, id));
  return row;
}

// Read by every course detail (which attached resources the viewer may open): prepared once.
const resourcesById = preparedStatement<{ ids: number[] }, ResourceRow[]>("resources_by_id", (db, name) =>
  db.select(ROW).from(resources).where(anyOf(resources.id, "ids")).prepare(name),
);

export function findResources(db: DbOrTx, ids: number[]): Promise<ResourceRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return resourcesById(db, { ids });
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
  if (!fileIds.length) return Promise.resolve([]);
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

/* ---------- writes ---------- */

/** The table and columns the platform's publishing workflow (submit, audit decisions) updates. */
export const PUBLISHABLE = { table: resources, columns: resources };

/** Creates a resource with its files, or replaces an existing one's values and files; returns its id. */
export function writeResource(
  db: Db,
  target: { id: number } | { ownerId: number; ownerType: string },
  values: ResourceValues,
  links: LinkValues[],
): Promise<number> {
  return db.transaction(async (tx) => {
    let id: number;
    if ("id" in target) {
      id = target.id;
      await tx.update(resources).set(values).where(eq(resources.id, id));
      await tx.delete(resourceFiles).where(eq(resourceFiles.resourceId, id));
    } else {
      const [row] = await tx
        .insert(resources)
        .values({ ...values, ...target })
        .returning({ id: resources.id });
      id = row?.id as number;
    }
    await tx.insert(resourceFiles).values(links.map((l, sort) => ({ ...l, resourceId: id, sort })));
    return id;
  });
}

/** Deletes resources with their file links, notes, downloads and visit marks, together. */
export function deleteResources(db: Db, ids: number[]): Promise<void> {
  return db.transaction(async (tx) => {
    await tx.delete(resourceFiles).where(inArray(resourceFiles.resourceId, ids));
    await tx.delete(resourceNotes).where(inArray(resourceNotes.resourceId, ids));
    await tx.delete(downloads).where(inArray(downloads.resourceId, ids));
    await tx.delete(visitMarks).where(and(eq(visitMarks.targetType, "resource"), inArray(visitMarks.targetId, ids)));
    await tx.delete(resources).where(inArray(resources.id, ids));
  });
}

/** The card's copy of a resource's duration (kept current as processing finishes). */
export async function setDuration(db: DbOrTx, id: number, duration: number | null): Promise<void> {
  await db.update(resources).set({ duration }).where(eq(resources.id, id));
}

export async function countVisit(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(resources)
    .set({ visitCount: sql`${resources.visitCount} + 1` })
    .where(eq(resources.id, id));
}

/* ---------- list conditions ---------- */

/** The SQL form of the published half of canView, for public lists and search. */
export function publishedFor(viewer: Principal | null): SQL {
  const published = eq(resources.status, PUBLISH_STATUS.PUBLISHED);
  return viewer ? published : (and(published, eq(resources.visibility, "public")) as SQL);
}

/** The SQL form of canAttach: one's own resources and published ones (everything when `userId` is "all"). */
export function attachableBy(userId: number | "all"): SQL | undefined {
  if (userId === "all") return undefined;
  return or(eq(resources.ownerId, userId), eq(resources.status, PUBLISH_STATUS.PUBLISHED));
}

/** The SQL form of a business scope (access.ts decides it; a caller without one is refused before). */
export function inScope(scope: Exclude<BusinessScope, null>): SQL | undefined {
  if (scope === "all") return undefined;
  const covered = or(
    scope.kinds.length ? inArray(resources.kind, scope.kinds) : undefined,
    scope.students ? eq(resources.ownerType, "student") : undefined,
  );
  // An empty scope shows nothing, never everything.
  return covered ?? sql`false`;
}

/** The optional filters of the resource lists; each applies when set. */
export interface ResourceFilter {
  kind?: number | null;
  type?: string | null;
  orgId?: number | null;
  subjectId?: number | null;
  termId?: number | null;
  ownerId?: number | null;
  ownerType?: string | null;
  /** 0 (draft) is a status too. */
  status?: number | null;
  keyword?: string | null;
}

export function filterOf(f: ResourceFilter): SQL | undefined {
  return allOf(
    f.kind ? eq(resources.kind, f.kind) : undefined,
    f.type ? eq(resources.type, f.type) : undefined,
    f.orgId ? eq(resources.orgId, f.orgId) : undefined,
    f.subjectId ? eq(resources.subjectId, f.subjectId) : undefined,
    f.termId ? eq(resources.termId, f.termId) : undefined,
    f.ownerId ? eq(resources.ownerId, f.ownerId) : undefined,
    f.ownerType ? eq(resources.ownerType, f.ownerType) : undefined,
    f.status != null ? eq(resources.status, f.status) : undefined,
    keywordCond(f.keyword),
  );
}

/**
 * Keyword filter on the segmented search document (words by prefix, pinyin initials), which the
 * GIN index serves; a plain substring of the name only when the keyword has no words at all.
 */
function keywordCond(keyword: string | null | undefined): SQL | undefined {
  if (!keyword) return undefined;
  return matches(resources.searchDoc, keyword) ?? sql`${resources.name} ilike ${containsPattern(keyword)}`;
}

/* ---------- pages ---------- */

/** Newest published first, most visited, last changed, the audit queue (oldest change first), or best match. */
export type ResourceOrder = "new" | "hot" | "updated" | "queue" | { relevance: string };

/** One ORDER BY key: an expression and its direction (the keyed page reads it as a column). */
interface SortKey {
  by: SQL | AnyPgColumn;
  desc?: boolean;
}

function keysOf(order: ResourceOrder): SortKey[] {
  const head: SortKey =
    typeof order === "object"
      ? { by: rank(resources.searchDoc, order.relevance), desc: true }
      : order === "hot"
        ? { by: resources.visitCount, desc: true }
        : order === "updated"
          ? { by: resources.updatedAt, desc: true }
          : order === "queue"
            ? { by: resources.updatedAt }
            : { by: sql`coalesce(${resources.publishedAt}, ${resources.createdAt})`, desc: true };
  return [head, { by: resources.id, desc: head.desc }];
}

/**
 * The resource's first file, read with the page instead of a query of its own. Written with
 * qualified names: inside a select, drizzle prints columns unqualified, and an unqualified "id"
 * in this subquery would mean resource_files.id.
 */
const firstFileId = sql<
  number | null
>`(select rf.file_id from resource_files rf where rf.resource_id = "resources"."id" order by rf.sort, rf.id limit 1)`;

/**
 * One page of resources matching every condition, and their total, in one statement. The inner
 * part ("keyed") reads each match's id and sort keys only; "ranked" keeps the page and counts
 * every match beside it (`count(*) over ()`), so neither the search document nor the wide
 * columns of thousands of matches pass through the window; the page's rows are then joined by id.
 */
export function pageOfResources(
  db: DbOrTx,
  conds: (SQL | undefined)[],
  order: ResourceOrder,
  page: Page,
): Promise<Paged<ListedRow>> {
  const keys = keysOf(order);
  // Sort key i is column k{i} of the subqueries "keyed" (every match) and "ranked" (the page).
  const key = (from: string, i: number) => sql`${sql.identifier(from)}.${sql.identifier(`k${i}`)}`;
  const orderFrom = (from: string) => keys.map((k, i) => (k.desc ? desc(key(from, i)) : asc(key(from, i))));
  const keyed = db
    .select({ id: resources.id, ...Object.fromEntries(keys.map((k, i) => [`k${i}`, sql`${k.by}`.as(`k${i}`)])) })
    .from(resources)
    .where(allOf(...conds))
    .as("keyed");
  return paginate(page, (limit, offset) => {
    const ranked = db
      .select({
        id: keyed.id,
        ...Object.fromEntries(keys.map((_, i) => [`k${i}`, key("keyed", i).as(`k${i}`)])),
        total: sql<number>`count(*) over ()`.as("total"),
      })
      .from(keyed)
      .orderBy(...orderFrom("keyed"))
      .limit(limit)
      .offset(offset)
      .as("ranked");
    return db
      .select({ ...ROW, firstFileId, total: sql<number>`${ranked.total}`.mapWith(Number) })
      .from(ranked)
      .innerJoin(resources, eq(resources.id, ranked.id))
      .orderBy(...orderFrom("ranked"));
  });
}

/* ---------- downloads ---------- */

/** Records a download and counts it on the resource, together. */
export function recordDownload(db: Db, d: { userId: number; resourceId: number; fileId: number }): Promise<void> {
  return db.transaction(async (tx) => {
    await tx.insert(downloads).values(d);
    await tx
      .update(resources)
      .set({ downloadCount: sql`${resources.downloadCount} + 1` })
      .where(eq(resources.id, d.resourceId));
  });
}

/** A user's downloads, newest first, with the resource's name. */
export function pageOfDownloads(db: DbOrTx, userId: number, page: Page) {
  return pageOf(
    page,
    db
      .select({
        id: downloads.id,
        resourceId: downloads.resourceId,
        resourceName: resources.name,
        fileId: downloads.fileId,
        createdAt: downloads.createdAt,
        total,
      })
      .from(downloads)
      .innerJoin(resources, eq(resources.id, downloads.resourceId))
      .where(eq(downloads.userId, userId))
      .orderBy(desc(downloads.id))
      .$dynamic(),
  );
}

/** Resources of a term and/or organization with the facts the statistics dashboards count. */
export function statsRows(db: DbOrTx, filter: { termId?: number; orgId?: number }) {
  return db
    .select({
      id: resources.id,
      name: resources.name,
      kind: resources.kind,
      type: resources.type,
      status: resources.status,
      orgId: resources.orgId,
      ownerId: resources.ownerId,
      visitCount: resources.visitCount,
      downloadCount: resources.downloadCount,
      duration: resources.duration,
      createdAt: resources.createdAt,
    })
    .from(resources)
    .where(
      allOf(
        filter.termId ? eq(resources.termId, filter.termId) : undefined,
        filter.orgId ? eq(resources.orgId, filter.orgId) : undefined,
      ),
    );
}

/**
 * For search by image and caption search: the files of picture resources and the covers of the
 * given types (pictures to hash), and every video file's caption files (WebVTT to index).
 */
export async function indexSources(db: DbOrTx, coverTypes: string[]) {
  const pictures = await db
    .selectDistinct({ fileId: resourceFiles.fileId })
    .from(resourceFiles)
    .innerJoin(resources, eq(resources.id, resourceFiles.resourceId))
    .where(eq(resources.type, "PICTURE"));
  const covers = await db
    .selectDistinct({ fileId: resources.coverFileId })
    .from(resources)
    .where(and(inArray(resources.type, coverTypes), isNotNull(resources.coverFileId)));
  const captions = await db
    .selectDistinct({ fileId: resourceFiles.fileId, captionFileId: resourceFiles.captionFileId })
    .from(resourceFiles)
    .where(isNotNull(resourceFiles.captionFileId));
  return {
    pictures: [...new Set([...pictures.map((r) => r.fileId), ...covers.flatMap((r) => (r.fileId ? [r.fileId] : []))])],
    captions: captions.flatMap((r) => (r.captionFileId ? [{ fileId: r.fileId, captionFileId: r.captionFileId }] : [])),
  };
}

/** For teaching tasks: resources of a kind each owner published in [from, to). */
export async function publishedCountsByOwner(db: DbOrTx, ownerIds: number[], kind: number, from: Date, to: Date) {
  if (!ownerIds.length) return new Map<number, number>();
  const rows = await db
    .select({ ownerId: resources.ownerId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(resources)
    .where(
      and(
        inArray(resources.ownerId, ownerIds),
        eq(resources.kind, kind),
        eq(resources.status, PUBLISH_STATUS.PUBLISHED),
        sql`${resources.publishedAt} >= ${from.toISOString()} and ${resources.publishedAt} < ${to.toISOString()}`,
      ),
    )
    .groupBy(resources.ownerId);
  return new Map(rows.map((r) => [r.ownerId, r.n]));
}
