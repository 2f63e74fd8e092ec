import { asc, desc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { type Page, type Paged, pageOf, total } from "../../platform/db/paging.js";
import { allOf, containsPattern } from "../../platform/db/sql-helpers.js";
import { matches, rank } from "../../platform/search/text.js";
import { resourceNotes, resources } from "./resource.tables.js";

/** Every SQL statement on knowledge-point notes. */

const { searchDoc: _doc, ...noteColumns } = getTableColumns(resourceNotes);
export type NoteRow = Omit<typeof resourceNotes.$inferSelect, "searchDoc">;
export type NoteValues = Omit<typeof resourceNotes.$inferInsert, "id" | "userId" | "createdAt" | "searchDoc"> & {
  searchDoc: SQL;
};

export async function findNote(db: DbOrTx, id: number): Promise<NoteRow | undefined> {
  const [row] = await db.select(noteColumns).from(resourceNotes).where(eq(resourceNotes.id, id));
  return row;
}

export async function insertNote(db: DbOrTx, userId: number, values: NoteValues): Promise<number> {
  const [row] = await db
    .insert(resourceNotes)
    .values({ ...values, userId })
    .returning({ id: resourceNotes.id });
  return row?.id as number;
}

export async function updateNote(db: DbOrTx, id: number, values: NoteValues): Promise<void> {
  await db.update(resourceNotes).set(values).where(eq(resourceNotes.id, id));
}

export async function deleteNote(db: DbOrTx, id: number): Promise<void> {
  await db.delete(resourceNotes).where(eq(resourceNotes.id, id));
}

/** Notes of one resource. */
export function noteOf(resourceId: number): SQL {
  return eq(resourceNotes.resourceId, resourceId);
}

/** As the resource keyword filter: the indexed document, a substring only for a keyword without words. */
export function noteContains(keyword: string): SQL {
  return matches(resourceNotes.searchDoc, keyword) ?? sql`${resourceNotes.content} ilike ${containsPattern(keyword)}`;
}

/** In playback order, shuffled ("surprise me"), newest, on the most visited resources, or best match. */
export type NoteOrder = "playback" | "random" | "new" | "hot" | { relevance: string };

function orderOf(order: NoteOrder): SQL[] {
  if (typeof order === "object") return [desc(rank(resourceNotes.searchDoc, order.relevance)), desc(resourceNotes.id)];
  if (order === "playback") return [asc(resourceNotes.second), asc(resourceNotes.id)];
  if (order === "random") return [sql`random()`];
  if (order === "hot") return [desc(resources.visitCount), desc(resourceNotes.id)];
  return [desc(resourceNotes.id)];
}

/**
 * One page of notes and their total in one statement: notes are searched or shuffled, which
 * reads every match anyway. Conditions may name the note's resource (joined as `resources`).
 */
export function pageOfNotes(
  db: DbOrTx,
  conds: (SQL | undefined)[],
  order: NoteOrder,
  page: Page,
): Promise<Paged<NoteRow>> {
  return pageOf(
    page,
    db
      .select({ ...noteColumns, total })
      .from(resourceNotes)
      .innerJoin(resources, eq(resources.id, resourceNotes.resourceId))
      .where(allOf(...conds))
      .orderBy(...orderOf(order))
      .$dynamic(),
  );
}
