import { and, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { type Page, pageOf, total } from "../../platform/db/paging.js";
import { allOf, anyContains } from "../../platform/db/sql-helpers.js";
import { supEvaluations, supTasks } from "./supervise.tables.js";

/** Statements of evaluations: start, race-free save and submit (by revision), reply, lists. */

export type EvaluationDb = typeof supEvaluations.$inferSelect;

export async function find(db: DbOrTx, id: number): Promise<EvaluationDb | undefined> {
  const [r] = await db.select().from(supEvaluations).where(eq(supEvaluations.id, id));
  return r;
}

/** Starts one evaluation per (target, evaluator): a second start returns the first one's id. */
export async function insertOnce(db: DbOrTx, values: typeof supEvaluations.$inferInsert): Promise<number> {
  const [r] = await db
    .insert(supEvaluations)
    .values(values)
    .onConflictDoNothing({ target: [supEvaluations.targetId, supEvaluations.evaluatorId] })
    .returning({ id: supEvaluations.id });
  if (r) return r.id;
  const [existing] = await db
    .select({ id: supEvaluations.id })
    .from(supEvaluations)
    .where(
      and(eq(supEvaluations.targetId, values.targetId as number), eq(supEvaluations.evaluatorId, values.evaluatorId)),
    );
  return existing?.id as number;
}

type DraftValues = Pick<EvaluationDb, "marks" | "answers" | "notes" | "score10" | "level" | "indicators">;

/** Writes a draft only if it is still a draft at the revision the writer read; returns the new revision. */
export async function saveDraft(db: DbOrTx, id: number, rev: number, values: DraftValues): Promise<number | null> {
  const [r] = await db
    .update(supEvaluations)
    .set({ ...values, rev: sql`${supEvaluations.rev} + 1`, updatedAt: new Date() })
    .where(and(eq(supEvaluations.id, id), eq(supEvaluations.rev, rev), eq(supEvaluations.status, "draft")))
    .returning({ rev: supEvaluations.rev });
  return r?.rev ?? null;
}

/** Submits in one statement: of two tabs submitting the same revision only one matches. */
export async function submit(db: DbOrTx, id: number, rev: number, values: DraftValues): Promise<boolean> {
  const now = new Date();
  const r = await db
    .update(supEvaluations)
    .set({ ...values, status: "submitted", submittedAt: now, rev: sql`${supEvaluations.rev} + 1`, updatedAt: now })
    .where(and(eq(supEvaluations.id, id), eq(supEvaluations.rev, rev), eq(supEvaluations.status, "draft")))
    .returning({ id: supEvaluations.id });
  return r.length > 0;
}

export async function reply(db: DbOrTx, id: number, text: string) {
  await db
    .update(supEvaluations)
    .set({ reply: text, repliedAt: new Date() })
    .where(and(eq(supEvaluations.id, id), eq(supEvaluations.status, "submitted")));
}

export interface EvaluationFilter {
  keyword?: string;
  termId?: number;
  teacherId?: number;
  evaluatorId?: number;
  status?: "draft" | "submitted";
}

export function pageOfEvaluations(db: DbOrTx, page: Page, f: EvaluationFilter) {
  return pageOf(
    page,
    db
      .select({
        id: supEvaluations.id,
        title: supEvaluations.title,
        taskId: supEvaluations.taskId,
        taskName: supTasks.name,
        anonymous: supTasks.anonymous,
        teacherId: supEvaluations.teacherId,
        evaluatorId: supEvaluations.evaluatorId,
        evaluatorKind: supEvaluations.evaluatorKind,
        status: supEvaluations.status,
        score10: supEvaluations.score10,
        level: supEvaluations.level,
        submittedAt: supEvaluations.submittedAt,
        hasReply: sql<boolean>`${supEvaluations.reply} is not null`,
        updatedAt: supEvaluations.updatedAt,
        total,
      })
      .from(supEvaluations)
      .leftJoin(supTasks, eq(supTasks.id, supEvaluations.taskId))
      .where(
        allOf(
          f.keyword ? anyContains(f.keyword, supEvaluations.title) : undefined,
          f.termId ? eq(supEvaluations.termId, f.termId) : undefined,
          f.teacherId ? eq(supEvaluations.teacherId, f.teacherId) : undefined,
          f.evaluatorId ? eq(supEvaluations.evaluatorId, f.evaluatorId) : undefined,
          f.status ? eq(supEvaluations.status, f.status) : undefined,
        ),
      )
      .orderBy(desc(supEvaluations.updatedAt), desc(supEvaluations.id))
      .$dynamic(),
  );
}

export async function taskName(db: DbOrTx, taskId: number | null) {
  if (!taskId) return null;
  const [r] = await db
    .select({ name: supTasks.name, endAt: supTasks.endAt, startAt: supTasks.startAt, anonymous: supTasks.anonymous })
    .from(supTasks)
    .where(eq(supTasks.id, taskId));
  return r ?? null;
}
