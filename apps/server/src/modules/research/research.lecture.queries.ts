import type { LectureKind } from "@otp/contract";
import { desc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { type Page, pageOf, total } from "../../platform/db/paging.js";
import { allOf, anyContains } from "../../platform/db/sql-helpers.js";
import { researchLectureEvaluations, researchLectures, researchSubjects } from "./research.tables.js";

/** Every SQL statement of lectures (说课) and their evaluations. */

export type LectureWrite = Omit<typeof researchLectures.$inferInsert, "id" | "createdAt">;
export type LectureEvaluationRow = typeof researchLectureEvaluations.$inferSelect;

const e = researchLectureEvaluations;
const columns = {
  id: researchLectures.id,
  title: researchLectures.title,
  teacherId: researchLectures.teacherId,
  subjectId: researchLectures.subjectId,
  subjectName: researchSubjects.name,
  termId: researchLectures.termId,
  kind: researchLectures.kind,
  liveId: researchLectures.liveId,
  resourceId: researchLectures.resourceId,
  templateId: researchLectures.templateId,
  intro: researchLectures.intro,
  createdAt: researchLectures.createdAt,
  evaluationCount: sql<number>`(select count(*) from ${e} where ${e.lectureId} = ${researchLectures.id})`.mapWith(
    Number,
  ),
  score10Avg: sql<
    number | null
  >`(select round(avg(${e.score10})) from ${e} where ${e.lectureId} = ${researchLectures.id})`.mapWith((v) =>
    v === null ? null : Number(v),
  ),
};
export interface LectureRow {
  id: number;
  title: string;
  teacherId: number;
  subjectId: number;
  subjectName: string;
  termId: number;
  kind: string;
  liveId: number | null;
  resourceId: number | null;
  templateId: number;
  intro: string | null;
  createdAt: Date;
  evaluationCount: number;
  score10Avg: number | null;
}

export interface LectureFilter {
  keyword?: string;
  subjectId?: number;
  termId?: number;
  teacherId?: number;
  kind?: LectureKind;
}

/** Lectures grouped for the centre: by term (newest first), then subject, then newest. */
export function pageLectures(db: DbOrTx, page: Page & LectureFilter) {
  return pageOf(
    page,
    db
      .select({ ...columns, total })
      .from(researchLectures)
      .innerJoin(researchSubjects, eq(researchSubjects.id, researchLectures.subjectId))
      .where(
        allOf(
          page.subjectId ? eq(researchLectures.subjectId, page.subjectId) : undefined,
          page.termId ? eq(researchLectures.termId, page.termId) : undefined,
          page.teacherId ? eq(researchLectures.teacherId, page.teacherId) : undefined,
          page.kind ? eq(researchLectures.kind, page.kind) : undefined,
          page.keyword ? anyContains(page.keyword, researchLectures.title) : undefined,
        ),
      )
      .orderBy(
        desc(researchLectures.termId),
        researchSubjects.sort,
        researchLectures.subjectId,
        desc(researchLectures.createdAt),
        desc(researchLectures.id),
      )
      .$dynamic(),
  );
}

/** Lectures a teacher gives, or (evaluated) the ones they evaluated. */
export function pageOfUser(db: DbOrTx, page: Page, userId: number, scope: "mine" | "evaluated") {
  const where =
    scope === "mine"
      ? eq(researchLectures.teacherId, userId)
      : sql`exists (select 1 from ${e} where ${e.lectureId} = ${researchLectures.id} and ${e.evaluatorId} = ${userId})`;
  return pageOf(
    page,
    db
      .select({ ...columns, total })
      .from(researchLectures)
      .innerJoin(researchSubjects, eq(researchSubjects.id, researchLectures.subjectId))
      .where(where)
      .orderBy(desc(researchLectures.createdAt), desc(researchLectures.id))
      .$dynamic(),
  );
}

export async function findLecture(db: DbOrTx, id: number): Promise<LectureRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(researchLectures)
    .innerJoin(researchSubjects, eq(researchSubjects.id, researchLectures.subjectId))
    .where(eq(researchLectures.id, id));
  return row;
}

export async function insertLecture(db: DbOrTx, values: LectureWrite): Promise<number> {
  const [row] = await db.insert(researchLectures).values(values).returning({ id: researchLectures.id });
  return (row as { id: number }).id;
}

export async function updateLecture(db: DbOrTx, id: number, values: LectureWrite): Promise<boolean> {
  const rows = await db
    .update(researchLectures)
    .set(values)
    .where(eq(researchLectures.id, id))
    .returning({ id: researchLectures.id });
  return rows.length > 0;
}

export async function deleteLectures(db: DbOrTx, ids: number[]): Promise<number> {
  const rows = await db
    .delete(researchLectures)
    .where(inArray(researchLectures.id, ids))
    .returning({ id: researchLectures.id });
  return rows.length;
}

export function evaluationsOf(db: DbOrTx, lectureId: number): Promise<LectureEvaluationRow[]> {
  return db.select().from(e).where(eq(e.lectureId, lectureId)).orderBy(desc(e.createdAt), desc(e.id));
}

/** Records an evaluation once: false when this evaluator already evaluated the lecture. */
export async function insertEvaluation(db: DbOrTx, values: Omit<typeof e.$inferInsert, "id" | "createdAt">) {
  const rows = await db
    .insert(e)
    .values(values)
    .onConflictDoNothing({ target: [e.lectureId, e.evaluatorId] })
    .returning({ id: e.id });
  return rows.length > 0;
}
