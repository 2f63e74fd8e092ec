import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { type Page, pageOf, total } from "../../platform/db/paging.js";
import { allOf, anyContains } from "../../platform/db/sql-helpers.js";
import { teachTaskAssignees, teachTaskEvidence, teachTaskItems, teachTasks } from "./teachtask.tables.js";

/** Every SQL statement of the teaching-task module. */

export type TaskRow = typeof teachTasks.$inferSelect;
export type TaskWrite = Omit<typeof teachTasks.$inferInsert, "id" | "createdAt" | "updatedAt">;
export type ItemRow = typeof teachTaskItems.$inferSelect;
export type ItemWrite = Omit<typeof teachTaskItems.$inferInsert, "id" | "taskId">;
export type EvidenceRow = typeof teachTaskEvidence.$inferSelect;

const teacherCount =
  sql<number>`(select count(*) from ${teachTaskAssignees} where ${teachTaskAssignees.taskId} = "teach_tasks"."id")`.mapWith(
    Number,
  );

export interface TaskFilter {
  keyword?: string;
  /** Tasks managed by this user: created by them or targeting one of these groups; undefined: all. */
  manager?: { userId: number; groupIds: number[] };
  /** Tasks given to this teacher. */
  assigneeId?: number;
}

function managedBy(m: { userId: number; groupIds: number[] }): SQL {
  const inGroups = m.groupIds.length ? inArray(teachTasks.groupId, m.groupIds) : sql`false`;
  return sql`(${teachTasks.createdBy} = ${m.userId} or ${inGroups})`;
}

export function page(db: DbOrTx, p: Page, f: TaskFilter) {
  return pageOf(
    p,
    db
      .select({
        id: teachTasks.id,
        title: teachTasks.title,
        description: teachTasks.description,
        startDate: teachTasks.startDate,
        endDate: teachTasks.endDate,
        targetKind: teachTasks.targetKind,
        orgId: teachTasks.orgId,
        groupId: teachTasks.groupId,
        createdBy: teachTasks.createdBy,
        createdAt: teachTasks.createdAt,
        updatedAt: teachTasks.updatedAt,
        teacherCount,
        total,
      })
      .from(teachTasks)
      .where(
        allOf(
          f.keyword ? anyContains(f.keyword, teachTasks.title) : undefined,
          f.manager ? managedBy(f.manager) : undefined,
          f.assigneeId
            ? sql`exists (select 1 from ${teachTaskAssignees} a where a.task_id = "teach_tasks"."id" and a.user_id = ${f.assigneeId})`
            : undefined,
        ),
      )
      .orderBy(desc(teachTasks.endDate), desc(teachTasks.id))
      .$dynamic(),
  );
}

export async function find(db: DbOrTx, id: number): Promise<TaskRow | undefined> {
  const [row] = await db.select().from(teachTasks).where(eq(teachTasks.id, id));
  return row;
}

export async function insert(db: DbOrTx, values: TaskWrite): Promise<number> {
  const [row] = await db.insert(teachTasks).values(values).returning({ id: teachTasks.id });
  return (row as { id: number }).id;
}

export async function update(db: DbOrTx, id: number, values: TaskWrite) {
  await db
    .update(teachTasks)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(teachTasks.id, id));
}

export async function remove(db: DbOrTx, id: number) {
  await db.delete(teachTasks).where(eq(teachTasks.id, id));
}

