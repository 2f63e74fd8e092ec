import { and, asc, eq, gte, inArray, lte, ne, or, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { type Page, pageOf, total } from "../../platform/db/paging.js";
import { allOf, anyContains } from "../../platform/db/sql-helpers.js";
import { timetableEntries } from "./timetable.tables.js";

/** Every SQL statement of the timetable module. */

export type EntryRow = typeof timetableEntries.$inferSelect;
export type EntryWrite = Omit<typeof timetableEntries.$inferInsert, "id" | "createdAt">;

const order = [
  asc(timetableEntries.weekday),
  asc(timetableEntries.period),
  asc(timetableEntries.startTime),
  asc(timetableEntries.id),
];

/** One week's lessons of a class or a teacher. */
export function ofWeek(db: DbOrTx, termId: number, who: { classId?: number; teacherId?: number }, week: number) {
  const whose: SQL =
    who.teacherId !== undefined
      ? eq(timetableEntries.teacherId, who.teacherId)
      : eq(timetableEntries.classId, who.classId ?? 0);
  return db
    .select()
    .from(timetableEntries)
    .where(
      and(
        eq(timetableEntries.termId, termId),
        whose,
        lte(timetableEntries.weekStart, week),
        gte(timetableEntries.weekEnd, week),
      ),
    )
    .orderBy(...order);
}

export interface EntryFilter {
  keyword?: string;
  classId?: number;
  teacherId?: number;
}

export function page(db: DbOrTx, termId: number, p: Page, f: EntryFilter) {
  return pageOf(
    p,
    db
      .select({ entry: timetableEntries, total })
      .from(timetableEntries)
      .where(
        allOf(
          eq(timetableEntries.termId, termId),
          f.classId ? eq(timetableEntries.classId, f.classId) : undefined,
          f.teacherId ? eq(timetableEntries.teacherId, f.teacherId) : undefined,
          f.keyword ? anyContains(f.keyword, timetableEntries.courseName, timetableEntries.place) : undefined,
        ),
      )
      .orderBy(asc(timetableEntries.classId), ...order)
      .$dynamic(),
  );
}

/** The file is a class's whole timetable of the term: its previous lessons go. */
export async function replaceClasses(db: DbOrTx, termId: number, classIds: number[], rows: EntryWrite[]) {
  if (classIds.length) {
    await db
      .delete(timetableEntries)
      .where(and(eq(timetableEntries.termId, termId), inArray(timetableEntries.classId, classIds)));
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(timetableEntries).values(rows.slice(i, i + 500));
}

export async function removeMany(db: DbOrTx, termId: number, ids: number[]): Promise<number> {
  const rows = await db
    .delete(timetableEntries)
    .where(and(eq(timetableEntries.termId, termId), inArray(timetableEntries.id, ids)))
    .returning({ id: timetableEntries.id });
  return rows.length;
}

export async function findInTerm(db: DbOrTx, termId: number, id: number): Promise<EntryRow | undefined> {
  const [row] = await db
    .select()
    .from(timetableEntries)
    .where(and(eq(timetableEntries.termId, termId), eq(timetableEntries.id, id)));
  return row;
}

/** Another lesson of the term in the same period of overlapping weeks, for the class or the teacher. */
export async function clashOf(
  db: DbOrTx,
  termId: number,
  id: number,
  l: { weekday: number; period: number; weekStart: number; weekEnd: number; classId: number; teacherId: number },
): Promise<EntryRow | undefined> {
  const [row] = await db
    .select()
    .from(timetableEntries)
    .where(
      and(
        eq(timetableEntries.termId, termId),
        ne(timetableEntries.id, id),
        eq(timetableEntries.weekday, l.weekday),
        eq(timetableEntries.period, l.period),
        lte(timetableEntries.weekStart, l.weekEnd),
        gte(timetableEntries.weekEnd, l.weekStart),
        or(eq(timetableEntries.classId, l.classId), eq(timetableEntries.teacherId, l.teacherId)),
      ),
    )
    .limit(1);
  return row;
}

export async function updateEntry(db: DbOrTx, id: number, values: Partial<EntryWrite>) {
  await db.update(timetableEntries).set(values).where(eq(timetableEntries.id, id));
}
