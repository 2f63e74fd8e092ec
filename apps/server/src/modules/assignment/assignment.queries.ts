import { and, asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { type Page, pageOf, total } from "../../platform/db/paging.js";
import { allOf, anyContains } from "../../platform/db/sql-helpers.js";
import { assignments, submissionFiles, submissions } from "./assignment.tables.js";

/** Every SQL statement of the assignment module. */

export type AssignmentRow = typeof assignments.$inferSelect;
export type AssignmentWrite = Omit<typeof assignments.$inferInsert, "id" | "createdAt" | "updatedAt">;
export type SubmissionRow = typeof submissions.$inferSelect;

const counts = {
  submittedCount:
    sql<number>`(select count(*) from ${submissions} s where s.assignment_id = "assignments"."id")`.mapWith(Number),
  pendingCount:
    sql<number>`(select count(*) from ${submissions} s where s.assignment_id = "assignments"."id" and s.state = 'submitted')`.mapWith(
      Number,
    ),
};

/** A teacher's assignments, newest first. */
export function pageOwned(db: DbOrTx, p: Page & { keyword?: string }, ownerId: number) {
  return pageOf(
    p,
    db
      .select({ row: assignments, ...counts, total })
      .from(assignments)
      .where(allOf(eq(assignments.ownerId, ownerId), p.keyword ? anyContains(p.keyword, assignments.title) : undefined))
      .orderBy(desc(assignments.createdAt), desc(assignments.id))
      .$dynamic(),
  );
}

/** The assignments set for a class, with this student's submission state. */
export function pageForClass(
  db: DbOrTx,
  p: Page & { keyword?: string },
  target: { classId: number; courseIds: number[] },
  studentId: number,
) {
  return pageOf(
    p,
    db
      .select({
        row: assignments,
        ...counts,
        myState: sql<
          string | null
        >`(select s.state from ${submissions} s where s.assignment_id = "assignments"."id" and s.student_id = ${studentId})`,
        total,
      })
      .from(assignments)
      .where(
        allOf(
          target.courseIds.length
            ? or(sql`${target.classId} = any(${assignments.classIds})`, inArray(assignments.courseId, target.courseIds))
            : sql`${target.classId} = any(${assignments.classIds})`,
          p.keyword ? anyContains(p.keyword, assignments.title) : undefined,
        ),
      )
      .orderBy(desc(assignments.dueAt), desc(assignments.id))
      .$dynamic(),
  );
}

/** The assignments set for a course section, latest due first. */
export function ofSection(db: DbOrTx, sectionId: number, studentId: number | null) {
  return db
    .select({
      row: assignments,
      ...counts,
      myState: studentId
        ? sql<
            string | null
          >`(select s.state from ${submissions} s where s.assignment_id = "assignments"."id" and s.student_id = ${studentId})`
        : sql<string | null>`null`,
    })
    .from(assignments)
    .where(eq(assignments.sectionId, sectionId))
    .orderBy(desc(assignments.dueAt), desc(assignments.id));
}

export async function find(db: DbOrTx, id: number): Promise<AssignmentRow | undefined> {
  const [row] = await db.select().from(assignments).where(eq(assignments.id, id));
  return row;
}

export async function insert(db: DbOrTx, values: AssignmentWrite): Promise<number> {
  const [row] = await db.insert(assignments).values(values).returning({ id: assignments.id });
  return (row as { id: number }).id;
}

export async function update(db: DbOrTx, id: number, values: Partial<AssignmentWrite>) {
  await db
    .update(assignments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(assignments.id, id));
}

export async function remove(db: DbOrTx, id: number) {
  await db.delete(assignments).where(eq(assignments.id, id));
}

export function pageSubmissions(db: DbOrTx, p: Page & { state?: string }, assignmentId: number) {
  return pageOf(
    p,
    db
      .select({ row: submissions, total })
      .from(submissions)
      .where(allOf(eq(submissions.assignmentId, assignmentId), p.state ? eq(submissions.state, p.state) : undefined))
      .orderBy(asc(submissions.submittedAt), asc(submissions.id))
      .$dynamic(),
  );
}

export async function findSubmission(db: DbOrTx, id: number): Promise<SubmissionRow | undefined> {
  const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
  return row;
}

export async function submissionOf(db: DbOrTx, assignmentId: number, studentId: number) {
  const [row] = await db
    .select()
    .from(submissions)
    .where(and(eq(submissions.assignmentId, assignmentId), eq(submissions.studentId, studentId)));
  return row;
}

export type SubmissionWrite = Pick<SubmissionRow, "content" | "late" | "shareConsent">;

/**
 * Hands work in: a first submission, or a revision of a returned one (back to review, score
 * cleared). One statement, so two tabs submitting at once leave one row.
 */
export async function upsertSubmission(
  db: DbOrTx,
  assignmentId: number,
  studentId: number,
  values: SubmissionWrite,
): Promise<number> {
  const [row] = await db
    .insert(submissions)
    .values({ assignmentId, studentId, ...values, state: "submitted" })
    .onConflictDoUpdate({
      target: [submissions.assignmentId, submissions.studentId],
      set: { ...values, state: "submitted", score: null, submittedAt: new Date(), reviewedAt: null },
    })
    .returning({ id: submissions.id });
  return (row as { id: number }).id;
}

export async function updateSubmission(db: DbOrTx, id: number, values: Partial<SubmissionRow>) {
  await db.update(submissions).set(values).where(eq(submissions.id, id));
}

/** Scores or returns a submission still waiting for review (or already scored: a re-score). */
export async function review(
  db: DbOrTx,
  id: number,
  values: { state: string; score: number | null; comment: string },
): Promise<boolean> {
  const rows = await db
    .update(submissions)
    .set({ ...values, reviewedAt: new Date(), ...(values.state === "returned" ? { recommended: false } : {}) })
    .where(and(eq(submissions.id, id), inArray(submissions.state, ["submitted", "scored"])))
    .returning({ id: submissions.id });
  return rows.length > 0;
}

export async function fileIdsOf(db: DbOrTx, submissionId: number): Promise<number[]> {
  const rows = await db
    .select({ fileId: submissionFiles.fileId })
    .from(submissionFiles)
    .where(eq(submissionFiles.submissionId, submissionId))
    .orderBy(asc(submissionFiles.sort));
  return rows.map((r) => r.fileId);
}

export async function replaceFiles(db: DbOrTx, submissionId: number, fileIds: number[]) {
  await db.delete(submissionFiles).where(eq(submissionFiles.submissionId, submissionId));
  if (fileIds.length) {
    await db.insert(submissionFiles).values(fileIds.map((fileId, sort) => ({ submissionId, fileId, sort })));
  }
}

/** Recommended work the student agreed to share, newest first (the public excellent-work list). */
export function pageRecommended(db: DbOrTx, p: Page) {
  return pageOf(
    p,
    db
      .select({ row: submissions, title: assignments.title, ownerId: assignments.ownerId, total })
      .from(submissions)
      .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
      .where(and(eq(submissions.recommended, true), eq(submissions.shareConsent, true)))
      .orderBy(desc(submissions.reviewedAt), desc(submissions.id))
      .$dynamic(),
  );
}
