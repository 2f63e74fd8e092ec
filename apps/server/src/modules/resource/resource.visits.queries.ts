import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { preparedStatement } from "../../platform/db/shapes.js";
import { visitMarks } from "./resource.tables.js";

/** Visit marks: at most one counted view per viewer, target and hour (courses, resources, lives). */

const HOUR_MS = 3_600_000;
/** Marks older than this many hours are deleted (they only de-duplicate within an hour). */
const KEEP_HOURS = 2;
let lastPurgedHour = 0;

/** Records a view; true when it is the viewer's first view of the target this hour. */
export async function markVisit(db: DbOrTx, targetType: string, targetId: number, viewer: string): Promise<boolean> {
  const hour = Math.floor(Date.now() / HOUR_MS);
  if (hour !== lastPurgedHour) {
    lastPurgedHour = hour;
    await db.delete(visitMarks).where(sql`${visitMarks.hour} < ${hour - KEEP_HOURS}`);
  }
  const rows = await visitMarked(db, { targetType, targetId, viewer: viewer.slice(0, 64), hour });
  return rows.length > 0;
}

// Run by every view of a course or resource: prepared once.
const visitMarked = preparedStatement<
  { targetType: string; targetId: number; viewer: string; hour: number },
  { id: number }[]
>("visit_mark", (db, name) =>
  db
    .insert(visitMarks)
    .values({
      targetType: sql.placeholder("targetType"),
      targetId: sql.placeholder("targetId"),
      viewer: sql.placeholder("viewer"),
      hour: sql.placeholder("hour"),
    })
    .onConflictDoNothing()
    .returning({ id: visitMarks.id })
    .prepare(name),
);
