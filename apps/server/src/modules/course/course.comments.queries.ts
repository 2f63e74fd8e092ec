import { count, desc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { type Page, pageOf, total } from "../../platform/db/paging.js";
import { preparedStatement } from "../../platform/db/shapes.js";
import { allOf, anyContains } from "../../platform/db/sql-helpers.js";
import { courseComments, courses } from "./course.tables.js";

/** The statements on course comments. */

export type CommentRow = typeof courseComments.$inferSelect;

const newestFirst = () => [desc(courseComments.createdAt), desc(courseComments.id)];

/** One page of a course's comments, newest first, with the total: one statement. */
export function pageOfCourse(db: DbOrTx, courseId: number, page: Page) {
  return pageOf(
    page,
    db
      .select({
        id: courseComments.id,
        courseId: courseComments.courseId,
        userId: courseComments.userId,
        content: courseComments.content,
        createdAt: courseComments.createdAt,
        total,
      })
      .from(courseComments)
      .where(eq(courseComments.courseId, courseId))
      .orderBy(...newestFirst())
      .$dynamic(),
  );
}

/**
 * One page of every course's comments (admin), with their course names and the total: one
 * statement. The keyword matches the content or the course name; the course filter still holds.
 */
export function pageOfAll(db: DbOrTx, filter: { courseId?: number | null; keyword?: string }, page: Page) {
  return pageOf(
    page,
    db
      .select({
        id: courseComments.id,
        courseId: courseComments.courseId,
        courseName: courses.name,
        userId: courseComments.userId,
        content: courseComments.content,
        createdAt: courseComments.createdAt,
        total,
      })
      .from(courseComments)
      .innerJoin(courses, eq(courses.id, courseComments.courseId))
      .where(
        allOf(
          filter.courseId ? eq(courseComments.courseId, filter.courseId) : undefined,
          filter.keyword ? anyContains(filter.keyword, courseComments.content, courses.name) : undefined,
        ),
      )
      .orderBy(...newestFirst())
      .$dynamic(),
  );
}

// Read by every view of a course's detail: prepared once (platform/db/shapes.ts).
const commentsOfCourse = preparedStatement<{ courseId: number }, { n: number }[]>("course_comment_count", (db, name) =>
  db
    .select({ n: count() })
    .from(courseComments)
    .where(eq(courseComments.courseId, sql.placeholder("courseId")))
    .prepare(name),
);

export async function commentCount(db: DbOrTx, courseId: number): Promise<number> {
  const [r] = await commentsOfCourse(db, { courseId });
  return r?.n ?? 0;
}

export async function findComment(db: DbOrTx, id: number): Promise<CommentRow | undefined> {
  const [row] = await db.select().from(courseComments).where(eq(courseComments.id, id));
  return row;
}

export async function insertComment(db: DbOrTx, values: { courseId: number; userId: number; content: string }) {
  const [row] = await db.insert(courseComments).values(values).returning({ id: courseComments.id });
  return (row as { id: number }).id;
}

/** Deletes these comments; returns how many there were. */
export async function deleteComments(db: DbOrTx, ids: number[]): Promise<number> {
  const rows = await db
    .delete(courseComments)
    .where(inArray(courseComments.id, ids))
    .returning({ id: courseComments.id });
  return rows.length;
}
