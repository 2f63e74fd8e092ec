import { count, desc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { type Page, pageOf, total } from "../../platform/db/paging.js";
import { allOf, anyContains } from "../../platform/db/sql-helpers.js";
import { files } from "./file.tables.js";

/** Every SQL statement of the file module: functions taking the database (or a transaction) first. */

export type FileRow = typeof files.$inferSelect;
export type NewFile = Omit<typeof files.$inferInsert, "id" | "createdAt">;

export async function findFile(db: DbOrTx, id: number): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

/** Rows of these ids (unknown ids are left out). */
export function findFiles(db: DbOrTx, ids: number[]): Promise<FileRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(files)
    .where(inArray(files.id, [...new Set(ids)]));
}

export async function fileExists(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.select({ id: files.id }).from(files).where(eq(files.id, id))).length > 0;
}

export async function insertFile(db: DbOrTx, values: NewFile): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  return row as FileRow;
}

export async function storageKeyOf(db: DbOrTx, id: number): Promise<string | undefined> {
  const [row] = await db.select({ key: files.storageKey }).from(files).where(eq(files.id, id));
  return row?.key;
}

export async function updateFile(db: DbOrTx, id: number, set: Partial<NewFile>): Promise<void> {
  await db.update(files).set(set).where(eq(files.id, id));
}

/** Deletes rows; returns their storage keys. */
export async function deleteFiles(db: DbOrTx, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.delete(files).where(inArray(files.id, ids)).returning({ key: files.storageKey });
  return rows.map((r) => r.key);
}

/** Bytes of every file a user owns (uploads and what processing made from them). */
export async function bytesOwnedBy(db: DbOrTx, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<number>`coalesce(sum(${files.size}), 0)::bigint` })
    .from(files)
    .where(eq(files.ownerId, ownerId));
  return Number(row?.bytes ?? 0);
}

/** How many files, and how many bytes, of each upload kind. */
export async function usePerKind(db: DbOrTx): Promise<{ kind: string; count: number; bytes: number }[]> {
  const rows = await db
    .select({ kind: files.kind, count: count(), bytes: sql<number>`coalesce(sum(${files.size}), 0)::bigint` })
    .from(files)
    .groupBy(files.kind);
  return rows.map((r) => ({ ...r, bytes: Number(r.bytes) }));
}

/** The storage screen's file list, newest first, with its total: one statement. */
export function pageOfFiles(db: DbOrTx, page: Page, filter: { kind?: string; keyword?: string }) {
  return pageOf(
    page,
    db
      .select({ ...getTableColumns(files), total })
      .from(files)
      .where(
        allOf(
          filter.kind ? eq(files.kind, filter.kind) : undefined,
          filter.keyword ? anyContains(filter.keyword, files.name, files.mime) : undefined,
        ),
      )
      .orderBy(desc(files.id))
      .$dynamic(),
  );
}
