import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { type Page, pageOf, total } from "../../platform/db/paging.js";
import { allOf, anyContains } from "../../platform/db/sql-helpers.js";
import { supEvaluations, supTaskMembers, supTasks, supTaskTargets } from "./supervise.tables.js";

/** Statements of supervision tasks, their members and targets. */

export type TaskDb = typeof supTasks.$inferSelect;
export type TargetDb = typeof supTaskTargets.$inferSelect;
export type MemberRole = "evaluator" | "assistant";

// Qualified by hand: inside a subquery an unqualified "id" is the inner table's own id.
const submittedCount =
  sql<number>`(select count(*) from sup_evaluations e where e.task_id = "sup_tasks"."id" and e.status = 'submitted')`.mapWith(
    Number,
  );
const targetCount = sql<number>`(select count(*) from sup_task_targets g where g.task_id = "sup_tasks"."id")`.mapWith(
  Number,
);

export function pageOfTasks(db: DbOrTx, page: Page & { keyword?: string; termId?: number; ids?: number[] }) {
  return pageOf(
    page,
    db
      .select({ t: supTasks, submitted: submittedCount, targets: targetCount, total })
      .from(supTasks)
      .where(
        allOf(
          page.keyword ? anyContains(page.keyword, supTasks.name) : undefined,
          page.termId ? eq(supTasks.termId, page.termId) : undefined,
          page.ids ? inArray(supTasks.id, page.ids.length ? page.ids : [0]) : undefined,
        ),
      )
      .orderBy(desc(supTasks.startAt), desc(supTasks.id))
      .$dynamic(),
  );
}

export async function findTask(db: DbOrTx, id: number) {
  const [r] = await db
    .select({ t: supTasks, submitted: submittedCount, targets: targetCount })
    .from(supTasks)
    .where(eq(supTasks.id, id));
  return r;
}

export async function membersOf(db: DbOrTx, taskIds: number[]) {
  if (!taskIds.length) return [];
  return db.select().from(supTaskMembers).where(inArray(supTaskMembers.taskId, taskIds));
}

export async function taskIdsOfMember(db: DbOrTx, userId: number, role: MemberRole): Promise<number[]> {
  const rows = await db
    .select({ id: supTaskMembers.taskId })
    .from(supTaskMembers)
    .where(and(eq(supTaskMembers.userId, userId), eq(supTaskMembers.role, role)));
  return rows.map((r) => r.id);
}

export async function isMember(db: DbOrTx, taskId: number, userId: number, role: MemberRole): Promise<boolean> {
  const [r] = await db
    .select({ id: supTaskMembers.taskId })
    .from(supTaskMembers)
    .where(and(eq(supTaskMembers.taskId, taskId), eq(supTaskMembers.userId, userId), eq(supTaskMembers.role, role)));
  return !!r;
}

export function targetsOf(db: DbOrTx, taskIds: number[]) {
  if (!taskIds.length) return Promise.resolve([] as TargetDb[]);
  return db.select().from(supTaskTargets).where(inArray(supTaskTargets.taskId, taskIds)).orderBy(supTaskTargets.id);
}

export async function findTarget(db: DbOrTx, id: number) {
  const [r] = await db
    .select({ target: supTaskTargets, task: supTasks })
    .from(supTaskTargets)
    .innerJoin(supTasks, eq(supTasks.id, supTaskTargets.taskId))
    .where(eq(supTaskTargets.id, id));
  return r;
}

export async function insertTask(db: DbOrTx, values: typeof supTasks.$inferInsert): Promise<number> {
  const [r] = await db.insert(supTasks).values(values).returning({ id: supTasks.id });
  return r?.id as number;
}

export async function updateTask(db: DbOrTx, id: number, values: Partial<typeof supTasks.$inferInsert>) {
  await db.update(supTasks).set(values).where(eq(supTasks.id, id));
}

export async function replaceMembers(db: DbOrTx, taskId: number, members: { userId: number; role: MemberRole }[]) {
  await db.delete(supTaskMembers).where(eq(supTaskMembers.taskId, taskId));
  if (members.length) await db.insert(supTaskMembers).values(members.map((m) => ({ ...m, taskId })));
}

/** Targets are matched by what they point at: kept rows keep their id (and their evaluations). */
export async function replaceTargets(
  db: DbOrTx,
  taskId: number,
  keepIds: number[],
  add: Omit<TargetDb, "id" | "taskId">[],
) {
  const current = await targetsOf(db, [taskId]);
  const drop = current.filter((c) => !keepIds.includes(c.id)).map((c) => c.id);
  if (drop.length) await db.delete(supTaskTargets).where(inArray(supTaskTargets.id, drop));
  if (add.length) await db.insert(supTaskTargets).values(add.map((a) => ({ ...a, taskId })));
}

export async function deleteTask(db: DbOrTx, id: number) {
  await db.delete(supTaskMembers).where(eq(supTaskMembers.taskId, id));
  await db.delete(supTaskTargets).where(eq(supTaskTargets.taskId, id));
  await db.delete(supTasks).where(eq(supTasks.id, id));
}

/** Evaluations of these targets (any status): a target with evaluations cannot be dropped. */
export async function evaluatedTargetIds(db: DbOrTx, targetIds: number[]): Promise<number[]> {
  if (!targetIds.length) return [];
  const rows = await db
    .selectDistinct({ id: supEvaluations.targetId })
    .from(supEvaluations)
    .where(inArray(supEvaluations.targetId, targetIds));
  return rows.map((r) => r.id as number);
}

export async function evaluationsOfTask(db: DbOrTx, taskId: number): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(supEvaluations)
    .where(eq(supEvaluations.taskId, taskId));
  return r?.n ?? 0;
}

/** Per evaluator of a task: submitted and draft counts. */
export function progressOf(db: DbOrTx, taskId: number) {
  return db
    .select({
      evaluatorId: supEvaluations.evaluatorId,
      submitted: sql<number>`count(*) filter (where ${supEvaluations.status} = 'submitted')`.mapWith(Number),
      drafts: sql<number>`count(*) filter (where ${supEvaluations.status} = 'draft')`.mapWith(Number),
    })
    .from(supEvaluations)
    .where(eq(supEvaluations.taskId, taskId))
    .groupBy(supEvaluations.evaluatorId);
}

/** One evaluator's evaluations in these tasks (for their task list). */
export function myEvaluationsIn(db: DbOrTx, userId: number, taskIds: number[]) {
  if (!taskIds.length) return Promise.resolve([]);
  return db
    .select({
      id: supEvaluations.id,
      taskId: supEvaluations.taskId,
      targetId: supEvaluations.targetId,
      status: supEvaluations.status,
      score10: supEvaluations.score10,
    })
    .from(supEvaluations)
    .where(and(eq(supEvaluations.evaluatorId, userId), inArray(supEvaluations.taskId, taskIds)));
}

export async function tasksUsingTemplates(db: DbOrTx, templateIds: number[]): Promise<number[]> {
  if (!templateIds.length) return [];
  const rows = await db
    .selectDistinct({ id: supTasks.templateId })
    .from(supTasks)
    .where(inArray(supTasks.templateId, templateIds));
  return rows.map((r) => r.id);
}