export function itemsOf(db: DbOrTx, taskIds: number[]): Promise<ItemRow[]> {
  if (!taskIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(teachTaskItems)
    .where(inArray(teachTaskItems.taskId, taskIds))
    .orderBy(asc(teachTaskItems.taskId), asc(teachTaskItems.sort), asc(teachTaskItems.id));
}

export async function findItem(db: DbOrTx, id: number): Promise<ItemRow | undefined> {
  const [row] = await db.select().from(teachTaskItems).where(eq(teachTaskItems.id, id));
  return row;
}

/**
 * Keeps the items whose id is given (updated in place, so evidence stays attached), deletes the
 * others and inserts the new ones, in the order given.
 */
export async function replaceItems(db: DbOrTx, taskId: number, items: (ItemWrite & { id?: number })[]) {
  const keep = items.flatMap((i) => (i.id ? [i.id] : []));
  await db
    .delete(teachTaskItems)
    .where(and(eq(teachTaskItems.taskId, taskId), keep.length ? sql`${teachTaskItems.id} not in ${keep}` : undefined));
  for (const [sort, { id, ...values }] of items.entries()) {
    if (id) {
      await db
        .update(teachTaskItems)
        .set({ ...values, sort })
        .where(and(eq(teachTaskItems.id, id), eq(teachTaskItems.taskId, taskId)));
    } else {
      await db.insert(teachTaskItems).values({ ...values, sort, taskId });
    }
  }
}

export async function assignees(db: DbOrTx, taskId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: teachTaskAssignees.userId })
    .from(teachTaskAssignees)
    .where(eq(teachTaskAssignees.taskId, taskId))
    .orderBy(asc(teachTaskAssignees.userId));
  return rows.map((r) => r.userId);
}

export async function isAssignee(db: DbOrTx, taskId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: teachTaskAssignees.userId })
    .from(teachTaskAssignees)
    .where(and(eq(teachTaskAssignees.taskId, taskId), eq(teachTaskAssignees.userId, userId)));
  return rows.length > 0;
}

export async function replaceAssignees(db: DbOrTx, taskId: number, userIds: number[]) {
  await db.delete(teachTaskAssignees).where(eq(teachTaskAssignees.taskId, taskId));
  if (userIds.length) await db.insert(teachTaskAssignees).values(userIds.map((userId) => ({ taskId, userId })));
}

/** Evidence of these items, of these teachers (all teachers when undefined). */
export function evidenceOf(db: DbOrTx, itemIds: number[], userIds?: number[]): Promise<EvidenceRow[]> {
  if (!itemIds.length || userIds?.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(teachTaskEvidence)
    .where(
      allOf(
        inArray(teachTaskEvidence.itemId, itemIds),
        userIds ? inArray(teachTaskEvidence.userId, userIds) : undefined,
      ),
    );
}

export async function findEvidence(db: DbOrTx, id: number): Promise<EvidenceRow | undefined> {
  const [row] = await db.select().from(teachTaskEvidence).where(eq(teachTaskEvidence.id, id));
  return row;
}

/** A teacher hands in (again): submitted, unless the row is already done (then nothing changes). */
export async function submitEvidence(
  db: DbOrTx,
  v: { itemId: number; userId: number; content: string; fileIds: number[] },
): Promise<boolean> {
  const rows = await db
    .insert(teachTaskEvidence)
    .values({ ...v, status: "submitted" })
    .onConflictDoUpdate({
      target: [teachTaskEvidence.itemId, teachTaskEvidence.userId],
      set: { content: v.content, fileIds: v.fileIds, status: "submitted", submittedAt: new Date(), remark: "" },
      setWhere: sql`${teachTaskEvidence.status} <> 'done'`,
    })
    .returning({ id: teachTaskEvidence.id });
  return rows.length > 0;
}

/** Confirms or returns submitted evidence; false when it was not waiting (a race or a repeat). */
export async function reviewEvidence(
  db: DbOrTx,
  v: { itemId: number; userId: number; status: "done" | "returned"; remark: string; reviewerId: number },
): Promise<boolean> {
  const rows = await db
    .update(teachTaskEvidence)
    .set({ status: v.status, remark: v.remark, reviewerId: v.reviewerId, reviewedAt: new Date() })
    .where(
      and(
        eq(teachTaskEvidence.itemId, v.itemId),
        eq(teachTaskEvidence.userId, v.userId),
        eq(teachTaskEvidence.status, "submitted"),
      ),
    )
    .returning({ id: teachTaskEvidence.id });
  return rows.length > 0;
}
